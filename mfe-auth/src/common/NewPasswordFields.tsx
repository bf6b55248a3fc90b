import type { ComponentProps } from 'react';
import { TextInput } from '@rollcall/ui-kit/forms';
import { authTexts, useAuthTexts } from '../texts/texts';

/** The strength rule of a new password, as the form states it in English. */
export const PASSWORD_RULE = authTexts.english('passwords.rule');

type FieldProps = Omit<ComponentProps<typeof TextInput>, 'label' | 'type'>;

/** A new password and its confirmation, with the strength rule under the first: changing a password and resetting it. */
export function NewPasswordFields({ password, confirmation }: { password: FieldProps; confirmation: FieldProps }) {
  const t = useAuthTexts();
  return (
    <>
      <TextInput
        label={t('passwords.new')}
        type="password"
        autoComplete="new-password"
        {...password}
        helperText={t('passwords.rule')}
        required
      />
      <TextInput label={t('passwords.confirm')} type="password" autoComplete="new-password" {...confirmation} required />
    </>
  );
}
