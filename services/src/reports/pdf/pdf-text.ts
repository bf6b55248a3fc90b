import type { Content } from 'pdfmake/interfaces';
import { fontOf } from './report-fonts';
import { scriptRuns } from './script-runs';

/** A text as pdfmake sets it: each run of one script in that script's font; Latin alone stays a plain string. */
export function pdfText(text: string): Content {
  const runs = scriptRuns(text);
  if (runs.every((run) => run.script === 'latin')) return text;
  return runs.map((run) => ({ text: run.text, font: fontOf(run.script) }));
}
