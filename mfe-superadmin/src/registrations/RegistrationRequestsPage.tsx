import useSWR from 'swr';
import { Inbox } from 'lucide-react';
import { fetcher } from '@rollcall/api-client';
import type { EnquiryListResponse } from '@rollcall/contracts';
import { Button, Spinner } from '@rollcall/ui-kit';
import { Page } from '../layout/Page';
import { ENQUIRIES_KEY } from './enquiries-key';
import { RegistrationCard } from './RegistrationCard';
import listState from '../layout/ListState.module.css';
import styles from './RegistrationRequests.module.css';

/** Registration Requests: institutes that registered from the landing page, newest first, waiting for a verification call. */
export function RegistrationRequestsPage() {
  const { data, error, isLoading, mutate } = useSWR<EnquiryListResponse>(ENQUIRIES_KEY, fetcher);
  const enquiries = data?.data ?? [];

  return (
    <Page title="Registration Requests" subtitle="Call each institute back to verify it, then create it." back>
      {isLoading ? (
        <div className={listState.state}>
          <Spinner size="lg" decorative />
          <p className={listState.stateTitle} role="status">
            Loading registration requests...
          </p>
        </div>
      ) : error && !data ? (
        <div className={listState.state} role="alert">
          <p className={listState.stateTitle}>Failed to load registration requests</p>
          <Button variant="secondary" onClick={() => mutate()}>
            Retry
          </Button>
        </div>
      ) : enquiries.length > 0 ? (
        <ul className={styles.grid} aria-label="Registration requests">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id}>
              <RegistrationCard enquiry={enquiry} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={listState.state}>
          <Inbox size={40} aria-hidden="true" className={listState.stateIcon} />
          <p className={listState.stateTitle}>No registration requests yet</p>
          <p>Institutes that register from the landing page appear here.</p>
        </div>
      )}
    </Page>
  );
}
