import { api } from '@rollcall/api-client';
import {
  errorMessage,
  permissionLabels,
  userRolesSchema,
  type CustomRole,
  type StaffMemberResponse,
  type Teacher,
} from '@rollcall/contracts';
import { ListEmpty } from '@rollcall/ui-kit/pages';
import { ChecklistDialog } from '../common/ChecklistDialog';
import { firstProblem } from '../common/firstProblem';
import { GoToButton } from '../common/GoToButton';
import { useCustomRoles } from '../data/hooks';

const roleOption = (role: CustomRole) => ({
  value: role.id,
  label: role.name,
  description: role.permissions.map((permission) => permissionLabels[permission].label).join(', ') || 'No permissions',
});

interface TeacherRolesDialogProps {
  teacher: Teacher;
  onSaved: () => void;
  onClose: () => void;
}

/** The institute's custom roles a teacher holds, saved as a whole: PUT /admin/users/{id}/roles. */
export function TeacherRolesDialog({ teacher, onSaved, onClose }: TeacherRolesDialogProps) {
  const { data, error, mutate } = useCustomRoles();
  return (
    <ChecklistDialog
      title={`Roles of ${teacher.name}`}
      label="Custom roles"
      options={data?.roles.map(roleOption)}
      loadFailure={error && !data ? errorMessage(error, 'Failed to load roles') : null}
      onRetry={() => void mutate()}
      empty={
        <ListEmpty
          title="No custom roles yet"
          description="Create a role with the permissions it grants, then assign it here."
          action={<GoToButton to="administration/roles">Go to Roles</GoToButton>}
        />
      }
      initial={teacher.customRoles.map((role) => role.id)}
      check={(roleIds) => firstProblem(userRolesSchema, { roleIds })}
      save={async (roleIds) => {
        await api.put<StaffMemberResponse>(`/admin/users/${teacher.id}/roles`, { roleIds });
        onSaved();
      }}
      failureFallback="Failed to save roles"
      onClose={onClose}
    />
  );
}
