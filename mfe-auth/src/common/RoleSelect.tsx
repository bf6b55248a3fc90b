import { isRole, type Role, roleOptions } from '@rollcall/contracts';
import { Select } from '@rollcall/ui-kit/forms';
import { useAuthTexts } from '../texts/texts';

/** The role an account is for, as the sign-in and forgot-password forms ask it: only a known role is taken. */
export function RoleSelect({ id, value, onChange }: { id: string; value: string; onChange: (role: Role) => void }) {
  const t = useAuthTexts();
  return (
    <Select
      id={id}
      label={t('login.role')}
      options={roleOptions.map(({ value }) => ({ value, label: t(`role.${value}`) }))}
      value={value}
      onChange={(chosen) => {
        if (isRole(chosen)) onChange(chosen);
      }}
    />
  );
}
