import { useState } from 'react';
import useSWR from 'swr';
import { Building2, Search } from 'lucide-react';
import { fetcher, INSTITUTES_KEY } from '@rollcall/api-client';
import { messages, type Institute, type InstituteListResponse } from '@rollcall/contracts';
import { Button, Notice, Spinner, useTimedNotice } from '@rollcall/ui-kit';
import { Page } from '../layout/Page';
import { InstituteCard } from './InstituteCard';
import { EditInstituteDialog } from './EditInstituteDialog';
import { matchesSearch } from './matchesSearch';
import listState from '../layout/ListState.module.css';
import styles from './InstitutesHub.module.css';

/** Institutes Hub (SPEC §2): every institute, searched in the browser, each editable in a dialog. */
export function InstitutesHubPage() {
  const { data, error, isLoading, mutate } = useSWR<InstituteListResponse>(INSTITUTES_KEY, fetcher);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Institute | null>(null);
  const updated = useTimedNotice();

  const institutes = data?.instituteData ?? [];
  const shown = institutes.filter((institute) => matchesSearch(institute, search));

  const onSaved = () => {
    setEditing(null);
    updated.show('Institute updated successfully!');
    void mutate();
  };

  return (
    <Page title="Institutes Hub" subtitle="Every registered institute, searchable by name, email or address." back>
      {updated.message ? (
        <Notice type="success" onDismiss={updated.clear}>
          {updated.message}
        </Notice>
      ) : null}

      {isLoading ? (
        <div className={listState.state}>
          <Spinner size="lg" decorative />
          <p className={listState.stateTitle} role="status">
            Loading Institutes
          </p>
        </div>
      ) : error && !data ? (
        <div className={listState.state} role="alert">
          <p className={listState.stateTitle}>{messages.institutesLoadFailed}</p>
          <Button variant="secondary" onClick={() => mutate()}>
            Retry
          </Button>
        </div>
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
            <div className={listState.state}>
              <Search size={40} aria-hidden="true" className={listState.stateIcon} />
              <p className={listState.stateTitle}>No institutes found</p>
              <p>Try adjusting your search terms or check the spelling</p>
              <Button variant="secondary" onClick={() => setSearch('')}>
                Clear Search
              </Button>
            </div>
          ) : (
            <div className={listState.state}>
              <Building2 size={40} aria-hidden="true" className={listState.stateIcon} />
              <p className={listState.stateTitle}>No institutes available</p>
              <p>Add your first institute to get started with managing educational institutions</p>
            </div>
          )}
        </>
      )}

      {editing ? <EditInstituteDialog institute={editing} onClose={() => setEditing(null)} onSaved={onSaved} /> : null}
    </Page>
  );
}
