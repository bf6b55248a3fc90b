import { isRole, type Role, roleOptions } from '@rollcall/contracts';
import { Select } from '@rollcall/ui-kit/forms';

const selectOptions = roleOptions.map(({ value, label }) => ({ value, label }));

/** The role an account is for, as the sign-in and forgot-password forms ask it: only a known role is taken. */
export function RoleSelect({ id, value, onChange }: { id: string; value: string; onChange: (role: Role) => void }) {
  return (
    <Select
      id={id}
      label="Role"
      options={selectOptions}
      value={value}
      onChange={(chosen) => {
        if (isRole(chosen)) onChange(chosen);
      }}
    />
  );
}
