import { inflateSync } from 'node:zlib';

/** One glyph drawn on a page: the text it maps back to, the font it comes from, and whether it is the missing glyph. */
export interface DrawnGlyph {
  text: string;
  font: string;
  notdef: boolean;
}

export interface ReadPage {
  /** Width and height in points. */
  size: [number, number];
  /** The page's lines, top to bottom; each line's pieces left to right, gaps between them as one space. */
  lines: string[];
}

export interface DrawnPage {
  /** The embedded fonts the page draws with, by their PostScript names (subset prefix removed). */
  fonts: string[];
  glyphs: DrawnGlyph[];
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;

/** A PDF string literal's bytes: `(…)` with its backslash escapes. */
function literalBytes(literal: string): number[] {
  const bytes: number[] = [];
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
  for (let index = 0; index < literal.length; index++) {
    const character = literal[index]!;
    if (character !== '\\') {
      bytes.push(character.charCodeAt(0));
      continue;
    }
    const next = literal[++index]!;
    const octal = /^[0-7]{1,3}/.exec(literal.slice(index, index + 3))?.[0];
    if (octal) {
      bytes.push(Number.parseInt(octal, 8));
      index += octal.length - 1;
    } else if (next in escapes) bytes.push(escapes[next]!);
    else if (next !== '\n') bytes.push(next.charCodeAt(0));
  }
  return bytes;
}

function textString(bytes: number[]): string {
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return String.fromCharCode(...bytes);
  return Buffer.from(bytes.slice(2)).swap16().toString('utf16le');
}

/**
 * The ActualText of each marked-content span, page by page, in drawing order. pdf.js reads these spans but not their
 * ActualText, so it is taken from the page's content stream. Written for PDFs made by pdfkit: plain objects, each
 * page with one compressed content stream.
 */
function actualTexts(file: Buffer): string[][] {
  const raw = file.toString('latin1');
  const objects = new Map<string, string>();
  for (const match of raw.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) objects.set(match[1]!, match[2]!);
  const kids = /\/Type \/Pages\n[\s\S]*?\/Kids \[([^\]]*)\]/.exec(raw)?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, page]) => {
    const contents = /\/Contents (\d+) 0 R/.exec(objects.get(page!) ?? '')?.[1];
    const object = objects.get(contents ?? '') ?? '';
    const start = object.indexOf('stream\n') + 'stream\n'.length;
    const stream = Buffer.from(object.slice(start, object.lastIndexOf('\nendstream')), 'latin1');
    const content = inflateSync(stream).toString('latin1');
    return [...content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)\n>> BDC/g)].map(([, literal]) =>
      textString(literalBytes(literal!)),
    );
  });
}

interface Piece {
  text: string;
  x: number;
  y: number;
  end: number;
}

/** Pieces within a few points of one baseline share a line: cells of one row set in different fonts sit apart a little. */
const SAME_LINE = 3;

function linesOf(pieces: Piece[]): string[] {
  const rows: Piece[][] = [];
  for (const piece of [...pieces].sort((a, b) => b.y - a.y)) {
    const row = rows.at(-1);
    if (row && row[0]!.y - piece.y <= SAME_LINE) row.push(piece);
    else rows.push([piece]);
  }
  return rows
    .map((row) => {
      row.sort((a, b) => a.x - b.x);
      let line = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const piece of row) {
        if (piece.x - end > 0.5 && !/\s$/.test(line)) line += ' ';
        line += piece.text;
        // pdf.js measures some fonts' text as zero wide (Hind Guntur's Telugu): their span is taken to end its word.
        end = piece.end > piece.x ? Math.max(end, piece.end) : Number.NEGATIVE_INFINITY;
      }
      return line.replace(/\s+/g, ' ').trim();
    })
    .filter((line) => line !== '');
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<PdfJs['getDocument']>['promise']>['getPage']>>;

/** Each page of the file, opened with pdf.js, handed in turn to `read`. */
async function eachPage<T>(file: Buffer, read: (page: PdfPage, pdf: PdfJs, index: number) => Promise<T>): Promise<T[]> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs;
  const document = await pdf.getDocument({ data: new Uint8Array(file), isEvalSupported: false }).promise;
  const pages: T[] = [];
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      pages.push(await read(page, pdf, number - 1));
      page.cleanup();
    }
  } finally {
    await document.destroy();
  }
  return pages;
}

/**
 * Reads a PDF's text back with pdf.js: each page's size and its text as lines. A span with an ActualText reads as
 * that text, as a reader that copies or searches the page gets it. Right-to-left pieces read in their own logical
 * order (pdf.js puts them back), but a line's pieces come left to right, as drawn.
 */
export async function readPdf(file: Buffer): Promise<ReadPage[]> {
  const spans = actualTexts(file);
  return eachPage(file, async (page, _pdf, index) => {
    const actual = spans[index] ?? [];
    const pieces: Piece[] = [];
    let span: Piece | undefined;
    const content = await page.getTextContent({ includeMarkedContent: true });
    for (const item of content.items) {
      if ('type' in item) {
        if (item.type === 'beginMarkedContentProps' && (item as { tag?: string }).tag === 'Span') {
          span = { text: actual.shift() ?? '', x: Number.POSITIVE_INFINITY, y: 0, end: 0 };
          pieces.push(span);
        } else if (item.type === 'endMarkedContent') span = undefined;
        continue;
      }
      const [, , , , x, y] = item.transform as number[];
      // pdf.js reports the gap before a chunk as a blank item, inside the span that follows it…
      if (span && item.str.trim() !== '') {
        // …or as a blank at the start of the chunk's text.
        if (/^\s/.test(item.str)) pieces.push({ text: ' ', x: x! - 0.01, y: y!, end: x! });
        if (x! < span.x) [span.x, span.y] = [x!, y!];
        span.end = Math.max(span.end, x! + item.width);
      } else if (item.str !== '') pieces.push({ text: item.str, x: x!, y: y!, end: x! + item.width });
    }
    const [, , width, height] = page.view;
    return { size: [width!, height!], lines: linesOf(pieces) };
  });
}

/** Every glyph each page draws, with its font, read with pdf.js as a renderer gets them. */
export async function readDrawing(file: Buffer): Promise<DrawnPage[]> {
  return eachPage(file, async (page, { OPS }) => {
    const operators = await page.getOperatorList();
    const glyphs: DrawnGlyph[] = [];
    const fonts = new Set<string>();
    let font = '';
    operators.fnArray.forEach((operator, index) => {
      const args = operators.argsArray[index];
      if (operator === OPS.setFont) {
        const loaded = page.commonObjs.get(args[0]) as { name: string; missingFile: boolean };
        font = loaded.missingFile ? `(not embedded) ${loaded.name}` : loaded.name.replace(/^[A-Z]{6}\+/, '');
        fonts.add(font);
      } else if (operator === OPS.showText) {
        for (const glyph of args[0] as ({ unicode: string; originalCharCode: number } | number)[]) {
          // pdfkit numbers each embedded subset's glyphs from the font's .notdef, which stays glyph 0.
          if (typeof glyph === 'object') glyphs.push({ text: glyph.unicode, font, notdef: glyph.originalCharCode === 0 });
        }
      }
    });
    return { fonts: [...fonts].sort(), glyphs };
  });
}
