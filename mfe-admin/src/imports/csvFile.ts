import { firstLineNotUtf8, IMPORT_BYTES_MAX, messages, peopleMessages } from '@rollcall/contracts';

/** A CSV file with only the header line, as a link's address, so the template downloads without a request. */
export const templateHref = (columns: readonly string[]) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(`${columns.join(',')}\n`)}`;

const megabytes = IMPORT_BYTES_MAX / (1024 * 1024);
export const sizeLimitText = `At most ${megabytes} MB`;

/** Why a file cannot be uploaded before it is read, or null. */
export const fileProblem = (file: File): string | null =>
  file.size > IMPORT_BYTES_MAX ? `The file is larger than ${megabytes} MB: split it into smaller files` : null;

/** Why a file's bytes are not the UTF-8 text an import reads, naming the line as the server would; null when they are. */
export function textProblem(bytes: Uint8Array): string | null {
  const line = firstLineNotUtf8(bytes);
  return line === null ? null : messages.csvLine(line, peopleMessages.csvNotUtf8);
}

/** '3 lines need fixing', counting each line once; problems with the file as a whole (its header) have no line. */
export function fixSummary(errors: readonly string[]): string {
  const lines = new Set(errors.map((error) => /^Line (\d+):/.exec(error)?.[1]).filter(Boolean));
  if (lines.size === 0) return 'The file needs fixing';
  return lines.size === 1 ? '1 line needs fixing' : `${lines.size} lines need fixing`;
}
