import { Pencil } from 'lucide-react';
import { Card, ContactDetails } from '@rollcall/ui-kit/pages';
import type { Institute } from '@rollcall/contracts';
import styles from './InstitutesHub.module.css';
import { useSuperadminTexts } from '../texts/texts';

export function InstituteCard({ institute, onEdit }: { institute: Institute; onEdit: () => void }) {
  const t = useSuperadminTexts();
  return (
    <Card
      title={institute.name}
      className={styles.card}
      action={
        <button
          type="button"
          className={styles.edit}
          onClick={onEdit}
          aria-label={t('institutes.edit', { name: institute.name })}
        >
          <Pencil size={16} aria-hidden="true" />
        </button>
      }
    >
      <ContactDetails email={institute.email} phoneNumber={institute.phoneNumber} address={institute.address} />
    </Card>
  );
}
