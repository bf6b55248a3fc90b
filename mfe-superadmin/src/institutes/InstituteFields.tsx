import { TextInput, type FieldProps } from '@rollcall/ui-kit/forms';

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
  const props = (name: keyof InstituteValues) => ({ name, required: true, disabled, ...field(name) });
  return (
    <>
      <TextInput label="Institute Name" autoComplete="organization" {...props('name')} />
      <TextInput label="Email Address" type="email" autoComplete="email" {...props('email')} />
      <TextInput label="Phone Number" type="tel" autoComplete="tel" {...props('phoneNumber')} />
      <TextInput label="Address" rows={3} {...props('address')} />
    </>
  );
}
