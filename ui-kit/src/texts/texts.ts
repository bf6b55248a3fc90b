import { defineTexts, useTexts } from '@rollcall/i18n';
import english from './en.messages.json';

/** ui-kit's own words: English here, Hindi and Tamil each a chunk fetched by who reads them. */
export const kitTexts = defineTexts(english, (language) => import(`./${language}.messages.json`));
export type KitTextId = keyof typeof english;

/** ui-kit's own words in the language shown (English inside an `EnglishArea` of @rollcall/i18n). */
export const useKitTexts = () => useTexts(kitTexts);
