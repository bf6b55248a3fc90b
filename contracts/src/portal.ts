import { z } from 'zod';
import { subjectKinds } from './academic-setup';
import { markStatuses } from './attendance';
import { eligibilityFigures } from './eligibility-standing';
import { successAnswerOf } from './errors';
import { uuid } from './fields';
import { messages } from './messages';

/** GET /student/attendance, GET /parent/children/{id}/attendance: one semester, the current one by default. */
export const portalAttendanceQuerySchema = z.object({ semesterId: uuid(messages.selectSemester).optional() });
export type PortalAttendanceQuery = z.input<typeof portalAttendanceQuerySchema>;

/** Present of total, with the percentage to one decimal; null while no lecture has been marked. */
export const attendanceCountSchema = z
  .object({
    present: z.number().int(),
    total: z.number().int(),
    percentage: z.number().nullable().describe('Percent, one decimal; null while no lecture has been marked.'),
  })
  .meta({ id: 'AttendanceCount', description: 'Lectures attended (present or late) of those marked.' });
export type AttendanceCount = z.infer<typeof attendanceCountSchema>;

/** A subject the student was enrolled in during the semester, with their standing in it. */
export const subjectStandingSchema = attendanceCountSchema
  .extend({
    subjectId: z.uuid(),
    name: z.string(),
    code: z.string(),
    kind: z.enum(subjectKinds),
    enrolledOn: z.string().describe("The first day of the student's first enrolment in it this semester."),
    droppedOn: z
      .string()
      .nullable()
      .describe('The first day out, once the subject was dropped (or left with the class); null while enrolled.'),
    lecturesNeeded: z
      .number()
      .int()
      .nullable()
      .describe(
        'The fewest further lectures to attend to reach the threshold (0 when already there); null when that many are not left in the semester’s timetable for the student.',
      ),
    lecturesLeft: z
      .number()
      .int()
      .describe('Lectures still on the timetable for the student in this semester, today’s not yet taken included.'),
    ...eligibilityFigures,
  })
  .meta({
    id: 'SubjectStanding',
    description: 'A subject the student was enrolled in during the semester, with their standing in it.',
  });
export type SubjectStanding = z.infer<typeof subjectStandingSchema>;

/** One marked lecture of the student, by its current mark. */
export const studentLectureSchema = z
  .object({
    lectureId: z.uuid(),
    heldOn: z.string(),
    period: z.number().int(),
    subjectId: z.uuid(),
    status: z.enum(markStatuses),
  })
  .meta({ id: 'StudentLecture', description: 'One marked lecture of the student, by its current mark.' });
export type StudentLecture = z.infer<typeof studentLectureSchema>;

export const portalSemesterSchema = z
  .object({ id: z.uuid(), name: z.string(), startsOn: z.string(), endsOn: z.string() })
  .meta({ id: 'PortalSemester', description: 'A semester as the portals and reports name it.' });
export type PortalSemester = z.infer<typeof portalSemesterSchema>;

export const portalCalendarDaySchema = z
  .object({
    kind: z.enum(['holiday', 'exams']),
    name: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
  })
  .meta({ id: 'PortalCalendarDays', description: 'Days of the semester with no timetabled lecture for the student’s class.' });
export type PortalCalendarDays = z.infer<typeof portalCalendarDaySchema>;

export const studentAttendanceAnswer = successAnswerOf({
  student: z.object({ id: z.uuid(), name: z.string(), rollNumber: z.string(), className: z.string().nullable() }),
  threshold: z.number().describe('The institute’s threshold, in percent.'),
  condonationFloor: z.number().describe('The institute’s condonation floor, in percent.'),
  today: z.string().describe('The institute’s today.'),
  semester: portalSemesterSchema,
  semesters: z
    .array(portalSemesterSchema)
    .describe('The semesters the student was enrolled in, newest first: what the semester picker offers.'),
  overall: attendanceCountSchema,
  subjects: z.array(subjectStandingSchema).describe('The subjects still enrolled in by name, then the dropped ones by name.'),
  lectures: z.array(studentLectureSchema).describe('Oldest first.'),
  calendar: z
    .array(portalCalendarDaySchema)
    .describe('The holidays and exam days of the student’s class in the semester, by first day.'),
}).meta({
  id: 'StudentAttendance',
  description: 'A student’s attendance in one semester: overall, per subject, and every marked lecture.',
});
export type StudentAttendanceResponse = z.infer<typeof studentAttendanceAnswer>;

export const childSchema = z
  .object({ id: z.uuid(), name: z.string(), className: z.string().nullable() })
  .meta({ id: 'Child', description: 'A student linked to the signed-in parent.' });
export type Child = z.infer<typeof childSchema>;

/** GET /parent/children: the students linked to the parent, by name. */
export const childListAnswer = successAnswerOf({ children: z.array(childSchema) });
export type ChildListResponse = z.infer<typeof childListAnswer>;

export const portalMessages = {
  /** Any student who is not the parent's child, whatever the id: the same answer as no student at all. */
  childNotFound: 'Student not found',
  noSemester: 'No semester has been set up yet',
} as const;

const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/** What the portals, the reports and the admin's screens say alike (the portals' own texts are in their catalogues). */
export const portalTexts = {
  percent,
  rollNumber: (rollNumber: string) => `Roll number ${rollNumber}`,
} as const;
