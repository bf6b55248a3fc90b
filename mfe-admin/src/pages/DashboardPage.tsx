import { Building2, Mail, MapPin, Phone } from 'lucide-react';
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
      <InstituteLine />
      {institute ? (
        <article className={styles.card} aria-labelledby="institute-card-title">
          <h2 id="institute-card-title" className={styles.cardTitle}>
            <Building2 size={20} aria-hidden="true" /> {institute.name}
          </h2>
          <dl className={styles.details}>
            <div>
              <dt><Mail size={16} aria-label="Email" /></dt>
              <dd>{institute.email}</dd>
            </div>
            <div>
              <dt><Phone size={16} aria-label="Phone" /></dt>
              <dd>{institute.phoneNumber}</dd>
            </div>
            <div>
              <dt><MapPin size={16} aria-label="Address" /></dt>
              <dd>{institute.address}</dd>
            </div>
          </dl>
        </article>
      ) : null}
    </section>
  );
}
