import type { Page } from 'playwright-core';

/**
 * What does not fit on the page as it is laid out now, one line each (an empty list when everything fits):
 * - the page wider than the window;
 * - a table wider than the frame it scrolls in, unless that frame is described (aria-describedby) by a hint a
 *   person can see ("Scroll sideways to see every column");
 * - a table wider than the window with no frame of its own;
 * - a row's button or link (in a table row, or in a list item such as a row shown as a card) that sticks out
 *   sideways from the window or from a frame it scrolls in.
 * Only what is shown counts (a closed menu or a hidden panel is left out). Vertical scrolling is a person's
 * ordinary way down a page or a long table, so only sideways is measured.
 */
export async function tablesThatDoNotFit(page: Page): Promise<string[]> {
  // Two frames after now: a layout chosen in script for this width (cards on a phone) has re-rendered.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const problems: string[] = [];
    const windowWidth = document.documentElement.clientWidth;
    const px = (value: number) => `${Math.round(value)} px`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const scrollsSideways = (element: Element) => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(element).overflowX);
    const framesOf = (element: Element) => {
      const frames: Element[] = [];
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrollsSideways(parent)) frames.push(parent);
      }
      return frames;
    };
    const nameOf = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element as HTMLTableElement).caption?.textContent?.trim() ??
      element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 60) ??
      element.tagName;
    const hintOf = (frame: Element) =>
      (frame.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id) : null))
        .find(
          (hint): hint is HTMLElement => hint !== null && shown(hint) && hint.getBoundingClientRect().right <= windowWidth + 1,
        );

    const pageOverflow = document.documentElement.scrollWidth - windowWidth;
    if (pageOverflow > 0) problems.push(`the page is ${px(pageOverflow)} wider than the window`);

    for (const table of Array.from(document.querySelectorAll('table')).filter(shown)) {
      const [frame] = framesOf(table);
      if (!frame) {
        const right = table.getBoundingClientRect().right;
        if (right > windowWidth + 1) problems.push(`table "${nameOf(table)}": ${px(right - windowWidth)} past the window`);
        continue;
      }
      const hidden = frame.scrollWidth - frame.clientWidth;
      if (hidden > 1 && !hintOf(frame))
        problems.push(
          `table "${nameOf(table)}": ${px(frame.scrollWidth)} wide in a ${px(frame.clientWidth)} frame, with no visible hint that it scrolls sideways`,
        );
    }

    const rowActions = document.querySelectorAll('main tr button, main tr a, main li button, main li a');
    for (const action of Array.from(rowActions).filter(shown)) {
      const box = action.getBoundingClientRect();
      const bounds = [{ left: 0, right: windowWidth, what: 'the window' }];
      for (const frame of framesOf(action)) {
        const frameBox = frame.getBoundingClientRect();
        bounds.push({ left: frameBox.left, right: frameBox.left + frame.clientWidth, what: `its frame "${nameOf(frame)}"` });
      }
      for (const bound of bounds) {
        if (box.left < bound.left - 1 || box.right > bound.right + 1) {
          const name = action.getAttribute('aria-label') ?? action.textContent?.trim() ?? action.tagName;
          problems.push(`"${name}": out of view sideways, ${px(box.left)}–${px(box.right)} outside ${bound.what}`);
          break;
        }
      }
    }
    return problems;
  });
}
