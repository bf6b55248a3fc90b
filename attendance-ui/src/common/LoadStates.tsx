import type { ReactNode } from 'react';
import { ListFailure, ListLoading, type ListState } from '@rollcall/ui-kit/pages';

export interface LoadStatesProps {
  list: ListState;
  /** What is said while it loads ('Loading the roster'), in the reader's language. */
  loading: string;
  /** What is said when it failed ('Failed to load the roster'); the reason follows after a colon. */
  failed: string;
  /** Why the call failed ('' when it says nothing). */
  reason: (error: unknown) => string;
  children: ReactNode;
}

/** ui-kit's ListStates with its sentences given, so they read in the reader's language. */
export function LoadStates({ list, loading, failed, reason, children }: LoadStatesProps): ReactNode {
  if (list.isLoading) return <ListLoading label={loading} />;
  if (list.error && !list.data) {
    const why = reason(list.error);
    return <ListFailure message={why ? `${failed}: ${why}` : failed} onRetry={() => void list.mutate()} />;
  }
  return children;
}
