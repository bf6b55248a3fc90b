import { memo, type ReactNode } from 'react';
import { cx } from '@rollcall/ui-kit';
import type { TableColumn } from './Table';
import styles from './Table.module.css';

const cellClass = <R,>(column: TableColumn<R>) => cx(styles[column.align ?? 'start'], column.breakAnywhere && styles.anywhere);

interface TableRowProps<Row> {
  row: Row;
  columns: readonly TableColumn<Row>[];
  actions?: (row: Row) => ReactNode;
}

function Row<R>({ row, columns, actions }: TableRowProps<R>) {
  return (
    <tr className={styles.row}>
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.key} scope="row" className={cellClass(column)}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.key} className={cellClass(column)}>
            {column.cell(row)}
          </td>
        ),
      )}
      {actions ? (
        <td className={styles.actions}>
          <div className={styles.actionsRow}>{actions(row)}</div>
        </td>
      ) : null}
    </tr>
  );
}

/** One row; it renders again only when its row, the columns or the actions change (not when the table re-sorts). */
export const TableRow = memo(Row) as typeof Row;
