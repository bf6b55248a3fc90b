import { api, endpoints } from '@rollcall/api-client';
import { API_TOKEN_NAME_MAX, apiTokenFieldsSchema, type CreatedApiTokenResponse, errorMessage } from '@rollcall/contracts';
import { ActionDialog, CheckboxList, DateField, DialogForm, FormNotices, TextInput, useSchemaForm } from '@rollcall/ui-kit/forms';
import { joinList, splitList } from '../common/idList';
import { useAdminTexts } from '../texts/texts';
import { permissionOptions } from '../roles/permissionOptions';
import { canGrant, useRoleReach } from '../roles/roleReach';

interface CreateApiTokenDialogProps {
  onClose: () => void;
  onCreated: (created: CreatedApiTokenResponse) => void;
}

/** 'Create an API token' (POST /admin/api-tokens): a name, permissions the admin holds, an optional last day. */
export function CreateApiTokenDialog({ onClose, onCreated }: CreateApiTokenDialogProps) {
  const t = useAdminTexts();
  const form = useSchemaForm(
    apiTokenFieldsSchema,
    { name: '', permissions: '', expiresOn: '' },
    {
      toInput: (values) => ({
        name: values.name,
        permissions: splitList(values.permissions),
        ...(values.expiresOn ? { expiresOn: values.expiresOn } : {}),
      }),
      failureText: (error) => errorMessage(error, t('integrations.tokens.createFailed')),
    },
  );
  const { busy, values, errors } = form;
  const reach = useRoleReach();
  const options = permissionOptions.map((option) =>
    canGrant(reach, option.value)
      ? option
      : { ...option, description: t('integrations.tokens.notHeld', { description: option.description }), disabled: true },
  );

  const create = form.submit(async (input) => {
    onCreated(await api.call(endpoints.createApiToken, { body: input }));
  });

  return (
    <ActionDialog
      title={t('integrations.tokens.createTitle')}
      busy={busy}
      onClose={onClose}
      onAction={() => void create()}
      actionLabel={t('integrations.tokens.create')}
      busyLabel={t('integrations.tokens.creating')}
    >
      <DialogForm onSubmit={create}>
        <FormNotices form={form} />
        <TextInput
          label={t('integrations.tokens.name')}
          helperText={t('integrations.tokens.nameHint')}
          required
          maxLength={API_TOKEN_NAME_MAX}
          autoComplete="off"
          disabled={busy}
          {...form.field('name')}
        />
        <CheckboxList
          label={t('integrations.tokens.permissions')}
          helperText={t('integrations.tokens.permissionsHint')}
          options={options}
          value={splitList(values.permissions)}
          onChange={(chosen) => form.setField('permissions', joinList(chosen))}
          error={errors.permissions}
          disabled={busy}
        />
        <DateField
          label={t('integrations.tokens.expiresOn')}
          helperText={t('integrations.tokens.expiresOnHint')}
          disabled={busy}
          {...form.field('expiresOn')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
