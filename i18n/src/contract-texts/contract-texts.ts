import { useCallback } from 'react';
import {
  attendanceMessages,
  gatewayMessages,
  leaveMessages,
  mailMessages,
  messages,
  passwordResetMessages,
  portalMessages,
  reportMessages,
  setupMessages,
} from '@rollcall/contracts';
import { type CompiledMessage, defineTexts, useLanguage, useTexts } from '@rollcall/i18n';
import { withDaysIn } from './days-in-language';
import type english from './en.messages.json';
import { type TextValues, valuesReaderOf } from './values-reader';

/**
 * The texts of contracts (validation messages, the gateway's answers) in every language. The API answers them in
 * English; a screen shows one through `useContractText()`, which finds it by its English words. An id is
 * `<group>.<key>` of the contracts' catalogue; the values a text carries (a count, a name, a status) are the
 * message's placeholders, a count as an ICU plural and a label of contracts as an ICU select on its key.
 * English is contracts' own words, so an English reader downloads no catalogue: a Hindi or Tamil reader downloads
 * theirs and the English one, whose messages tell which text is which (see `contractReader`).
 */
export const contractTexts = defineTexts({} as typeof english, async (language) => {
  const [englishCatalogue, own] = await Promise.all([import('./en.messages.json'), import(`./${language}.messages.json`)]);
  reader ??= contractReader(englishCatalogue.default as unknown as CompiledCatalogue);
  return own;
});
export type ContractTextId = keyof typeof english;

const groups: Record<string, Record<string, unknown>> = {
  messages,
  gateway: gatewayMessages,
  passwordReset: passwordResetMessages,
  attendance: attendanceMessages,
  portal: portalMessages,
  mail: mailMessages,
  leave: leaveMessages,
  setup: setupMessages,
  report: reportMessages,
};

/** What a catalogued id is in contracts: its fixed English text, or the function that writes it from its values. */
export function contractSource(id: string): string | ((...values: never[]) => string) | undefined {
  const [group, key] = id.split('.');
  const source = group && key ? groups[group]?.[key] : undefined;
  if (typeof source === 'string') return source;
  return typeof source === 'function' ? (source as (...values: never[]) => string) : undefined;
}

// A catalogue arrives compiled (see compile.cjs).
type CompiledCatalogue = Record<ContractTextId, CompiledMessage>;
/** Which catalogued message an English text of contracts is, with the values it carries; null for any other text. */
export type ContractReader = (text: string) => { id: ContractTextId; values: TextValues } | null;

/** The reader of contracts' English texts that the English catalogue's messages make. */
export function contractReader(englishCatalogue: CompiledCatalogue): ContractReader {
  const ids = Object.keys(englishCatalogue) as ContractTextId[];
  const readerOf = new Map(ids.map((id) => [id, valuesReaderOf(englishCatalogue[id])]));
  const fixedIds = new Map<string, ContractTextId>();
  const writtenIds: ContractTextId[] = [];
  for (const id of ids) {
    const source = contractSource(id);
    if (typeof source === 'string') fixedIds.set(source, id);
    else if (typeof source === 'function') writtenIds.push(id);
  }
  return (text) => {
    const fixed = fixedIds.get(text);
    for (const id of fixed ? [fixed] : writtenIds) {
      const values = readerOf.get(id)?.(text);
      if (values) return { id, values };
    }
    return null;
  };
}

/** Made once a language other than English is first chosen. */
let reader: ContractReader | undefined;

/**
 * Shows a text of contracts (a field's error, an answer's error) in the current language, its days as the screens
 * write them; any other text as it is.
 */
export function useContractText(): (text: string) => string {
  const chosen = useLanguage();
  useTexts(contractTexts);
  // The server's English words stand until the chosen language's catalogue arrives, and so do their days.
  const texts = chosen === 'en' ? undefined : contractTexts.loaded(chosen);
  return useCallback(
    (text: string) => {
      const known = texts && reader?.(text);
      return known ? texts(known.id, withDaysIn(chosen, known.values)) : text;
    },
    [texts, chosen],
  );
}
