import { BAD_LINES_ERROR_COLUMN, type ImportColumn, importHeaderKey, peopleMessages } from '@rollcall/contracts';

/** What a file's first line names: each column's name in the import (null for a column read as nothing), or why it cannot be read. */
export type HeaderMatch = { ok: true; names: (string | null)[] } | { ok: false; message: string };

const ignoredKey = importHeaderKey(BAD_LINES_ERROR_COLUMN);

/**
 * Matches a first line against an import's columns by their names and aliases, whatever their order, case and
 * spacing. A column without a header or the bad-lines file's error column is read as nothing; a header that is
 * no column, or two headers of one column, stop the file, and so does a required column left out (`missing`).
 */
export function matchHeader(header: readonly string[], columns: readonly ImportColumn[], missing: string): HeaderMatch {
  const byKey = new Map<string, ImportColumn>();
  for (const column of columns) for (const name of [column.name, ...column.aliases]) byKey.set(importHeaderKey(name), column);
  const seen = new Map<string, string>();
  const names: (string | null)[] = [];
  for (const cell of header) {
    const key = importHeaderKey(cell);
    if (key === '' || key === ignoredKey) {
      names.push(null);
      continue;
    }
    const column = byKey.get(key);
    if (!column)
      return {
        ok: false,
        message: peopleMessages.csvColumnUnknown(
          cell,
          columns.map((c) => c.name),
        ),
      };
    const earlier = seen.get(column.name);
    if (earlier !== undefined) return { ok: false, message: peopleMessages.csvColumnTwice(earlier, cell, column.name) };
    seen.set(column.name, cell);
    names.push(column.name);
  }
  if (columns.some((column) => column.required && !seen.has(column.name))) return { ok: false, message: missing };
  return { ok: true, names };
}
