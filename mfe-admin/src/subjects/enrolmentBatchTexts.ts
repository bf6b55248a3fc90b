import type { EnrollmentRefusal } from '@rollcall/contracts';

const students = (count: number) => (count === 1 ? '1 student' : `${count} students`);

/** One way of a bulk change: enrolling students in an elective, or dropping them from it. */
export interface BatchTexts {
  title: (subject: string) => string;
  helperText: (className: string) => string;
  empty: (className: string) => string;
  day: string;
  dayHelp: string;
  action: (chosen: number) => string;
  busy: string;
  done: (count: number, subject: string) => string;
  notDone: (count: number) => string;
  failure: string;
}

/** What the bulk enrol and drop dialogs say. */
export const enrolmentBatchTexts = {
  enrolStudents: 'Enrol students',
  dropStudents: 'Drop students',
  students: 'Students',
  selectAll: 'Select all',
  loading: 'Loading students',
  loadFailure: 'Failed to load the students',
  alreadyEnrolled: (rollNumber: string) => `${rollNumber} · Already enrolled`,
  finish: 'Done',
  /** A refused student, named, with the server's reason. */
  refusal: ({ studentName, rollNumber, message }: EnrollmentRefusal) =>
    studentName ? `${studentName} (${rollNumber}): ${message}` : message,
  /** The page's line once the dialog closes. */
  summary: (texts: BatchTexts, done: number, notDone: number, subject: string) =>
    notDone > 0 ? `${texts.done(done, subject)}; ${students(notDone)} not` : texts.done(done, subject),
  enrol: {
    title: (subject) => `Enrol students in ${subject}`,
    helperText: (className) => `Students of ${className}; tick Select all, then untick the few who do not take it`,
    empty: (className) => `No students in ${className} yet.`,
    day: 'Enrolled from',
    dayHelp: 'The first day they take it',
    action: (chosen) => (chosen === 0 ? 'Enrol' : `Enrol ${students(chosen)}`),
    busy: 'Enrolling...',
    done: (count, subject) => `${students(count)} enrolled in ${subject}`,
    notDone: (count) => `${students(count)} not enrolled:`,
    failure: 'Failed to enrol the students',
  } satisfies BatchTexts,
  drop: {
    title: (subject) => `Drop students from ${subject}`,
    helperText: () => 'The students enrolled now',
    empty: () => 'Nobody is enrolled now.',
    day: 'Dropped from',
    dayHelp: 'The first day no longer enrolled; earlier marks stay',
    action: (chosen) => (chosen === 0 ? 'Drop' : `Drop ${students(chosen)}`),
    busy: 'Dropping...',
    done: (count, subject) => `${students(count)} dropped from ${subject}`,
    notDone: (count) => `${students(count)} not dropped:`,
    failure: 'Failed to drop the students',
  } satisfies BatchTexts,
} as const;
