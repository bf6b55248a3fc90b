import { createContext, useContext } from 'react';
import type { Language } from '@rollcall/contracts';
import { defineTexts, type Translate, useLanguage, useTexts } from '@rollcall/i18n';
import { useContractText } from '@rollcall/i18n/contract-texts';
import english from './en.messages.json';

/** The shared attendance views' texts: English here, Hindi and Tamil each a chunk fetched by who reads them. */
export const attendanceViewTexts = defineTexts(english, (language) => import(`./${language}.messages.json`));
export type AttendanceTextId = keyof typeof english;

/** True inside a view of an area that stays English (the office's), whatever language the browser shows. */
export const EnglishOnly = createContext(false);

export interface AttendanceWords {
  t: Translate<AttendanceTextId>;
  /** The language of the texts, for the dates, numbers and percentages beside them. */
  language: Language;
}

/** The views' texts and their language: the one chosen, or English inside `EnglishOnly`. */
export function useAttendanceTexts(): AttendanceWords {
  const englishOnly = useContext(EnglishOnly);
  const t = useTexts(attendanceViewTexts);
  const language = useLanguage();
  return englishOnly ? { t: attendanceViewTexts.english, language: 'en' } : { t, language };
}

const asWritten = (text: string) => text;

/** A text of contracts (the server's refusal, a validation message) in the views' language; as written inside `EnglishOnly`. */
export function useContractWords(): (text: string) => string {
  const englishOnly = useContext(EnglishOnly);
  const shown = useContractText();
  return englishOnly ? asWritten : shown;
}
