import { act } from '@testing-library/react';
import type { Language } from '@rollcall/contracts';
import { chooseLanguage } from '@rollcall/i18n';

/** A session whose user reads `language`: the area's switch shows the portal in it. */
export const readingIn = <Session extends { user: object }>(session: Session, language: Language) => ({
  ...session,
  user: { ...session.user, language },
});

/** Back to English between tests, forgetting the language this browser was shown. */
export function backToEnglish() {
  act(() => chooseLanguage('en'));
  localStorage.clear();
}

/** What `Intl` itself writes for a locale: a percentage (0–100) to one decimal, and a day in full. */
export const intlPercent = (locale: string, percent: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
export const intlDay = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
