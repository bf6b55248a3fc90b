import { Pencil } from 'lucide-react';
import { ContactDetails } from '@rollcall/ui-kit';
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
      <ContactDetails
        className={styles.details}
        email={institute.email}
        phoneNumber={institute.phoneNumber}
        address={institute.address}
      />
    </article>
  );
}
