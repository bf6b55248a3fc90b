import { readFile } from 'node:fs/promises';
import type { TFontDictionary } from 'pdfmake/interfaces';
import { type Script, scripts } from './script-runs';
import { woffToSfnt } from './woff-to-sfnt';

const fontsource = (family: string, subset: string) => ({
  normal: `@fontsource/${family}/files/${family}-${subset}-400-normal.woff`,
  bold: `@fontsource/${family}/files/${family}-${subset}-700-normal.woff`,
});

/**
 * A face per script, as Fontsource ships it: one file per script subset and weight. Noto Sans, but for Telugu,
 * Malayalam and Gurmukhi: fontkit fails to shape those Noto faces (GPOS anchors left empty, foliojs/fontkit#367), so
 * they come from Hind Guntur, Anek Malayalam and Mukta Mahee. Emoji in Noto's monochrome face.
 */
const fontFiles: Record<Script, { normal: string; bold: string }> = {
  latin: fontsource('noto-sans', 'latin'),
  latinExtended: fontsource('noto-sans', 'latin-ext'),
  devanagari: fontsource('noto-sans-devanagari', 'devanagari'),
  bengali: fontsource('noto-sans-bengali', 'bengali'),
  gurmukhi: fontsource('mukta-mahee', 'gurmukhi'),
  gujarati: fontsource('noto-sans-gujarati', 'gujarati'),
  oriya: fontsource('noto-sans-oriya', 'oriya'),
  tamil: fontsource('noto-sans-tamil', 'tamil'),
  telugu: fontsource('hind-guntur', 'telugu'),
  kannada: fontsource('noto-sans-kannada', 'kannada'),
  malayalam: fontsource('anek-malayalam', 'malayalam'),
  arabic: fontsource('noto-sans-arabic', 'arabic'),
  hebrew: fontsource('noto-sans-hebrew', 'hebrew'),
  emoji: fontsource('noto-emoji', 'emoji'),
};

/** The file a script's text is set from, in its regular or bold weight. */
export const fontFileOf = (script: Script, bold: boolean) => fontFiles[script][bold ? 'bold' : 'normal'];

/** The pdfmake font family of a script. */
export const fontOf = (script: Script) => `RollCall-${script}`;

/** A font's file, read into memory and unwrapped from WOFF, under the name pdfmake's font table gives it. */
export interface FontFile {
  name: string;
  content: Buffer;
}

export interface ReportFonts {
  families: TFontDictionary;
  files: FontFile[];
}

async function readFonts(): Promise<ReportFonts> {
  const families: TFontDictionary = {};
  const reads: Promise<FontFile>[] = [];
  for (const script of scripts) {
    const { normal, bold } = fontFiles[script];
    families[fontOf(script)] = { normal, bold };
    for (const name of [normal, bold]) {
      reads.push(readFile(require.resolve(name)).then((content) => ({ name, content: woffToSfnt(content) })));
    }
  }
  return { families, files: await Promise.all(reads) };
}

let fonts: Promise<ReportFonts> | undefined;

/** The report's fonts, read from disk once per process. */
export function reportFonts(): Promise<ReportFonts> {
  fonts ??= readFonts();
  return fonts;
}
