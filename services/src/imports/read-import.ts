import type { Readable } from 'node:stream';
import { IMPORT_ROWS_MAX, type ImportColumn, issueMessages, messages, peopleMessages } from '@rollcall/contracts';
import { CsvError, parse } from 'csv-parse';
import type { z } from 'zod';
import { UnreadableFile, utf8Text } from './csv-text';
import { matchHeader } from './header-columns';

export interface ImportSpec<Row> {
  /** The columns a file may name, each by its name or an alias, in any order. */
  columns: readonly ImportColumn[];
  /** What a file is told when its first line leaves out a required column. */
  missingColumns: string;
  /** Checks one line, given as { column: value } by the columns' names; a column the file left out is undefined. */
  schema: z.ZodType<Row>;
}

export interface ImportLine<Row> {
  /** The line of the file the row starts on; the header is line 1. */
  line: number;
  row: Row;
}

/** A problem of one line; line 0 is the whole file's (empty, wrong header, too many rows). */
export interface LineError {
  line: number;
  message: string;
}

export interface ReadImport<Row> {
  /** The lines that passed their own checks. */
  lines: ImportLine<Row>[];
  errors: LineError[];
  /** Set when the file is not UTF-8 text at all: then it is refused whole, preview or not, and nothing else is said. */
  unreadable?: LineError;
  /** The first line as written, and every other line's values by line: what a file of the bad lines repeats. */
  header: string[];
  records: Map<number, string[]>;
  /** Set when a line is not CSV: the lines after it were not read. */
  malformed?: boolean;
}

/** A stop for the whole file: no line-by-line errors go with it. */
const fileProblem = <Row>(message: string): ReadImport<Row> => ({
  lines: [],
  errors: [{ line: 0, message }],
  header: [],
  records: new Map(),
});

/** Every problem as the admin reads it, "Line 7: Please enter a valid email address", in the order of the file. */
export const errorTexts = (errors: LineError[]): string[] =>
  [...errors].sort((a, b) => a.line - b.line).map(({ line, message }) => (line ? messages.csvLine(line, message) : message));

/**
 * Reads an import's CSV as it streams in: a BOM and CRLF or LF line ends are fine, empty lines are skipped,
 * and each line is checked on its own as it comes, never the bytes held whole; the values of each line are kept
 * for the file of bad lines. A quote inside an unquoted value is part of it (O"Brien). Nothing of the file goes
 * into an error that could be logged.
 */
export async function readImport<Row>(
  body: Readable,
  { columns, missingColumns, schema }: ImportSpec<Row>,
): Promise<ReadImport<Row>> {
  const text = body.pipe(utf8Text());
  const parser = text.pipe(
    parse({
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n'],
    }),
  );
  body.on('error', (error) => text.destroy(error));
  text.on('error', (error) => parser.destroy(error));
  let header: string[] | null = null;
  let names: (string | null)[] = [];
  let rowCount = 0;
  const lines: ImportLine<Row>[] = [];
  const errors: LineError[] = [];
  const records = new Map<number, string[]>();
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // A quoted value may span lines: the row starts where its first value does.
      const line = info.lines - record.join('').split('\n').length + 1;
      if (!header) {
        header = record.map((name) => name.trim());
        const matched = matchHeader(header, columns, missingColumns);
        if (!matched.ok) return fileProblem(matched.message);
        names = matched.names;
        continue;
      }
      if (++rowCount > IMPORT_ROWS_MAX) continue;
      records.set(line, record);
      if (record.length !== header.length) {
        errors.push({ line, message: peopleMessages.csvColumnCount(record.length, header.length) });
        continue;
      }
      const values: Record<string, string> = {};
      names.forEach((name, index) => {
        if (name) values[name] = record[index]!;
      });
      const checked = schema.safeParse(values);
      if (checked.success) lines.push({ line, row: checked.data });
      else for (const message of issueMessages(checked.error)) errors.push({ line, message });
    }
  } catch (error) {
    if (error instanceof UnreadableFile)
      return { lines: [], errors: [], unreadable: { line: error.line, message: error.reason }, header: [], records: new Map() };
    // The parser's own errors quote the file in their message: only their line is kept.
    if (error instanceof CsvError)
      return {
        lines,
        errors: [...errors, { line: typeof error.lines === 'number' ? error.lines : 1, message: peopleMessages.csvMalformed }],
        header: header ?? [],
        records,
        malformed: true,
      };
    throw error;
  }
  if (rowCount === 0) return fileProblem(messages.csvEmpty);
  if (rowCount > IMPORT_ROWS_MAX) return fileProblem(messages.csvTooManyRows(IMPORT_ROWS_MAX));
  return { lines, errors, header: header ?? [], records };
}

/** "This email is also on line 3" for each line whose key an earlier line of the file already has. */
export function repeatedWithinFile<Row>(
  lines: ImportLine<Row>[],
  keyOf: (row: Row) => string,
  message: (row: Row, firstLine: number) => string,
): LineError[] {
  const firstLine = new Map<string, number>();
  const repeated: LineError[] = [];
  for (const { line, row } of lines) {
    const key = keyOf(row);
    const first = firstLine.get(key);
    if (first === undefined) firstLine.set(key, line);
    else repeated.push({ line, message: message(row, first) });
  }
  return repeated;
}
