import { useMemo } from 'react';
import { Send } from 'lucide-react';
import { failureReason } from '@rollcall/api-client';
import { type Webhook, type WebhookDelivery, webhookTexts } from '@rollcall/contracts';
import { Button, Dialog } from '@rollcall/ui-kit';
import { ListEmpty, ListStates, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { useInstituteMoment } from '../../eligibility/moments';
import { useWebhookDeliveries } from './webhookData';

interface WebhookDeliveriesProps {
  webhook: Webhook;
  onClose: () => void;
}

/** What was sent to one webhook, newest first: the event, its status in words, the attempts and the last answer. */
export function WebhookDeliveries({ webhook, onClose }: WebhookDeliveriesProps) {
  const list = useWebhookDeliveries(webhook.id);
  const moment = useInstituteMoment();
  const columns = useMemo<readonly TableColumn<WebhookDelivery>[]>(
    () => [
      {
        key: 'event',
        header: webhookTexts.event,
        rowHeader: true,
        cell: (delivery) => webhookTexts.eventLabels[delivery.event],
      },
      { key: 'status', header: webhookTexts.status, cell: (delivery) => webhookTexts.statusLabels[delivery.status] },
      { key: 'attempts', header: webhookTexts.attempts, cell: (delivery) => String(delivery.attempts) },
      {
        key: 'lastAttempt',
        header: webhookTexts.lastAttempt,
        cell: (delivery) => (delivery.lastAttemptAt ? moment(delivery.lastAttemptAt) : webhookTexts.never),
      },
      {
        key: 'response',
        header: webhookTexts.response,
        cell: (delivery) => (delivery.responseStatus === null ? webhookTexts.noResponse : String(delivery.responseStatus)),
      },
    ],
    [moment],
  );
  const title = webhookTexts.deliveriesTitle(webhook.url);

  return (
    <Dialog open title={title} onClose={onClose} footer={<Button onClick={onClose}>{webhookTexts.done}</Button>}>
      <ListStates list={list} noun="deliveries" reason={failureReason}>
        <Table
          caption={title}
          columns={columns}
          rows={list.data?.deliveries ?? []}
          rowKey={(delivery) => delivery.id}
          empty={<ListEmpty icon={<Send size={40} />} title={webhookTexts.noDeliveries} />}
        />
      </ListStates>
    </Dialog>
  );
}
