import { BAD_LINES_ERROR_COLUMN, csvLineOf, importHeaderKey } from '@rollcall/contracts';
import type { LineError, ReadImport } from './read-import';

const errorKey = importHeaderKey(BAD_LINES_ERROR_COLUMN);

/**
 * The lines left out of an import as a CSV file: the error column first (each line's problems, joined), then the
 * file's own columns and values as they were sent, so the fixed file imports again. An error column the file
 * already had (a file of bad lines sent back) is replaced by the new one. Values are not defused as the export's
 * are: they go back to the admin who sent them, to be imported again unchanged.
 */
export function badLinesCsv(read: ReadImport<unknown>, errors: readonly LineError[]): string {
  const kept = read.header.flatMap((name, index) => (importHeaderKey(name) === errorKey ? [] : [index]));
  const problems = new Map<number, string[]>();
  for (const { line, message } of errors) problems.set(line, [...(problems.get(line) ?? []), message]);
  const lines = [csvLineOf([BAD_LINES_ERROR_COLUMN, ...kept.map((index) => read.header[index]!)])];
  for (const line of [...problems.keys()].sort((a, b) => a - b)) {
    const record = read.records.get(line) ?? [];
    // A line with too few or too many values still lines up from its first.
    const values = [
      ...kept.filter((index) => index < record.length).map((index) => record[index]!),
      ...record.slice(read.header.length),
    ];
    lines.push(csvLineOf([problems.get(line)!.join('; '), ...values]));
  }
  return `${lines.join('\n')}\n`;
}
