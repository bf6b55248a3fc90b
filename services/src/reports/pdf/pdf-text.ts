import type { Content } from 'pdfmake/interfaces';
import { drawingOrder } from './drawing-order';
import { fontOf } from './report-fonts';

/**
 * A text as pdfmake sets it: each run of one script in that script's font, in the order drawn; Latin alone stays a
 * plain string. What no font draws is left out or stands as a placeholder.
 */
export function pdfText(text: string): Content {
  const runs = drawingOrder(text);
  if (runs.every((run) => run.script === 'latin')) return runs.map((run) => run.text).join('');
  return runs.map((run) => ({ text: run.text, font: fontOf(run.script) }));
}
