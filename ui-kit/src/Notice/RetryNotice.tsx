import type { RetryNoticeProps } from '../types';
import { Button } from '../Button/Button';
import { Notice } from './Notice';

/** Data inside a page that failed to load: the error notice with a Retry button after its text. */
export function RetryNotice({ children, onRetry }: RetryNoticeProps) {
  return (
    <Notice type="error">
      <span>{children}</span>{' '}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Notice>
  );
}
