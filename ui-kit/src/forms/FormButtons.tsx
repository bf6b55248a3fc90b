import { Button } from '@rollcall/ui-kit';
import styles from './FormButtons.module.css';

export interface FormButtonsProps {
  busy: boolean;
  submitLabel: string;
  /** What the submit button reads while the form sends ('Creating...'). */
  busyLabel: string;
  resetLabel: string;
  onReset: () => void;
}

/** A form's submit button, which reads `busyLabel` while the form sends, and its reset button, held meanwhile. */
export function FormButtons({ busy, submitLabel, busyLabel, resetLabel, onReset }: FormButtonsProps) {
  return (
    <div className={styles.buttons}>
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onReset} disabled={busy}>
        {resetLabel}
      </Button>
    </div>
  );
}
