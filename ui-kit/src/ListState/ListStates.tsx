import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button, useKitTexts } from '@rollcall/ui-kit';
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
  /** What the rows are, in the plural ('students'), said in 'Loading students' and 'Failed to load students'. */
  noun?: string;
  /** What is said while it loads, instead of the sentence made from `noun` ('Loading the roster'). */
  loading?: string;
  /** What is said when it failed, instead of the sentence made from `noun`; the reason follows after a colon. */
  failed?: string;
  /** Why the list failed, read from what the call threw ('' when it says nothing). */
  reason: (error: unknown) => string;
  /** The list itself, once it is in. */
  children: ReactNode;
}

/** A list while it loads and when it failed (with Retry); else the list itself. */
export function ListStates({ list, noun = '', loading, failed, reason, children }: ListStatesProps): ReactNode {
  const t = useKitTexts();
  if (list.isLoading) return <ListLoading label={loading ?? t('list.loading', { noun })} />;
  if (list.error && !list.data) {
    const why = reason(list.error);
    const said = failed ?? t('list.failed', { noun });
    return <ListFailure message={why ? `${said}: ${why}` : said} onRetry={() => void list.mutate()} />;
  }
  return children;
}

/** Nothing matches the search: say so, and offer to clear it. */
export function NoMatches({ noun, onClear }: { noun: string; onClear: () => void }) {
  const t = useKitTexts();
  return (
    <ListEmpty
      icon={<Search size={40} />}
      title={t('list.noMatches', { noun })}
      action={
        <Button variant="secondary" onClick={onClear}>
          {t('list.clearSearch')}
        </Button>
      }
    />
  );
}
