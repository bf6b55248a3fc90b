import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import { ListEmpty } from './ListEmpty';
import { ListFailure } from './ListFailure';
import { ListLoading } from './ListLoading';

/** What a list's swr hook says of it. */
export interface ListState {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface ListStatesProps {
  list: ListState;
  /** What the rows are, in the plural ('students'). */
  noun: string;
  /** Why the list failed, read from what the call threw ('' when it says nothing). */
  reason: (error: unknown) => string;
  /** The list itself, once it is in. */
  children: ReactNode;
}

/** A list while it loads and when it failed (with Retry); else the list itself. */
export function ListStates({ list, noun, reason, children }: ListStatesProps): ReactNode {
  if (list.isLoading) return <ListLoading label={`Loading ${noun}`} />;
  if (list.error && !list.data) {
    const why = reason(list.error);
    return <ListFailure message={`Failed to load ${noun}${why ? `: ${why}` : ''}`} onRetry={() => void list.mutate()} />;
  }
  return children;
}

/** Nothing matches the search: say so, and offer to clear it. */
export function NoMatches({ noun, onClear }: { noun: string; onClear: () => void }) {
  return (
    <ListEmpty
      icon={<Search size={40} />}
      title={`No ${noun} found`}
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear Search
        </Button>
      }
    />
  );
}
