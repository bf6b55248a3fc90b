import type { ChartProps } from './chartProps';
import { ChartFigure } from './ChartFigure';
import type { ChartGeometry } from './geometry';
import { runsWithValues } from './scale';
import styles from './charts.module.css';

function Line({ points, geometry }: Pick<ChartProps, 'points'> & { geometry: ChartGeometry }) {
  const runs = runsWithValues(points, (point) => point.value !== null);
  return (
    <g className={styles.marks}>
      {runs.map((run) => (
        <path
          key={run[0]!.index}
          className={styles.line}
          d={run.map(({ point, index }, at) => `${at ? 'L' : 'M'}${geometry.x(index)},${geometry.y(point.value!)}`).join('')}
        />
      ))}
      {runs.flat().map(({ point, index }) => (
        <circle key={index} className={styles.dot} cx={geometry.x(index)} cy={geometry.y(point.value!)} r={2.5} />
      ))}
    </g>
  );
}

/** Values over time as a line with a dot per value; a point with no value breaks the line. */
export function LineChart(props: ChartProps) {
  return <ChartFigure {...props} layout="edges" marks={(geometry) => <Line points={props.points} geometry={geometry} />} />;
}
