import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, messages, updateInstituteSchema, type Institute } from '@rollcall/contracts';
import { FormNotices, SaveChangesDialog, useSchemaForm } from '@rollcall/ui-kit/forms';
import { InstituteFields } from './InstituteFields';
import styles from '../layout/form.module.css';
import { useSuperadminTexts } from '../texts/texts';

interface EditInstituteDialogProps {
  institute: Institute;
  onClose: () => void;
  /** Called after the server accepted the change. */
  onSaved: () => void;
}

/** 'Edit Institute': the card's values, saved whole. */
export function EditInstituteDialog({ institute, onClose, onSaved }: EditInstituteDialogProps) {
  const t = useSuperadminTexts();
  const { id, name, email, phoneNumber, address } = institute;
  const form = useSchemaForm(
    updateInstituteSchema,
    { id, name, email, phoneNumber, address },
    { failureText: (error) => errorMessage(error, messages.updateInstituteFallback) },
  );
  const { busy } = form;

  const save = form.submit(async (input) => {
    await api.call(endpoints.updateInstitute, { body: input });
    onSaved();
  });

  return (
    <SaveChangesDialog title={t('institutes.editTitle')} busy={busy} onClose={onClose} onSave={() => void save()}>
      <form className={styles.form} onSubmit={save} noValidate>
        <FormNotices form={form} invalidBanner={messages.fixBeforeSaving} />
        <InstituteFields field={form.field} disabled={busy} />
      </form>
    </SaveChangesDialog>
  );
}
