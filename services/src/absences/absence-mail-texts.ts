type Relation = 'student' | 'parent';

/** The first word of a name, for the friendly "Aarav was absent". */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
/** 'Mathematics (period 2)': the lecture as a subject line names it. */
const lectureName = (subject: string, period: number) => `${subject} (period ${period})`;

/** Every word of the same-morning absence mail and of its correction, for students and for parents. */
export const absenceMailTexts = {
  alert: {
    inboxSubject: (relation: Relation, studentName: string, subject: string, period: number) =>
      relation === 'student'
        ? `You were absent from ${lectureName(subject, period)} today`
        : `${studentName} was absent from ${lectureName(subject, period)} today`,
    title: (relation: Relation, studentName: string) =>
      relation === 'student' ? 'You were marked absent today' : `${firstName(studentName)} was marked absent today`,
    opening: (relation: Relation, studentName: string, subject: string, period: number, institute: string) =>
      relation === 'student'
        ? `You were marked absent from ${lectureName(subject, period)} at ${institute} today.`
        : `Your child ${studentName} was marked absent from ${lectureName(subject, period)} at ${institute} today.`,
    lectureHeading: 'Lecture',
    periodHeading: 'Period',
    timeHeading: 'Time',
    classHeading: 'Class',
    takenByHeading: 'Taken by',
    lecture: (subject: string, code: string) => `${subject} (${code})`,
    /** When the evening summary goes out, and whether this recipient gets it. */
    rest: (summaryAt: string | null) =>
      summaryAt === null
        ? 'The rest of the day’s attendance is in the portal.'
        : `The evening summary at ${summaryAt} will have the rest of the day.`,
    once:
      'We send this mail once a day, for the first absence only; later absences that day are in the evening summary. ' +
      'If this mark is corrected to Present, we tell you.',
  },
  corrected: {
    inboxSubject: (relation: Relation, studentName: string, subject: string, period: number) =>
      relation === 'student'
        ? `Correction: you were marked present in ${lectureName(subject, period)}`
        : `Correction: ${studentName} was marked present in ${lectureName(subject, period)}`,
    title: 'Correction: marked present',
    opening: (relation: Relation, studentName: string, subject: string, period: number) =>
      relation === 'student'
        ? `Earlier today we told you that you were absent from ${lectureName(subject, period)}. The mark has been corrected: you were present.`
        : `Earlier today we told you that ${studentName} was absent from ${lectureName(subject, period)}. The mark has been corrected: ${firstName(studentName)} was present.`,
  },
} as const;
