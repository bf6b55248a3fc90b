import { type RefObject, useEffect, useState } from 'react';

export interface ScrollsItself {
  /** Smaller than what it holds, either way. */
  scrolls: boolean;
  /** Narrower than what it holds: part of it is hidden sideways. */
  sideways: boolean;
}

/**
 * Whether the element scrolls its content (it is smaller than what it holds), followed as either changes size. A
 * frame that scrolls must be reachable by keyboard so its hidden part can be scrolled into view; one that does
 * not scroll should not add a stop to the tab order.
 */
export function useScrollsItself(ref: RefObject<HTMLElement | null>): ScrollsItself {
  const [state, setState] = useState<ScrollsItself>({ scrolls: false, sideways: false });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const sideways = element.scrollWidth > element.clientWidth;
      const scrolls = sideways || element.scrollHeight > element.clientHeight;
      setState((current) => (current.scrolls === scrolls && current.sideways === sideways ? current : { scrolls, sideways }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return state;
}
