import type { ReactNode } from 'react';
import type { ChartProps } from './chartProps';
import { ChartAxes } from './ChartAxes';
import { ChartTable } from './ChartTable';
import { chartSummary } from './chartSummary';
import { type ChartGeometry, chartGeometry, VIEW } from './geometry';
import styles from './charts.module.css';

interface ChartFigureProps extends ChartProps {
  layout: 'edges' | 'bands';
  /** The marks of the values (a line, bars), drawn between the axes. */
  marks: (geometry: ChartGeometry, format: (value: number) => string) => ReactNode;
}

/**
 * A chart as one image named by a summary of its values (for a screen reader), as wide as its box, with its
 * table alternative under it for the exact numbers.
 */
export function ChartFigure({
  title,
  points,
  max = 100,
  format = String,
  formatTick = format,
  reference,
  headers,
  summary,
  layout,
  marks,
}: ChartFigureProps) {
  const geometry = chartGeometry(points.length, max, layout);
  return (
    <figure className={styles.figure}>
      <svg
        role="img"
        aria-label={summary ?? chartSummary(title, points, format, reference)}
        viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
        className={styles.svg}
      >
        <ChartAxes geometry={geometry} points={points} max={max} format={formatTick} reference={reference} />
        {marks(geometry, format)}
      </svg>
      <ChartTable title={title} points={points} format={format} headers={headers} />
    </figure>
  );
}
