// The part of fontkit (pdfkit's font engine) the report measures text with; fontkit ships no typings.

declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    /** The text shaped: its glyphs' advances, in font units. */
    layout(text: string): { advanceWidth: number };
  }
  export function create(buffer: Buffer): Font;
}
