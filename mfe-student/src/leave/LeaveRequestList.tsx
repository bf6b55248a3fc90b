import { CalendarCheck } from 'lucide-react';
import { failureReason } from '@rollcall/api-client';
import { type LeaveRequest, type LeaveStatus, leaveTexts, portalTexts } from '@rollcall/contracts';
import { Badge } from '@rollcall/ui-kit';
import { ListEmpty, ListStates } from '@rollcall/ui-kit/pages';
import { useLeaveRequests, type LeaveOwner } from './leaveCalls';
import { leaveScreenTexts as texts } from './leaveScreenTexts';
import styles from './Leave.module.css';

const statusTones = { pending: 'neutral', approved: 'success', rejected: 'error' } as const satisfies Record<LeaveStatus, string>;

/** The owner's requests as the server lists them (newest first), each with its status and the office's note. */
export function LeaveRequestList({ owner, headingId }: { owner: LeaveOwner; headingId: string }) {
  const list = useLeaveRequests(owner);
  const requests = list.data?.leaveRequests ?? [];
  return (
    <ListStates list={list} noun={texts.requestsNoun} reason={failureReason}>
      {requests.length === 0 ? (
        <ListEmpty icon={<CalendarCheck size={40} />} title={texts.noRequests} />
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
  return (
    <li className={styles.request}>
      <p className={styles.requestHead}>
        <span>
          {leaveTexts.kind[request.kind]} · {portalTexts.days(request.startsOn, request.endsOn)} ·{' '}
          {request.periods ? leaveTexts.periods(request.periods) : leaveTexts.wholeDays}
        </span>
        <Badge tone={statusTones[request.status]}>{leaveTexts.status[request.status]}</Badge>
      </p>
      <p className={styles.muted}>{request.reason}</p>
      {request.decisionNote ? <p>{texts.note(request.decisionNote)}</p> : null}
      {request.decidedBy && request.status !== 'pending' ? (
        <p className={styles.muted}>{texts.decidedBy(request.decidedBy.name)}</p>
      ) : null}
    </li>
  );
}
