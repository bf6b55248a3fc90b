// The parts of pdfmake's server build its typings leave out: its in-memory files and the PDFKit document it draws on.

declare module 'pdfmake/js/virtual-fs' {
  const virtualfs: { writeFileSync(name: string, content: Buffer): void };
  export default virtualfs;
}

declare module 'pdfmake/js/PDFDocument' {
  /** PDFKit's document as pdfmake extends it; `_fragment` draws one run of text in one font, between BT and ET. */
  export interface DrawingDocument {
    _fragment(text: string, x: number, y: number, options: object): void;
    addContent(data: string): DrawingDocument;
    markContent(tag: 'Span', options: { actual: string }): DrawingDocument;
    endMarkedContent(): DrawingDocument;
  }
  const PDFDocument: { prototype: DrawingDocument };
  export default PDFDocument;
}
