import type { EligibilityStatus, LeaveKind, LeaveStatus, MailKind, MarkStatus } from '@rollcall/contracts';
import type { StudentTextId } from './texts';

// The catalogue's ids of texts that contracts define for the server and other areas too, by their key:
// `shared-texts.test.ts` holds each catalogued English to contracts' own words.

export const leaveKindIds = {
  leave: 'shared.leave.kind.leave',
  'on-duty': 'shared.leave.kind.onDuty',
} as const satisfies Record<LeaveKind, StudentTextId>;

export const leaveStatusIds = {
  pending: 'shared.leave.status.pending',
  approved: 'shared.leave.status.approved',
  rejected: 'shared.leave.status.rejected',
} as const satisfies Record<LeaveStatus, StudentTextId>;

export const eligibilityStatusIds = {
  eligible: 'shared.eligibility.eligible',
  condonable: 'shared.eligibility.condonable',
  short: 'shared.eligibility.short',
} as const satisfies Record<EligibilityStatus, StudentTextId>;

export const markIds = { present: 'shared.mark.present', absent: 'shared.mark.absent' } as const satisfies Record<
  MarkStatus,
  StudentTextId
>;

export const calendarDayIds = {
  holiday: 'shared.calendar.holiday',
  exams: 'shared.calendar.exams',
} as const satisfies Record<'holiday' | 'exams', StudentTextId>;

export const mailKindIds = {
  dailySummary: 'emails.kind.dailySummary',
  lowAttendanceAlerts: 'emails.kind.lowAttendanceAlerts',
  absenceAlerts: 'emails.kind.absenceAlerts',
} as const satisfies Record<MailKind, StudentTextId>;

export const unsubscribedIds = {
  dailySummary: 'unsubscribe.done.dailySummary',
  lowAttendanceAlerts: 'unsubscribe.done.lowAttendanceAlerts',
  absenceAlerts: 'unsubscribe.done.absenceAlerts',
} as const satisfies Record<MailKind, StudentTextId>;
