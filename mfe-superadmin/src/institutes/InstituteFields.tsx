import { TextInput } from '@rollcall/ui-kit';
import type { FormErrors } from '../forms/useSchemaForm';

export type InstituteValues = {
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
};
export const emptyInstitute: InstituteValues = { name: '', email: '', phoneNumber: '', address: '' };

interface InstituteFieldsProps {
  values: InstituteValues;
  errors: FormErrors<InstituteValues>;
  onChange: (field: keyof InstituteValues & string, value: string) => void;
  onBlur: (field: keyof InstituteValues & string) => void;
  disabled?: boolean;
}

/** The four fields of an institute, shared by the create form and the edit dialog. */
export function InstituteFields({ values, errors, onChange, onBlur, disabled }: InstituteFieldsProps) {
  const field = (name: keyof InstituteValues & string) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => onChange(name, value),
    onBlur: () => onBlur(name),
    disabled,
    required: true,
  });
  return (
    <>
      <TextInput label="Institute Name" name="name" autoComplete="organization" {...field('name')} />
      <TextInput label="Email Address" name="email" type="email" autoComplete="email" {...field('email')} />
      <TextInput label="Phone Number" name="phoneNumber" type="tel" autoComplete="tel" {...field('phoneNumber')} />
      <TextInput label="Address" name="address" rows={3} {...field('address')} />
    </>
  );
}
