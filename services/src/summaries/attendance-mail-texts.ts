import { type EligibilityStatus, eligibilityTexts, formatDay, markStatusLabels, type MarkStatus } from '@rollcall/contracts';

/** Days in an inbox list: 'Mon 23 Nov' (the year is in the mail). */
export const inboxDay = (day: string) => formatDay(day, 'brief');

/** The threshold as the portal writes it: '75%', '72.5%'. */
const threshold = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
const lectures = (count: number) => (count === 1 ? '1 lecture' : `${count} lectures`);
/** The first word of a name, for the friendly "Aarav's". */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** Every word of the summary and alert mails, for students and for parents. */
export const attendanceMailTexts = {
  day: (day: string) => formatDay(day, 'long'),
  threshold,
  /** A subject's or the overall percentage, always with one decimal. */
  percentage: (value: number | null) => (value === null ? 'No lectures marked yet' : `${value.toFixed(1)}%`),
  attended: (present: number, total: number) => `${present} of ${lectures(total)}`,
  status: (status: MarkStatus) => markStatusLabels[status],
  hello: (name: string) => `Hello ${name},`,
  /** What it takes a subject below the threshold to recover, or that too few lectures are left for it. */
  recovery: ({ name, lecturesNeeded }: { name: string; lecturesNeeded: number | null }, value: number) => {
    if (lecturesNeeded === null) return `${name} cannot reach ${threshold(value)} this semester with the lectures left`;
    return lecturesNeeded === 1
      ? `Attend the next lecture of ${name} to reach ${threshold(value)}`
      : `Attend the next ${lecturesNeeded} lectures of ${name} to reach ${threshold(value)}`;
  },
  studentLine: (student: { rollNumber: string; className: string | null }) =>
    [`Roll number ${student.rollNumber}`, student.className].filter(Boolean).join(' · '),

  summary: {
    title: (relation: 'student' | 'parent', studentName: string) =>
      relation === 'student' ? 'Your attendance today' : `${firstName(studentName)}'s attendance today`,
    opening: (relation: 'student' | 'parent', studentName: string, institute: string, day: string) =>
      relation === 'student'
        ? `Here is your attendance at ${institute} on ${day}.`
        : `Here is ${studentName}'s attendance at ${institute} on ${day}.`,
    todaysLectures: "Today's lectures",
    period: (period: number) => `Period ${period}`,
    periodHeading: 'Period',
    mark: 'Mark',
    semester: 'This semester so far',
    subject: 'Subject',
    attendedHeading: 'Attended',
    percentageHeading: 'Percentage',
    overall: 'Overall',
    belowHeading: (value: number) => `Below the required ${threshold(value)}`,
    inboxSubject: (relation: 'student' | 'parent', studentName: string, present: number, total: number, day: string) =>
      relation === 'student'
        ? `You attended ${present} of ${lectures(total)} today · ${inboxDay(day)}`
        : `${studentName}: attended ${present} of ${lectures(total)} · ${inboxDay(day)}`,
    belowSuffix: (count: number, value: number) =>
      ` · ${count === 1 ? '1 subject' : `${count} subjects`} below ${threshold(value)}`,
    turnOff: 'Turn off these daily summaries',
  },

  alert: {
    title: (relation: 'student' | 'parent', studentName: string, subject: string) =>
      relation === 'student'
        ? `Your attendance in ${subject} is below the requirement`
        : `${firstName(studentName)}'s attendance in ${subject} is below the requirement`,
    opening: (relation: 'student' | 'parent', studentName: string, subject: string, institute: string, day: string) =>
      relation === 'student'
        ? `On ${day}, your attendance in ${subject} at ${institute} fell below the required level.`
        : `On ${day}, ${studentName}'s attendance in ${subject} at ${institute} fell below the required level.`,
    /** 'Mathematics: 72.0% — needs condonation (required 75%, condonable down to 65%)'. */
    turn: (subject: string, percentage: number | null, status: EligibilityStatus, value: number, floor: number) =>
      `${subject}: ${percentage === null ? 'No lectures marked yet' : `${percentage.toFixed(1)}%`} — ` +
      `${eligibilityTexts.status[status].toLowerCase()} (required ${threshold(value)}, condonable down to ${threshold(floor)})`,
    standing: (percentage: number | null, value: number) =>
      `${percentage === null ? 'No lectures marked yet' : `${percentage.toFixed(1)}%`} attended, against the required ${threshold(value)}`,
    once:
      'We send this alert when the attendance falls below the requirement, and once more if it falls below the ' +
      'condonation floor. The evening summaries keep showing it.',
    inboxSubject: (relation: 'student' | 'parent', studentName: string, subject: string, value: number) =>
      relation === 'student'
        ? `Your ${subject} attendance is below ${threshold(value)}`
        : `${studentName}: ${subject} attendance below ${threshold(value)}`,
    turnOff: 'Turn off these alerts',
  },

  footer: {
    why: (relation: 'student' | 'parent', studentName: string, institute: string) =>
      relation === 'student'
        ? `You get this because you are a student at ${institute}.`
        : `You get this because you are a parent of ${studentName} at ${institute}.`,
    portal: (relation: 'student' | 'parent') => (relation === 'student' ? 'Open your attendance' : 'Open the parent portal'),
    signature: 'RollCall - Attendance That Cares',
  },
} as const;
