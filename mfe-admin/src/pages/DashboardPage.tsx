import { Building2 } from 'lucide-react';
import { ContactDetails } from '@rollcall/ui-kit';
import { InstituteLine } from '../institute/InstituteLine';
import { useAdminInstitute } from '../institute/useAdminInstitute';
import styles from './pages.module.css';

/** Dashboard: the title word and the admin's institute with its contact details. */
export function DashboardPage() {
  const { data } = useAdminInstitute();
  const institute = data?.institute;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Dashboard</h1>
      {/* The card names the institute; without it, the line says why it could not be loaded. */}
      {institute ? (
        <article className={styles.card} aria-labelledby="institute-card-title">
          <h2 id="institute-card-title" className={styles.cardTitle}>
            <Building2 size={20} aria-hidden="true" /> {institute.name}
          </h2>
          <ContactDetails
            className={styles.details}
            email={institute.email}
            phoneNumber={institute.phoneNumber}
            address={institute.address}
          />
        </article>
      ) : (
        <InstituteLine />
      )}
    </section>
  );
}
