import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Language, languages, localeOf } from '@rollcall/contracts';
import { compileCatalogue } from '@rollcall/i18n/compile';
import { type CompiledMessage, interpolate } from '@rollcall/i18n/messages';
import type english from './en.messages.json';

export type MailTextId = keyof typeof english;

/** A mail's words in one language: the message `id` with its arguments filled in. */
export type MailTranslate = (id: MailTextId, values?: Record<string, unknown>) => string;

/** The catalogues, read and compiled once when the services start (a broken message stops the start). */
const catalogues = Object.fromEntries(
  languages.map((language) => [
    language,
    compileCatalogue(JSON.parse(readFileSync(path.join(__dirname, `${language}.messages.json`), 'utf8'))) as Record<
      string,
      CompiledMessage
    >,
  ]),
) as Record<Language, Record<string, CompiledMessage>>;

const translators = new Map<Language, MailTranslate>();

/** The mails' texts in `language` (English when none is known), a message missing there in English. */
export function mailTexts(language: Language = 'en'): MailTranslate {
  let translate = translators.get(language);
  if (!translate) {
    const catalogue = catalogues[language];
    translate = (id, values = {}) => interpolate(catalogue[id] ?? catalogues.en[id]!, values, localeOf[language]);
    translators.set(language, translate);
  }
  return translate;
}

/** Names in a sentence, as the language joins them: 'Aarav, Diya and Kabir', 'आरव, दिया और कबीर'. */
export const nameList = (names: readonly string[], language: Language = 'en') =>
  new Intl.ListFormat(localeOf[language], { type: 'conjunction' }).format(names);

/** The first word of a name, for the friendly "Aarav's". */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
