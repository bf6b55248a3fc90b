import { Mail, MapPin, Pencil, Phone } from 'lucide-react';
import type { Institute } from '@rollcall/contracts';
import styles from './InstitutesHub.module.css';

export function InstituteCard({ institute, onEdit }: { institute: Institute; onEdit: () => void }) {
  return (
    <article className={styles.card} aria-label={institute.name}>
      <header className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{institute.name}</h2>
        <button type="button" className={styles.edit} onClick={onEdit} aria-label={`Edit ${institute.name}`}>
          <Pencil size={16} aria-hidden="true" />
        </button>
      </header>
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
  );
}
