import type { LeaveStatus, OfficeLeaveRequest } from '@rollcall/contracts';
import { Badge, type BadgeProps, Button } from '@rollcall/ui-kit';
import { Card, DetailList, type DetailListItem } from '@rollcall/ui-kit/pages';
import { type AttendanceWords, useAttendanceTexts } from '../texts/texts';
import { aboutText, byWhenText, kindWord, leaveDays, leavePeriods } from './leaveWords';
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
export const requestName = (request: OfficeLeaveRequest, words: AttendanceWords) =>
  `${request.studentName}, ${kindWord(request.kind, words)}, ${leaveDays(request, words)}`;

/** One request: the student, what is asked for and why, who asked and when, and its decision or the buttons to make it. */
export function LeaveRequestCard({ request, timeZone, onDecide }: LeaveRequestCardProps) {
  const words = useAttendanceTexts();
  const { t, language } = words;
  const details: DetailListItem[] = [
    { term: t('leave.days'), description: leaveDays(request, words) },
    { term: t('leave.periodsTerm'), description: leavePeriods(request.periods, words) },
    { term: t('reason'), description: request.reason },
    { term: t('leave.askedBy'), description: byWhenText(request.requestedBy, request.requestedAt, timeZone, language) },
  ];
  if (request.decidedAt) {
    details.push({
      term: t(`leave.status.${request.status}`),
      description: byWhenText(request.decidedBy, request.decidedAt, timeZone, language),
    });
  }
  if (request.decisionNote) details.push({ term: t('leave.note'), description: request.decisionNote });
  const about = aboutText(request, words);

  return (
    <Card
      title={request.studentName}
      label={requestName(request, words)}
      headingLevel={3}
      subtitle={`${request.rollNumber} · ${request.className ?? t('leave.noClass')}`}
    >
      <p className={styles.badges}>
        <Badge>{t(`leave.kind.${request.kind}`)}</Badge>
        <Badge tone={statusTone[request.status]}>{t(`leave.status.${request.status}`)}</Badge>
      </p>
      <DetailList termWidth="6rem" items={details} />
      {request.status === 'pending' ? (
        <div className={styles.decide}>
          <Button
            variant="secondary"
            aria-label={t('leave.rejectAbout', { about })}
            onClick={() => onDecide(request, 'rejected')}
          >
            {t('leave.reject')}
          </Button>
          <Button aria-label={t('leave.approveAbout', { about })} onClick={() => onDecide(request, 'approved')}>
            {t('leave.approve')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
