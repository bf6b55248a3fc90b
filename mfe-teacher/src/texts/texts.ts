import { defineTexts, useTexts } from '@rollcall/i18n';
import english from './en.messages.json';

/** The teacher area's texts: English here, Hindi and Tamil each a chunk fetched by who reads them. */
export const teacherTexts = defineTexts(english, (language) => import(`./${language}.messages.json`));
export type TeacherTextId = keyof typeof english;

/** The teacher area's texts in the current language. */
export const useTeacherTexts = () => useTexts(teacherTexts);
