import { Button, Notice } from '@rollcall/ui-kit';
import type { RetryNoticeProps } from '../types';

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
