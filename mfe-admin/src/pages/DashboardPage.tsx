import { Building2 } from 'lucide-react';
import { Card, ContactDetails, Page } from '@rollcall/ui-kit/pages';
import { InstituteLoadFailure } from '../institute/InstituteLoadFailure';
import { useAdminInstitute } from '../institute/useAdminInstitute';
import styles from './DashboardPage.module.css';

/** Dashboard: the admin's institute with its contact details, or why it could not be loaded. */
export function DashboardPage() {
  const { data } = useAdminInstitute();
  const institute = data?.institute;
  return (
    <Page landmark="section" title="Dashboard">
      {institute ? (
        <Card title={institute.name} icon={<Building2 size={20} />} className={styles.card}>
          <ContactDetails email={institute.email} phoneNumber={institute.phoneNumber} address={institute.address} />
        </Card>
      ) : (
        <InstituteLoadFailure />
      )}
    </Page>
  );
}
