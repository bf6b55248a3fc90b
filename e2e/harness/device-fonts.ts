import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The Devanagari and Tamil fonts a phone has of its own, for a page that names them but is drawn on this machine,
 * whose Chromium has none (a mail, which brings no font): the Noto faces the screens use (ui-kit's indic-fonts.css),
 * each file given inline.
 */
export async function phoneIndicFonts(): Promise<string> {
  const stylesheet = path.resolve(__dirname, '../../ui-kit/src/indic-fonts.css');
  const css = await readFile(stylesheet, 'utf8');
  const files = [...css.matchAll(/url\("(@fontsource\/[^"]+)"\)/g)].map((match) => match[1]!);
  let inlined = css;
  for (const file of new Set(files)) {
    const bytes = await readFile(require.resolve(file, { paths: [path.dirname(stylesheet)] }));
    inlined = inlined.replaceAll(`url("${file}")`, `url("data:font/woff2;base64,${bytes.toString('base64')}")`);
  }
  return inlined;
}
