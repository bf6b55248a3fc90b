import type { ReactNode } from 'react';
import { cx } from '../classNames';
import type { Size } from '../size';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: Size;
  /** Shows a spinner, disables the button and replaces children with busyLabel. */
  busy?: boolean;
  busyLabel?: string;
  icon?: ReactNode;
}

/**
 * The one button of the suite. While busy it is disabled, marked aria-busy and reads busyLabel
 * (e.g. 'Signing in...'), so the label a user sees is the state they are in.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(styles.button, styles[variant], styles[size], className)}
    >
      {busy ? (
        <>
          <Spinner size="sm" decorative />
          <span>{busyLabel ?? children}</span>
        </>
      ) : (
        <>
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {children}
        </>
      )}
    </button>
  );
}
