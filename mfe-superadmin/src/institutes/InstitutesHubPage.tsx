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
import { useSuperadminTexts } from '../texts/texts';

/** Institutes Hub: every institute, searched in the browser, each editable in a dialog; and a demo institute made on request. */
export function InstitutesHubPage() {
  const { data, error, isLoading, mutate } = useSWR<AnswerOf<typeof endpoints.listInstitutes>>(
    keyOf(endpoints.listInstitutes),
    fetcher,
  );
  const t = useSuperadminTexts();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Institute | null>(null);
  const updated = useTimedNotice();

  const institutes = data?.instituteData ?? [];
  // Not the phone number: the search box offers name, email and address.
  const shown = institutes.filter(({ name, email, address }) => matchesSearch(search, name, email, address));

  const onSaved = () => {
    setEditing(null);
    updated.show(t('institutes.updated'));
    void mutate();
  };

  return (
    <Page title={t('institutes.hubTitle')} description={t('institutes.hubDescription')} back>
      {updated.message ? (
        <Notice type="success" onDismiss={updated.clear}>
          {updated.message}
        </Notice>
      ) : null}

      <DemoInstitutePanel onCreated={() => void mutate()} />

      {isLoading ? (
        <ListLoading label={t('institutes.loading')} />
      ) : error && !data ? (
        <ListFailure message={messages.institutesLoadFailed} onRetry={() => mutate()} />
      ) : (
        <>
          <label className={styles.search}>
            <Search size={18} aria-hidden="true" />
            <input
              type="search"
              aria-label={t('institutes.search')}
              placeholder={t('institutes.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>

          {shown.length > 0 ? (
            <ul className={styles.grid} aria-label={t('institutes.list')}>
              {shown.map((institute) => (
                <li key={institute.id}>
                  <InstituteCard institute={institute} onEdit={() => setEditing(institute)} />
                </li>
              ))}
            </ul>
          ) : search.trim() ? (
            <ListEmpty
              icon={<Search size={40} />}
              title={t('institutes.noneFound')}
              description={t('institutes.noneFoundHint')}
              action={
                <Button variant="secondary" onClick={() => setSearch('')}>
                  {t('institutes.clearSearch')}
                </Button>
              }
            />
          ) : (
            <ListEmpty icon={<Building2 size={40} />} title={t('institutes.none')} description={t('institutes.noneHint')} />
          )}
        </>
      )}

      {editing ? <EditInstituteDialog institute={editing} onClose={() => setEditing(null)} onSaved={onSaved} /> : null}
    </Page>
  );
}
