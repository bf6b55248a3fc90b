import { createContext, useContext, useSyncExternalStore } from 'react';
import { defaultLanguage, isLanguage, type Language } from '@rollcall/contracts';

/** Where this browser keeps the language chosen on it (before sign-in too). */
export const LANGUAGE_STORAGE_KEY = 'rollcall.language';

/**
 * The language a visitor's browser asks for (`navigator.languages`, in order of preference): the first of them that
 * RollCall speaks, by its primary subtag ('hi-IN' is Hindi); English when none is Hindi or Tamil.
 */
export function languageFromBrowser(asked: readonly string[]): Language {
  for (const tag of asked) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}

function storedChoice(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage refused (a private window's policy): the choice lasts for this page only.
    return null;
  }
}

const listeners = new Set<() => void>();
let current: Language = storedChoice() ?? languageFromBrowser(globalThis.navigator?.languages ?? []);

function show(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
show(current);

/** The language the screens show now. */
export const currentLanguage = (): Language => current;

/** Whether a language was chosen on this browser (rather than taken from the browser's own languages). */
export const languageWasChosen = (): boolean => storedChoice() !== null;

/**
 * What signing in does with the language: the one shown on the login page is saved on the user when it was chosen on
 * this browser, or when the browser asks for Hindi or Tamil and the user still has the English everyone starts with;
 * otherwise the area shows the user's own.
 */
export function languageAtSignIn(stored: Language, shown: Language, chosen: boolean): { save: Language } | { show: Language } {
  return stored !== shown && (chosen || stored === defaultLanguage) ? { save: shown } : { show: stored };
}

const SIGN_IN_AWAY_KEY = 'rollcall.language.signing-in';

/**
 * Notes that this tab leaves to sign in elsewhere (Google): the area it comes back to settles the language as the login
 * page would have (see `languageAtSignIn`), once.
 */
export function signingInAway(): void {
  try {
    globalThis.sessionStorage?.setItem(SIGN_IN_AWAY_KEY, '1');
  } catch {
    // Storage refused: the area shows the user's own language.
  }
}

/** Whether this tab came back from signing in elsewhere; asking answers it once. */
export function cameBackFromSignIn(): boolean {
  try {
    const away = globalThis.sessionStorage?.getItem(SIGN_IN_AWAY_KEY) === '1';
    globalThis.sessionStorage?.removeItem(SIGN_IN_AWAY_KEY);
    return away;
  } catch {
    return false;
  }
}

/** Shows `language` from now on, in every remote, and remembers it on this browser; `<html lang>` follows. */
export function chooseLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // See storedChoice.
  }
  if (language === current) return;
  current = language;
  show(language);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; the component renders again when it changes. */
/**
 * True inside an area that reads in English whatever language is chosen (the office's and the super admin's, until
 * their catalogues have another): every text, shared word and date in it is English.
 */
export const EnglishArea = createContext(false);

/** The language the screens show here: the chosen one, or English inside an `EnglishArea`. */
export function useLanguage(): Language {
  const chosen = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useContext(EnglishArea) ? 'en' : chosen;
}
