import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element scrolls its content (it is smaller than what it holds), followed as either changes size. A
 * frame that scrolls must be reachable by keyboard so its hidden part can be scrolled into view; one that does
 * not scroll should not add a stop to the tab order.
 */
export function useScrollsItself(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
