import { Spinner } from './Spinner';
import styles from './Spinner.module.css';

export interface LoadingScreenProps {
  /** Default 'Please wait while we fetch your data...'. */
  message?: string;
}

export const DEFAULT_LOADING_MESSAGE = 'Please wait while we fetch your data...';

/** Full-page loading state: a large spinner above a configurable message. */
export function LoadingScreen({ message = DEFAULT_LOADING_MESSAGE }: LoadingScreenProps) {
  return (
    <div className={styles.screen} aria-busy="true">
      <Spinner size="lg" label={message} />
      <p className={styles.message}>{message}</p>
    </div>
  );
}
