import { permissionLabels, permissions, type Permission } from '@rollcall/contracts';
import type { CheckboxOption } from '@rollcall/ui-kit/forms';

export const permissionOptions: readonly (CheckboxOption & { value: Permission })[] = permissions.map((permission) => ({
  value: permission,
  ...permissionLabels[permission],
}));

/** 'Manage setup, View reports'. */
export const permissionNames = (granted: readonly Permission[]) =>
  granted.map((permission) => permissionLabels[permission].label).join(', ');
