import { errorMessage } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { useAdminInstitute } from './useAdminInstitute';
import styles from '../pages/pages.module.css';

/** Under each page title: the institute's name, or why it could not be loaded. */
export function InstituteLine() {
  const { data, error, mutate } = useAdminInstitute();
  if (data) return <p className={styles.subtitle}>{data.institute.name}</p>;
  if (error) {
    return (
      <Notice type="error">
        <span>Failed to load your institute: {errorMessage(error, 'please try again.')}</span>{' '}
        <Button variant="secondary" size="sm" onClick={() => mutate()}>
          Retry
        </Button>
      </Notice>
    );
  }
  return null;
}
