import { defineTexts, useTexts } from '@rollcall/i18n';
import english from './en.messages.json';

/** The sign-in pages' texts: English here, Hindi and Tamil each a chunk fetched by who reads them. */
export const authTexts = defineTexts(english, (language) => import(`./${language}.messages.json`));

/** The sign-in pages' texts in the current language. */
export const useAuthTexts = () => useTexts(authTexts);
