/** The writing systems the report's fonts cover. A font of one script has no glyphs of another. */
export const scripts = ['latin', 'latinExtended', 'devanagari', 'bengali', 'tamil'] as const;
export type Script = (typeof scripts)[number];

/** A stretch of text in one script, to be set in that script's font. */
export interface ScriptRun {
  text: string;
  script: Script;
}

const blocks: readonly (readonly [Script, number, number])[] = [
  ['devanagari', 0x0900, 0x097f],
  ['bengali', 0x0980, 0x09ff],
  ['tamil', 0x0b80, 0x0bff],
  ['devanagari', 0x1cd0, 0x1cff],
  ['devanagari', 0xa8e0, 0xa8ff],
  ['latinExtended', 0x0100, 0x036f],
  ['latinExtended', 0x1d00, 0x1eff],
  ['latinExtended', 0x20a0, 0x20cf],
  ['latinExtended', 0x2c60, 0x2c7f],
  ['latinExtended', 0xa720, 0xa7ff],
];

const indic: ReadonlySet<Script> = new Set(['devanagari', 'bengali', 'tamil']);

/**
 * Characters every Indian script uses (the joiners, the dandas, the dotted circle): each Indic font has them, and
 * they must stay in their word's run, or a joiner would break a conjunct in two.
 */
const shared = new Map<number, Script>([
  [0x200c, 'latin'],
  [0x200d, 'latin'],
  [0x0964, 'devanagari'],
  [0x0965, 'devanagari'],
  [0x25cc, 'devanagari'],
]);

function scriptOf(codePoint: number, current: Script | undefined): Script {
  const alone = shared.get(codePoint);
  if (alone) return current && indic.has(current) ? current : alone;
  for (const [script, first, last] of blocks) if (codePoint >= first && codePoint <= last) return script;
  return 'latin';
}

/**
 * The text cut into runs of one script. Spaces, digits and punctuation are set in Latin: the Indic fonts have none,
 * and a digit in a Devanagari font prints as an empty box.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let current: ScriptRun | undefined;
  for (const character of text) {
    const script = scriptOf(character.codePointAt(0) ?? 0, current?.script);
    if (current?.script === script) current.text += character;
    else {
      current = { text: character, script };
      runs.push(current);
    }
  }
  return runs;
}

const indicCharacter = /[\u0900-\u09ff\u0b80-\u0bff\u1cd0-\u1cff\ua8e0-\ua8ff]/;

/** Whether shaping may reorder the text's glyphs (a vowel sign drawn before its consonant, a reph after it). */
export const hasIndic = (text: string) => indicCharacter.test(text);
