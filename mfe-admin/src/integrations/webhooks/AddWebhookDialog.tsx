import { api, endpoints } from '@rollcall/api-client';
import {
  type CreateWebhookResponse,
  createWebhookSchema,
  errorMessage,
  WEBHOOK_URL_MAX,
  webhookEvents,
} from '@rollcall/contracts';
import { ActionDialog, CheckboxList, DialogForm, FormNotices, TextInput, useSchemaForm } from '@rollcall/ui-kit/forms';
import { joinList, splitList } from '../../common/idList';
import { useAdminTexts } from '../../texts/texts';

interface AddWebhookDialogProps {
  onClose: () => void;
  onCreated: (created: CreateWebhookResponse) => void;
}

/** 'Add webhook' (POST /admin/webhooks): the address and the events to send to it. */
export function AddWebhookDialog({ onClose, onCreated }: AddWebhookDialogProps) {
  const t = useAdminTexts();
  const form = useSchemaForm(
    createWebhookSchema,
    { url: '', events: '' },
    {
      toInput: (values) => ({ url: values.url, events: splitList(values.events) }),
      failureText: (error) => errorMessage(error, t('integrations.webhooks.addFailed')),
    },
  );
  const { busy, values, errors } = form;
  const eventOptions = webhookEvents.map((event) => ({
    value: event,
    label: t(`integrations.webhooks.event.${event}`),
    description: event,
  }));

  const create = form.submit(async (input) => {
    onCreated(await api.call(endpoints.createWebhook, { body: input }));
  });

  return (
    <ActionDialog
      title={t('integrations.webhooks.add')}
      busy={busy}
      onClose={onClose}
      onAction={() => void create()}
      actionLabel={t('integrations.webhooks.save')}
      busyLabel={t('integrations.webhooks.saving')}
    >
      <DialogForm onSubmit={create}>
        <FormNotices form={form} />
        <TextInput
          label={t('integrations.webhooks.url')}
          inputMode="url"
          required
          maxLength={WEBHOOK_URL_MAX}
          autoComplete="off"
          placeholder="https://"
          disabled={busy}
          {...form.field('url')}
        />
        <CheckboxList
          label={t('integrations.webhooks.events')}
          options={eventOptions}
          value={splitList(values.events)}
          onChange={(chosen) => form.setField('events', joinList(chosen))}
          error={errors.events}
          disabled={busy}
        />
      </DialogForm>
    </ActionDialog>
  );
}
