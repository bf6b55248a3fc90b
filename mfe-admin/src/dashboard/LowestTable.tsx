import { Link } from 'react-router-dom';
import { useMountPath } from '@rollcall/federation/mount-path';
import { ListEmpty, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { lowestFirst } from './summaryColumns';
import styles from './DashboardPage.module.css';
import { useDashboardTexts } from './useDashboardTexts';

interface LowestTableProps<Row> {
  rows: readonly Row[];
  /** How many there are in all, of which `rows` are the lowest. */
  count: number;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The caption when every one is listed. */
  caption: string;
  /** The caption when only the lowest are: 'The 20 lowest of 500 classes'. */
  lowestCaption: (listed: number, count: number) => string;
  /** The link to the page that holds them all, shown when only the lowest are listed. */
  everyOne: { text: string; to: string };
}

/** A summary table of the lowest first; when it lists only some, its caption says so and a link leads to them all. */
export function LowestTable<Row>({ rows, count, columns, rowKey, caption, lowestCaption, everyOne }: LowestTableProps<Row>) {
  const texts = useDashboardTexts();
  const mountPath = useMountPath();
  const partial = rows.length < count;
  return (
    <div className={styles.section}>
      <Table
        caption={partial ? lowestCaption(rows.length, count) : caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        empty={<ListEmpty title={texts.noClasses} />}
        initialSort={lowestFirst}
      />
      {partial ? (
        <Link className={styles.wholeLink} to={`${mountPath}/${everyOne.to}`}>
          {everyOne.text}
        </Link>
      ) : null}
    </div>
  );
}
