import type { EnrollmentRefusal } from '@rollcall/contracts';
import type { Translate } from '@rollcall/i18n';
import type { AdminTextId } from '../texts/texts';

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

/** What a bulk enrol (`'enrol'`) or drop (`'drop'`) dialog says, from the office's texts. */
export function batchTexts(t: Translate<AdminTextId>, way: 'enrol' | 'drop'): BatchTexts {
  return {
    title: (subject) => t(`subjects.${way}.title`, { subject }),
    helperText: (className) => t(`subjects.${way}.helperText`, { className }),
    empty: (className) => t(`subjects.${way}.empty`, { className }),
    day: t(`subjects.${way}.day`),
    dayHelp: t(`subjects.${way}.dayHelp`),
    action: (count) => t(`subjects.${way}.action`, { count }),
    busy: t(`subjects.${way}.busy`),
    done: (count, subject) => t(`subjects.${way}.done`, { count, subject }),
    notDone: (count) => t(`subjects.${way}.notDone`, { count }),
    failure: t(`subjects.${way}.failure`),
  };
}

/** A refused student, named, with the server's reason. */
export const refusalText = (t: Translate<AdminTextId>, { studentName, rollNumber, message }: EnrollmentRefusal) =>
  studentName ? t('subjects.batch.refusal', { name: studentName, rollNumber, reason: message }) : message;

/** The page's line once the outcome dialog closes. */
export const batchSummary = (t: Translate<AdminTextId>, texts: BatchTexts, done: number, notDone: number, subject: string) =>
  notDone > 0 ? t('subjects.batch.summary', { done: texts.done(done, subject), count: notDone }) : texts.done(done, subject);
