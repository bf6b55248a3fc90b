import { useCallback, useMemo, useState } from 'react';
import { ListChecks, Plus, Trash2, Webhook as WebhookIcon } from 'lucide-react';
import { failureReason } from '@rollcall/api-client';
import type { CreateWebhookResponse, Webhook } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { Card, ListEmpty, ListStates, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { useInstituteMoment } from '../../eligibility/moments';
import { useAdminTexts } from '../../texts/texts';
import { SecretOnceDialog, type SecretOnceTexts } from '../SecretOnceDialog';
import { AddWebhookDialog } from './AddWebhookDialog';
import { DeleteWebhookDialog } from './DeleteWebhookDialog';
import { WebhookDeliveries } from './WebhookDeliveries';
import { useWebhooks, useWebhooksChanged } from './webhookData';

type Showing =
  | { kind: 'new' }
  | { kind: 'secret'; created: CreateWebhookResponse }
  | { kind: 'delete'; webhook: Webhook }
  | { kind: 'deliveries'; webhook: Webhook }
  | null;

/** The institute's webhooks: where each sends and what, whether it is active; add, delete, and read its deliveries. */
export function WebhooksSection({ onDone }: { onDone: (message: string) => void }) {
  const t = useAdminTexts();
  const list = useWebhooks();
  const changed = useWebhooksChanged();
  const moment = useInstituteMoment();
  const [showing, setShowing] = useState<Showing>(null);
  const secretTexts: SecretOnceTexts = {
    title: t('integrations.webhooks.secretTitle'),
    warning: t('integrations.webhooks.secretOnce'),
    label: t('integrations.webhooks.secretTitle'),
    done: t('integrations.webhooks.done'),
    copy: t('integrations.webhooks.copy'),
    copied: t('integrations.webhooks.copied'),
    copyFailed: t('integrations.webhooks.copyFailed'),
  };

  const columns = useMemo<readonly TableColumn<Webhook>[]>(
    () => [
      {
        key: 'url',
        header: t('integrations.webhooks.url'),
        rowHeader: true,
        cell: (webhook) => webhook.url,
        sortValue: (webhook) => webhook.url,
      },
      {
        key: 'events',
        header: t('integrations.webhooks.events'),
        cell: (webhook) => webhook.events.map((event) => t(`integrations.webhooks.event.${event}`)).join(', '),
      },
      {
        key: 'state',
        header: t('integrations.webhooks.state'),
        cell: (webhook) => (webhook.disabledAt ? t('integrations.webhooks.disabled') : t('integrations.webhooks.active')),
      },
      {
        key: 'created',
        header: t('integrations.webhooks.created'),
        cell: (webhook) => moment(webhook.createdAt),
        sortValue: (webhook) => webhook.createdAt,
      },
    ],
    [moment, t],
  );

  const actions = useCallback(
    (webhook: Webhook) => (
      <>
        <Button
          variant="secondary"
          size="sm"
          icon={<ListChecks size={16} aria-hidden="true" />}
          aria-label={t('integrations.webhooks.showDeliveriesNamed', { url: webhook.url })}
          onClick={() => setShowing({ kind: 'deliveries', webhook })}
        >
          {t('integrations.webhooks.showDeliveries')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<Trash2 size={16} aria-hidden="true" />}
          aria-label={t('integrations.webhooks.removeNamed', { url: webhook.url })}
          onClick={() => setShowing({ kind: 'delete', webhook })}
        >
          {t('integrations.webhooks.remove')}
        </Button>
      </>
    ),
    [t],
  );

  return (
    <Card
      as="section"
      title={t('integrations.webhooks.title')}
      action={
        <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setShowing({ kind: 'new' })}>
          {t('integrations.webhooks.add')}
        </Button>
      }
    >
      <p>{t('integrations.webhooks.intro')}</p>
      <ListStates list={list} noun={t('integrations.webhooks.noun')} reason={failureReason}>
        <Table
          caption={t('integrations.webhooks.title')}
          columns={columns}
          rows={list.data?.webhooks ?? []}
          rowKey={(webhook) => webhook.id}
          actions={actions}
          empty={
            <ListEmpty
              icon={<WebhookIcon size={40} />}
              title={t('integrations.webhooks.none')}
              description={t('integrations.webhooks.intro')}
            />
          }
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
            onDone(t('integrations.webhooks.removed'));
            void changed();
          }}
        />
      ) : null}
      {showing?.kind === 'deliveries' ? <WebhookDeliveries webhook={showing.webhook} onClose={() => setShowing(null)} /> : null}
    </Card>
  );
}
