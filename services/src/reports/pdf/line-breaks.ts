import { scriptRuns } from './script-runs';
import type { TextWidth } from './text-width';

/** Where a text is set: the width it may take, its size and weight, and how to measure it. */
export interface TextBox {
  width: number;
  size: number;
  bold: boolean;
  measure: TextWidth;
}

/** Room kept at the end of each line, so that pdfmake, measuring the same glyphs, never breaks it again. */
const SLACK = 1;

/**
 * The text cut at its spaces into lines that fit the box, in the order written. A right-to-left paragraph must be cut
 * before its runs are put in drawing order: pdfmake would otherwise fill the first line with the end of the name.
 */
export function lineBreaks(text: string, box: TextBox): string[] {
  if (box.measure(scriptRuns(text), box.size, box.bold) <= box.width - SLACK) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const longer = line === '' ? word : `${line} ${word}`;
    if (line !== '' && box.measure(scriptRuns(longer), box.size, box.bold) > box.width - SLACK) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  lines.push(line);
  return lines;
}
