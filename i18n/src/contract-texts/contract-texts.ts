import { useCallback } from 'react';
import {
  attendanceMessages,
  gatewayMessages,
  LEAVE_DAYS_BACK,
  LEAVE_DAYS_MAX,
  leaveMessages,
  mailMessages,
  messages,
  passwordResetMessages,
  portalMessages,
} from '@rollcall/contracts';
import { defineTexts, useTexts } from '@rollcall/i18n';
import english from './en.messages.json';

/**
 * The texts of contracts (validation messages, the gateway's answers) in every language. The API answers them in
 * English; a screen shows one through `useContractText()`, which finds it by its English words. An id is
 * `<group>.<key>` of the contracts' catalogue; a text with a count is written here as an ICU plural.
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
};

/** A fixed text of contracts that writes a limit into its words: the catalogue names it, contracts gives its value. */
const fixedValues: Readonly<Record<string, Record<string, number>>> = {
  'leave.tooLong': { days: LEAVE_DAYS_MAX },
  'leave.tooFarBack': { days: LEAVE_DAYS_BACK },
};

/**
 * What a catalogued id is in contracts: its fixed English text, or the function that writes it (a catalogued function
 * takes one count).
 */
export function contractSource(id: string): string | ((count: number) => string) | undefined {
  const [group, key] = id.split('.');
  const source = group && key ? groups[group]?.[key] : undefined;
  if (typeof source === 'string') return source;
  return typeof source === 'function' ? (source as (count: number) => string) : undefined;
}

// The catalogue arrives compiled (see compile.cjs): a plural is the part ['<name>', 'plural', {…}].
const compiled = english as unknown as Record<string, unknown>;
const pluralName = (message: unknown): string => {
  const plural = Array.isArray(message) ? message.find((part) => Array.isArray(part) && part[1] === 'plural') : undefined;
  return typeof plural?.[0] === 'string' ? plural[0] : 'count';
};

const ids = Object.keys(english) as ContractTextId[];
const fixedIds = new Map<string, ContractTextId>();
const countedIds: Array<{ id: ContractTextId; write: (count: number) => string; name: string }> = [];
for (const id of ids) {
  const source = contractSource(id);
  if (typeof source === 'string') fixedIds.set(source, id);
  else if (typeof source === 'function') countedIds.push({ id, write: source, name: pluralName(compiled[id]) });
}

/** Which catalogued message an English text of contracts is, with the count it carries; null for any other text. */
export function contractMessageOf(text: string): { id: ContractTextId; values: Record<string, number> } | null {
  const fixed = fixedIds.get(text);
  if (fixed) return { id: fixed, values: fixedValues[fixed] ?? {} };
  const count = /\d+/.exec(text)?.[0];
  if (count === undefined) return null;
  const counted = countedIds.find(({ write }) => write(Number(count)) === text);
  return counted ? { id: counted.id, values: { [counted.name]: Number(count) } } : null;
}

/** Shows a text of contracts (a field's error, an answer's error) in the current language; any other text as it is. */
export function useContractText(): (text: string) => string {
  const texts = useTexts(contractTexts);
  return useCallback(
    (text: string) => {
      const known = contractMessageOf(text);
      return known ? texts(known.id, known.values) : text;
    },
    [texts],
  );
}
