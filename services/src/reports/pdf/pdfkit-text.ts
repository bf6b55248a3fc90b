import PDFDocument from 'pdfkit';
import { markAsWritten } from './actual-text';
import { directionOf, drawingOrder, hasRightToLeft } from './drawing-order';
import { lineBreaks } from './line-breaks';
import { fontFileOf, reportFonts } from './report-fonts';
import type { ScriptRun } from './script-runs';
import type { TextWidth } from './text-width';

/** The size and weight text is set in. */
export interface TextStyle {
  size: number;
  bold: boolean;
}

/**
 * A PDFKit document with every script's font registered under its file's name, so that a run of one script can be set
 * in its font; Indic, Arabic and Hebrew runs read back as written.
 */
export async function scriptDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { files } = await reportFonts();
  markAsWritten();
  const document = new PDFDocument(options);
  for (const { name, content } of files) document.registerFont(name, content);
  return document;
}

const useFont = (document: PDFKit.PDFDocument, script: ScriptRun['script'], style: TextStyle) =>
  document.font(fontFileOf(script, style.bold)).fontSize(style.size);

/** Widths already measured, by document: a table repeats the same figures thousands of times. */
const measured = new WeakMap<PDFKit.PDFDocument, Map<string, number>>();

function runWidth(document: PDFKit.PDFDocument, run: ScriptRun, style: TextStyle): number {
  let widths = measured.get(document);
  if (!widths) {
    widths = new Map();
    measured.set(document, widths);
  }
  const key = `${run.script} ${style.bold ? 'b' : 'n'} ${style.size} ${run.text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = useFont(document, run.script, style).widthOfString(run.text);
    widths.set(key, width);
  }
  return width;
}

/** The width in points of runs, as the document sets them. */
export function runsWidth(document: PDFKit.PDFDocument, runs: readonly ScriptRun[], style: TextStyle): number {
  let width = 0;
  for (const run of runs) width += runWidth(document, run, style);
  return width;
}

/** The style's size, or a smaller one down to `smallest` that sets the runs within `width` (widths grow with size). */
export function sizeToFit(
  document: PDFKit.PDFDocument,
  runs: readonly ScriptRun[],
  style: TextStyle,
  width: number,
  smallest: number,
): TextStyle {
  const natural = runsWidth(document, runs, style);
  if (natural <= width) return style;
  return { ...style, size: Math.max(smallest, Math.floor((10 * style.size * width) / natural) / 10) };
}

/** Measures as the document sets text, for cutting lines. */
export const documentWidth =
  (document: PDFKit.PDFDocument): TextWidth =>
  (runs, size, bold) =>
    runsWidth(document, runs, { size, bold });

/** Draws runs left to right from `x`, on the baseline `y`, each in its script's font; answers where they end. */
export function drawRuns(
  document: PDFKit.PDFDocument,
  runs: readonly ScriptRun[],
  x: number,
  y: number,
  style: TextStyle,
): number {
  let left = x;
  for (const run of runs) {
    useFont(document, run.script, style).text(run.text, left, y, { lineBreak: false, baseline: 'alphabetic' });
    // Drawing a run moves the document's x past it.
    left = document.x;
  }
  return left;
}

/**
 * A text as the lines of runs to draw, each line in drawing order: cut at its spaces to fit `width` when given (a
 * right-to-left paragraph must be cut before its runs are put in drawing order).
 */
export function textLines(document: PDFKit.PDFDocument, text: string, style: TextStyle, width?: number): ScriptRun[][] {
  const lines = width === undefined ? [text] : lineBreaks(text, { width, ...style, measure: documentWidth(document) });
  if (!hasRightToLeft(text)) return lines.map((line) => drawingOrder(line));
  const direction = directionOf(text);
  return lines.map((line) => drawingOrder(line, direction));
}
