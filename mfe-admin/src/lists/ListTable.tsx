import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { errorMessage } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { ListEmpty, ListFailure, ListLoading, Table, type TableProps } from '@rollcall/ui-kit/pages';

/** What a list's swr hook says of it. */
export interface ListState {
  data: unknown;
  error: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

interface ListTableProps<Row> extends Omit<TableProps<Row>, 'empty'> {
  list: ListState;
  /** What the rows are, in the plural ('students'). */
  noun: string;
  /** The search the rows were filtered with, and how to clear it. */
  search: string;
  onClearSearch: () => void;
  /** Shown when there is nothing to search (a ListEmpty that says how to add the first). */
  empty: ReactNode;
}

/** A list of the admin area while it loads, when it failed (with Retry), and then as a Table whose empty state fits the search. */
export function ListTable<Row>({ list, noun, search, onClearSearch, empty, ...table }: ListTableProps<Row>) {
  if (list.isLoading) return <ListLoading label={`Loading ${noun}`} />;
  if (list.error && !list.data)
    return <ListFailure message={errorMessage(list.error, `Failed to load ${noun}`)} onRetry={() => void list.mutate()} />;
  return (
    <Table
      {...table}
      empty={
        search.trim() ? (
          <ListEmpty
            icon={<Search size={40} />}
            title={`No ${noun} match your search`}
            action={
              <Button variant="secondary" onClick={onClearSearch}>
                Clear Search
              </Button>
            }
          />
        ) : (
          empty
        )
      }
    />
  );
}
