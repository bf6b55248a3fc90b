import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { errorMessage } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { ListEmpty, ListFailure, ListLoading, Table, type TableProps } from '@rollcall/ui-kit/pages';

/** What a list's swr hook says of it. */
interface ListState {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

interface ListStatesProps {
  list: ListState;
  /** What the rows are, in the plural ('students'). */
  noun: string;
  /** The list itself, once it is in. */
  children: ReactNode;
}

/** A list of the admin area while it loads and when it failed (with Retry); else the list itself. */
export function ListStates({ list, noun, children }: ListStatesProps) {
  if (list.isLoading) return <ListLoading label={`Loading ${noun}`} />;
  if (list.error && !list.data) {
    const reason = errorMessage(list.error, '');
    return <ListFailure message={`Failed to load ${noun}${reason ? `: ${reason}` : ''}`} onRetry={() => void list.mutate()} />;
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

interface ListTableProps<Row> extends Omit<TableProps<Row>, 'empty'> {
  list: ListState;
  noun: string;
  /** The search the rows were filtered with, and how to clear it. */
  search: string;
  onClearSearch: () => void;
  /** Shown when there is nothing to search (a ListEmpty that says how to add the first). */
  empty: ReactNode;
}

/** A searched list as a Table, with its loading and failed states, whose empty state fits the search. */
export function ListTable<Row>({ list, noun, search, onClearSearch, empty, ...table }: ListTableProps<Row>) {
  return (
    <ListStates list={list} noun={noun}>
      <Table {...table} empty={search.trim() ? <NoMatches noun={noun} onClear={onClearSearch} /> : empty} />
    </ListStates>
  );
}
