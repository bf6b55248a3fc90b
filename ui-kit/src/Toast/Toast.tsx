import { cx, toastLook, useKitTexts } from '@rollcall/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import type { ToastType } from './toastLook';
import styles from './Toast.module.css';

export interface ToastProps {
  type: ToastType;
  message: string;
  /** Called when the toast has finished closing: 3000 ms after it shows, or 300 ms after a manual close. */
  onClose: () => void;
  /** Default 3000. */
  duration?: number;
}

/** Length of the fade-out after a manual close. */
export const TOAST_FADE_MS = 300;
export const TOAST_DURATION_MS = 3000;

/**
 * A floating notification that fades in, then calls onClose `duration` ms after it shows (its fade-out
 * starts 300 ms before that). The close button fades it out over 300 ms, then calls onClose.
 */
export function Toast({ type, message, onClose, duration = TOAST_DURATION_MS }: ToastProps) {
  const t = useKitTexts();
  const [fading, setFading] = useState(false);
  const [closedByUser, setClosedByUser] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const doneRef = useRef(false);

  const finish = useCallback(() => {
    if (doneRef.current) return;
    doneRef.current = true;
    onCloseRef.current();
  }, []);

  // A new message restarts the timers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: type and message are what restart them
  useEffect(() => {
    doneRef.current = false;
    setFading(false);
    setClosedByUser(false);
    const fade = setTimeout(() => setFading(true), Math.max(0, duration - TOAST_FADE_MS));
    const close = setTimeout(finish, duration);
    return () => {
      clearTimeout(fade);
      clearTimeout(close);
    };
  }, [type, message, duration, finish]);

  useEffect(() => {
    if (!closedByUser) return;
    const close = setTimeout(finish, TOAST_FADE_MS);
    return () => clearTimeout(close);
  }, [closedByUser, finish]);

  const { Icon, role } = toastLook[type];

  return (
    <div role={role} className={cx(styles.toast, styles[type], (fading || closedByUser) && styles.leaving)} data-type={type}>
      <Icon aria-hidden="true" size={20} className={styles.icon} />
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={() => setClosedByUser(true)}>
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
}
