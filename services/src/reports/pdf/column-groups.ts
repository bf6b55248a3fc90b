/** The lecture periods one table shows: columns first … end - 1; the last table also shows the totals. */
export interface ColumnGroup {
  first: number;
  end: number;
  totals: boolean;
}

/**
 * The lecture periods cut into tables that each fit a page's width, as evenly as the widths allow, so that no table
 * is left with one or two periods. Every table repeats the roll number and name; only the last has the totals.
 */
export function columnGroups(count: number, fit: { alone: number; withTotals: number }): ColumnGroup[] {
  if (count <= fit.withTotals) return [{ first: 0, end: count, totals: true }];
  const tables = 1 + Math.ceil((count - fit.withTotals) / fit.alone);
  const last = Math.min(fit.withTotals, Math.ceil(count / tables));
  const before = count - last;
  const each = Math.ceil(before / (tables - 1));
  const groups: ColumnGroup[] = [];
  for (let first = 0; first < before; first += each) groups.push({ first, end: Math.min(first + each, before), totals: false });
  groups.push({ first: before, end: count, totals: true });
  return groups;
}
