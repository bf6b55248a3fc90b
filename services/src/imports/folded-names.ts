/** A name as an import compares it: Unicode forms made one, spaces at the ends dropped, runs of spaces made one, case ignored. */
export const foldedName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The rows grouped by their folded name: a group of more than one is a name a file cannot tell apart. */
export function byFoldedName<Row extends { name: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = foldedName(row.name);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}
