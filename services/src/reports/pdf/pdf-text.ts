import type { Content } from 'pdfmake/interfaces';
import { directionOf, drawingOrder, hasRightToLeft } from './drawing-order';
import { lineBreaks, type TextBox } from './line-breaks';
import { fontOf } from './report-fonts';
import type { ScriptRun } from './script-runs';

const LINE_BREAK: ScriptRun = { text: '\n', script: 'latin' };

/**
 * A text as pdfmake sets it: each run of one script in that script's font, in the order drawn; Latin alone stays a
 * plain string. What no font draws is left out or stands as a placeholder. Right-to-left text that may not fit its
 * box on one line is cut into lines here.
 */
export function pdfText(text: string, box?: TextBox): Content {
  let runs: ScriptRun[];
  if (box && hasRightToLeft(text)) {
    const direction = directionOf(text);
    runs = lineBreaks(text, box).flatMap((line, index) => [...(index > 0 ? [LINE_BREAK] : []), ...drawingOrder(line, direction)]);
  } else runs = drawingOrder(text);
  if (runs.every((run) => run.script === 'latin')) return runs.map((run) => run.text).join('');
  return runs.map((run) => ({ text: run.text, font: fontOf(run.script) }));
}
