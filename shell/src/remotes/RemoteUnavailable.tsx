import { RefreshCw } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import styles from './RemoteUnavailable.module.css';

interface Props {
  area: string;
  onRetry: () => void;
}

/** What a visitor sees when an area's remote is down; the rest of the app keeps working. */
export function RemoteUnavailable({ area, onRetry }: Props) {
  return (
    <section className={styles.panel} role="alert" aria-live="assertive">
      <h1 className={styles.title}>{area} is unavailable right now</h1>
      <p className={styles.text}>
        This part of RollCall could not be loaded. Check your connection and try again; the rest of RollCall still works.
      </p>
      <div className={styles.actions}>
        <Button icon={<RefreshCw aria-hidden="true" size={16} />} onClick={onRetry}>
          Retry
        </Button>
        <a className={styles.link} href="/">
          Go to the home page
        </a>
      </div>
    </section>
  );
}
