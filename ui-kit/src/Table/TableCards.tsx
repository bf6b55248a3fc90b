import { memo, type ReactNode, useId } from 'react';
import type { TableColumn, TableProps } from './Table';
import styles from './TableCards.module.css';

/** The table's own props, rows given in the order the table would show them. */
type TableCardsProps<Row> = Pick<TableProps<Row>, 'caption' | 'columns' | 'rows' | 'rowKey' | 'actions' | 'empty'>;

interface CardProps<Row> {
  row: Row;
  columns: readonly TableColumn<Row>[];
  actions?: (row: Row) => ReactNode;
}

function Card<R>({ row, columns, actions }: CardProps<R>) {
  const title = columns.find((column) => column.rowHeader) ?? columns[0];
  const details = columns.filter((column) => column !== title);
  const buttons = actions?.(row);
  return (
    <li className={styles.card}>
      {title ? <p className={styles.title}>{title.cell(row)}</p> : null}
      {details.length > 0 ? (
        <dl className={styles.details}>
          {details.map((column) => (
            <div key={column.key} className={styles.detail}>
              <dt>{column.header}</dt>
              <dd>{column.cell(row)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {buttons ? <div className={styles.actions}>{buttons}</div> : null}
    </li>
  );
}

/** One card; it renders again only when its row, the columns or the actions change. */
const TableCard = memo(Card) as typeof Card;

/**
 * A table's rows on a phone: one card each, the row's name on top, every other column as a label and its value,
 * and the row's buttons wrapped below them, so nothing of a row is out of view sideways.
 */
export function TableCards<Row>({ caption, columns, rows, rowKey, actions, empty }: TableCardsProps<Row>) {
  const captionId = useId();
  return (
    <section className={styles.frame} aria-labelledby={captionId}>
      <p id={captionId} className={styles.caption}>
        {caption}
      </p>
      {rows.length > 0 ? (
        <ul className={styles.cards}>
          {rows.map((row) => (
            <TableCard key={rowKey(row)} row={row} columns={columns} actions={actions} />
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>{empty}</div>
      )}
    </section>
  );
}
