import { api, endpoints } from '@rollcall/api-client';
import {
  API_TOKEN_NAME_MAX,
  apiTokenFieldsSchema,
  apiTokenTexts,
  type CreatedApiTokenResponse,
  errorMessage,
} from '@rollcall/contracts';
import { ActionDialog, CheckboxList, DateField, DialogForm, FormNotices, TextInput, useSchemaForm } from '@rollcall/ui-kit/forms';
import { joinList, splitList } from '../common/idList';
import { permissionOptions } from '../roles/permissionOptions';
import { canGrant, useRoleReach } from '../roles/roleReach';

interface CreateApiTokenDialogProps {
  onClose: () => void;
  onCreated: (created: CreatedApiTokenResponse) => void;
}

/** 'Create an API token' (POST /admin/api-tokens): a name, permissions the admin holds, an optional last day. */
export function CreateApiTokenDialog({ onClose, onCreated }: CreateApiTokenDialogProps) {
  const form = useSchemaForm(
    apiTokenFieldsSchema,
    { name: '', permissions: '', expiresOn: '' },
    {
      toInput: (values) => ({
        name: values.name,
        permissions: splitList(values.permissions),
        ...(values.expiresOn ? { expiresOn: values.expiresOn } : {}),
      }),
      failureText: (error) => errorMessage(error, 'Failed to create the token'),
    },
  );
  const { busy, values, errors } = form;
  const reach = useRoleReach();
  const options = permissionOptions.map((option) =>
    canGrant(reach, option.value)
      ? option
      : { ...option, description: `${option.description}. You do not hold it, so you cannot give it`, disabled: true },
  );

  const create = form.submit(async (input) => {
    onCreated(await api.call(endpoints.createApiToken, { body: input }));
  });

  return (
    <ActionDialog
      title={apiTokenTexts.createTitle}
      busy={busy}
      onClose={onClose}
      onAction={() => void create()}
      actionLabel={apiTokenTexts.create}
      busyLabel="Creating..."
    >
      <DialogForm onSubmit={create}>
        <FormNotices form={form} />
        <TextInput
          label={apiTokenTexts.name}
          helperText={apiTokenTexts.nameHint}
          required
          maxLength={API_TOKEN_NAME_MAX}
          autoComplete="off"
          disabled={busy}
          {...form.field('name')}
        />
        <CheckboxList
          label={apiTokenTexts.permissions}
          helperText={apiTokenTexts.permissionsHint}
          options={options}
          value={splitList(values.permissions)}
          onChange={(chosen) => form.setField('permissions', joinList(chosen))}
          error={errors.permissions}
          disabled={busy}
        />
        <DateField
          label={apiTokenTexts.expiresOn}
          helperText={apiTokenTexts.expiresOnHint}
          disabled={busy}
          {...form.field('expiresOn')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
