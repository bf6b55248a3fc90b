import { cx, useKitTexts, VisuallyHidden } from '@rollcall/ui-kit';
import { useId, type ReactNode } from 'react';
import type { Tone } from './tone';
import styles from './cards.module.css';

export interface StatCardProps {
  title: string;
  /** A number is formatted for the locale (toLocaleString); text ('82.5%', '—') shows as it is; null shows a loading placeholder. */
  value: number | string | null;
  /** A line under the value that qualifies it ('incl. 2 extra'). */
  detail?: string;
  icon: ReactNode;
  tone: Tone;
}

/** A figure with its title and icon; a number is formatted for the user's locale (156420 → '156,420'). */
export function StatCard({ title, value, detail, icon, tone }: StatCardProps) {
  const t = useKitTexts();
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a figure and its title, not a set of form fields
    <div role="group" aria-labelledby={titleId} className={cx(styles.card, styles.stat, styles[tone])}>
      <span className={styles.iconBox} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.text}>
        <p id={titleId} className={styles.statTitle}>
          {title}
        </p>
        {value === null ? (
          <p className={styles.statValue} aria-busy="true">
            <span className={styles.skeleton} aria-hidden="true" />
            <VisuallyHidden>{t('spinner.loading')}</VisuallyHidden>
          </p>
        ) : (
          <p className={styles.statValue}>{typeof value === 'number' ? value.toLocaleString() : value}</p>
        )}
        {detail ? <p className={styles.statDetail}>{detail}</p> : null}
      </div>
    </div>
  );
}
