import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './RegistrationForm.module.css';

// The form brings the api-client, contracts and zod: fetched only when the visitor comes near it, so the
// first paint of '/' stays within its bundle budget.
const RegistrationForm = lazy(() => import('./RegistrationForm'));

/** How far below the viewport the form starts loading, so it is there by the time it scrolls in. */
const LOAD_MARGIN = '300px 0px';

/** The registration form, loaded when the contact section nears the viewport or its slot gets focus. */
export function LazyRegistrationForm() {
  const slot = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  const loadNow = () => {
    setFocusOnLoad(true);
    setWanted(true);
  };

  const placeholder = (
    <div className={styles.placeholder}>
      <button type="button" className={styles.placeholderButton} onFocus={loadNow} onClick={loadNow}>
        {wanted ? 'Loading the registration form...' : 'Fill in the registration form'}
      </button>
    </div>
  );

  return (
    <div ref={slot} className={styles.slot}>
      {wanted ? (
        <Suspense fallback={placeholder}>
          <RegistrationForm autoFocus={focusOnLoad} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
