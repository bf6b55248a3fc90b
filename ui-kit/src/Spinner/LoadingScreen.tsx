import { Spinner } from './Spinner';
import styles from './Spinner.module.css';
import { kitTexts, useKitTexts } from '../texts/texts';

export interface LoadingScreenProps {
  /** Default 'Please wait while we fetch your data...'. */
  message?: string;
}

export const DEFAULT_LOADING_MESSAGE = kitTexts.english('loadingScreen.message');

/** Full-page loading state: a large spinner above a configurable message. */
export function LoadingScreen({ message: given }: LoadingScreenProps) {
  const t = useKitTexts();
  const message = given ?? t('loadingScreen.message');
  return (
    <div className={styles.screen} aria-busy="true">
      <Spinner size="lg" label={message} />
      <p className={styles.message}>{message}</p>
    </div>
  );
}
