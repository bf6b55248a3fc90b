/**
 * Makes every media query match from now until the test's cleanup, as on a phone-sized screen (jsdom has no
 * matchMedia, so `useMediaQuery` never matches there otherwise). Call it in the test before rendering.
 */
export function onAPhone(): void {
  window.matchMedia = ((media: string) => ({
    media,
    matches: true,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** Takes the stand-in away again (an afterEach of a file that uses onAPhone). */
export function offThePhone(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
