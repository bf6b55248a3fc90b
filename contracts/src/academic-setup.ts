import { z } from 'zod';
import { clockTime, isDayInRange, isoDate, weekdayName, yearsLater } from './calendar';
import { successAnswerOf } from './errors';
import { requiredText, uuid, wholeNumber } from './fields';
import { messages } from './messages';
import { strictObject } from './strict';

export const NAME_MAX = 100;
export const CODE_MAX = 20;
export const TIMETABLE_SLOTS_MAX = 200;
/** Periods of a day are numbered from 1 to this, in the timetable and in attendance. */
export const PERIOD_MAX = 24;
/** The longest an academic year may run, in years. */
export const ACADEMIC_YEAR_YEARS_MAX = 2;

const name = requiredText(messages.nameRequired, 'Name', NAME_MAX);

/** A start and an end day, the end on or after the start (both days are inside). */
const dateRange = {
  startsOn: isoDate(),
  endsOn: isoDate(),
};
const endsOnOrAfterStart = (range: { startsOn: string; endsOn: string }) => range.endsOn >= range.startsOn;
const endIssue = { error: messages.endBeforeStart, path: ['endsOn'] };

// Academic years and semesters: each is a name and its dates.
const namedDateRange = strictObject({ name, ...dateRange }).refine(endsOnOrAfterStart, endIssue);

/** A year ends before the same day ACADEMIC_YEAR_YEARS_MAX years on: 2025-06-01 may run to 2027-05-31 at most. */
export const academicYearFieldsSchema = namedDateRange.refine(
  // Judged on two good days only: a bad one has its own message.
  (year) =>
    !isDayInRange(year.startsOn) ||
    !isDayInRange(year.endsOn) ||
    year.endsOn < yearsLater(year.startsOn, ACADEMIC_YEAR_YEARS_MAX),
  { error: messages.academicYearTooLong(ACADEMIC_YEAR_YEARS_MAX), path: ['endsOn'] },
);
export type AcademicYearFields = z.input<typeof academicYearFieldsSchema>;

export const createSemesterSchema = strictObject({
  academicYearId: uuid(messages.selectAcademicYear),
  name,
  ...dateRange,
}).refine(endsOnOrAfterStart, endIssue);
export type CreateSemesterInput = z.input<typeof createSemesterSchema>;

export const semesterFieldsSchema = namedDateRange;
export type SemesterFields = z.input<typeof semesterFieldsSchema>;

export const semesterSchema = z
  .object({
    id: z.uuid(),
    academicYearId: z.uuid(),
    name: z.string(),
    startsOn: z.string().describe('The first day of the semester (YYYY-MM-DD).'),
    endsOn: z.string().describe('The last day of the semester (YYYY-MM-DD).'),
  })
  .meta({
    id: 'Semester',
    description: 'A semester (a term) of an academic year; no two semesters of the institute share a day.',
  });
export type Semester = z.infer<typeof semesterSchema>;

const academicYearShape = {
  id: z.uuid(),
  name: z.string(),
  startsOn: z.string().describe('The first day of the year (YYYY-MM-DD).'),
  endsOn: z.string().describe('The last day of the year (YYYY-MM-DD).'),
};
export const academicYearSchema = z
  .object(academicYearShape)
  .meta({ id: 'AcademicYear', description: 'An academic year of the institute.' });
export type AcademicYear = z.infer<typeof academicYearSchema>;

export const academicYearWithSemestersSchema = z
  .object({ ...academicYearShape, semesters: z.array(semesterSchema).describe('Its semesters in date order.') })
  .meta({ id: 'AcademicYearWithSemesters', description: 'An academic year with its semesters.' });
export type AcademicYearWithSemesters = z.infer<typeof academicYearWithSemestersSchema>;

export const academicYearAnswer = successAnswerOf({ academicYear: academicYearSchema });
export type AcademicYearResponse = z.infer<typeof academicYearAnswer>;
/** GET /admin/academic-years: newest first, each with its semesters in date order. */
export const academicYearListAnswer = successAnswerOf({ academicYears: z.array(academicYearWithSemestersSchema) });
export type AcademicYearListResponse = z.infer<typeof academicYearListAnswer>;
export const semesterAnswer = successAnswerOf({ semester: semesterSchema });
export type SemesterResponse = z.infer<typeof semesterAnswer>;

// Classes.
export const classFieldsSchema = strictObject({
  name,
  classTeacherId: uuid(messages.selectTeacher).nullable().optional(),
});
export type ClassFields = z.input<typeof classFieldsSchema>;

export const classSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    classTeacherId: z.uuid().nullable(),
    studentCount: z.number().int().describe('Students in the class today.'),
    archived: z.boolean().describe('A class with attendance is archived rather than removed: it stays in reports.'),
  })
  .meta({ id: 'Class', description: 'A class (a section) of the institute.' });
export type ClassInfo = z.infer<typeof classSchema>;

export const classAnswer = successAnswerOf({ class: classSchema });
export type ClassResponse = z.infer<typeof classAnswer>;
export const classListAnswer = successAnswerOf({ classes: z.array(classSchema) });
export type ClassListResponse = z.infer<typeof classListAnswer>;

// Subjects.
export const subjectKinds = ['core', 'elective'] as const;
export type SubjectKind = (typeof subjectKinds)[number];
const subjectKind = z.enum(subjectKinds, { error: messages.selectKind });

/** Who teaches a subject: at most 20 teachers of the institute. */
const teacherIds = z.array(uuid(messages.selectTeacher), { error: messages.selectTeacher }).max(20);

export const createSubjectSchema = strictObject({
  classId: uuid(messages.selectClass),
  semesterId: uuid(messages.selectSemester),
  name,
  code: requiredText(messages.codeRequired, 'Code', CODE_MAX),
  kind: subjectKind,
  teacherIds: teacherIds.optional().describe('Its teachers from the start; left out, it has none yet.'),
});
export type CreateSubjectInput = z.input<typeof createSubjectSchema>;

/** A subject's class, semester and kind stay as created: enrolments were made from them. */
export const subjectFieldsSchema = strictObject({
  name,
  code: requiredText(messages.codeRequired, 'Code', CODE_MAX),
});
export type SubjectFields = z.input<typeof subjectFieldsSchema>;

export const subjectTeachersSchema = strictObject({ teacherIds });

export const subjectListQuerySchema = z.object({
  classId: uuid(messages.selectClass).optional(),
  semesterId: uuid(messages.selectSemester).optional(),
});

/** An id and the name to show for it: a teacher, who recorded a mark, a custom role. */
export const namedRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const subjectSchema = z
  .object({
    id: z.uuid(),
    classId: z.uuid(),
    className: z.string(),
    semesterId: z.uuid(),
    semesterName: z.string(),
    name: z.string(),
    code: z.string().describe('Unique within the class and semester.'),
    kind: z.enum(subjectKinds).describe('A core subject enrols the whole class; an elective, the students enrolled in it.'),
    teachers: z.array(namedRefSchema).describe('Who teaches it, by name.'),
    enrolledCount: z.number().int().describe("Students enrolled today (or on the semester's first day, before it starts)."),
    archived: z.boolean().describe('A subject with attendance is archived rather than removed: it stays in reports.'),
  })
  .meta({ id: 'Subject', description: 'A subject of one class in one semester.' });
export type Subject = z.infer<typeof subjectSchema>;

export const subjectAnswer = successAnswerOf({ subject: subjectSchema });
export type SubjectResponse = z.infer<typeof subjectAnswer>;
export const subjectListAnswer = successAnswerOf({ subjects: z.array(subjectSchema) });
export type SubjectListResponse = z.infer<typeof subjectListAnswer>;

// The weekly timetable of one class in one semester.
export const timetableSlotInputSchema = strictObject({
  subjectId: uuid(messages.selectSubject),
  teacherId: uuid(messages.selectTeacher),
  weekday: wholeNumber(1, 7, messages.validWeekday),
  period: wholeNumber(1, PERIOD_MAX, messages.validPeriod),
  startsAt: clockTime(),
  endsAt: clockTime(),
}).refine((slot) => slot.endsAt > slot.startsAt, { error: messages.endTimeBeforeStart, path: ['endsAt'] });

export const timetableSchema = strictObject({
  classId: uuid(messages.selectClass),
  semesterId: uuid(messages.selectSemester),
  slots: z.array(timetableSlotInputSchema).max(TIMETABLE_SLOTS_MAX, { error: messages.tooManySlots }),
}).superRefine((timetable, context) => {
  // Several subjects may share a period (electives taught in parallel); one subject twice in a period may not.
  const seen = new Set<string>();
  timetable.slots.forEach((slot, index) => {
    const key = `${slot.weekday}:${slot.period}:${slot.subjectId}`;
    if (seen.has(key))
      context.addIssue({
        code: 'custom',
        message: messages.slotTwice(weekdayName(slot.weekday), slot.period),
        path: ['slots', index],
      });
    seen.add(key);
  });
});
export type TimetableInput = z.input<typeof timetableSchema>;

export const timetableQuerySchema = z.object({ classId: uuid(messages.selectClass), semesterId: uuid(messages.selectSemester) });

export const timetableSlotSchema = z
  .object({
    id: z.uuid(),
    subjectId: z.uuid(),
    subjectName: z.string(),
    teacherId: z.uuid(),
    teacherName: z.string(),
    weekday: z.number().int().describe('1 = Monday … 7 = Sunday.'),
    period: z.number().int().describe(`The period of the day, 1 to ${PERIOD_MAX}.`),
    startsAt: z.string().describe('Local time, HH:MM.'),
    endsAt: z.string().describe('Local time, HH:MM.'),
  })
  .meta({ id: 'TimetableSlot', description: 'One period of a class’s week: the subject, its teacher and the times.' });
export type TimetableSlot = z.infer<typeof timetableSlotSchema>;

/** GET and PUT /admin/timetable: the slots by weekday, then period. */
export const timetableAnswer = successAnswerOf({
  classId: z.uuid(),
  semesterId: z.uuid(),
  slots: z.array(timetableSlotSchema),
});
export type TimetableResponse = z.infer<typeof timetableAnswer>;

/** What an admin reads when a change to the academic setup is refused. */
export const setupMessages = {
  academicYearNotFound: 'Academic year not found',
  semesterNotFound: 'Semester not found',
  classNotFound: 'Class not found',
  subjectNotFound: 'Subject not found',
  teacherNotFound: 'Teacher not found',
  academicYearNameTaken: 'An academic year with this name already exists',
  semesterNameTaken: 'A semester with this name already exists in this year',
  classNameTaken: 'A class with this name already exists',
  subjectCodeTakenHere: 'A subject with this code already exists in this class and semester',
  subjectTeacherScheduled: 'A teacher being removed still has timetable slots for this subject',
  yearWouldLeaveSemesters: 'A semester of this year would fall outside these dates',
  academicYearTaken: (name: string) => `An academic year named "${name}" already exists`,
  semesterTaken: (name: string) => `A semester named "${name}" already exists in this year`,
  classTaken: (name: string) => `A class named "${name}" already exists`,
  subjectCodeTaken: (code: string) => `A subject with code "${code}" already exists in this class and semester`,
  semesterOutsideYear: (year: string, startsOn: string, endsOn: string) =>
    `A semester must fall within its year: ${year} runs from ${startsOn} to ${endsOn}`,
  semesterOverlap: 'These dates overlap another semester',
  semesterOverlapNamed: (name: string, startsOn: string, endsOn: string) =>
    `These dates overlap another semester: ${name} (${startsOn} to ${endsOn})`,
  yearWouldLeaveSemester: (semester: string, startsOn: string, endsOn: string) =>
    `The semester ${semester} (${startsOn} to ${endsOn}) would fall outside these dates`,
  yearHasAttendance: 'This year has attendance records and cannot be removed',
  semesterHasAttendance: 'This semester has attendance records and cannot be removed',
  teacherHasSlots: (teacher: string, subject: string) =>
    `${teacher} has timetable slots for ${subject}: change the timetable first`,
  timetableDoesNotFit: "This timetable does not fit the class's subjects and their teachers",
  subjectNotOfTimetable: (subject: string) => `${subject} is not a subject of this class in this semester`,
  teacherDoesNotTeach: (teacher: string, subject: string) => `${teacher} does not teach ${subject}`,
  teacherBookedElsewhere: (teacher: string, className: string, weekday: string, period: number) =>
    `${teacher} already teaches ${className} on ${weekday} period ${period}`,
  /** Two subjects of one period share a student: the student (roll number and name) and both subjects are named. */
  studentInTwoSubjects: (student: string, subject: string, otherSubject: string, weekday: string, period: number) =>
    `${student} is enrolled in both ${subject} and ${otherSubject}, which would meet on ${weekday} period ${period}`,
} as const;

/** DELETE of a class, a subject or a student: one with attendance is archived (kept for reports) instead of removed. */
export const removedOrArchivedAnswer = successAnswerOf({ archived: z.boolean() });
export type RemovedOrArchivedResponse = z.infer<typeof removedOrArchivedAnswer>;
