import { z } from 'zod';
import { namedRefSchema, PERIOD_MAX } from './academic-setup';
import { daysFromTo, isDayInRange, isoDate } from './calendar';
import { successAnswerOf } from './errors';
import { requiredText, uuid, wholeNumber } from './fields';
import { messages } from './messages';
import { strictObject } from './strict';

/** Leave: the student is away and is marked Absent as usual. On-duty: away working for the institute, counted Present. */
export const leaveKinds = ['leave', 'on-duty'] as const;
export type LeaveKind = (typeof leaveKinds)[number];
export const leaveStatuses = ['pending', 'approved', 'rejected'] as const;
export type LeaveStatus = (typeof leaveStatuses)[number];
export const leaveDecisions = ['approved', 'rejected'] as const;

/** The longest one request may run, in days. */
export const LEAVE_DAYS_MAX = 31;
/** How far back a request may start: a parent asks for yesterday's sick day after the fact. */
export const LEAVE_DAYS_BACK = 30;
export const LEAVE_REASON_MAX = 500;
export const ON_DUTY_STUDENTS_MAX = 500;
/** The most requests the office's list answers at once; narrow it by status or class for more. */
export const OFFICE_LEAVE_LIST_MAX = 500;

export const leaveMessages = {
  chooseKind: 'Please choose leave or on-duty',
  reasonRequired: 'Please write the reason',
  noteBlank: 'Please write the note, or leave it out',
  tooLong: `A request can cover at most ${LEAVE_DAYS_MAX} days`,
  tooFarBack: `A request can start at most ${LEAVE_DAYS_BACK} days ago`,
  periodTwice: 'Each period can be chosen only once',
  choosePeriods: 'Please choose at least one period, or leave the periods out for whole days',
  chooseDecision: 'Please choose approved or rejected',
  chooseStudents: 'Please choose at least one student',
  tooManyStudents: `At most ${ON_DUTY_STUDENTS_MAX} students can be chosen at once`,
  studentTwice: 'Each student can be chosen only once',
  requestNotFound: 'Leave request not found',
  decidedAlready: 'This request has already been decided',
  notInSemester: 'No semester holds these days',
  notClassTeacher: 'Only the office or the student’s class teacher can decide this request',
} as const;

const periods = z
  .array(wholeNumber(1, PERIOD_MAX, messages.validPeriod))
  .min(1, { error: leaveMessages.choosePeriods })
  .max(PERIOD_MAX)
  .refine((list) => new Set(list).size === list.length, leaveMessages.periodTwice)
  .transform((list) => [...list].sort((a, b) => a - b))
  .nullable()
  .optional()
  .describe('The periods of each day it covers; left out (or null) for whole days.');

const reason = requiredText(leaveMessages.reasonRequired, 'Reason', LEAVE_REASON_MAX);

/** POST /student/leave-requests and POST /parent/children/{id}/leave-requests. */
export const leaveRequestInputSchema = strictObject({
  kind: z.enum(leaveKinds, { error: leaveMessages.chooseKind }),
  startsOn: isoDate(),
  endsOn: isoDate(),
  periods,
  reason,
}).superRefine((request, context) => {
  if (!isDayInRange(request.startsOn) || !isDayInRange(request.endsOn)) return;
  if (request.endsOn < request.startsOn) context.addIssue({ code: 'custom', message: messages.endBeforeStart, path: ['endsOn'] });
  else if (daysFromTo(request.startsOn, request.endsOn) > LEAVE_DAYS_MAX)
    context.addIssue({ code: 'custom', message: leaveMessages.tooLong, path: ['endsOn'] });
});
export type LeaveRequestInput = z.input<typeof leaveRequestInputSchema>;

export const leaveRequestSchema = z
  .object({
    id: z.uuid(),
    studentId: z.uuid(),
    kind: z.enum(leaveKinds),
    startsOn: z.string(),
    endsOn: z.string(),
    periods: z.array(z.number().int()).nullable().describe('The periods of each day; null for whole days.'),
    reason: z.string(),
    status: z.enum(leaveStatuses),
    requestedBy: namedRefSchema.nullable().describe('The student, their parent, or the office; null once removed.'),
    requestedAt: z.string(),
    decidedBy: namedRefSchema.nullable(),
    decidedAt: z.string().nullable(),
    decisionNote: z.string().nullable(),
  })
  .meta({ id: 'LeaveRequest', description: 'Leave or on-duty asked for a student, and what the office decided.' });
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

export const officeLeaveRequestSchema = leaveRequestSchema
  .extend({ studentName: z.string(), rollNumber: z.string(), className: z.string().nullable() })
  .meta({ id: 'OfficeLeaveRequest', description: 'A leave request with the student’s name and class, for the office.' });
export type OfficeLeaveRequest = z.infer<typeof officeLeaveRequestSchema>;

export const leaveRequestAnswer = successAnswerOf({ leaveRequest: leaveRequestSchema });
export const leaveRequestListAnswer = successAnswerOf({ leaveRequests: z.array(leaveRequestSchema).describe('Newest first.') });
export type LeaveRequestListResponse = z.infer<typeof leaveRequestListAnswer>;

/** GET /admin/leave-requests, GET /teacher/leave-requests. */
export const officeLeaveQuerySchema = z.object({
  status: z.enum(leaveStatuses, { error: 'Please choose pending, approved or rejected' }).optional(),
  classId: uuid(messages.selectClass).optional(),
});
export const officeLeaveListAnswer = successAnswerOf({
  timeZone: z.string().describe('The institute’s IANA time zone: when each request was made and decided, on its clock.'),
  leaveRequests: z
    .array(officeLeaveRequestSchema)
    .describe('Pending first, oldest first among them; then the decided, newest first.'),
});
export type OfficeLeaveListResponse = z.infer<typeof officeLeaveListAnswer>;

export const leaveDecisionSchema = strictObject({
  decision: z.enum(leaveDecisions, { error: leaveMessages.chooseDecision }),
  note: requiredText(leaveMessages.noteBlank, 'Note', LEAVE_REASON_MAX).nullable().optional(),
});
export type LeaveDecisionInput = z.input<typeof leaveDecisionSchema>;

export const leaveDecisionAnswer = successAnswerOf({
  leaveRequest: officeLeaveRequestSchema,
  corrected: z.number().int().describe('Absent marks corrected to Present by an approved on-duty (0 otherwise).'),
});

/** POST /admin/on-duty: granted by the office directly, for a team or an event. */
export const onDutyInputSchema = strictObject({
  studentIds: z
    .array(uuid(messages.selectStudent))
    .min(1, { error: leaveMessages.chooseStudents })
    .max(ON_DUTY_STUDENTS_MAX, { error: leaveMessages.tooManyStudents })
    .refine((list) => new Set(list).size === list.length, leaveMessages.studentTwice),
  date: isoDate(),
  periods,
  reason,
});
export type OnDutyInput = z.input<typeof onDutyInputSchema>;

export const onDutyAnswer = successAnswerOf({
  leaveRequests: z.array(officeLeaveRequestSchema).describe('One approved on-duty per student, by roll number.'),
  corrected: z.number().int().describe('Absent marks corrected to Present, in registers taken already.'),
});

/** What the screens and mails say of leave. */
export const leaveTexts = {
  kind: { leave: 'Leave', 'on-duty': 'On duty' } satisfies Record<LeaveKind, string>,
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } satisfies Record<LeaveStatus, string>,
  onLeave: 'On leave',
  /** The reason of the office's correction an approved on-duty makes. */
  onDutyReason: (reason: string) => `On duty: ${reason}`,
  wholeDays: 'Whole days',
  periods: (list: readonly number[]) => (list.length === 1 ? `Period ${list[0]}` : `Periods ${list.join(', ')}`),
  requestLeave: 'Request leave',
} as const;
