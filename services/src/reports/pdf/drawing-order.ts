import bidiFactory from 'bidi-js';
import { type Script, type ScriptRun, scriptRuns, scriptsOf } from './script-runs';

const rightToLeftCharacter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/** Scripts whose runs fontkit lays out right to left by itself: it reverses their glyphs after shaping. */
const reversedByShaping: ReadonlySet<Script> = new Set(['arabic', 'hebrew']);

let bidi: ReturnType<typeof bidiFactory> | undefined;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

interface LeveledRun extends ScriptRun {
  level: number;
}

export type Direction = 'ltr' | 'rtl';

/** Runs of one script and one bidi embedding level, in the order written. */
function leveledRuns(text: string, direction?: Direction): LeveledRun[] {
  bidi ??= bidiFactory();
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: LeveledRun[] = [];
  // One level per UTF-16 unit; bidi-js takes each half of a surrogate pair (an emoji) as left to right.
  let index = 0;
  for (const { written, character, script } of scriptsOf(text)) {
    const level = levels[index] ?? 0;
    index += written.length;
    if (character === '') continue;
    const current = runs.at(-1);
    if (current?.script === script && current.level === level) current.text += character;
    else runs.push({ text: character, script, level });
  }
  return runs;
}

/** The runs from the highest level down to the lowest odd one, each stretch at or above that level reversed. */
function reorder(runs: LeveledRun[]): LeveledRun[] {
  const ordered = [...runs];
  const highest = Math.max(...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => (run.level % 2 === 1 ? run.level : run.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    let start = 0;
    while (start < ordered.length) {
      if (ordered[start]!.level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < ordered.length && ordered[end]!.level >= level) end++;
      ordered.splice(start, end - start, ...ordered.slice(start, end).reverse());
      start = end;
    }
  }
  return ordered;
}

/** The run's characters as they must reach the shaper for its glyphs to end up in the run's visual direction. */
function shaperText(run: LeveledRun): string {
  const rightToLeft = run.level % 2 === 1;
  if (rightToLeft === reversedByShaping.has(run.script)) return run.text;
  // Reversed by whole graphemes, so that an emoji sequence or a letter with its marks stays one piece.
  const pieces = [...graphemes.segment(run.text)].map(({ segment }) =>
    rightToLeft ? (bidi?.getMirroredCharacter(segment) ?? segment) : segment,
  );
  return pieces.reverse().join('');
}

const letter = /\p{L}/u;

/**
 * A run's text as written, from the text handed to the shaper. An Arabic or Hebrew run without a letter (Arabic-Indic
 * digits) is the one kind the shaper reverses that stands left to right, so it was handed over reversed.
 */
export function writtenText(drawn: string): string {
  if (!rightToLeftCharacter.test(drawn) || letter.test(drawn)) return drawn;
  return [...graphemes.segment(drawn)]
    .map(({ segment }) => segment)
    .reverse()
    .join('');
}

/**
 * The text's runs in the order they are drawn, left to right. PDF text is drawn in visual order, and neither pdfmake
 * nor pdfkit applies the Unicode bidirectional algorithm across runs: an Arabic or Hebrew name, and any digits or
 * Latin words within it, would otherwise come out in the order typed. The text is one line: a paragraph is cut into
 * lines first, each drawn in the paragraph's direction.
 */
export function drawingOrder(text: string, direction?: Direction): ScriptRun[] {
  if (!hasRightToLeft(text)) return scriptRuns(text);
  return reorder(leveledRuns(text, direction)).map((run) => ({ text: shaperText(run), script: run.script }));
}

export const hasRightToLeft = (text: string) => rightToLeftCharacter.test(text);

/** The direction of the paragraph the text makes: that of its first letter with a direction. */
export function directionOf(text: string): Direction {
  bidi ??= bidiFactory();
  return bidi.getEmbeddingLevels(text).paragraphs[0]?.level === 1 ? 'rtl' : 'ltr';
}
