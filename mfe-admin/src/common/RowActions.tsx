import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import styles from './RowActions.module.css';
import { useAdminTexts } from '../texts/texts';

interface RowActionsProps {
  /** What the buttons act on, read after their words by assistive technology ('Edit 8-A'). */
  name: string;
  onEdit: () => void;
  onRemove: () => void;
}

/** Edit and Remove for one thing of a list. */
export function RowActions({ name, onEdit, onRemove }: RowActionsProps) {
  const t = useAdminTexts();
  const named = (word: string) => (
    <>
      {word}
      <span className={styles.hidden}> {name}</span>
    </>
  );
  return (
    <div className={styles.actions}>
      <Button variant="secondary" className={styles.button} icon={<Pencil size={14} />} onClick={onEdit}>
        {named(t('common.edit'))}
      </Button>
      <Button variant="ghost" className={styles.button} icon={<Trash2 size={14} />} onClick={onRemove}>
        {named(t('common.remove'))}
      </Button>
    </div>
  );
}
