import { defineTexts, useTexts } from '@rollcall/i18n';
import english from './en.messages.json';

/** The student's and parent's portals' texts: English here, Hindi and Tamil each a chunk fetched by who reads them. */
export const studentTexts = defineTexts(english, (language) => import(`./${language}.messages.json`));
export type StudentTextId = keyof typeof english;

/** The portals' texts in the current language. */
export const useStudentTexts = () => useTexts(studentTexts);
