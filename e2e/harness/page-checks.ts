import type { Locator, Page } from 'playwright-core';

/** Generous: a 2-core CI machine shared with other jobs. */
export const SEEN_WITHIN_MS = 15_000;

/** Waits until the element is visible. */
export async function seen(locator: Locator, timeout = SEEN_WITHIN_MS): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until the element is gone or hidden. */
export async function gone(locator: Locator, timeout = SEEN_WITHIN_MS): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

/** Waits until the element's box is inside the window (scrolled to by an anchor, say). */
export async function scrolledIntoView(locator: Locator, timeout = SEEN_WITHIN_MS): Promise<void> {
  const element = await locator.elementHandle({ timeout });
  await locator.page().waitForFunction(
    (node) => {
      const box = (node as Element).getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
    },
    element,
    { timeout },
  );
}

/** Waits until the address bar shows this path (and query), e.g. '/login'. */
export async function at(page: Page, pathAndQuery: string, timeout = SEEN_WITHIN_MS): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === pathAndQuery, { timeout });
}

/** The visible text of the element, whitespace collapsed. */
export async function textOf(locator: Locator): Promise<string> {
  // innerText, not textContent: the text as shown, without hidden nodes and with line breaks where the layout puts them.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is asserted
  return ((await locator.innerText()) ?? '').replace(/\s+/g, ' ').trim();
}

/** How far the page is wider than a phone's screen (0 when it fits): a page that scrolls sideways on a phone is broken. */
export async function sidewaysOverflowOnPhone(page: Page, phone: { width: number; height: number }): Promise<number> {
  const before = page.viewportSize();
  await page.setViewportSize(phone);
  // Measured two frames after the resize: a layout chosen by a media query in script (the admin's side menu, open
  // beside the page on a desktop) re-renders on the query's change event, before the next frame is drawn.
  const overflow = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth)),
        ),
      ),
  );
  if (before) await page.setViewportSize(before);
  return overflow;
}
