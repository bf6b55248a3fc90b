import type { Language } from '@rollcall/contracts';

/**
 * The HTML frame of the attendance mails. Mail clients drop <style> blocks and refuse scripts, external images and
 * fonts, so every style is inline, the layout is tables (Outlook renders no flexbox), the column widths are
 * fluid up to 600 px (it holds at 320 px), and every text sits on a background of its own so a client that
 * darkens the page keeps it readable.
 */

// Devanagari and Tamil families first, so a client that has them draws Hindi and Tamil with them (Nirmala UI on
// Windows) before Arial or a font standing in for it, which may draw those letters as empty boxes.
const FONT = "font-family:'Noto Sans Devanagari','Noto Sans Tamil','Nirmala UI',Arial,Helvetica,sans-serif;";
const INK = 'color:#1f2937;';
const MUTED = 'color:#4b5563;';
const CELL = `${FONT}${INK}font-size:15px;line-height:1.4;padding:8px 6px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top;`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML: every user value (names, the institute) goes through here, in text and in attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** A paragraph of HTML already built from these pieces (a link). */
export const rawParagraph = (html: string) =>
  `<p style="${FONT}${INK}font-size:16px;line-height:1.5;margin:0 0 14px;">${html}</p>`;

export const paragraph = (text: string) => rawParagraph(escapeHtml(text));

/** A heading of the mail's body: level 2, or 3 under a level-2 heading (a child's section of a family's mail). */
export const sectionHeading = (text: string, level: 2 | 3 = 2) =>
  `<h${level} style="${FONT}${INK}font-size:${level === 2 ? 18 : 16}px;line-height:1.3;margin:22px 0 8px;">${escapeHtml(text)}</h${level}>`;

export const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#1d4ed8;text-decoration:underline;">${escapeHtml(label)}</a>`;

/** A cell the eye should land on (an absence among presences): bold and red, still readable without the colour. */
const STANDOUT = 'font-weight:bold;color:#b91c1c;';

/** A line the eye should land on first (the day's absences): bold and red, still readable without the colour. */
export const standOutParagraph = (text: string) =>
  `<p style="${FONT}${INK}font-size:16px;line-height:1.5;margin:0 0 14px;${STANDOUT}">${escapeHtml(text)}</p>`;

export interface DataTableOptions {
  /** The last row is a total: bold. */
  totalRow?: boolean;
  /** Cells that stand out from their column (an Absent among Present marks). */
  standsOut?: (cell: string, column: number) => boolean;
}

/** A data table: a header row of column names, then rows of text. */
export function dataTable(
  headings: readonly string[],
  rows: readonly (readonly string[])[],
  { totalRow = false, standsOut = () => false }: DataTableOptions = {},
): string {
  const head = headings.map((heading) => `<th scope="col" style="${CELL}font-weight:bold;${MUTED}">${escapeHtml(heading)}</th>`);
  const body = rows.map((row, index) => {
    const weight = `font-weight:${totalRow && index === rows.length - 1 ? 'bold' : 'normal'};`;
    const cells = row.map((cell, column) =>
      column === 0
        ? `<th scope="row" style="${CELL}${weight}">${escapeHtml(cell)}</th>`
        : `<td style="${CELL}${weight}${standsOut(cell, column) ? STANDOUT : ''}">${escapeHtml(cell)}</td>`,
    );
    return `<tr>${cells.join('')}</tr>`;
  });
  return `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;width:100%;margin:0 0 14px;background-color:#ffffff;"><thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table>`;
}

/**
 * A framed block that stands out (the subjects below the threshold): its heading and one line per item, as a list
 * when there are several (a lone bullet under a heading reads as something missing).
 */
export function notice(heading: string, items: readonly string[]): string {
  const lines =
    items.length === 1
      ? `<p style="margin:0;color:#451a03;">${escapeHtml(items[0]!)}</p>`
      : `<ul style="margin:0;padding-left:20px;color:#451a03;">${items
          .map((item) => `<li style="margin:0 0 6px;">${escapeHtml(item)}</li>`)
          .join('')}</ul>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0 8px;"><tr><td style="background-color:#fef3c7;border-left:4px solid #b45309;padding:12px 14px;${FONT}color:#451a03;font-size:15px;line-height:1.5;"><p style="margin:0 0 8px;font-weight:bold;color:#451a03;">${escapeHtml(heading)}</p>${lines}</td></tr></table>`;
}

/**
 * The one thing to do next, as a button: a table cell carries the colour, since Outlook drops an anchor's padding
 * and background; elsewhere the whole padded anchor is the target, big enough for a thumb.
 */
export const button = (href: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:18px 0;"><tr><td style="background-color:#1d4ed8;border-radius:6px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;${FONT}font-size:16px;font-weight:bold;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a></td></tr></table>`;

export interface MailDocument {
  /** The language the mail is written in; English when not given. */
  language?: Language;
  /** The <title> and the heading. */
  title: string;
  /** The line an inbox shows after the subject. */
  preheader: string;
  institute: string;
  /** The day in words, under the heading. */
  dateLine: string;
  /** HTML built from the pieces above. */
  body: string;
  /** HTML of the footer (why they get it, the links). */
  footer: string;
}

/** A whole mail: UTF-8, in its language, light and dark. */
export function mailDocument(mail: MailDocument): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${mail.language ?? 'en'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(mail.title)}</title>`,
    '</head>',
    '<body style="margin:0;padding:0;background-color:#f3f4f6;">',
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(mail.preheader)}</div>`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">',
    '<tr><td align="center" style="padding:16px 8px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background-color:#ffffff;border-radius:8px;">',
    `<tr><td style="padding:20px 16px 8px;${FONT}${INK}">`,
    `<p style="${FONT}${MUTED}font-size:14px;margin:0 0 4px;">${escapeHtml(mail.institute)}</p>`,
    `<h1 style="${FONT}${INK}font-size:22px;line-height:1.3;margin:0 0 4px;">${escapeHtml(mail.title)}</h1>`,
    `<p style="${FONT}${MUTED}font-size:15px;margin:0 0 18px;">${escapeHtml(mail.dateLine)}</p>`,
    mail.body,
    '</td></tr>',
    `<tr><td style="padding:16px;border-top:1px solid #e5e7eb;${FONT}${MUTED}font-size:13px;line-height:1.5;">${mail.footer}</td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
}
