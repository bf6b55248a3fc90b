import type { ReactNode } from 'react';
import { failureReason } from '@rollcall/api-client';
import { type ListState, ListFailure, ListLoading } from '@rollcall/ui-kit/pages';
import { useWords } from '../texts/useWords';

interface LoadStatesProps {
  list: ListState;
  /** Said while it loads ('Loading attendance'). */
  loading: string;
  /** Said when it failed ('Failed to load attendance'), the server's reason after it when it gives one. */
  failed: string;
  children: ReactNode;
}

/** What a page loads, in the reader's language: while it loads, when it failed (with Retry), else the page itself. */
export function LoadStates({ list, loading, failed, children }: LoadStatesProps): ReactNode {
  const { answer } = useWords();
  if (list.isLoading) return <ListLoading label={loading} />;
  if (list.error && !list.data) {
    const why = failureReason(list.error);
    return <ListFailure message={why ? `${failed}: ${answer(why)}` : failed} onRetry={() => void list.mutate()} />;
  }
  return children;
}
