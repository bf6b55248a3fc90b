import { lazy, Suspense } from 'react';
import styles from './AreaLoading.module.css';

// The spinner comes from the ui-kit entry, which the prerendered '/' does not need: it is fetched the first
// time something of the shell is loading, as every other area needs that entry anyway.
const Spinner = lazy(() => import('@rollcall/ui-kit').then((kit) => ({ default: kit.Spinner })));

/** What the shell shows while a part of the page is loading: a large spinner with its label, centred. */
export function AreaLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Suspense fallback={null}>
        <Spinner size="lg" label={label} />
      </Suspense>
    </div>
  );
}
