import { useMemo, useRef, useState } from 'react';
import type { SortDirection, TableProps } from '../types';
import { SortHeader } from './SortHeader';
import { TableRow } from './TableRow';
import { sortRows } from './sortRows';
import { useScrollsItself } from './useScrollsItself';
import styles from './Table.module.css';

type Sort = { key: string; direction: SortDirection } | null;

/**
 * A data table: a real <table> named by its caption, headers that stay in view while it scrolls, columns
 * sorted by their header buttons (announced with aria-sort), actions per row, and `empty` when there are
 * no rows. Rows are memoised, so sorting 500 of them only reorders them.
 */
export function Table<Row>({ caption, columns, rows, rowKey, actions, empty, initialSort }: TableProps<Row>) {
  const [sort, setSort] = useState<Sort>(initialSort ?? null);
  const sortColumn = sort ? columns.find((column) => column.key === sort.key) : undefined;

  const shown = useMemo(
    () => (sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows),
    [rows, sort, sortColumn],
  );

  const sortBy = (key: string) =>
    setSort((current) => ({
      key,
      direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  const columnCount = columns.length + (actions ? 1 : 0);
  const frame = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsItself(frame);
  const scrollable = scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {};

  return (
    <div ref={frame} className={styles.frame} {...scrollable}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                  className={styles[column.align ?? 'start']}
                >
                  {column.sortValue ? (
                    <SortHeader label={column.header} direction={direction} onSort={() => sortBy(column.key)} />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {actions ? (
              <th scope="col" className={styles.actions}>
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {shown.length > 0 ? (
            shown.map((row) => <TableRow key={rowKey(row)} row={row} columns={columns} actions={actions} />)
          ) : (
            <tr>
              <td colSpan={columnCount}>{empty}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
