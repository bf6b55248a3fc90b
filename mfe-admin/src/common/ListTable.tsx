import type { ReactNode } from 'react';
import { failureReason } from '@rollcall/api-client';
import { type ListState, ListStates, NoMatches, Table, type TableProps } from '@rollcall/ui-kit/pages';

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
    <ListStates list={list} noun={noun} reason={failureReason}>
      <Table {...table} empty={search.trim() ? <NoMatches noun={noun} onClear={onClearSearch} /> : empty} />
    </ListStates>
  );
}
