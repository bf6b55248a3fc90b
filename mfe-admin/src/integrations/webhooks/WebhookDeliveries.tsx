import { useMemo } from 'react';
import { Send } from 'lucide-react';
import { failureReason } from '@rollcall/api-client';
import type { Webhook, WebhookDelivery } from '@rollcall/contracts';
import { Button, Dialog } from '@rollcall/ui-kit';
import { ListEmpty, ListStates, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { useInstituteMoment } from '../../eligibility/moments';
import { useAdminTexts } from '../../texts/texts';
import { useWebhookDeliveries } from './webhookData';

interface WebhookDeliveriesProps {
  webhook: Webhook;
  onClose: () => void;
}

/** What was sent to one webhook, newest first: the event, its status in words, the attempts and the last answer. */
export function WebhookDeliveries({ webhook, onClose }: WebhookDeliveriesProps) {
  const t = useAdminTexts();
  const list = useWebhookDeliveries(webhook.id);
  const moment = useInstituteMoment();
  const columns = useMemo<readonly TableColumn<WebhookDelivery>[]>(
    () => [
      {
        key: 'event',
        header: t('integrations.webhooks.event'),
        rowHeader: true,
        cell: (delivery) => t(`integrations.webhooks.event.${delivery.event}`),
      },
      {
        key: 'status',
        header: t('integrations.webhooks.status'),
        cell: (delivery) => t(`integrations.webhooks.deliveryStatus.${delivery.status}`),
      },
      { key: 'attempts', header: t('integrations.webhooks.attempts'), cell: (delivery) => String(delivery.attempts) },
      {
        key: 'lastAttempt',
        header: t('integrations.webhooks.lastAttempt'),
        cell: (delivery) => (delivery.lastAttemptAt ? moment(delivery.lastAttemptAt) : t('integrations.webhooks.never')),
      },
      {
        key: 'response',
        header: t('integrations.webhooks.response'),
        cell: (delivery) =>
          delivery.responseStatus === null ? t('integrations.webhooks.noResponse') : String(delivery.responseStatus),
      },
    ],
    [moment, t],
  );
  const title = t('integrations.webhooks.deliveriesTitle', { url: webhook.url });

  return (
    <Dialog open title={title} onClose={onClose} footer={<Button onClick={onClose}>{t('integrations.webhooks.done')}</Button>}>
      <ListStates list={list} noun={t('integrations.webhooks.deliveriesNoun')} reason={failureReason}>
        <Table
          caption={title}
          columns={columns}
          rows={list.data?.deliveries ?? []}
          rowKey={(delivery) => delivery.id}
          empty={<ListEmpty icon={<Send size={40} />} title={t('integrations.webhooks.noDeliveries')} />}
        />
      </ListStates>
    </Dialog>
  );
}
