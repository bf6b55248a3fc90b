import { useCallback, useMemo, useState } from 'react';
import { ListChecks, Plus, Trash2, Webhook as WebhookIcon } from 'lucide-react';
import { failureReason } from '@rollcall/api-client';
import { type CreateWebhookResponse, type Webhook, webhookTexts } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { Card, ListEmpty, ListStates, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { useInstituteMoment } from '../../eligibility/moments';
import { SecretOnceDialog, type SecretOnceTexts } from '../SecretOnceDialog';
import { AddWebhookDialog } from './AddWebhookDialog';
import { DeleteWebhookDialog } from './DeleteWebhookDialog';
import { WebhookDeliveries } from './WebhookDeliveries';
import { useWebhooks, useWebhooksChanged } from './webhookData';

const secretTexts: SecretOnceTexts = {
  ...webhookTexts,
  title: webhookTexts.secretTitle,
  warning: webhookTexts.secretOnce,
  label: webhookTexts.secretTitle,
};

type Showing =
  | { kind: 'new' }
  | { kind: 'secret'; created: CreateWebhookResponse }
  | { kind: 'delete'; webhook: Webhook }
  | { kind: 'deliveries'; webhook: Webhook }
  | null;

/** The institute's webhooks: where each sends and what, whether it is active; add, delete, and read its deliveries. */
export function WebhooksSection({ onDone }: { onDone: (message: string) => void }) {
  const list = useWebhooks();
  const changed = useWebhooksChanged();
  const moment = useInstituteMoment();
  const [showing, setShowing] = useState<Showing>(null);

  const columns = useMemo<readonly TableColumn<Webhook>[]>(
    () => [
      {
        key: 'url',
        header: webhookTexts.url,
        rowHeader: true,
        cell: (webhook) => webhook.url,
        sortValue: (webhook) => webhook.url,
      },
      {
        key: 'events',
        header: webhookTexts.events,
        cell: (webhook) => webhook.events.map((event) => webhookTexts.eventLabels[event]).join(', '),
      },
      {
        key: 'state',
        header: webhookTexts.state,
        cell: (webhook) => (webhook.disabledAt ? webhookTexts.disabled : webhookTexts.active),
      },
      {
        key: 'created',
        header: webhookTexts.created,
        cell: (webhook) => moment(webhook.createdAt),
        sortValue: (webhook) => webhook.createdAt,
      },
    ],
    [moment],
  );

  const actions = useCallback(
    (webhook: Webhook) => (
      <>
        <Button
          variant="secondary"
          size="sm"
          icon={<ListChecks size={16} aria-hidden="true" />}
          aria-label={`${webhookTexts.showDeliveries}: ${webhook.url}`}
          onClick={() => setShowing({ kind: 'deliveries', webhook })}
        >
          {webhookTexts.showDeliveries}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<Trash2 size={16} aria-hidden="true" />}
          aria-label={`${webhookTexts.remove}: ${webhook.url}`}
          onClick={() => setShowing({ kind: 'delete', webhook })}
        >
          {webhookTexts.remove}
        </Button>
      </>
    ),
    [],
  );

  return (
    <Card
      as="section"
      title={webhookTexts.title}
      action={
        <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setShowing({ kind: 'new' })}>
          {webhookTexts.add}
        </Button>
      }
    >
      <p>{webhookTexts.intro}</p>
      <ListStates list={list} noun="webhooks" reason={failureReason}>
        <Table
          caption={webhookTexts.title}
          columns={columns}
          rows={list.data?.webhooks ?? []}
          rowKey={(webhook) => webhook.id}
          actions={actions}
          empty={<ListEmpty icon={<WebhookIcon size={40} />} title={webhookTexts.none} description={webhookTexts.intro} />}
        />
      </ListStates>

      {showing?.kind === 'new' ? (
        <AddWebhookDialog
          onClose={() => setShowing(null)}
          onCreated={(created) => {
            setShowing({ kind: 'secret', created });
            void changed();
          }}
        />
      ) : null}
      {showing?.kind === 'secret' ? (
        <SecretOnceDialog
          texts={secretTexts}
          summary={showing.created.webhook.url}
          secret={showing.created.secret}
          onClose={() => setShowing(null)}
        />
      ) : null}
      {showing?.kind === 'delete' ? (
        <DeleteWebhookDialog
          webhook={showing.webhook}
          onClose={() => setShowing(null)}
          onDeleted={() => {
            setShowing(null);
            onDone(webhookTexts.removed);
            void changed();
          }}
        />
      ) : null}
      {showing?.kind === 'deliveries' ? <WebhookDeliveries webhook={showing.webhook} onClose={() => setShowing(null)} /> : null}
    </Card>
  );
}
