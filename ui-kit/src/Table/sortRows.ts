export type SortDirection = 'ascending' | 'descending';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The rows ordered by one value of each, numbers as numbers and text as a person sorts it ('Roll 2' before 'Roll 10'); ties keep their order. */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => string | number, direction: SortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: value(row) }));
  keyed.sort((a, b) => {
    const order =
      typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : collator.compare(String(a.key), String(b.key));
    return sign * order;
  });
  return keyed.map(({ row }) => row);
}
