export interface ChartPoint {
  /** Names the point on the category axis and in the table ('12 Jan'). */
  label: string;
  /** null: nothing was measured then; drawn as a gap, never as zero. */
  value: number | null;
  /** More of the point for the table ('41 of 50'). */
  detail?: string;
}

export interface ChartProps {
  /** Names the chart: the start of its accessible name and its table's caption. */
  title: string;
  points: readonly ChartPoint[];
  /** The top of the value axis; 100 unless told (percentages). */
  max?: number;
  /** A value as the ticks, the table and the summary show it; String unless told ('82.5%'). */
  format?: (value: number) => string;
  /** A value-axis tick as it is labelled ('50%'); `format` unless told. */
  formatTick?: (value: number) => string;
  /** A level drawn across as a dashed line with its label ('Threshold 75%'). */
  reference?: { value: number; label: string };
  /** The headers of the table alternative: of the points' labels, values and (with details) details. */
  headers: { label: string; value: string; detail?: string };
  /** Says in one sentence what the chart shows; a summary of the values unless told. */
  summary?: string;
}
