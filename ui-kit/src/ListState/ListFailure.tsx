import { Button, useKitTexts } from '@rollcall/ui-kit';
import styles from './ListState.module.css';

export interface ListFailureProps {
  message: string;
  onRetry: () => void;
}

/** A list that failed to load: why, announced as an alert, and Retry. */
export function ListFailure({ message, onRetry }: ListFailureProps) {
  const t = useKitTexts();
  return (
    <div className={styles.state} role="alert">
      <p className={styles.title}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}
