import { Button, Notice, useKitTexts } from '@rollcall/ui-kit';
import type { ReactNode } from 'react';

/** An error notice with a Retry button, for data that failed to load inside a page. */
export interface RetryNoticeProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Data inside a page that failed to load: the error notice with a Retry button after its text. */
export function RetryNotice({ children, onRetry }: RetryNoticeProps) {
  const t = useKitTexts();
  return (
    <Notice type="error">
      <span>{children}</span>{' '}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Notice>
  );
}
