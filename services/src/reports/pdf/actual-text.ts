import PDFDocument, { type DrawingDocument } from 'pdfmake/js/PDFDocument';
import { hasIndic } from './script-runs';

let marked = false;

/**
 * Makes Indic text read back as it was written. Shaping draws a vowel sign before its consonant (अनिका shows ि
 * before न) and a reph after the syllable (शर्मा), and each glyph maps back only to its own characters, so a reader
 * that copies, searches or extracts the page gets them in drawn order. Each such run is wrapped in a marked-content
 * span whose ActualText is the run as written. The span sits inside the run's BT … ET, under the same transform
 * as its glyphs, because readers (poppler) place the ActualText with the transform current at its end.
 */
export function markIndicAsWritten(): void {
  if (marked) return;
  marked = true;
  const drawFragment = PDFDocument.prototype._fragment;
  PDFDocument.prototype._fragment = function (this: DrawingDocument, text, x, y, options) {
    if (!hasIndic(text)) return drawFragment.call(this, text, x, y, options);
    const addContent = this.addContent;
    this.addContent = function (this: DrawingDocument, data: string) {
      if (data === 'BT') this.markContent('Span', { actual: text });
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
