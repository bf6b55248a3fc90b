import { defineTexts, useTexts } from '@rollcall/i18n';
import english from './en.messages.json';

/**
 * The calendar feed's words, a catalogue of their own: the portals show the feed and none of the other shared views,
 * so they download only these. Hindi and Tamil are each a chunk fetched by who reads them.
 */
export const feedTexts = defineTexts(english, (language) => import(`./${language}.messages.json`));

/** The calendar feed's words in the language shown. */
export const useFeedTexts = () => useTexts(feedTexts);
