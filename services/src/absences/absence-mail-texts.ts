import type { Language } from '@rollcall/contracts';
import { firstName, mailTexts } from '../mail/texts/mail-texts';

type Relation = 'student' | 'parent';

/** Every word of the same-morning absence mail and of its correction, for students and for parents, in `language`. */
export function absenceMailTextsIn(language: Language = 'en') {
  const t = mailTexts(language);
  return {
    alert: {
      inboxSubject: (relation: Relation, studentName: string, subject: string, period: number) =>
        t('morning.inboxSubject', { relation, name: studentName, subject, period }),
      title: (relation: Relation, studentName: string) => t('morning.title', { relation, firstName: firstName(studentName) }),
      opening: (relation: Relation, studentName: string, subject: string, period: number, institute: string) =>
        t('morning.opening', { relation, name: studentName, subject, period, institute }),
      lectureHeading: t('morning.lectureHeading'),
      periodHeading: t('summary.periodHeading'),
      timeHeading: t('morning.timeHeading'),
      classHeading: t('morning.classHeading'),
      takenByHeading: t('morning.takenByHeading'),
      lecture: (subject: string, code: string) => `${subject} (${code})`,
      /** When the evening summary goes out, and whether this recipient gets it. */
      rest: (summaryAt: string | null) =>
        summaryAt === null ? t('morning.restInPortal') : t('morning.restInSummary', { time: summaryAt }),
      once: t('morning.once'),
    },
    corrected: {
      inboxSubject: (relation: Relation, studentName: string, subject: string, period: number) =>
        t('corrected.inboxSubject', { relation, name: studentName, subject, period }),
      title: t('corrected.title'),
      opening: (relation: Relation, studentName: string, subject: string, period: number) =>
        t('corrected.opening', { relation, name: studentName, firstName: firstName(studentName), subject, period }),
    },
  };
}

/** The English of the absence mails, as the e2e suites read them. */
export const absenceMailTexts = absenceMailTextsIn('en');
