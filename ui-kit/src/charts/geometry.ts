import { linearScale } from './scale';

/** The drawing's own units: the SVG scales to its box, and at a phone's width one unit is about one pixel. */
export const VIEW = { width: 340, height: 180 } as const;
const MARGIN = { top: 14, right: 8, bottom: 24, left: 40 } as const;

export interface ChartGeometry {
  /** The centre of point `index` along the category axis. */
  x: (index: number) => number;
  y: (value: number) => number;
  /** The width given to each point (a bar is narrower). */
  band: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Where `count` points sit between the axes: a line runs from edge to edge ('edges'), bars sit in the middle
 * of equal bands ('bands').
 */
export function chartGeometry(count: number, max: number, layout: 'edges' | 'bands'): ChartGeometry {
  const left = MARGIN.left;
  const right = VIEW.width - MARGIN.right;
  const top = MARGIN.top;
  const bottom = VIEW.height - MARGIN.bottom;
  const band = (right - left) / Math.max(count, 1);
  const x =
    layout === 'bands'
      ? (index: number) => left + band * (index + 0.5)
      : count > 1
        ? linearScale([0, count - 1], [left + 4, right - 4])
        : () => (left + right) / 2;
  return { x, y: linearScale([0, max], [bottom, top]), band, left, right, top, bottom };
}
