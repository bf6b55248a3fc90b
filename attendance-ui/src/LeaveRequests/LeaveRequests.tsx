import { useState } from 'react';
import { CalendarX } from 'lucide-react';
import type { OfficeLeaveRequest } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { DoneNotice, type SelectOption, useTimedNotice } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListStates } from '@rollcall/ui-kit/pages';
import { useFailureReason } from '@rollcall/i18n/contract-texts';
import { AreaTexts } from '../common/AreaTexts';
import { type AttendanceWords, useAttendanceTexts } from '../texts/texts';
import { DecisionDialog } from './DecisionDialog';
import type { LeaveArea, LeaveFilter } from './leaveCalls';
import { LeaveFilters } from './LeaveFilters';
import { type LeaveDecision, LeaveRequestCard } from './LeaveRequestCard';
import { aboutText, statusWord } from './leaveWords';
import { useLeaveRequests, useRefreshLeaveRequests } from './useLeaveRequests';
import styles from './LeaveRequests.module.css';

export interface LeaveRequestsProps {
  /** 'admin': the office's list of every class; 'teacher': the requests of the class teacher's classes. */
  area: LeaveArea;
  /** The classes the class filter offers (value: the class's id); none hides that filter. */
  classes?: readonly SelectOption[];
  /**
   * The institute's IANA time zone, in which the moments asked and decided are shown until the list's answer, which
   * names it, is in.
   */
  timeZone?: string;
  /** What the list says when no request is there. */
  emptyTitle?: string;
}

interface Deciding {
  request: OfficeLeaveRequest;
  decision: LeaveDecision;
}

/** What a decision did, in words: 'On duty for Asha Verma approved. 2 absences corrected to Present.' */
function decidedText(request: OfficeLeaveRequest, corrected: number, words: AttendanceWords) {
  const about = words.t('leave.about', { kind: words.t(`leave.kind.${request.kind}`), student: request.studentName });
  const done = words.t('leave.decided', { about, status: statusWord(request.status, words) });
  return request.kind === 'on-duty' && request.status === 'approved'
    ? `${done} ${words.t('leave.corrected', { count: corrected })}.`
    : done;
}

/**
 * Leave and on-duty requests as the server orders them (pending first), filtered by status (Pending at first) and
 * class; one card each, with Approve and Reject (and an optional note) on a pending one.
 */
export function LeaveRequests(props: LeaveRequestsProps) {
  return (
    <AreaTexts area={props.area}>
      <Requests {...props} />
    </AreaTexts>
  );
}

function Requests({ area, classes = [], timeZone, emptyTitle }: LeaveRequestsProps) {
  const words = useAttendanceTexts();
  const { t } = words;
  const reason = useFailureReason();
  const [filter, setFilter] = useState<LeaveFilter>({ status: 'pending' });
  const list = useLeaveRequests(area, filter);
  const refresh = useRefreshLeaveRequests(area);
  const done = useTimedNotice();
  const [problem, setProblem] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const requests = list.data?.leaveRequests ?? [];
  const zone = list.data?.timeZone ?? timeZone;
  const caption = filter.status ? t('leave.caption', { status: t(`leave.status.${filter.status}`) }) : t('leave.captionAll');

  return (
    <div className={styles.view}>
      <LeaveFilters classes={classes} filter={filter} onChange={setFilter} />
      <DoneNotice done={done} />
      {problem ? (
        <Notice type="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Notice>
      ) : null}
      <ListStates list={list} loading={t('leave.loading')} failed={t('leave.failed')} reason={reason}>
        {requests.length === 0 ? (
          <ListEmpty
            icon={<CalendarX size={40} />}
            title={emptyTitle ?? t('leave.empty')}
            description={filter.status ? t('leave.showingOnly', { status: statusWord(filter.status, words) }) : undefined}
          />
        ) : (
          <section className={styles.view} aria-label={caption}>
            <h2 className={styles.caption}>{caption}</h2>
            <ul className={styles.cards}>
              {requests.map((request) => (
                <li key={request.id}>
                  <LeaveRequestCard
                    request={request}
                    timeZone={zone}
                    onDecide={(chosen, decision) => {
                      setProblem(null);
                      setDeciding({ request: chosen, decision });
                    }}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
      </ListStates>
      {deciding ? (
        <DecisionDialog
          area={area}
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDecided={(request, corrected) => {
            setDeciding(null);
            done.show(decidedText(request, corrected, words));
          }}
          onDecidedElsewhere={(message) => {
            setDeciding(null);
            setProblem(t('leave.decidedElsewhere', { message, about: aboutText(deciding.request, words) }));
            refresh();
          }}
        />
      ) : null}
    </div>
  );
}
