import { readFile } from 'node:fs/promises';
import type { TFontDictionary } from 'pdfmake/interfaces';
import { type Script, scripts } from './script-runs';

/** Noto Sans per script, as Fontsource ships it: one file per script subset and weight. */
const fontFiles: Record<Script, { normal: string; bold: string }> = {
  latin: {
    normal: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  },
  latinExtended: {
    normal: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
    bold: '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  },
  devanagari: {
    normal: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
    bold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  },
  bengali: {
    normal: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
    bold: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff',
  },
  tamil: {
    normal: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
    bold: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff',
  },
};

/** The pdfmake font family of a script. */
export const fontOf = (script: Script) => `RollCall-${script}`;

/** A font's file, read into memory, under the name pdfmake's font table gives it. */
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
  const files: FontFile[] = [];
  for (const script of scripts) {
    const { normal, bold } = fontFiles[script];
    families[fontOf(script)] = { normal, bold };
    for (const name of [normal, bold]) files.push({ name, content: await readFile(require.resolve(name)) });
  }
  return { families, files };
}

let fonts: Promise<ReportFonts> | undefined;

/** The report's fonts, read from disk once per process. */
export function reportFonts(): Promise<ReportFonts> {
  fonts ??= readFonts();
  return fonts;
}
