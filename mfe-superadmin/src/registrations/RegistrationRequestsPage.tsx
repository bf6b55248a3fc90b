import useSWR from 'swr';
import { Inbox } from 'lucide-react';
import { type AnswerOf, endpoints, fetcher, keyOf } from '@rollcall/api-client';
import { ListEmpty, ListFailure, ListLoading, Page } from '@rollcall/ui-kit/pages';
import { RegistrationCard } from './RegistrationCard';
import styles from './RegistrationRequests.module.css';

/** Registration Requests: institutes that registered from the landing page, newest first, waiting for a verification call. */
export function RegistrationRequestsPage() {
  const { data, error, isLoading, mutate } = useSWR<AnswerOf<typeof endpoints.listEnquiries>>(
    keyOf(endpoints.listEnquiries),
    fetcher,
  );
  const enquiries = data?.data ?? [];

  return (
    <Page title="Registration Requests" description="Call each institute back to verify it, then create it." back>
      {isLoading ? (
        <ListLoading label="Loading registration requests..." />
      ) : error && !data ? (
        <ListFailure message="Failed to load registration requests" onRetry={() => mutate()} />
      ) : enquiries.length > 0 ? (
        <ul className={styles.grid} aria-label="Registration requests">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id}>
              <RegistrationCard enquiry={enquiry} />
            </li>
          ))}
        </ul>
      ) : (
        <ListEmpty
          icon={<Inbox size={40} />}
          title="No registration requests yet"
          description="Institutes that register from the landing page appear here."
        />
      )}
    </Page>
  );
}
