import { useState } from 'react';
import useSWR from 'swr';
import { Building2, Search } from 'lucide-react';
import { type AnswerOf, endpoints, fetcher, keyOf } from '@rollcall/api-client';
import { messages, type Institute } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { matchesSearch, useTimedNotice } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListFailure, ListLoading, Page } from '@rollcall/ui-kit/pages';
import { DemoInstitutePanel } from './DemoInstitutePanel';
import { InstituteCard } from './InstituteCard';
import { EditInstituteDialog } from './EditInstituteDialog';
import styles from './InstitutesHub.module.css';

/** Institutes Hub: every institute, searched in the browser, each editable in a dialog; and a demo institute made on request. */
export function InstitutesHubPage() {
  const { data, error, isLoading, mutate } = useSWR<AnswerOf<typeof endpoints.listInstitutes>>(
    keyOf(endpoints.listInstitutes),
    fetcher,
  );
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Institute | null>(null);
  const updated = useTimedNotice();

  const institutes = data?.instituteData ?? [];
  // Not the phone number: the search box offers name, email and address.
  const shown = institutes.filter(({ name, email, address }) => matchesSearch(search, name, email, address));

  const onSaved = () => {
    setEditing(null);
    updated.show('Institute updated successfully!');
    void mutate();
  };

  return (
    <Page title="Institutes Hub" description="Every registered institute, searchable by name, email or address." back>
      {updated.message ? (
        <Notice type="success" onDismiss={updated.clear}>
          {updated.message}
        </Notice>
      ) : null}

      <DemoInstitutePanel onCreated={() => void mutate()} />

      {isLoading ? (
        <ListLoading label="Loading Institutes" />
      ) : error && !data ? (
        <ListFailure message={messages.institutesLoadFailed} onRetry={() => mutate()} />
      ) : (
        <>
          <label className={styles.search}>
            <Search size={18} aria-hidden="true" />
            <input
              type="search"
              aria-label="Search institutes"
              placeholder="Search institutes by name, email, or address..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>

          {shown.length > 0 ? (
            <ul className={styles.grid} aria-label="Institutes">
              {shown.map((institute) => (
                <li key={institute.id}>
                  <InstituteCard institute={institute} onEdit={() => setEditing(institute)} />
                </li>
              ))}
            </ul>
          ) : search.trim() ? (
            <ListEmpty
              icon={<Search size={40} />}
              title="No institutes found"
              description="Try adjusting your search terms or check the spelling"
              action={
                <Button variant="secondary" onClick={() => setSearch('')}>
                  Clear Search
                </Button>
              }
            />
          ) : (
            <ListEmpty
              icon={<Building2 size={40} />}
              title="No institutes available"
              description="Add your first institute to get started with managing educational institutions"
            />
          )}
        </>
      )}

      {editing ? <EditInstituteDialog institute={editing} onClose={() => setEditing(null)} onSaved={onSaved} /> : null}
    </Page>
  );
}
