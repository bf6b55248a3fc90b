import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import { ListEmpty, ListFailure, ListLoading } from '@rollcall/ui-kit/pages';
import { SearchField } from './SearchField';

interface SearchableListProps {
  /** The swr answer of the list. */
  list: { data?: unknown; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** How many things the list holds, before the search. */
  count: number;
  /** What is listed, in the plural: 'classes'. */
  what: string;
  /** Shown when the list holds nothing (a ListEmpty). */
  empty: ReactNode;
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  /** The list itself, filtered by the search. */
  children: ReactNode;
}

/** A list's states: loading, failed with Retry, empty, else the search box above the list. */
export function SearchableList({ list, count, what, empty, searchLabel, search, onSearch, children }: SearchableListProps) {
  if (list.isLoading) return <ListLoading label={`Loading ${what}`} />;
  if (list.error && !list.data) return <ListFailure message={`Failed to load ${what}`} onRetry={() => void list.mutate()} />;
  if (count === 0) return empty;
  return (
    <>
      <SearchField label={searchLabel} value={search} onChange={onSearch} />
      {children}
    </>
  );
}

/** Nothing matches the search: say so, and offer to clear it. */
export function NoMatches({ what, onClear }: { what: string; onClear: () => void }) {
  return (
    <ListEmpty
      icon={<Search size={40} />}
      title={`No ${what} found`}
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear Search
        </Button>
      }
    />
  );
}
