import { useEffect, useReducer } from 'react';
import { type Language, localeOf } from '@rollcall/contracts';
import type { Catalogue } from './catalogue';
import { type CompiledMessage, interpolate } from './interpolate';
import { useLanguage } from './language-store';

export type OtherLanguage = Exclude<Language, 'en'>;

/** A text of a remote in the current language, its ICU placeholders filled from `values`. */
export type Translate<Id extends string> = (id: Id, values?: Record<string, unknown>) => string;

export interface Texts<Id extends string> {
  /** The English texts, at once (for a test, or a text that must stay English). */
  english: Translate<Id>;
  /** A language's texts if its catalogue has arrived. */
  loaded(language: Language): Translate<Id> | undefined;
  /** Fetches a language's catalogue (once) and answers its texts. */
  textsIn(language: Language): Promise<Translate<Id>>;
}

/**
 * A remote's texts: its English catalogue, part of its own code, and a loader of each other language's, e.g.
 * `(language) => import(`./${language}.messages.json`)`, so each language is a chunk of its own that only a visitor
 * reading it downloads. A message a catalogue lacks shows in English. Read them with `useTexts`.
 */
export function defineTexts<Source extends Catalogue>(
  english: Source,
  load: (language: OtherLanguage) => Promise<{ default: unknown }>,
): Texts<keyof Source & string> {
  type Id = keyof Source & string;
  type Compiled = Record<string, CompiledMessage | undefined>;
  const englishMessages = english as unknown as Compiled;
  const translate =
    (language: Language, compiled: Compiled): Translate<Id> =>
    (id, values = {}) => {
      const own = compiled[id];
      return own ? interpolate(own, values, localeOf[language]) : interpolate(englishMessages[id] ?? [id], values, localeOf.en);
    };
  const loaded = new Map<Language, Translate<Id>>([['en', translate('en', englishMessages)]]);
  const loading = new Map<Language, Promise<Translate<Id>>>();

  function textsIn(language: Language): Promise<Translate<Id>> {
    const known = loaded.get(language);
    if (known) return Promise.resolve(known);
    let pending = loading.get(language);
    if (!pending) {
      pending = load(language as OtherLanguage).then(
        (module) => {
          const texts = translate(language, module.default as Compiled);
          loaded.set(language, texts);
          return texts;
        },
        (error: unknown) => {
          // A failed download may be tried again at the next change of language.
          loading.delete(language);
          throw error;
        },
      );
      loading.set(language, pending);
    }
    return pending;
  }

  return { english: translate('en', englishMessages), loaded: (language) => loaded.get(language), textsIn };
}

/** A remote's texts in the current language: English until that language's catalogue has arrived, then again. */
export function useTexts<Id extends string>(texts: Texts<Id>): Translate<Id> {
  const language = useLanguage();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const current = texts.loaded(language);
  useEffect(() => {
    if (current) return;
    let mounted = true;
    texts.textsIn(language).then(
      () => mounted && arrived(),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [texts, language, current]);
  return current ?? texts.english;
}
