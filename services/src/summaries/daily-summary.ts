import type { AttendanceCount, EligibilityStatus, Language, MailKind, MarkStatus } from '@rollcall/contracts';

/** A lecture of the day as the summary lists it: the student's current mark (corrections applied). */
export interface SummaryLecture {
  period: number;
  subjectName: string;
  subjectCode: string;
  status: MarkStatus;
}

/** The student's standing in one subject of the semester, as the portal shows it. */
export interface SummarySubject extends AttendanceCount {
  subjectId: string;
  name: string;
  code: string;
  /** Below the institute's threshold (never while nothing is marked). */
  below: boolean;
  /** The fewest further lectures to attend to reach the threshold; null when not that many are left. */
  lecturesNeeded: number | null;
}

/** Who the summary is about, and where. */
export interface SummaryStudent {
  id: string;
  name: string;
  rollNumber: string;
  /** The class the student was in on the day; null when none. */
  className: string | null;
}

/** One student's day: what every recipient of their summary is told. */
export interface DailySummary {
  institute: { id: string; name: string };
  /** The institute's local date, 'YYYY-MM-DD'. */
  date: string;
  threshold: number;
  student: SummaryStudent;
  lectures: SummaryLecture[];
  subjects: SummarySubject[];
  overall: AttendanceCount;
}

/** A status a subject turns to that the student and their parents are told of. */
export type TurnStatus = Exclude<EligibilityStatus, 'eligible'>;

/**
 * A subject's turn from eligible to condonable or short, or from condonable to short, told once to the student and
 * their parents.
 */
export interface ThresholdAlert {
  institute: { id: string; name: string };
  date: string;
  threshold: number;
  condonationFloor: number;
  student: SummaryStudent;
  subject: SummarySubject;
  /** Where the subject now stands for the exams, condonations counted, and the percentage that status is read from. */
  turn: { status: TurnStatus; percentage: number | null };
}

/** A student absent from every lecture marked for them on several school days in a row, told once per run. */
export interface StreakAlert {
  institute: { id: string; name: string };
  /** The day the run was found: its last day so far. */
  date: string;
  student: SummaryStudent;
  /** The run's first day, 'YYYY-MM-DD'. */
  since: string;
  /** School days in the run (days with lectures marked for the student). */
  days: number;
  /** The name of the class teacher of the student's class; null when the class has none. */
  classTeacher: string | null;
}

/** The lectures a student was absent from on the day, told in the evening to those who do not get the summary. */
export interface DayAbsences {
  institute: { id: string; name: string };
  date: string;
  student: SummaryStudent;
  /** In period order. */
  lectures: SummaryLecture[];
}

/** A person a mail goes to: the student themself, or one of their linked parents. */
export interface MailRecipient {
  instituteId: string;
  userId: string;
  name: string;
  email: string;
  relation: 'student' | 'parent';
  /** The language of their mails (`users.language` when the mail is written); English when not given. */
  language?: Language;
}

/** The addresses a mail links to. */
export interface MailLinks {
  /** The recipient's portal (the student's or the parent's), where they sign in. */
  portalUrl(recipient: MailRecipient): string;
  /** The signed address that turns this kind of mail off for this recipient: a page, and the one-click POST target. */
  unsubscribe(recipient: MailRecipient, kind: MailKind): { pageUrl: string; oneClickUrl: string };
}
