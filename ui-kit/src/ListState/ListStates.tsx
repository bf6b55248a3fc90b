import type { ListStatesProps } from '../types';
import { ListFailure } from './ListFailure';
import { ListLoading } from './ListLoading';

/** A list while it loads and when it failed (with Retry, keeping what was shown before); else the list itself. */
export function ListStates({ list, noun, failureText, children }: ListStatesProps) {
  if (list.isLoading) return <ListLoading label={`Loading ${noun}`} />;
  if (list.error && !list.data) {
    const reason = failureText(list.error);
    return <ListFailure message={`Failed to load ${noun}${reason ? `: ${reason}` : ''}`} onRetry={() => void list.mutate()} />;
  }
  return children;
}
