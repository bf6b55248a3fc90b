import { api } from '@rollcall/api-client';
import { messages, updateInstituteSchema, type Institute } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { SaveChangesDialog } from '../forms/SaveChangesDialog';
import { useSchemaForm } from '../forms/useSchemaForm';
import { InstituteFields } from './InstituteFields';
import styles from '../layout/Page.module.css';

interface EditInstituteDialogProps {
  institute: Institute;
  onClose: () => void;
  /** Called after the server accepted the change. */
  onSaved: () => void;
}

/** 'Edit Institute' (SPEC §2, §5): the card's values, PATCH /superadmin/institute. */
export function EditInstituteDialog({ institute, onClose, onSaved }: EditInstituteDialogProps) {
  const { id, name, email, phoneNumber, address } = institute;
  const form = useSchemaForm(
    updateInstituteSchema,
    { id, name, email, phoneNumber, address },
    { fallback: messages.updateInstituteFallback },
  );
  const { busy, failure } = form;

  const save = form.submit(async (input) => {
    await api.patch('/superadmin/institute', input);
    onSaved();
  });

  return (
    <SaveChangesDialog title="Edit Institute" busy={busy} onClose={onClose} onSave={() => void save()}>
      <form className={styles.form} onSubmit={save} noValidate>
        {form.invalid ? <Notice type="error">{messages.fixBeforeSaving}</Notice> : null}
        {failure ? <Notice type="error">{failure}</Notice> : null}
        <InstituteFields
          values={form.values}
          errors={form.errors}
          onChange={form.setField}
          onBlur={form.blurField}
          disabled={busy}
        />
      </form>
    </SaveChangesDialog>
  );
}
