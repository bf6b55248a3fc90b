import { api } from '@rollcall/api-client';
import {
  errorMessage,
  userRolesSchema,
  type CustomRole,
  type CustomRoleRef,
  type StaffMemberResponse,
} from '@rollcall/contracts';
import { ListEmpty } from '@rollcall/ui-kit/pages';
import { ChecklistDialog } from '../common/ChecklistDialog';
import { firstProblem } from '../common/firstProblem';
import { GoToButton } from '../common/GoToButton';
import { useCustomRoles } from '../data/hooks';
import { permissionNames } from './permissionOptions';

/** A teacher or an admin, with the custom roles they hold. */
export interface RoleHolder {
  id: string;
  name: string;
  role: 'admin' | 'teacher';
  customRoles: readonly CustomRoleRef[];
}

export const ADMIN_ROLES_EXPLANATION =
  'An admin without a custom role holds every permission; with roles, exactly what they grant.';

const explanation = {
  admin: ADMIN_ROLES_EXPLANATION,
  teacher: 'A teacher gains the permissions of the roles ticked here.',
} as const;

const roleOption = (role: CustomRole) => ({
  value: role.id,
  label: role.name,
  description: permissionNames(role.permissions) || 'No permissions',
});

interface AssignRolesDialogProps {
  user: RoleHolder;
  onClose: () => void;
  /** Saved: the caller refetches the lists that show roles. */
  onSaved: () => void;
}

/** The whole set of custom roles a teacher or an admin holds, saved at once: PUT /admin/users/{id}/roles. */
export function AssignRolesDialog({ user, onClose, onSaved }: AssignRolesDialogProps) {
  const { data, error, mutate } = useCustomRoles();
  return (
    <ChecklistDialog
      title={`Assign roles to ${user.name}`}
      label="Custom roles"
      helperText={explanation[user.role]}
      options={data?.roles.map(roleOption)}
      loadFailure={error && !data ? errorMessage(error, 'Failed to load the roles') : null}
      onRetry={() => void mutate()}
      empty={
        <ListEmpty
          title="No custom roles yet"
          description="Create a role with the permissions it grants, then assign it here."
          action={<GoToButton to="administration/roles">Go to Roles</GoToButton>}
        />
      }
      initial={user.customRoles.map((role) => role.id)}
      check={(roleIds) => firstProblem(userRolesSchema, { roleIds })}
      save={async (roleIds) => {
        await api.put<StaffMemberResponse>(`/admin/users/${user.id}/roles`, { roleIds });
        onSaved();
      }}
      failureFallback="Failed to assign the roles"
      onClose={onClose}
    />
  );
}
