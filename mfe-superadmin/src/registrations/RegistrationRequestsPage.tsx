import useSWR from 'swr';
import { Inbox } from 'lucide-react';
import { type AnswerOf, endpoints, fetcher, keyOf } from '@rollcall/api-client';
import { ListEmpty, ListFailure, ListLoading, Page } from '@rollcall/ui-kit/pages';
import { RegistrationCard } from './RegistrationCard';
import styles from './RegistrationRequests.module.css';
import { useSuperadminTexts } from '../texts/texts';

/** Registration Requests: institutes that registered from the landing page, newest first, waiting for a verification call. */
export function RegistrationRequestsPage() {
  const t = useSuperadminTexts();
  const { data, error, isLoading, mutate } = useSWR<AnswerOf<typeof endpoints.listEnquiries>>(
    keyOf(endpoints.listEnquiries),
    fetcher,
  );
  const enquiries = data?.data ?? [];

  return (
    <Page title={t('registrations.title')} description={t('registrations.description')} back>
      {isLoading ? (
        <ListLoading label={t('registrations.loading')} />
      ) : error && !data ? (
        <ListFailure message={t('registrations.failed')} onRetry={() => mutate()} />
      ) : enquiries.length > 0 ? (
        <ul className={styles.grid} aria-label={t('registrations.list')}>
          {enquiries.map((enquiry) => (
            <li key={enquiry.id}>
              <RegistrationCard enquiry={enquiry} />
            </li>
          ))}
        </ul>
      ) : (
        <ListEmpty icon={<Inbox size={40} />} title={t('registrations.none')} description={t('registrations.noneHint')} />
      )}
    </Page>
  );
}
