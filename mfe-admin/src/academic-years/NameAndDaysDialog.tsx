import { errorMessage, NAME_MAX } from '@rollcall/contracts';
import {
  ActionDialog,
  DateField,
  FormNotices,
  TextInput,
  useSchemaForm,
  type FormSchema,
  DialogForm,
} from '@rollcall/ui-kit/forms';
import styles from '../common/form.module.css';
import { useAdminTexts } from '../texts/texts';

/** The fields of a year or a semester; a new semester also carries its year's id. */
export type NameAndDays = { name: string; startsOn: string; endsOn: string } & Record<string, string>;

interface NameAndDaysDialogProps<Input> {
  title: string;
  actionLabel: string;
  busyLabel: string;
  schema: FormSchema<Input>;
  initial: NameAndDays;
  /** The days the picker offers (a semester's, inside its year). */
  within?: { startsOn: string; endsOn: string };
  send: (input: Input) => Promise<void>;
  onClose: () => void;
}

/** Add or edit an academic year or a semester: its name and its first and last days. */
export function NameAndDaysDialog<Input>({
  title,
  actionLabel,
  busyLabel,
  schema,
  initial,
  within,
  send,
  onClose,
}: NameAndDaysDialogProps<Input>) {
  const t = useAdminTexts();
  const form = useSchemaForm(schema, initial, {
    failureText: (error) => errorMessage(error, t('academicYears.saveFailed', { name: initial.name || t('academicYears.it') })),
  });
  const save = form.submit(send);
  const dateField = (name: 'startsOn' | 'endsOn') => {
    const { id, value, error, onChange, onBlur } = form.field(name);
    return {
      id,
      value,
      error,
      onChange,
      onBlur,
      min: within?.startsOn,
      max: within?.endsOn,
      required: true,
      disabled: form.busy,
    };
  };

  return (
    <ActionDialog
      title={title}
      busy={form.busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={actionLabel}
      busyLabel={busyLabel}
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <TextInput label={t('academicYears.name')} required maxLength={NAME_MAX} disabled={form.busy} {...form.field('name')} />
        <div className={styles.pair}>
          <DateField label={t('academicYears.startsOn')} {...dateField('startsOn')} />
          <DateField label={t('academicYears.endsOn')} {...dateField('endsOn')} />
        </div>
      </DialogForm>
    </ActionDialog>
  );
}
