import { type EligibilityStatus, eligibilityTexts, formatDay, markStatusLabels, type MarkStatus } from '@rollcall/contracts';

/** Days in an inbox list: 'Mon 23 Nov' (the year is in the mail). */
export const inboxDay = (day: string) => formatDay(day, 'brief');

/** The threshold as the portal writes it: '75%', '72.5%'. */
const threshold = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
const lectures = (count: number) => (count === 1 ? '1 lecture' : `${count} lectures`);
/** The first word of a name, for the friendly "Aarav's". */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** Names in a sentence: 'Aarav', 'Aarav and Diya', 'Aarav, Diya and Kabir'. */
const nameList = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
const schoolDays = (count: number) => (count === 1 ? '1 school day' : `${count} school days`);

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

  /** The lectures a student missed today, period by period: 'Mathematics (period 2), Physics (period 4)'. */
  absentLectures: (lectures: readonly { period: number; subjectName: string }[]) =>
    lectures.map((lecture) => `${lecture.subjectName} (period ${lecture.period})`).join(', '),

  summary: {
    title: (relation: 'student' | 'parent', studentName: string) =>
      relation === 'student' ? 'Your attendance today' : `${firstName(studentName)}'s attendance today`,
    /** A parent's summary of several children. */
    familyTitle: (studentNames: readonly string[]) => `${nameList(studentNames.map(firstName))}: attendance today`,
    familyOpening: (studentNames: readonly string[], institute: string, day: string) =>
      `Here is the attendance of ${nameList(studentNames)} at ${institute} on ${day}.`,
    /** One child's part of a family's inbox subject: 'Aarav 4 of 5'. */
    familyChild: (studentName: string, present: number, total: number) => `${firstName(studentName)} ${present} of ${total}`,
    familyInboxSubject: (institute: string, children: readonly string[], day: string) =>
      `Today at ${institute}: ${children.join(', ')} · ${inboxDay(day)}`,
    familyInboxSubjectShort: (children: readonly string[], day: string) => `${children.join(', ')} · ${inboxDay(day)}`,
    familyInboxSubjectShortest: (count: number, day: string) => `Attendance of your ${count} children · ${inboxDay(day)}`,
    absentToday: 'Absent today',
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

  streak: {
    /** 'Aarav Sharma has been absent from every lecture for 3 school days in a row (Mon 23 Nov – Wed 25 Nov)'. */
    line: (relation: 'student' | 'parent', studentName: string, days: number, since: string, until: string) =>
      `${relation === 'student' ? 'You have' : `${studentName} has`} been absent from every lecture for ${schoolDays(days)} in a row (${inboxDay(since)} – ${inboxDay(until)})`,
    title: (relation: 'student' | 'parent', studentName: string, days: number) =>
      relation === 'student'
        ? `You have missed ${schoolDays(days)} in a row`
        : `${firstName(studentName)} has missed ${schoolDays(days)} in a row`,
    inboxSubject: (relation: 'student' | 'parent', studentName: string, days: number) =>
      relation === 'student'
        ? `Absent for ${schoolDays(days)} in a row`
        : `${studentName}: absent for ${schoolDays(days)} in a row`,
    contact: (classTeacher: string | null) =>
      classTeacher
        ? `Please contact the class teacher, ${classTeacher}, if something is wrong or the school should know why.`
        : 'Please contact the class teacher if something is wrong or the school should know why.',
    once: 'We send this once for each such run of absences; the evening summaries keep showing each day.',
  },

  absence: {
    title: (relation: 'student' | 'parent', studentName: string) =>
      relation === 'student' ? 'You were absent today' : `${firstName(studentName)} was absent today`,
    opening: (relation: 'student' | 'parent', studentName: string, institute: string, day: string) =>
      relation === 'student'
        ? `You were marked absent at ${institute} on ${day} from these lectures:`
        : `${studentName} was marked absent at ${institute} on ${day} from these lectures:`,
    inboxSubject: (relation: 'student' | 'parent', studentName: string, count: number, day: string) =>
      `${relation === 'student' ? 'You were' : `${studentName} was`} absent from ${lectures(count)} · ${inboxDay(day)}`,
  },

  footer: {
    why: (relation: 'student' | 'parent', studentNames: readonly string[], institute: string) =>
      relation === 'student'
        ? `You get this because you are a student at ${institute}.`
        : `You get this because you are a parent of ${nameList(studentNames)} at ${institute}.`,
    portal: (relation: 'student' | 'parent') => (relation === 'student' ? 'Open your attendance' : 'Open the parent portal'),
    signature: 'RollCall - Attendance That Cares',
  },
} as const;
