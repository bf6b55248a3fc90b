import type { ComponentProps } from 'react';
import { TextInput } from '@rollcall/ui-kit/forms';

/** The strength rule of a new password, as the form states it. */
export const PASSWORD_RULE = 'At least 8 characters with a lowercase letter, an uppercase letter, a digit and a symbol.';

type FieldProps = Omit<ComponentProps<typeof TextInput>, 'label' | 'type'>;

/** A new password and its confirmation, with the strength rule under the first: changing a password and resetting it. */
export function NewPasswordFields({ password, confirmation }: { password: FieldProps; confirmation: FieldProps }) {
  return (
    <>
      <TextInput
        label="New password"
        type="password"
        autoComplete="new-password"
        {...password}
        helperText={PASSWORD_RULE}
        required
      />
      <TextInput label="Confirm new password" type="password" autoComplete="new-password" {...confirmation} required />
    </>
  );
}
