import { api, endpoints } from '@rollcall/api-client';
import {
  type CreateWebhookResponse,
  createWebhookSchema,
  errorMessage,
  WEBHOOK_URL_MAX,
  webhookEvents,
  webhookTexts,
} from '@rollcall/contracts';
import { ActionDialog, CheckboxList, DialogForm, FormNotices, TextInput, useSchemaForm } from '@rollcall/ui-kit/forms';
import { joinList, splitList } from '../../common/idList';

interface AddWebhookDialogProps {
  onClose: () => void;
  onCreated: (created: CreateWebhookResponse) => void;
}

const eventOptions = webhookEvents.map((event) => ({ value: event, label: webhookTexts.eventLabels[event], description: event }));

/** 'Add webhook' (POST /admin/webhooks): the address and the events to send to it. */
export function AddWebhookDialog({ onClose, onCreated }: AddWebhookDialogProps) {
  const form = useSchemaForm(
    createWebhookSchema,
    { url: '', events: '' },
    {
      toInput: (values) => ({ url: values.url, events: splitList(values.events) }),
      failureText: (error) => errorMessage(error, 'Failed to add the webhook'),
    },
  );
  const { busy, values, errors } = form;

  const create = form.submit(async (input) => {
    onCreated(await api.call(endpoints.createWebhook, { body: input }));
  });

  return (
    <ActionDialog
      title={webhookTexts.add}
      busy={busy}
      onClose={onClose}
      onAction={() => void create()}
      actionLabel={webhookTexts.save}
      busyLabel={webhookTexts.saving}
    >
      <DialogForm onSubmit={create}>
        <FormNotices form={form} />
        <TextInput
          label={webhookTexts.url}
          inputMode="url"
          required
          maxLength={WEBHOOK_URL_MAX}
          autoComplete="off"
          placeholder="https://"
          disabled={busy}
          {...form.field('url')}
        />
        <CheckboxList
          label={webhookTexts.events}
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
