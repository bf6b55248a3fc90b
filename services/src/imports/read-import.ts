import type { Readable } from 'node:stream';
import { IMPORT_ROWS_MAX, issueMessages, messages, peopleMessages } from '@rollcall/contracts';
import { CsvError, parse } from 'csv-parse';
import type { z } from 'zod';
import { UnreadableFile, utf8Text } from './csv-text';

export interface ImportSpec<Row> {
  /** The columns the first line must name (in any order). */
  columns: readonly string[];
  /** Checks one line, given as { column: value }. */
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
}

/** A stop for the whole file: no line-by-line errors go with it. */
const fileProblem = <Row>(message: string): ReadImport<Row> => ({ lines: [], errors: [{ line: 0, message }] });

/** Every problem as the admin reads it, "Line 7: Please enter a valid email address", in the order of the file. */
export const errorTexts = (errors: LineError[]): string[] =>
  [...errors].sort((a, b) => a.line - b.line).map(({ line, message }) => (line ? messages.csvLine(line, message) : message));

/**
 * Reads an import's CSV as it streams in: a BOM and CRLF or LF line ends are fine, empty lines are skipped,
 * and each line is checked on its own as it comes, so only the checked rows are kept, never the file. A quote
 * inside an unquoted value is part of it (O"Brien). Nothing of the file goes into an error that could be logged.
 */
export async function readImport<Row>(body: Readable, { columns, schema }: ImportSpec<Row>): Promise<ReadImport<Row>> {
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
  let rowCount = 0;
  const lines: ImportLine<Row>[] = [];
  const errors: LineError[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // A quoted value may span lines: the row starts where its first value does.
      const line = info.lines - record.join('').split('\n').length + 1;
      if (!header) {
        header = record.map((name) => name.trim());
        const names = new Set(header);
        if (header.length !== columns.length || !columns.every((column) => names.has(column)))
          return fileProblem(messages.csvHeader(columns.join(',')));
        continue;
      }
      if (++rowCount > IMPORT_ROWS_MAX) continue;
      if (record.length !== header.length) {
        errors.push({ line, message: peopleMessages.csvColumnCount(record.length, header.length) });
        continue;
      }
      const values = Object.fromEntries(header.map((column, index) => [column, record[index]]));
      const checked = schema.safeParse(values);
      if (checked.success) lines.push({ line, row: checked.data });
      else for (const message of issueMessages(checked.error)) errors.push({ line, message });
    }
  } catch (error) {
    if (error instanceof UnreadableFile)
      return { lines: [], errors: [], unreadable: { line: error.line, message: error.reason } };
    // The parser's own errors quote the file in their message: only their line is kept.
    if (error instanceof CsvError)
      return {
        lines,
        errors: [...errors, { line: typeof error.lines === 'number' ? error.lines : 1, message: peopleMessages.csvMalformed }],
      };
    throw error;
  }
  if (rowCount === 0) return fileProblem(messages.csvEmpty);
  if (rowCount > IMPORT_ROWS_MAX) return fileProblem(messages.csvTooManyRows(IMPORT_ROWS_MAX));
  return { lines, errors };
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
