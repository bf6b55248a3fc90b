import { type LeaveStatus, leaveTexts, type OfficeLeaveRequest } from '@rollcall/contracts';
import { Badge, type BadgeProps, Button } from '@rollcall/ui-kit';
import { Card, DetailList, type DetailListItem } from '@rollcall/ui-kit/pages';
import { byWhenText, kindWord, leaveDays, leavePeriods } from './leaveWords';
import styles from './LeaveRequests.module.css';

export type LeaveDecision = 'approved' | 'rejected';

interface LeaveRequestCardProps {
  request: OfficeLeaveRequest;
  timeZone?: string;
  /** Opens the dialog of a decision; only a pending request offers them. */
  onDecide: (request: OfficeLeaveRequest, decision: LeaveDecision) => void;
}

const statusTone: Record<LeaveStatus, NonNullable<BadgeProps['tone']>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** 'Asha Verma, leave, 14 Oct 2026 to 15 Oct 2026 (2 days)': names a request among several of one student. */
export const requestName = (request: OfficeLeaveRequest) =>
  `${request.studentName}, ${kindWord(request.kind)}, ${leaveDays(request)}`;

/** One request: the student, what is asked for and why, who asked and when, and its decision or the buttons to make it. */
export function LeaveRequestCard({ request, timeZone, onDecide }: LeaveRequestCardProps) {
  const details: DetailListItem[] = [
    { term: 'Days', description: leaveDays(request) },
    { term: 'Periods', description: leavePeriods(request.periods) },
    { term: 'Reason', description: request.reason },
    { term: 'Asked by', description: byWhenText(request.requestedBy, request.requestedAt, timeZone) },
  ];
  if (request.decidedAt) {
    details.push({
      term: leaveTexts.status[request.status],
      description: byWhenText(request.decidedBy, request.decidedAt, timeZone),
    });
  }
  if (request.decisionNote) details.push({ term: 'Note', description: request.decisionNote });
  const about = `${kindWord(request.kind)} for ${request.studentName}`;

  return (
    <Card
      title={request.studentName}
      label={requestName(request)}
      headingLevel={3}
      subtitle={`${request.rollNumber} · ${request.className ?? 'No class'}`}
    >
      <p className={styles.badges}>
        <Badge>{leaveTexts.kind[request.kind]}</Badge>
        <Badge tone={statusTone[request.status]}>{leaveTexts.status[request.status]}</Badge>
      </p>
      <DetailList termWidth="6rem" items={details} />
      {request.status === 'pending' ? (
        <div className={styles.decide}>
          <Button variant="secondary" aria-label={`Reject ${about}`} onClick={() => onDecide(request, 'rejected')}>
            Reject
          </Button>
          <Button aria-label={`Approve ${about}`} onClick={() => onDecide(request, 'approved')}>
            Approve
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
