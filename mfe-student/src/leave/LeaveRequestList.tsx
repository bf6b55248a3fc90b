import { CalendarCheck } from 'lucide-react';
import type { LeaveRequest, LeaveStatus } from '@rollcall/contracts';
import { Badge } from '@rollcall/ui-kit';
import { ListEmpty, ListStates } from '@rollcall/ui-kit/pages';
import { leaveKindIds, leaveStatusIds } from '../texts/sharedIds';
import { useWords } from '../texts/useWords';
import { useLeaveRequests, type LeaveOwner } from './leaveCalls';
import styles from './Leave.module.css';

const statusTones = { pending: 'neutral', approved: 'success', rejected: 'error' } as const satisfies Record<LeaveStatus, string>;

/** The owner's requests as the server lists them (newest first), each with its status and the office's note. */
export function LeaveRequestList({ owner, headingId }: { owner: LeaveOwner; headingId: string }) {
  const { t, reason } = useWords();
  const list = useLeaveRequests(owner);
  const requests = list.data?.leaveRequests ?? [];
  return (
    <ListStates list={list} loading={t('leave.loading')} failed={t('leave.loadFailed')} reason={reason}>
      {requests.length === 0 ? (
        <ListEmpty icon={<CalendarCheck size={40} />} title={t('leave.noRequests')} />
      ) : (
        <ul className={styles.requests} aria-labelledby={headingId}>
          {requests.map((request) => (
            <LeaveRequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </ListStates>
  );
}

/** 'Leave · Monday, 24 November 2025 · Whole days — Approved', the reason, and the decision's note. */
function LeaveRequestItem({ request }: { request: LeaveRequest }) {
  const { t, days } = useWords();
  return (
    <li className={styles.request}>
      <p className={styles.requestHead}>
        <span>
          {t(leaveKindIds[request.kind])} · {days(request.startsOn, request.endsOn)} ·{' '}
          {request.periods
            ? t('shared.leave.periods', { count: request.periods.length, list: request.periods.join(', ') })
            : t('shared.leave.wholeDays')}
        </span>
        <Badge tone={statusTones[request.status]}>{t(leaveStatusIds[request.status])}</Badge>
      </p>
      <p className={styles.muted}>{request.reason}</p>
      {request.decisionNote ? <p>{t('leave.note', { note: request.decisionNote })}</p> : null}
      {request.decidedBy && request.status !== 'pending' ? (
        <p className={styles.muted}>{t('leave.decidedBy', { name: request.decidedBy.name })}</p>
      ) : null}
    </li>
  );
}
