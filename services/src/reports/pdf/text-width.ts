import { create, type Font } from 'fontkit';
import { type FontFile, fontFileOf, reportFonts } from './report-fonts';
import type { ScriptRun } from './script-runs';

/** The width in points of runs set at `size`, each in its script's font, as pdfkit lays them out. */
export type TextWidth = (runs: readonly ScriptRun[], size: number, bold: boolean) => number;

async function measurer(): Promise<TextWidth> {
  const files = new Map((await reportFonts()).files.map((file: FontFile) => [file.name, file.content]));
  const opened = new Map<string, Font>();
  const fontOf = (name: string) => {
    let font = opened.get(name);
    if (!font) {
      font = create(files.get(name)!);
      opened.set(name, font);
    }
    return font;
  };
  return (runs, size, bold) =>
    runs.reduce((width, run) => {
      const font = fontOf(fontFileOf(run.script, bold));
      return width + (font.layout(run.text).advanceWidth * size) / font.unitsPerEm;
    }, 0);
}

let widths: Promise<TextWidth> | undefined;

/** Measures text with the report's fonts, opened once per process when a report first needs them. */
export function textWidth(): Promise<TextWidth> {
  widths ??= measurer();
  return widths;
}
