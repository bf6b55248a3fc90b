import { useCallback, useEffect, useRef, useState } from 'react';
import type { ToastType } from './Toast/toastLook';

export interface TimedNotice {
  type: ToastType;
  message: string;
}

/** Default lifetime of a success notice: 5 seconds. */
export const NOTICE_DURATION_MS = 5000;

export interface TimedNoticeControls {
  /** The notice on screen, or null. */
  notice: TimedNotice | null;
  /** Shortcut for notice?.message ?? null. */
  message: string | null;
  /** Shows a notice of that type; with one argument, a success notice. */
  show: {
    (type: ToastType, message: string): void;
    (message: string): void;
  };
  clear: () => void;
}

/**
 * A notice that hides itself `ms` after it was shown. Showing another restarts the clock; clear() hides it
 * at once. The timer is cancelled on unmount.
 */
export function useTimedNotice(ms: number = NOTICE_DURATION_MS): TimedNoticeControls {
  const [notice, setNotice] = useState<TimedNotice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);

  const show = useCallback(
    (typeOrMessage: string, message?: string) => {
      clearTimeout(timer.current);
      setNotice(
        message === undefined ? { type: 'success', message: typeOrMessage } : { type: typeOrMessage as ToastType, message },
      );
      timer.current = setTimeout(() => setNotice(null), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { notice, message: notice?.message ?? null, show: show as TimedNoticeControls['show'], clear };
}
