import type { Page } from 'playwright-core';

/** What a person did on a page, counted as they would feel it. */
export interface Effort {
  /** Clicks and taps on the page, plus two for each file chosen (the picker opened, the file picked). */
  clicks: number;
  /** Fields typed into: typing on in the same field is still one. */
  typedFields: number;
}

const BINDING = '__rollcallEffort';

/**
 * Starts counting what a person does in this tab, across its page loads: every click the browser delivers
 * (a script's own clicks are not a person's and are left out), every field typed into, every file chosen.
 * `effort()` reads the running totals; `since(earlier)` the part done after an earlier reading.
 */
export async function countEffort(page: Page): Promise<{ effort(): Effort; since(earlier: Effort): Effort }> {
  const totals: Effort = { clicks: 0, typedFields: 0 };
  await page.exposeBinding(BINDING, (_source, kind: 'click' | 'file' | 'typed') => {
    if (kind === 'typed') totals.typedFields += 1;
    else totals.clicks += kind === 'file' ? 2 : 1;
  });
  await page.addInitScript((binding) => {
    const report = (kind: string) => (window as unknown as Record<string, (kind: string) => void>)[binding]?.(kind);
    let lastTyped: EventTarget | null = null;
    document.addEventListener(
      'click',
      (event) => {
        if (event.isTrusted) report('click');
      },
      true,
    );
    document.addEventListener(
      'focusin',
      (event) => {
        if (event.target !== lastTyped) lastTyped = null;
      },
      true,
    );
    // A date or time field filled by the browser's automation sends script-made events: still a field typed into.
    document.addEventListener(
      'input',
      (event) => {
        const field = event.target as HTMLInputElement;
        if (field.tagName === 'SELECT') return report('click');
        if (field.type === 'file' || field.type === 'checkbox' || field.type === 'radio' || field === lastTyped) return;
        lastTyped = field;
        report('typed');
      },
      true,
    );
    document.addEventListener(
      'change',
      (event) => {
        if ((event.target as HTMLInputElement).type === 'file') report('file');
      },
      true,
    );
  }, BINDING);
  return {
    effort: () => ({ ...totals }),
    since: (earlier) => ({ clicks: totals.clicks - earlier.clicks, typedFields: totals.typedFields - earlier.typedFields }),
  };
}
