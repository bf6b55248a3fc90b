import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, userRolesSchema, type CustomRole, type CustomRoleRef } from '@rollcall/contracts';
import { ListEmpty } from '@rollcall/ui-kit/pages';
import { ChecklistDialog } from '../common/ChecklistDialog';
import { firstProblem } from '../common/firstProblem';
import { GoToButton } from '../common/GoToButton';
import { useCustomRoles } from '../data/hooks';
import { permissionNames } from './permissionOptions';
import { GRANTS_MORE, holdsEverything, type RoleReach, useRoleReach, withinReach } from './roleReach';

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

const FULL_ADMIN_ONLY =
  'Only an admin who holds every permission can give an admin their first role or take away their last one.';

/** A role the admin may give or take away, or one shown greyed out, with why. */
function roleOption(role: CustomRole, reach: RoleReach | null, frozen: boolean) {
  const grants = permissionNames(role.permissions) || 'No permissions';
  const beyond = !withinReach(reach, role.permissions);
  return {
    value: role.id,
    label: role.name,
    description: beyond ? `${grants}. ${GRANTS_MORE}, so you cannot give or take it away` : grants,
    disabled: beyond || frozen,
  };
}

interface AssignRolesDialogProps {
  user: RoleHolder;
  onClose: () => void;
  /** Saved: the caller refetches the lists that show roles. */
  onSaved: () => void;
}

/** The whole set of custom roles a teacher or an admin holds, saved at once: PUT /admin/users/{id}/roles. */
export function AssignRolesDialog({ user, onClose, onSaved }: AssignRolesDialogProps) {
  const { data, error, mutate } = useCustomRoles();
  const reach = useRoleReach();
  const fullAdminOnly = user.role === 'admin' && !holdsEverything(reach);
  // An admin without a role holds every permission: restricting them is not for an admin who lacks one.
  const frozen = fullAdminOnly && user.customRoles.length === 0;
  return (
    <ChecklistDialog
      title={`Assign roles to ${user.name}`}
      label="Custom roles"
      helperText={fullAdminOnly ? `${explanation[user.role]} ${FULL_ADMIN_ONLY}` : explanation[user.role]}
      options={data?.roles.map((role) => roleOption(role, reach, frozen))}
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
        await api.call(endpoints.setUserRoles, { params: { id: user.id }, body: { roleIds } });
        onSaved();
      }}
      failureFallback="Failed to assign the roles"
      onClose={onClose}
    />
  );
}
