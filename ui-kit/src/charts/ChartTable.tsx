import { useId, useMemo, useState } from 'react';
import { Button, useKitTexts } from '@rollcall/ui-kit';
import { Table, type TableColumn } from '@rollcall/ui-kit/pages';
import type { ChartPoint, ChartProps } from './chartProps';
import styles from './charts.module.css';

type ChartTableProps = Pick<ChartProps, 'title' | 'points' | 'headers'> & { format: (value: number) => string };

/** Shown in the table for a point with no value. */
export const NO_VALUE = '—';

/** A chart's values as a table, for reading exact numbers: hidden until its toggle opens it. */
export function ChartTable({ title, points, format, headers }: ChartTableProps) {
  const [open, setOpen] = useState(false);
  const t = useKitTexts();
  const tableId = useId();
  const columns = useMemo<TableColumn<ChartPoint>[]>(
    () => [
      { key: 'label', header: headers.label, cell: (point) => point.label, rowHeader: true },
      {
        key: 'value',
        header: headers.value,
        cell: (point) => (point.value === null ? NO_VALUE : format(point.value)),
        align: 'end',
      },
      ...(headers.detail
        ? [{ key: 'detail', header: headers.detail, cell: (point: ChartPoint) => point.detail ?? '', align: 'end' as const }]
        : []),
    ],
    [headers, format],
  );
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={tableId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? t('chart.hideTable') : t('chart.showTable')}
      </Button>
      <div id={tableId} hidden={!open}>
        {open ? (
          <Table caption={title} columns={columns} rows={points} rowKey={(point) => point.label} empty={NO_VALUE} fitsAPhone />
        ) : null}
      </div>
    </>
  );
}
