import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './useMediaQuery';

function Width() {
  return <p>{useMediaQuery('(max-width: 40rem)') ? 'phone' : 'desktop'}</p>;
}

/** A stand-in for the browser's matchMedia that the test can flip. */
function fakeMatchMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  window.matchMedia = ((media: string) => ({
    media,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('without matchMedia the query never matches', () => {
  render(<Width />);
  expect(screen.getByText('desktop')).toBeInTheDocument();
});

test('it follows the query as the window changes, and stops listening when unmounted', () => {
  const media = fakeMatchMedia(true);
  const { unmount } = render(<Width />);
  expect(screen.getByText('phone')).toBeInTheDocument();
  act(() => media.set(false));
  expect(screen.getByText('desktop')).toBeInTheDocument();
  unmount();
  expect(media.listeners.size).toBe(0);
});
