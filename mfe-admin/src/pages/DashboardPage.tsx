import { Building2 } from 'lucide-react';
import { ContactDetails, Page, Panel } from '@rollcall/ui-kit';
import { InstituteLoadFailure } from '../institute/InstituteLoadFailure';
import { useAdminInstitute } from '../institute/useAdminInstitute';
import styles from './pages.module.css';

/** Dashboard: the admin's institute with its contact details, or why it could not be loaded. */
export function DashboardPage() {
  const { data } = useAdminInstitute();
  const institute = data?.institute;
  return (
    <Page landmark="section" title="Dashboard">
      {institute ? (
        <Panel as="article" className={styles.card} aria-labelledby="institute-card-title">
          <h2 id="institute-card-title" className={styles.cardTitle}>
            <Building2 size={20} aria-hidden="true" /> {institute.name}
          </h2>
          <ContactDetails
            className={styles.details}
            email={institute.email}
            phoneNumber={institute.phoneNumber}
            address={institute.address}
          />
        </Panel>
      ) : (
        <InstituteLoadFailure />
      )}
    </Page>
  );
}
