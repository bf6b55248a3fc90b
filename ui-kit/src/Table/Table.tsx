import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useKitTexts, useMediaQuery } from '@rollcall/ui-kit';
import { ScrollHint } from './ScrollHint';
import { SortHeader } from './SortHeader';
import { TableCards } from './TableCards';
import { TableRow } from './TableRow';
import { sortRows, type SortDirection } from './sortRows';
import { useScrollsItself } from './useScrollsItself';
import styles from './Table.module.css';

export interface TableColumn<Row> {
  /** Names the column among the others (and in `initialSort`). */
  key: string;
  header: string;
  /** What the cell shows for a row. */
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value of each row. */
  sortValue?: (row: Row) => string | number;
  /** This column names the row (a student's name): its cells are row headers. */
  rowHeader?: boolean;
  /** Numbers read best right-aligned. */
  align?: 'start' | 'end';
  /** Its values are long tokens without spaces (emails): they may break anywhere so the table fits its frame. */
  breakAnywhere?: boolean;
}

export interface TableProps<Row> {
  /** Says what the table lists; shown above it and its accessible name. */
  caption: string;
  /** Keep the same array between renders (a module constant or useMemo): rows re-render only when it changes. */
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Buttons for one row, in a last column headed 'Actions'. Keep it stable, like `columns`. */
  actions?: (row: Row) => ReactNode;
  /** Shown in place of the rows when there are none (a ListEmpty). */
  empty: ReactNode;
  initialSort?: { key: string; direction: SortDirection };
  /** A few narrow columns that fit a phone's width: stays a table there instead of becoming cards. */
  fitsAPhone?: boolean;
}

/** Below this width a table's columns would not fit: each row becomes a card. */
export const TABLE_CARDS_QUERY = '(max-width: 40rem)';

type Sort = { key: string; direction: SortDirection } | null;

/**
 * A data table: a real <table> named by its caption, headers that stay in view while it scrolls, columns
 * sorted by their header buttons (announced with aria-sort), actions per row, and `empty` when there are
 * no rows. Rows are memoised, so sorting 500 of them only reorders them. Its cells and buttons wrap to fit the
 * frame; a table still wider than its frame says so under it. On a phone each row is a card instead.
 */
export function Table<Row>(props: TableProps<Row>) {
  const onAPhone = useMediaQuery(TABLE_CARDS_QUERY);
  return onAPhone && !props.fitsAPhone ? <ShownAsCards {...props} /> : <ShownAsTable {...props} />;
}

/** The rows sorted as the table's header buttons say. */
function useSortedRows<Row>(rows: readonly Row[], columns: readonly TableColumn<Row>[], initialSort: Sort) {
  const [sort, setSort] = useState<Sort>(initialSort);
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
  return { shown, sort, sortBy };
}

function ShownAsCards<Row>({ caption, columns, rows, rowKey, actions, empty, initialSort }: TableProps<Row>) {
  const { shown } = useSortedRows(rows, columns, initialSort ?? null);
  return <TableCards caption={caption} columns={columns} rows={shown} rowKey={rowKey} actions={actions} empty={empty} />;
}

function ShownAsTable<Row>({ caption, columns, rows, rowKey, actions, empty, initialSort }: TableProps<Row>) {
  const t = useKitTexts();
  const { shown, sort, sortBy } = useSortedRows(rows, columns, initialSort ?? null);
  const columnCount = columns.length + (actions ? 1 : 0);
  const frame = useRef<HTMLDivElement>(null);
  const { scrolls, sideways } = useScrollsItself(frame);
  const hintId = useId();
  const scrollable = scrolls
    ? { tabIndex: 0, role: 'region', 'aria-label': caption, 'aria-describedby': sideways ? hintId : undefined }
    : {};

  return (
    <div className={styles.wrapper}>
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
                  {t('table.actions')}
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
      {sideways ? <ScrollHint id={hintId} /> : null}
    </div>
  );
}
