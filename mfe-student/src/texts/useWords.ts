import { useMemo } from 'react';
import { formatDay, formatPercent, type Translate, useLanguage } from '@rollcall/i18n';
import { useContractText, useFailureReason } from '@rollcall/i18n/contract-texts';
import { type StudentTextId, useStudentTexts } from './texts';

export interface Words {
  t: Translate<StudentTextId>;
  /** 74.5 → '74.5%' as the language writes it. */
  percent: (value: number) => string;
  /** A YYYY-MM-DD day in words: 'Monday, 12 January 2026'. */
  day: (day: string) => string;
  /** A day, or a run of days from `first` to `last`. */
  days: (first: string, last: string) => string;
  /** A YYYY-MM month with its year: 'January 2026'. */
  month: (month: string) => string;
  /** A text of contracts (the server's answer, a field's check): in the language when catalogued, else as it came. */
  answer: (text: string) => string;
  /** Why a call failed, as `answer` says it ('' when the call says nothing). */
  reason: (error: unknown) => string;
}

/** The portals' texts, figures and dates in the current language. */
export function useWords(): Words {
  const t = useStudentTexts();
  const contractText = useContractText();
  const reason = useFailureReason();
  const language = useLanguage();
  return useMemo(() => {
    const day = (value: string) => formatDay(value, language);
    return {
      t,
      percent: (value) => formatPercent(value, language),
      day,
      days: (first, last) => (first === last ? day(first) : t('overview.dayRange', { first: day(first), last: day(last) })),
      month: (month) => formatDay(`${month}-01`, language, { month: 'long', year: 'numeric' }),
      answer: contractText,
      reason,
    };
  }, [t, contractText, reason, language]);
}
