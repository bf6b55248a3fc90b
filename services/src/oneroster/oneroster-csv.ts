import { isUtf8 } from 'node:buffer';
import { ONEROSTER_LINES_MAX, oneRosterMessages } from '@rollcall/contracts';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';

/** One line of a file: its number (the header is line 1) and its values by column. */
export interface RosterLine {
  line: number;
  values: Record<string, string>;
}

export interface RosterTable {
  file: string;
  lines: RosterLine[];
}

/** How a file is read: the columns it must have, and every column OneRoster names for it. */
export interface TableSpec {
  required: readonly string[];
  known: readonly string[];
}

/**
 * Reads one CSV file of the zip: UTF-8 (a BOM is fine), its first line naming the columns in any order. Answers the
 * problems of the whole file instead when it has any: not text, not CSV, a required column missing, a column
 * OneRoster does not name (extensions start with `metadata.`), too many lines. Values are trimmed.
 */
export function readRosterCsv(file: string, bytes: Buffer, spec: TableSpec): RosterTable | string[] {
  if (!isUtf8(bytes) || bytes.includes(0)) return [oneRosterMessages.notUtf8(file)];
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(bytes, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) return [oneRosterMessages.notCsv(file, typeof error.lines === 'number' ? error.lines : 1)];
    throw error;
  }
  if (records.length - 1 > ONEROSTER_LINES_MAX) return [oneRosterMessages.tooManyLines(file, ONEROSTER_LINES_MAX)];
  const header = (records[0]?.record ?? []).map((name) => name.trim());
  const problems = [
    ...spec.required.filter((column) => !header.includes(column)).map((column) => oneRosterMessages.columnMissing(file, column)),
    ...header
      .filter((column) => column && !spec.known.includes(column) && !column.startsWith('metadata.'))
      .map((column) => oneRosterMessages.columnUnknown(file, column)),
  ];
  if (problems.length > 0) return problems;
  const lines = records.slice(1).map(({ record, info }) => {
    const values: Record<string, string> = {};
    header.forEach((column, index) => {
      if (column) values[column] = (record[index] ?? '').trim();
    });
    // A quoted value may span lines: the row starts where its first value does.
    return { line: info.lines - record.join('').split('\n').length + 1, values };
  });
  return { file, lines };
}
