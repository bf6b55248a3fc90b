import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a CSS media query ('(max-width: 40rem)'), kept current as it changes. Where
 * the runtime has no matchMedia (server, jsdom) it never matches.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
