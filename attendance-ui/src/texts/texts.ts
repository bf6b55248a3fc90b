import type { Language } from '@rollcall/contracts';
import { defineTexts, type Translate, useLanguage, useTexts } from '@rollcall/i18n';
import english from './en.messages.json';

/** The shared attendance views' texts: English here, Hindi and Tamil each a chunk fetched by who reads them. */
export const attendanceViewTexts = defineTexts(english, (language) => import(`./${language}.messages.json`));
export type AttendanceTextId = keyof typeof english;

export interface AttendanceWords {
  t: Translate<AttendanceTextId>;
  /** The language of the texts, for the dates, numbers and percentages beside them. */
  language: Language;
}

/** The views' texts and their language: the one shown (English inside an `EnglishArea` of @rollcall/i18n). */
export function useAttendanceTexts(): AttendanceWords {
  return { t: useTexts(attendanceViewTexts), language: useLanguage() };
}
