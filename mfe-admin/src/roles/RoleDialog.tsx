import { api, endpoints } from '@rollcall/api-client';
import { customRoleFieldsSchema, errorMessage, ROLE_NAME_MAX, type CustomRole } from '@rollcall/contracts';
import { ActionDialog, CheckboxList, FormNotices, TextInput, useSchemaForm, DialogForm } from '@rollcall/ui-kit/forms';
import { joinList, splitList } from '../common/idList';
import { permissionOptions } from './permissionOptions';
import { canGrant, holdsEverything, useRoleReach } from './roleReach';
import { useAdminTexts } from '../texts/texts';

interface RoleDialogProps {
  /** The role to edit; without one, a new role is created. */
  role?: CustomRole;
  onClose: () => void;
  onSaved: (role: CustomRole) => void;
}

/** 'New role' (POST /admin/roles) or 'Edit role' (PUT /admin/roles/{id}): a name and what it grants. */
export function RoleDialog({ role, onClose, onSaved }: RoleDialogProps) {
  const t = useAdminTexts();
  const form = useSchemaForm(
    customRoleFieldsSchema,
    { name: role?.name ?? '', permissions: joinList(role?.permissions ?? []) },
    {
      toInput: (values) => ({ name: values.name, permissions: splitList(values.permissions) }),
      failureText: (error) => errorMessage(error, t('roles.saveFailed')),
    },
  );
  const { busy, values, errors } = form;
  const reach = useRoleReach();
  const options = permissionOptions.map((option) =>
    canGrant(reach, option.value)
      ? option
      : { ...option, description: t('roles.notHeld', { description: option.description }), disabled: true },
  );

  const save = form.submit(async (input) => {
    const answer = role
      ? await api.call(endpoints.updateRole, { params: { id: role.id }, body: input })
      : await api.call(endpoints.createRole, { body: input });
    onSaved(answer.role);
  });

  return (
    <ActionDialog
      title={role ? t('roles.editNamed', { name: role.name }) : t('roles.newRole')}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={role ? t('roles.saveChanges') : t('roles.createRole')}
      busyLabel={t('roles.saving')}
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <TextInput
          label={t('roles.name')}
          required
          maxLength={ROLE_NAME_MAX}
          autoComplete="off"
          disabled={busy}
          {...form.field('name')}
        />
        <CheckboxList
          label={t('roles.column.permissions')}
          helperText={holdsEverything(reach) ? t('roles.permissionsHint') : t('roles.permissionsHintLimited')}
          options={options}
          value={splitList(values.permissions)}
          onChange={(chosen) => form.setField('permissions', joinList(chosen))}
          error={errors.permissions}
          disabled={busy}
        />
      </DialogForm>
    </ActionDialog>
  );
}
