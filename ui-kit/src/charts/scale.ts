/** Maps a value of [domainStart, domainEnd] linearly onto [rangeStart, rangeEnd] (an SVG axis runs downwards). */
export function linearScale([domainStart, domainEnd]: [number, number], [rangeStart, rangeEnd]: [number, number]) {
  const span = domainEnd - domainStart || 1;
  return (value: number) => rangeStart + ((value - domainStart) / span) * (rangeEnd - rangeStart);
}

/** `count` + 1 evenly spaced values from 0 to max, for the labelled lines of a value axis. */
export function valueTicks(max: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, index) => (max * index) / count);
}

/**
 * The indexes of at most `count` of `length` points to label along the category axis, evenly spread, the first
 * and the last always among them, so the labels never crowd on a phone.
 */
export function labelledIndexes(length: number, count: number): number[] {
  if (length <= count) return Array.from({ length }, (_, index) => index);
  if (count <= 1) return [length - 1];
  const step = (length - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => Math.round(index * step));
}

/** The runs of consecutive points that have a value: a line is drawn through each, with a gap between them. */
export function runsWithValues<Point>(
  points: readonly Point[],
  hasValue: (point: Point) => boolean,
): Array<Array<{ point: Point; index: number }>> {
  const runs: Array<Array<{ point: Point; index: number }>> = [];
  let run: Array<{ point: Point; index: number }> = [];
  points.forEach((point, index) => {
    if (hasValue(point)) {
      run.push({ point, index });
      return;
    }
    if (run.length) runs.push(run);
    run = [];
  });
  if (run.length) runs.push(run);
  return runs;
}
