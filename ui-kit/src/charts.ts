// @rollcall/ui-kit/charts: small hand-drawn SVG charts (a line, bars) of a few dozen values, each with its
// table alternative, and a compact bar for a row of a table. Not shared on its own: the screens that draw
// charts bundle it, and it imports the basics and the Table from the shared entries.
export type { ChartPoint, ChartProps } from './charts/chartProps';
export { LineChart } from './charts/LineChart';
export { BarChart } from './charts/BarChart';
export { InlineBar, type InlineBarProps } from './charts/InlineBar';
