import styles from './BootFailure.module.css';

/** RollCall itself could not start (remotes.json missing or wrong): say so and offer a reload. */
export function BootFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.title}>RollCall is unavailable right now</h1>
      <p className={styles.text}>Its configuration could not be loaded. Please try again in a moment.</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        Retry
      </button>
    </main>
  );
}
