import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, userRolesSchema, type CustomRole, type CustomRoleRef } from '@rollcall/contracts';
import { ListEmpty } from '@rollcall/ui-kit/pages';
import { ChecklistDialog } from '../common/ChecklistDialog';
import { firstProblem } from '../common/firstProblem';
import { GoToButton } from '../common/GoToButton';
import { useCustomRoles } from '../data/hooks';
import { type AdminTextId, useAdminTexts } from '../texts/texts';
import type { Translate } from '@rollcall/i18n';
import { permissionNames } from './permissionOptions';
import { holdsEverything, type RoleReach, useRoleReach, withinReach } from './roleReach';

/** A teacher or an admin, with the custom roles they hold. */
export interface RoleHolder {
  id: string;
  name: string;
  role: 'admin' | 'teacher';
  customRoles: readonly CustomRoleRef[];
}

/** A role the admin may give or take away, or one shown greyed out, with why. */
function roleOption(t: Translate<AdminTextId>, role: CustomRole, reach: RoleReach | null, frozen: boolean) {
  const grants = permissionNames(role.permissions) || t('roles.noPermissions');
  const beyond = !withinReach(reach, role.permissions);
  return {
    value: role.id,
    label: role.name,
    description: beyond ? t('roles.beyondReach', { grants }) : grants,
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
  const t = useAdminTexts();
  const { data, error, mutate } = useCustomRoles();
  const reach = useRoleReach();
  const fullAdminOnly = user.role === 'admin' && !holdsEverything(reach);
  // An admin without a role holds every permission: restricting them is not for an admin who lacks one.
  const frozen = fullAdminOnly && user.customRoles.length === 0;
  return (
    <ChecklistDialog
      title={t('roles.assignTo', { name: user.name })}
      label={t('roles.customRoles')}
      helperText={
        fullAdminOnly ? `${t(`roles.explanation.${user.role}`)} ${t('roles.fullAdminOnly')}` : t(`roles.explanation.${user.role}`)
      }
      options={data?.roles.map((role) => roleOption(t, role, reach, frozen))}
      loadFailure={error && !data ? errorMessage(error, t('roles.loadFailed')) : null}
      onRetry={() => void mutate()}
      empty={
        <ListEmpty
          title={t('roles.noCustomRoles')}
          description={t('roles.noCustomRolesToAssign')}
          action={<GoToButton to="administration/roles">{t('roles.goToRoles')}</GoToButton>}
        />
      }
      initial={user.customRoles.map((role) => role.id)}
      check={(roleIds) => firstProblem(userRolesSchema, { roleIds })}
      save={async (roleIds) => {
        await api.call(endpoints.setUserRoles, { params: { id: user.id }, body: { roleIds } });
        onSaved();
      }}
      failureFallback={t('roles.assignFailed')}
      onClose={onClose}
    />
  );
}
