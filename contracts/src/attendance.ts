import { z } from 'zod';
import { absenceStreakSchema } from './absence-alerts';
import { calendarEntryKinds } from './school-calendar';
import { namedRefSchema, PERIOD_MAX, subjectKinds } from './academic-setup';
import { isoDate, withDayRange } from './calendar';
import { successAnswerOf } from './errors';
import { requiredText, uuid, wholeNumber } from './fields';
import { messages } from './messages';
import { strictObject } from './strict';

/** A mark is Present or Absent; a lecture that was never marked is "not taken", never absent. */
export const markStatuses = ['present', 'absent'] as const;
export type MarkStatus = (typeof markStatuses)[number];
export const markStatusLabels: Record<MarkStatus, string> = { present: 'Present', absent: 'Absent' };

/** Who recorded a mark: the teacher of the lecture, or the office (an admin, or a holder of Correct attendance). */
export const markSources = ['teacher', 'office'] as const;
export type MarkSource = (typeof markSources)[number];

/** The texts of the student's and parent's lecture rows. */
export const attendanceTexts = {
  periodOf: (period: number) => `Period ${period}`,
} as const;

/** The most students one lecture can mark: far above any class, low enough to keep one body small. */
export const ROSTER_MAX = 1000;
export const REASON_MAX = 300;

/** How many students a refusal names before it says "and N more": enough to find them, short enough to read. */
const NAMED_AT_MOST = 5;

const firstFew = (names: readonly string[]) =>
  names.length <= NAMED_AT_MOST
    ? names.join(', ')
    : `${names.slice(0, NAMED_AT_MOST).join(', ')}, and ${names.length - NAMED_AT_MOST} more`;

export const attendanceMessages = {
  lectureNotFound: 'Lecture not found',
  alreadyTaken: 'Attendance for this lecture has already been taken',
  notYourSubject: 'You do not teach this subject',
  notYourLecture: 'This lecture is not of a subject you teach',
  futureDate: 'Attendance cannot be taken for a future date',
  outsideSemester: (semester: string, startsOn: string, endsOn: string) =>
    `This date is outside the subject's semester: ${semester} runs from ${startsOn} to ${endsOn}`,
  subjectArchived: 'This subject is archived: its attendance can no longer be taken',
  emptyRoster: 'No students are enrolled in this subject on this date',
  /**
   * The marks must name exactly the roster of that date; the difference is named, by roll number and name, each
   * list cut to its first few and how many more.
   */
  rosterMismatch: (missing: readonly string[], unexpected: readonly string[]) =>
    [
      'The marks do not match the roster of this date',
      missing.length > 0 ? `missing: ${firstFew(missing)}` : null,
      unexpected.length > 0 ? `not on the roster: ${firstFew(unexpected)}` : null,
    ]
      .filter(Boolean)
      .join('; '),
  studentMarkedTwice: 'A student is marked more than once',
  /** A student of the register is already in another lecture of that date and period (taken, or on the timetable). */
  studentInOtherLecture: (student: string, subject: string, className: string, period: number) =>
    `${student} is already in ${subject} (${className}) in period ${period} on this date`,
  validPeriod: `Please choose a period from 1 to ${PERIOD_MAX}`,
  validStatus: 'Please choose Present or Absent',
  reasonRequired: 'Please give a reason for the correction',
  studentNotInLecture: 'This student has no mark in this lecture',
  sameStatus: (status: MarkStatus) => `This mark is already ${markStatusLabels[status]}`,
  correctionWindowClosed: (days: number) =>
    `The correction window of ${days} ${days === 1 ? 'day' : 'days'} has closed: only the office can correct this mark now`,
  correctedByOffice: 'The office has corrected this mark: only the office can change it now',
  /** Two corrections of one mark at once: the second finds the mark already replaced. */
  markChangedMeanwhile: 'This mark was just changed by someone else: reload and try again',
} as const;

const status = z.enum(markStatuses, { error: attendanceMessages.validStatus });
const period = wholeNumber(1, PERIOD_MAX, attendanceMessages.validPeriod);

export const markInputSchema = strictObject({ studentId: uuid(messages.selectStudent), status });
export type MarkInput = z.input<typeof markInputSchema>;

/**
 * POST /teacher/lectures: a whole register in one call. The id is made by the client, so a retry of the same
 * register is the same lecture and is never saved twice.
 */
export const submitLectureSchema = strictObject({
  id: uuid(),
  subjectId: uuid(messages.selectSubject),
  heldOn: isoDate(),
  period,
  marks: z
    .array(markInputSchema, { error: attendanceMessages.emptyRoster })
    .max(ROSTER_MAX)
    .refine((marks) => new Set(marks.map((mark) => mark.studentId)).size === marks.length, {
      error: attendanceMessages.studentMarkedTwice,
    }),
});
export type SubmitLectureInput = z.input<typeof submitLectureSchema>;

/** A correction is a new mark naming the one it replaces, always with a reason. */
export const correctionSchema = strictObject({
  studentId: uuid(messages.selectStudent),
  status,
  reason: requiredText(attendanceMessages.reasonRequired, 'Reason', REASON_MAX),
});
export type CorrectionInput = z.input<typeof correctionSchema>;

export const rosterQuerySchema = z.object({
  date: isoDate(),
  // A query's values arrive as text: the period is read as the number it spells.
  period: z.coerce
    .number<number>({ error: messages.validPeriod })
    .pipe(wholeNumber(1, PERIOD_MAX, messages.validPeriod))
    .optional()
    .describe('The period the register is for: a leave of some periods only covers those.'),
});

/** Past lectures, newest first; every filter is optional. */
export const lectureListQuerySchema = withDayRange(
  z.object({
    subjectId: uuid(messages.selectSubject).optional(),
    from: isoDate().optional(),
    to: isoDate().optional(),
  }),
);
export type LectureListQuery = z.input<typeof lectureListQuerySchema>;

/** The counts of a lecture's current marks. */
export const lectureCountsSchema = z
  .object({
    id: z.uuid().describe('The lecture’s id'),
    present: z.number().int().describe('Students whose current mark is Present'),
    absent: z.number().int().describe('Students whose current mark is Absent'),
  })
  .meta({ id: 'LectureCounts', description: 'A lecture and the counts of its current marks.' });
export type LectureCounts = z.infer<typeof lectureCountsSchema>;

export const lectureAnswer = successAnswerOf({ lecture: lectureCountsSchema });
export type LectureResponse = z.infer<typeof lectureAnswer>;

/** One lecture of the teacher's day: a timetable slot, or an extra lecture (no times) taken that day. */
export const todayLectureSchema = z
  .object({
    subjectId: z.uuid(),
    subjectName: z.string(),
    subjectCode: z.string(),
    className: z.string(),
    period: z.number().int(),
    startsAt: z.string().nullable().describe('HH:MM in the institute’s time zone; null for an extra lecture'),
    endsAt: z.string().nullable().describe('HH:MM in the institute’s time zone; null for an extra lecture'),
    lectureId: z.uuid().nullable().describe('The register’s lecture; null while it is not taken'),
    present: z.number().int().optional().describe('Once taken: students marked Present'),
    absent: z.number().int().optional().describe('Once taken: students marked Absent'),
    cover: z.boolean().describe('Taken as cover for another teacher on this day only'),
  })
  .meta({
    id: 'TodayLecture',
    description: 'One lecture of the teacher’s day: a timetable slot, or an extra lecture (no times) taken that day.',
  });
export type TodayLecture = z.infer<typeof todayLectureSchema>;

/** GET /teacher/today: the institute's today and the teacher's lectures in period order. */
export const todayAnswer = successAnswerOf({
  date: z.string(),
  calendar: z
    .object({ kind: z.enum(calendarEntryKinds), name: z.string() })
    .nullable()
    .describe('The calendar entry of the day for the teacher’s classes (a holiday or exams first), or null for an ordinary day'),
  lectures: z.array(todayLectureSchema),
  absenceStreaks: z
    .array(absenceStreakSchema)
    .describe('Students of the classes the teacher is class teacher of, absent from every lecture several school days in a row'),
});
export type TodayResponse = z.infer<typeof todayAnswer>;

export const teacherSubjectSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    code: z.string(),
    kind: z.enum(subjectKinds),
    classId: z.uuid(),
    className: z.string(),
    semesterId: z.uuid(),
    semesterName: z.string(),
    startsOn: z.string().describe('The semester’s first day'),
    endsOn: z.string().describe('The semester’s last day'),
    studentCount: z.number().int().describe('Students enrolled today (or on the semester’s last day, once it has ended)'),
  })
  .meta({ id: 'TeacherSubject', description: 'A subject the teacher teaches, with its class and semester.' });
export type TeacherSubject = z.infer<typeof teacherSubjectSchema>;

/** GET /teacher/subjects: the subjects the teacher teaches, current semester first. */
export const teacherSubjectListAnswer = successAnswerOf({ subjects: z.array(teacherSubjectSchema) });
export type TeacherSubjectListResponse = z.infer<typeof teacherSubjectListAnswer>;

export const rosterStudentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    rollNumber: z.string(),
    onLeave: z
      .boolean()
      .describe(
        'An approved leave covers this lecture: the whole day, or the period asked for. The register starts them Absent.',
      ),
  })
  .meta({ id: 'RosterStudent', description: 'A student on a register, as the teacher marks them.' });
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

/** GET /teacher/subjects/{id}/roster?date=: the students enrolled on that date, by roll number. */
export const rosterAnswer = successAnswerOf({
  date: z.string(),
  students: z.array(rosterStudentSchema),
  takenPeriods: z
    .array(z.number().int())
    .describe('Periods of this subject already taken that date, so an extra lecture picks a free one'),
  busyPeriods: z
    .array(z.number().int())
    .describe(
      'Periods of that date in which a student of the roster already has a lecture (taken, or on the timetable for another ' +
        'subject): an extra lecture then would put them in two lectures at once',
    ),
});
export type RosterResponse = z.infer<typeof rosterAnswer>;

const lectureSummaryShape = {
  id: z.uuid(),
  subjectId: z.uuid(),
  subjectName: z.string(),
  subjectCode: z.string(),
  className: z.string(),
  heldOn: z.string().describe('The day of the lecture (YYYY-MM-DD)'),
  period: z.number().int(),
  takenBy: namedRefSchema.describe('The teacher who took the register'),
  present: z.number().int(),
  absent: z.number().int(),
  corrections: z.number().int().describe('Marks changed by a correction'),
};

export const lectureSummarySchema = z
  .object(lectureSummaryShape)
  .meta({ id: 'LectureSummary', description: 'A past lecture with the counts of its current marks.' });
export type LectureSummary = z.infer<typeof lectureSummarySchema>;

/** GET /teacher/lectures, GET /admin/lectures: newest first. */
export const lectureListAnswer = successAnswerOf({ lectures: z.array(lectureSummarySchema) });
export type LectureListResponse = z.infer<typeof lectureListAnswer>;

/** One version of a student's mark in a lecture. */
export const markVersionSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(markStatuses),
    recordedAt: z.string().describe('When it was recorded (ISO 8601, UTC)'),
    recordedBy: namedRefSchema,
    source: z.enum(markSources).describe('Whether the lecture’s teacher or the office recorded it'),
    reason: z.string().nullable().describe('Null for the first mark; every correction has one'),
  })
  .meta({
    id: 'MarkVersion',
    description: 'One version of a student’s mark in a lecture: marks are never changed, only superseded.',
  });
export type MarkVersion = z.infer<typeof markVersionSchema>;

export const studentMarkHistorySchema = z
  .object({
    studentId: z.uuid(),
    name: z.string(),
    rollNumber: z.string(),
    current: markVersionSchema,
    earlier: z.array(markVersionSchema).describe('Earlier versions, newest first'),
  })
  .meta({ id: 'StudentMarkHistory', description: 'A student’s current mark in a lecture and every earlier version.' });
export type StudentMarkHistory = z.infer<typeof studentMarkHistorySchema>;

/** GET /teacher/lectures/{id}, GET /admin/lectures/{id}: the lecture and every mark's history, by roll number. */
export const lectureDetailAnswer = successAnswerOf({
  timeZone: z.string().describe('The institute’s IANA time zone: the marks’ times are told on its clock'),
  lecture: z
    .object({
      ...lectureSummaryShape,
      correctableUntil: z.string().describe('The last day on which the lecture’s teacher may still correct it'),
      canCorrect: z.boolean().describe('Whether the caller may correct marks now (and so whether the screen offers it)'),
    })
    .meta({ id: 'LectureRecord', description: 'A past lecture with its counts, and whether the caller may correct it.' }),
  marks: z.array(studentMarkHistorySchema),
});
export type LectureDetailResponse = z.infer<typeof lectureDetailAnswer>;

/** POST …/lectures/{id}/corrections: 201 with the new mark and the lecture's counts after it. */
export const correctionAnswer = successAnswerOf({ mark: markVersionSchema, lecture: lectureCountsSchema });
export type CorrectionResponse = z.infer<typeof correctionAnswer>;
