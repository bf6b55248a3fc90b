import type { ChartProps } from './chartProps';
import { ChartFigure } from './ChartFigure';
import styles from './charts.module.css';

/** Values side by side as bars; a point with no value has no bar (never a bar of zero). */
export function BarChart(props: ChartProps) {
  return (
    <ChartFigure
      {...props}
      layout="bands"
      marks={({ x, y, band }) => (
        <g className={styles.marks}>
          {props.points.map((point, index) =>
            point.value === null ? null : (
              <rect
                key={point.label}
                className={styles.bar}
                x={x(index) - band * 0.35}
                width={band * 0.7}
                y={y(point.value)}
                height={Math.max(y(0) - y(point.value), 0)}
              />
            ),
          )}
        </g>
      )}
    />
  );
}
