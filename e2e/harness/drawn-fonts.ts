import type { Locator, Page } from 'playwright-core';

/**
 * The fonts the browser drew an element's text with and how many glyphs each drew, as Chromium reports them (`*` after
 * a web font's name), e.g. `{ 'Noto Sans Devanagari*': 6 }`: whether a script really shows, where a font lacking it
 * would draw empty boxes.
 */
export async function drawnFonts(element: Locator): Promise<Record<string, number>> {
  const page = element.page();
  const marker = `drawn-fonts-${Date.now()}`;
  await element.evaluate((node, name) => node.setAttribute('data-drawn-fonts', name), marker);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-drawn-fonts="${marker}"]` });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return Object.fromEntries(fonts.map((font) => [`${font.familyName}${font.isCustomFont ? '*' : ''}`, font.glyphCount]));
  } finally {
    await element.evaluate((node) => node.removeAttribute('data-drawn-fonts'));
    await cdp.detach();
  }
}

/**
 * Waits until the page itself has loaded a face of `family` at `weight` (without asking for one): a face is fetched
 * only once text needs it, and `document.fonts.ready` may resolve before that.
 */
export async function faceLoaded(page: Page, family: string, weight: string): Promise<void> {
  await page.waitForFunction(
    ([name, wanted]) =>
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === name && face.weight === wanted && face.status === 'loaded',
      ),
    [family, weight] as const,
  );
}
