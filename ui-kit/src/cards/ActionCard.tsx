import { cx } from '@rollcall/ui-kit';
import { useId, type ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import type { Tone } from './tone';
import styles from './cards.module.css';

export interface ActionCardProps {
  title: string;
  description: string;
  icon: ReactNode;
  tone: Tone;
  onClick: () => void;
}

/**
 * A card that is a real button: named by its title, described by its description. The name comes from the
 * content (not aria-labelledby), so what a voice-control user reads on the card is the name; the description,
 * visible, is kept out of the name and read as the description instead.
 */
export function ActionCard({ title, description, icon, tone, onClick }: ActionCardProps) {
  const id = useId();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-describedby={`${id}-description`}
      className={cx(styles.card, styles.action, styles[tone])}
    >
      <span className={styles.iconBox} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.text}>
        <span className={styles.actionTitle}>{title}</span>
        <span id={`${id}-description`} className={styles.actionDescription} aria-hidden="true">
          {description}
        </span>
      </span>
      <ArrowRight aria-hidden="true" size={18} className={styles.arrow} />
    </button>
  );
}
