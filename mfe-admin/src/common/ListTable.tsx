import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { errorMessage } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import {
  ListEmpty,
  ListStates as KitListStates,
  Table,
  type ListState,
  type ListStatesProps,
  type TableProps,
} from '@rollcall/ui-kit/pages';

/** A list of the admin area while it loads and when it failed (with Retry and the gateway's reason); else the list itself. */
export function ListStates(props: Omit<ListStatesProps, 'failureText'>) {
  return <KitListStates {...props} failureText={(error) => errorMessage(error, '')} />;
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
