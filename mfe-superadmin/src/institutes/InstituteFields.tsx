import { TextInput, type FieldProps } from '@rollcall/ui-kit/forms';
import { useSuperadminTexts } from '../texts/texts';

export type InstituteValues = {
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
};
export const emptyInstitute: InstituteValues = { name: '', email: '', phoneNumber: '', address: '' };

interface InstituteFieldsProps {
  /** The form's props for one field (useSchemaForm's `field`). */
  field: (name: keyof InstituteValues) => FieldProps;
  disabled?: boolean;
}

/** The four fields of an institute, shared by the create form and the edit dialog. */
export function InstituteFields({ field, disabled }: InstituteFieldsProps) {
  const t = useSuperadminTexts();
  const props = (name: keyof InstituteValues) => ({ name, required: true, disabled, ...field(name) });
  return (
    <>
      <TextInput label={t('institutes.name')} autoComplete="organization" {...props('name')} />
      <TextInput label={t('institutes.email')} type="email" autoComplete="email" {...props('email')} />
      <TextInput label={t('institutes.phone')} type="tel" autoComplete="tel" {...props('phoneNumber')} />
      <TextInput label={t('institutes.address')} rows={3} {...props('address')} />
    </>
  );
}
