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
import english from './en.messages.json';
import { type TextValues, valuesReaderOf } from './values-reader';

/**
 * The texts of contracts (validation messages, the gateway's answers) in every language. The API answers them in
 * English; a screen shows one through `useContractText()`, which finds it by its English words. An id is
 * `<group>.<key>` of the contracts' catalogue; the values a text carries (a count, a name, a status) are the
 * message's placeholders, a count as an ICU plural and a label of contracts as an ICU select on its key.
 */
export const contractTexts = defineTexts(english, (language) => import(`./${language}.messages.json`));
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

const ids = Object.keys(english) as ContractTextId[];
// The catalogue arrives compiled (see compile.cjs).
const compiled = english as unknown as Record<ContractTextId, CompiledMessage>;
const readerOf = new Map(ids.map((id) => [id, valuesReaderOf(compiled[id])]));
const fixedIds = new Map<string, ContractTextId>();
const writtenIds: ContractTextId[] = [];
for (const id of ids) {
  const source = contractSource(id);
  if (typeof source === 'string') fixedIds.set(source, id);
  else if (typeof source === 'function') writtenIds.push(id);
}

/**
 * Which catalogued message an English text of contracts is, with the values it carries (a fixed text's are the
 * limits contracts wrote into it); null for any other text.
 */
export function contractMessageOf(text: string): { id: ContractTextId; values: TextValues } | null {
  const fixed = fixedIds.get(text);
  for (const id of fixed ? [fixed] : writtenIds) {
    const values = readerOf.get(id)?.(text);
    if (values) return { id, values };
  }
  return null;
}

/**
 * Shows a text of contracts (a field's error, an answer's error) in the current language, its days as the screens
 * write them; any other text as it is.
 */
export function useContractText(): (text: string) => string {
  const chosen = useLanguage();
  const texts = useTexts(contractTexts);
  // The texts are English until the chosen language's catalogue arrives, and so are their days.
  const language = contractTexts.loaded(chosen) ? chosen : 'en';
  return useCallback(
    (text: string) => {
      const known = contractMessageOf(text);
      return known ? texts(known.id, withDaysIn(language, known.values)) : text;
    },
    [texts, language],
  );
}
