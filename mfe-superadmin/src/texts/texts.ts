import { defineTexts, useTexts } from '@rollcall/i18n';
import english from './en.messages.json';

/** The super admin's texts: English here; a language is added by adding its catalogue beside this one. */
export const superadminTexts = defineTexts(english, (language) => import(`./${language}.messages.json`));
export type SuperadminTextId = keyof typeof english;

/** The super admin's texts in the current language (English while it has no catalogue of that language). */
export const useSuperadminTexts = () => useTexts(superadminTexts);
