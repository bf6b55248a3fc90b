import {
  firstLineNotUtf8,
  IMPORT_BYTES_MAX,
  type ImportColumn,
  importTemplate,
  messages,
  peopleMessages,
} from '@rollcall/contracts';
import type { Translate } from '@rollcall/i18n';
import type { AdminTextId } from '../texts/texts';

const csvHref = (text: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;

/** An import's template (every column named, and an example line) as a link's address: it downloads without a request. */
export const templateHref = (columns: readonly ImportColumn[]) => csvHref(importTemplate(columns));

/** The lines an import left out, as a link's address; the BOM makes a spreadsheet read it as UTF-8 (names in any script). */
export const badLinesHref = (csv: string) => csvHref(`\ufeff${csv}`);

export const megabytes = IMPORT_BYTES_MAX / (1024 * 1024);

/** Why a file cannot be uploaded before it is read, or null. */
export const fileProblem = (t: Translate<AdminTextId>, file: File): string | null =>
  file.size > IMPORT_BYTES_MAX ? t('imports.fileTooLarge', { megabytes }) : null;

/** Why a file's bytes are not the UTF-8 text an import reads, naming the line as the server would; null when they are. */
export function textProblem(bytes: Uint8Array): string | null {
  const line = firstLineNotUtf8(bytes);
  return line === null ? null : messages.csvLine(line, peopleMessages.csvNotUtf8);
}

/** The lines that have a problem; a problem with the file as a whole (its header) has no line. */
export const linesWithProblems = (errors: readonly string[]): Set<number> =>
  new Set(errors.flatMap((error) => /^Line (\d+):/.exec(error)?.[1] ?? []).map(Number));

/** '3 lines need fixing', counting each line once. */
export function fixSummary(t: Translate<AdminTextId>, errors: readonly string[]): string {
  const lines = linesWithProblems(errors);
  return lines.size === 0 ? t('imports.fileNeedsFixing') : t('imports.linesNeedFixing', { count: lines.size });
}
