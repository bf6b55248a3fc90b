import { createContext, useContext } from 'react';
import { defineTexts, useTexts } from '@rollcall/i18n';
import english from './en.messages.json';

/** ui-kit's own words: English here, Hindi and Tamil each a chunk fetched by who reads them. */
export const kitTexts = defineTexts(english, (language) => import(`./${language}.messages.json`));
export type KitTextId = keyof typeof english;

/** True inside an area that stays English (the office's), whatever language the browser shows. */
export const KitEnglishOnly = createContext(false);

/** ui-kit's own words in the current language, or in English inside `KitEnglishOnly`. */
export function useKitTexts() {
  const englishOnly = useContext(KitEnglishOnly);
  const t = useTexts(kitTexts);
  return englishOnly ? kitTexts.english : t;
}
