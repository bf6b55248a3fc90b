import type { EligibilityStatus, Language, MarkStatus } from '@rollcall/contracts';
import { formatNumber } from '@rollcall/i18n/messages';
import { mailFormats } from '../mail/texts/mail-formats';
import { firstName, mailTexts, nameList } from '../mail/texts/mail-texts';

type Relation = 'student' | 'parent';

/** Days in an inbox list: 'Mon 23 Nov' (the year is in the mail). */
export const inboxDay = (day: string, language: Language = 'en') => mailFormats(language).inboxDay(day);

function textsIn(language: Language) {
  const t = mailTexts(language);
  const format = mailFormats(language);
  const { threshold, inboxDay } = format;
  const percentage = (value: number | null) => (value === null ? t('noLectures') : format.percentage(value));
  const names = (list: readonly string[]) => nameList(list, language);
  /** A count as the language groups its digits (1,56,420), as a plural's `#` writes it. */
  const grouped = (value: number) => formatNumber(value, language);
  return {
    language,
    day: format.day,
    threshold,
    /** A subject's or the overall percentage, always with one decimal. */
    percentage,
    attended: (present: number, total: number) => t('attended', { present: grouped(present), total }),
    status: (status: MarkStatus) => t(status === 'present' ? 'mark.present' : 'mark.absent'),
    hello: (name: string) => t('hello', { name }),
    /** What it takes a subject below the threshold to recover, or that too few lectures are left for it. */
    recovery: ({ name, lecturesNeeded }: { name: string; lecturesNeeded: number | null }, value: number) =>
      lecturesNeeded === null
        ? t('recovery.unreachable', { subject: name, threshold: threshold(value) })
        : t('recovery.attend', { count: lecturesNeeded, subject: name, threshold: threshold(value) }),
    studentLine: (student: { rollNumber: string; className: string | null }) =>
      [t('studentLine.roll', { rollNumber: student.rollNumber }), student.className].filter(Boolean).join(' · '),

    /** The lectures a student missed today, period by period: 'Mathematics (period 2), Physics (period 4)'. */
    absentLectures: (lectures: readonly { period: number; subjectName: string }[]) =>
      lectures.map((lecture) => t('absentLecture', { subject: lecture.subjectName, period: lecture.period })).join(', '),

    summary: {
      title: (relation: Relation, studentName: string) => t('summary.title', { relation, firstName: firstName(studentName) }),
      /** A parent's summary of several children. */
      familyTitle: (studentNames: readonly string[]) => t('summary.familyTitle', { names: names(studentNames.map(firstName)) }),
      familyOpening: (studentNames: readonly string[], institute: string, day: string) =>
        t('summary.familyOpening', { names: names(studentNames), institute, day }),
      /** One child's part of a family's inbox subject: 'Aarav 4 of 5'. */
      familyChild: (studentName: string, present: number, total: number) =>
        t('summary.familyChild', { firstName: firstName(studentName), present: grouped(present), total: grouped(total) }),
      familyInboxSubject: (institute: string, children: readonly string[], day: string) =>
        t('summary.familyInboxSubject', { institute, children: children.join(', '), day: inboxDay(day) }),
      familyInboxSubjectShort: (children: readonly string[], day: string) => `${children.join(', ')} · ${inboxDay(day)}`,
      familyInboxSubjectShortest: (count: number, day: string) =>
        t('summary.familyInboxSubjectShortest', { count, day: inboxDay(day) }),
      absentToday: t('summary.absentToday'),
      opening: (relation: Relation, studentName: string, institute: string, day: string) =>
        t('summary.opening', { relation, name: studentName, institute, day }),
      todaysLectures: t('summary.todaysLectures'),
      period: (period: number) => t('summary.period', { period }),
      periodHeading: t('summary.periodHeading'),
      mark: t('summary.mark'),
      semester: t('summary.semester'),
      subject: t('summary.subject'),
      attendedHeading: t('summary.attendedHeading'),
      percentageHeading: t('summary.percentageHeading'),
      overall: t('summary.overall'),
      belowHeading: (value: number) => t('summary.belowHeading', { threshold: threshold(value) }),
      inboxSubject: (relation: Relation, studentName: string, present: number, total: number, day: string) =>
        t('summary.inboxSubject', { relation, name: studentName, present: grouped(present), total, day: inboxDay(day) }),
      belowSuffix: (count: number, value: number) => ` · ${t('summary.belowSuffix', { count, threshold: threshold(value) })}`,
      turnOff: t('summary.turnOff'),
    },

    alert: {
      title: (relation: Relation, studentName: string, subject: string) =>
        t('alert.title', { relation, firstName: firstName(studentName), subject }),
      opening: (relation: Relation, studentName: string, subject: string, institute: string, day: string) =>
        t('alert.opening', { relation, name: studentName, subject, institute, day }),
      /** 'Mathematics: 72.0% — needs condonation (required 75%, condonable down to 65%)'. */
      turn: (subject: string, value: number | null, status: EligibilityStatus, required: number, floor: number) =>
        t('alert.turn', {
          subject,
          percentage: percentage(value),
          status,
          threshold: threshold(required),
          floor: threshold(floor),
        }),
      standing: (value: number | null, required: number) =>
        t('alert.standing', { percentage: percentage(value), threshold: threshold(required) }),
      once: t('alert.once'),
      inboxSubject: (relation: Relation, studentName: string, subject: string, value: number) =>
        t('alert.inboxSubject', { relation, name: studentName, subject, threshold: threshold(value) }),
      turnOff: t('alert.turnOff'),
    },

    streak: {
      /** 'Aarav Sharma has been absent from every lecture for 3 school days in a row (Mon 23 Nov – Wed 25 Nov).' */
      line: (relation: Relation, studentName: string, days: number, since: string, until: string) =>
        t('streak.line', { relation, name: studentName, days, since: inboxDay(since), until: inboxDay(until) }),
      title: (relation: Relation, studentName: string, days: number) =>
        t('streak.title', { relation, firstName: firstName(studentName), days }),
      inboxSubject: (relation: Relation, studentName: string, days: number) =>
        t('streak.inboxSubject', { relation, name: studentName, days }),
      contact: (classTeacher: string | null) =>
        classTeacher ? t('streak.contact', { teacher: classTeacher }) : t('streak.contactNoTeacher'),
      once: t('streak.once'),
    },

    absence: {
      title: (relation: Relation, studentName: string) => t('absence.title', { relation, firstName: firstName(studentName) }),
      opening: (relation: Relation, studentName: string, institute: string, day: string) =>
        t('absence.opening', { relation, name: studentName, institute, day }),
      inboxSubject: (relation: Relation, studentName: string, count: number, day: string) =>
        t('absence.inboxSubject', { relation, name: studentName, count, day: inboxDay(day) }),
    },

    footer: {
      why: (relation: Relation, studentNames: readonly string[], institute: string) =>
        t('footer.why', { relation, names: names(studentNames), institute }),
      portal: (relation: Relation) => t('footer.portal', { relation }),
      signature: t('signature'),
    },
  };
}

export type AttendanceMailTexts = ReturnType<typeof textsIn>;

const byLanguage = new Map<Language, AttendanceMailTexts>();

/** Every word of the summary and alert mails, for students and for parents, in the recipient's language. */
export function attendanceMailTexts(language: Language = 'en'): AttendanceMailTexts {
  let texts = byLanguage.get(language);
  if (!texts) {
    texts = textsIn(language);
    byLanguage.set(language, texts);
  }
  return texts;
}
