import { defineTexts, useTexts } from '@rollcall/i18n';
import english from './en.messages.json';

/** The office's texts: English here; a language is added by adding its catalogue beside this one. */
export const adminTexts = defineTexts(english, (language) => import(`./${language}.messages.json`));
export type AdminTextId = keyof typeof english;

/** The office's texts in the current language (English while it has no catalogue of that language). */
export const useAdminTexts = () => useTexts(adminTexts);
