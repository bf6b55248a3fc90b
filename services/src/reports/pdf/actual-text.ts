import PDFDocument from 'pdfkit';
import { writtenText } from './drawing-order';
import { drawnOutOfOrder } from './script-runs';

/** PDFKit's document as drawn on: `_fragment` draws one run of text in one font, between BT and ET. */
interface DrawingDocument {
  _fragment(text: string, x: number, y: number, options: object): void;
  addContent(data: string): DrawingDocument;
  markContent(tag: 'Span', options: { actual: string }): DrawingDocument;
  endMarkedContent(): DrawingDocument;
}

let marked = false;

/**
 * Makes Indic, Arabic and Hebrew text read back as it was written. Shaping draws a vowel sign before its consonant
 * (अनिका shows ि before न) and a reph after the syllable (शर्मा), lays Arabic and Hebrew out right to left, and
 * Arabic letters that differ only by their dots share one drawn shape (ر and ز); each glyph maps back to one set of
 * characters, so a reader that copies, searches or extracts the page would get them in drawn order, or the wrong
 * letter. Each such run is wrapped in a marked-content span whose ActualText is the run as written. The span sits
 * inside the run's BT … ET, under the same transform as its glyphs, because PDF readers place the ActualText
 * with the transform current at its end. It is set on PDFKit's own document, which pdfmake's extends, so that the
 * files drawn with either carry it.
 */
export function markAsWritten(): void {
  if (marked) return;
  marked = true;
  const prototype = PDFDocument.prototype as unknown as DrawingDocument;
  const drawFragment = prototype._fragment;
  prototype._fragment = function (this: DrawingDocument, text, x, y, options) {
    if (!drawnOutOfOrder(text)) return drawFragment.call(this, text, x, y, options);
    const addContent = this.addContent;
    this.addContent = function (this: DrawingDocument, data: string) {
      if (data === 'BT') this.markContent('Span', { actual: writtenText(text) });
      addContent.call(this, data);
      if (data === 'ET') this.endMarkedContent();
      return this;
    };
    try {
      drawFragment.call(this, text, x, y, options);
    } finally {
      this.addContent = addContent;
    }
  };
}
