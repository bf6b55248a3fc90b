/**
 * Hindi and Tamil on any device: the browser draws them with the Noto faces the frontends serve (this machine has no
 * Indic system font), fetches a face only for text in its script, and an English page fetches none.
 */
import { languageNames } from '@rollcall/contracts';
import { visit, type Visit } from '../harness/browser';
import { drawnFonts, faceLoaded } from '../harness/drawn-fonts';
import { seen } from '../harness/page-checks';
import { chromiumForThisFile } from '../harness/suite';

const browser = chromiumForThisFile();

const fontFiles = (person: Visit) =>
  person.requests.map((request) => request.url()).filter((url) => /\.woff2?$/.test(new URL(url).pathname));

describe('Indic fonts', () => {
  let person: Visit;
  beforeEach(async () => {
    person = await visit(browser());
  });
  afterEach(async () => person?.close());

  test('the login page draws the language names in Devanagari and Tamil, and a page in Hindi reads in Devanagari', async () => {
    const { page } = person;
    await page.goto('/login');
    const hindi = page.getByRole('button', { name: languageNames.hi, exact: true });
    const tamil = page.getByRole('button', { name: languageNames.ta, exact: true });
    await seen(hindi);
    await faceLoaded(page, 'Noto Sans Devanagari', '400');
    await faceLoaded(page, 'Noto Sans Tamil', '400');
    expect(Object.keys(await drawnFonts(hindi))).toEqual(['Noto Sans Devanagari*']);
    expect(Object.keys(await drawnFonts(tamil))).toEqual(['Noto Sans Tamil*']);
    // Only the two scripts' faces: the Latin text is drawn by the device's own fonts.
    expect(fontFiles(person).every((url) => /-(devanagari|tamil)-400-normal\./.test(url))).toBe(true);

    await hindi.click();
    const heading = page.getByRole('heading', { name: 'साइन इन करें' });
    await seen(heading);
    await faceLoaded(page, 'Noto Sans Devanagari', '600');
    // The device's own font draws the two spaces between the words, and nothing else.
    const others = Object.entries(await drawnFonts(heading)).filter(([font]) => !font.startsWith('Noto Sans Devanagari'));
    expect(others.reduce((glyphs, [, count]) => glyphs + count, 0)).toBeLessThanOrEqual(2);
    expect(person.pageErrors).toEqual([]);
  });

  test('an English page fetches no font, not even for its prices in rupees', async () => {
    const { page } = person;
    await page.goto('/');
    await seen(page.getByText(/₹/).first());
    await page.evaluate(() => document.fonts.ready);
    expect(fontFiles(person)).toEqual([]);
  });
});
