import type { ReactNode } from 'react';
import styles from './option-row.module.css';

/** The class of a list row's radio or checkbox. */
export const optionControlClass = styles.control;

/**
 * The row's label is its whole click target; the control is named by the option's label alone and described by its
 * description, so a screen reader reads "Off, radio button" and then its description.
 */
export const optionAria = (optionId: string, description: ReactNode) => ({
  'aria-labelledby': `${optionId}-label`,
  'aria-describedby': description ? `${optionId}-description` : undefined,
});

/** An option's name, with the line that describes it when there is one. */
export function OptionText({ optionId, label, description }: { optionId: string; label: ReactNode; description?: ReactNode }) {
  return (
    <span className={styles.text}>
      <span id={`${optionId}-label`} className={styles.label}>
        {label}
      </span>
      {description ? (
        <span id={`${optionId}-description`} className={styles.description}>
          {description}
        </span>
      ) : null}
    </span>
  );
}
