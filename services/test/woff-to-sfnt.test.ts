import { readFileSync } from 'node:fs';
import { create } from 'fontkit';
import { woffToSfnt } from '../src/reports/pdf/woff-to-sfnt';

const woffOf = (file: string) => readFileSync(require.resolve(file));

/** What fontkit tells of a font beyond the typings the report needs. */
interface OpenedFont {
  postscriptName: string;
  numGlyphs: number;
  layout(text: string): { advanceWidth: number; glyphs: { id: number }[] };
}
const open = (file: Buffer) => create(file) as unknown as OpenedFont;

describe('a WOFF font unwrapped', () => {
  it.each([
    ['@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff', 'Asha Rao 87.5%'],
    ['@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff', 'क्षितिज त्रिपाठी'],
    ['@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff', 'கார்த்திகேயன்'],
  ])('is the same font as an OpenType file: %s', (file, text) => {
    const woff = woffOf(file);
    const sfnt = woffToSfnt(woff);

    expect(sfnt.readUInt32BE(0)).not.toBe(0x774f4646);
    const [fromWoff, fromSfnt] = [open(woff), open(sfnt)];
    expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName);
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    // Shaped alike: the same glyphs, conjuncts and vowel signs included, and the same width.
    const [shapedWoff, shapedSfnt] = [fromWoff.layout(text), fromSfnt.layout(text)];
    expect(shapedSfnt.glyphs.map((glyph) => glyph.id)).toEqual(shapedWoff.glyphs.map((glyph) => glyph.id));
    expect(shapedSfnt.advanceWidth).toBe(shapedWoff.advanceWidth);
  });

  it('leaves a file that is not WOFF as it is', () => {
    const sfnt = woffToSfnt(woffOf('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'));
    expect(woffToSfnt(sfnt)).toBe(sfnt);
  });
});
