import { inEmojiFont } from './emoji-coverage';

/** The writing systems the report's fonts cover. A font of one script has no glyphs of another. */
export const scripts = [
  'latin',
  'latinExtended',
  'devanagari',
  'bengali',
  'gurmukhi',
  'gujarati',
  'oriya',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
  'arabic',
  'hebrew',
  'emoji',
] as const;
export type Script = (typeof scripts)[number];

/** A stretch of text in one script, to be set in that script's font. */
export interface ScriptRun {
  text: string;
  script: Script;
}

const blocks: readonly (readonly [Script, number, number])[] = [
  ['devanagari', 0x0900, 0x097f],
  ['bengali', 0x0980, 0x09ff],
  ['gurmukhi', 0x0a00, 0x0a7f],
  ['gujarati', 0x0a80, 0x0aff],
  ['oriya', 0x0b00, 0x0b7f],
  ['tamil', 0x0b80, 0x0bff],
  ['telugu', 0x0c00, 0x0c7f],
  ['kannada', 0x0c80, 0x0cff],
  ['malayalam', 0x0d00, 0x0d7f],
  ['devanagari', 0x1cd0, 0x1cff],
  ['devanagari', 0xa8e0, 0xa8ff],
  ['hebrew', 0x0590, 0x05ff],
  ['hebrew', 0xfb1d, 0xfb4f],
  ['arabic', 0x0600, 0x06ff],
  ['arabic', 0x0750, 0x077f],
  ['arabic', 0x0870, 0x08ff],
  ['arabic', 0xfb50, 0xfdff],
  ['arabic', 0xfe70, 0xfefc],
  ['latinExtended', 0x0100, 0x036f],
  ['latinExtended', 0x1d00, 0x1eff],
  ['latinExtended', 0x20a0, 0x20cf],
  ['latinExtended', 0x2c60, 0x2c7f],
  ['latinExtended', 0xa720, 0xa7ff],
];

const indic: ReadonlySet<Script> = new Set([
  'devanagari',
  'bengali',
  'gurmukhi',
  'gujarati',
  'oriya',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
]);

/** Hind Guntur's Telugu and Anek Malayalam have no dandas. */
const withDandas: ReadonlySet<Script> = new Set([...indic].filter((script) => script !== 'telugu' && script !== 'malayalam'));

/**
 * Characters several scripts share, with the scripts whose fonts have them, where they stay in their word's run (a
 * joiner must, to join or keep apart the letters either side), and the font that sets them elsewhere; none for the
 * invisible ones, which the Latin font lacks and are left out there.
 */
const shared = new Map<number, readonly [ReadonlySet<Script>, Script | null]>([
  [0x200c, [new Set([...indic, 'arabic', 'hebrew']), null]],
  [0x200d, [new Set([...indic, 'arabic', 'hebrew', 'emoji']), null]],
  [0xfe0e, [new Set(['emoji']), null]],
  [0xfe0f, [new Set(['emoji']), null]],
  [0x20e3, [new Set(['emoji']), null]],
  [0x0964, [withDandas, 'devanagari']],
  [0x0965, [withDandas, 'devanagari']],
  [0x25cc, [indic, 'devanagari']],
]);

const pictograph = /\p{Extended_Pictographic}/u;
/** What completes an emoji after its pictograph: a skin tone, a flag's tags. */
const emojiTail = /[\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/u;
/** What stands for an emoji the emoji font has no glyph of; the Latin font has it. */
const PLACEHOLDER = '\ufffd';

function isEmoji(codePoint: number, character: string): boolean {
  // Pictographs below the arrows (©, ®) are in the Latin font.
  if (codePoint >= 0x1f1e6 && codePoint <= 0x1f1ff) return true;
  if (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff) return true;
  return codePoint >= 0x2190 && pictograph.test(character);
}

interface Placed {
  /** The character as written. */
  written: string;
  /** What is drawn for it: itself, a placeholder, or nothing. */
  character: string;
  script: Script;
}

function place(written: string, current: Script | undefined): Placed {
  const codePoint = written.codePointAt(0) ?? 0;
  const sharing = shared.get(codePoint);
  if (sharing) {
    if (current && sharing[0].has(current)) return { written, character: written, script: current };
    return { written, character: sharing[1] ? written : '', script: sharing[1] ?? current ?? 'latin' };
  }
  if ((current === 'emoji' && emojiTail.test(written)) || isEmoji(codePoint, written)) {
    if (inEmojiFont(codePoint)) return { written, character: written, script: 'emoji' };
    return { written, character: PLACEHOLDER, script: 'latin' };
  }
  for (const [script, first, last] of blocks) {
    if (codePoint >= first && codePoint <= last) return { written, character: written, script };
  }
  return { written, character: written, script: 'latin' };
}

/** Each character of the text, in the order written, with what is drawn for it and the script whose font draws it. */
export function scriptsOf(text: string): Placed[] {
  const placed: Placed[] = [];
  for (const written of text) placed.push(place(written, placed.at(-1)?.script));
  return placed;
}

/** Text the Latin font sets whole, as most names and every figure are: one run, without a look at each character. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The text cut into runs of one script. Spaces, ASCII digits and common punctuation are set in Latin: the other
 * fonts have none, and a digit in a Devanagari font prints as an empty box.
 */
export function scriptRuns(text: string): ScriptRun[] {
  if (PRINTABLE_ASCII.test(text)) return text === '' ? [] : [{ text, script: 'latin' }];
  const runs: ScriptRun[] = [];
  for (const { character, script } of scriptsOf(text)) {
    if (character === '') continue;
    const current = runs.at(-1);
    if (current?.script === script) current.text += character;
    else runs.push({ text: character, script });
  }
  return runs;
}

const reorderedCharacter = /[\u0590-\u08ff\u0900-\u0d7f\u1cd0-\u1cff\ua8e0-\ua8ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Whether the glyphs drawn may stand in another order than the characters: shaping draws an Indic vowel sign before its
 * consonant and a reph after it, and lays Arabic and Hebrew out right to left.
 */
export const drawnOutOfOrder = (text: string) => reorderedCharacter.test(text);
