import { api } from '@rollcall/api-client';
import { errorMessage, userRolesSchema, type CustomRoleRef, type StaffMemberResponse } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { CheckboxGroup, FormNotices, SaveChangesDialog, useSchemaForm } from '@rollcall/ui-kit/forms';
import { ListLoading } from '@rollcall/ui-kit/pages';
import { useAdminChange, useCustomRoles } from '../data/hooks';
import { joinList, splitList } from './idList';
import styles from './Roles.module.css';

/** A teacher or an admin, with the custom roles they hold. */
export interface RoleHolder {
  id: string;
  name: string;
  role: 'admin' | 'teacher';
  customRoles: readonly CustomRoleRef[];
}

const explanation = {
  admin: 'An admin without a custom role holds every permission; with roles, exactly what they grant.',
  teacher: 'A teacher gains the permissions of the roles ticked here.',
} as const;

interface AssignRolesDialogProps {
  user: RoleHolder;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Assign roles': the whole set of custom roles a teacher or an admin holds, PUT /admin/users/{id}/roles. */
export function AssignRolesDialog({ user, onClose, onSaved }: AssignRolesDialogProps) {
  const { data, error, isLoading } = useCustomRoles();
  const changed = useAdminChange();
  const form = useSchemaForm(
    userRolesSchema,
    { roleIds: joinList(user.customRoles.map((role) => role.id)) },
    {
      toInput: (values) => ({ roleIds: splitList(values.roleIds) }),
      failureText: (failure) => errorMessage(failure, 'Failed to assign the roles'),
    },
  );
  const roles = data?.roles ?? [];

  const save = form.submit(async (input) => {
    await api.put<StaffMemberResponse>(`/admin/users/${user.id}/roles`, input);
    void changed('roles');
    onSaved();
  });

  return (
    <SaveChangesDialog title={`Assign roles to ${user.name}`} busy={form.busy} onClose={onClose} onSave={() => void save()}>
      <form className={styles.form} noValidate onSubmit={save}>
        <FormNotices form={form} />
        <p className={styles.explanation}>{explanation[user.role]}</p>
        {isLoading ? <ListLoading label="Loading roles" /> : null}
        {error && !data ? <Notice type="error">{errorMessage(error, 'Failed to load the roles')}</Notice> : null}
        {data && roles.length === 0 ? <p>No custom roles yet: create one first.</p> : null}
        {roles.length > 0 ? (
          <CheckboxGroup
            legend="Roles"
            options={roles.map((role) => ({ value: role.id, label: role.name }))}
            value={splitList(form.values.roleIds)}
            onChange={(chosen) => form.setField('roleIds', joinList(chosen))}
            error={form.errors.roleIds}
            disabled={form.busy}
          />
        ) : null}
      </form>
    </SaveChangesDialog>
  );
}
