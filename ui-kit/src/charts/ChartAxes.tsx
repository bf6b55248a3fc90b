import type { ChartPoint } from './chartProps';
import type { ChartGeometry } from './geometry';
import { labelledIndexes, valueTicks } from './scale';
import styles from './charts.module.css';

interface ChartAxesProps {
  geometry: ChartGeometry;
  points: readonly ChartPoint[];
  max: number;
  format: (value: number) => string;
  reference?: { value: number; label: string };
}

/** Both axes with a few labelled ticks, and the reference level as a dashed line that names itself. */
export function ChartAxes({ geometry, points, max, format, reference }: ChartAxesProps) {
  const { x, y, left, right, bottom } = geometry;
  return (
    <g className={styles.axes}>
      {valueTicks(max).map((tick) => (
        <g key={tick}>
          <line className={styles.grid} x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          <text className={styles.tick} x={left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {format(tick)}
          </text>
        </g>
      ))}
      {labelledIndexes(points.length, 4).map((index) => (
        <text
          key={index}
          className={styles.tick}
          x={x(index)}
          y={bottom + 16}
          textAnchor={index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle'}
        >
          {points[index]!.label}
        </text>
      ))}
      {reference ? (
        <g>
          <line className={styles.reference} x1={left} x2={right} y1={y(reference.value)} y2={y(reference.value)} />
          <text className={styles.referenceLabel} x={right} y={y(reference.value) - 4} textAnchor="end">
            {reference.label}
          </text>
        </g>
      ) : null}
    </g>
  );
}
