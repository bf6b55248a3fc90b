import { useCallback, useMemo, useState } from 'react';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { failureReason } from '@rollcall/api-client';
import type { ApiToken, CreatedApiTokenResponse } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { Card, ListEmpty, ListStates, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { useAdminChange, useApiTokens } from '../data/hooks';
import { useAdminTexts } from '../texts/texts';
import { useInstituteMoment } from '../eligibility/moments';
import { permissionNames } from '../roles/permissionOptions';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';
import { RevokeApiTokenDialog } from './RevokeApiTokenDialog';
import { SecretOnceDialog, type SecretOnceTexts } from './SecretOnceDialog';

type Showing =
  | { kind: 'new' }
  | { kind: 'secret'; created: CreatedApiTokenResponse }
  | { kind: 'revoke'; token: ApiToken }
  | null;

/** The institute's API tokens: what each may do, when it was last used and when it expires; create and revoke. */
export function ApiTokensSection({ onDone }: { onDone: (message: string) => void }) {
  const t = useAdminTexts();
  const list = useApiTokens();
  const changed = useAdminChange();
  const moment = useInstituteMoment();
  const [showing, setShowing] = useState<Showing>(null);
  const secretTexts: SecretOnceTexts = {
    title: t('integrations.tokens.secretTitle'),
    warning: t('integrations.tokens.secretWarning'),
    label: t('integrations.tokens.title'),
    done: t('integrations.tokens.done'),
    copy: t('integrations.tokens.copy'),
    copied: t('integrations.tokens.copied'),
    copyFailed: t('integrations.tokens.copyFailed'),
  };

  const columns = useMemo<readonly TableColumn<ApiToken>[]>(
    () => [
      {
        key: 'name',
        header: t('integrations.tokens.name'),
        rowHeader: true,
        cell: (token) => token.name,
        sortValue: (token) => token.name,
      },
      { key: 'permissions', header: t('integrations.tokens.permissions'), cell: (token) => permissionNames(token.permissions) },
      {
        key: 'lastUsed',
        header: t('integrations.tokens.lastUsed'),
        cell: (token) => (token.lastUsedAt ? moment(token.lastUsedAt) : t('integrations.tokens.neverUsed')),
      },
      {
        key: 'expires',
        header: t('integrations.tokens.expires'),
        cell: (token) => token.expiresOn ?? t('integrations.tokens.never'),
      },
      {
        key: 'created',
        header: t('integrations.tokens.created'),
        cell: (token) => moment(token.createdAt),
        sortValue: (token) => token.createdAt,
      },
    ],
    [moment, t],
  );

  const actions = useCallback(
    (token: ApiToken) => (
      <Button
        variant="secondary"
        size="sm"
        icon={<Trash2 size={16} aria-hidden="true" />}
        aria-label={t('integrations.tokens.revokeNamed', { name: token.name })}
        onClick={() => setShowing({ kind: 'revoke', token })}
      >
        {t('integrations.tokens.revoke')}
      </Button>
    ),
    [t],
  );

  return (
    <Card
      as="section"
      title={t('integrations.tokens.title')}
      action={
        <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setShowing({ kind: 'new' })}>
          {t('integrations.tokens.create')}
        </Button>
      }
    >
      <p>{t('integrations.tokens.intro')}</p>
      <ListStates list={list} noun={t('integrations.tokens.noun')} reason={failureReason}>
        <Table
          caption={t('integrations.tokens.title')}
          columns={columns}
          rows={list.data?.apiTokens ?? []}
          rowKey={(token) => token.id}
          actions={actions}
          empty={
            <ListEmpty
              icon={<KeyRound size={40} />}
              title={t('integrations.tokens.empty')}
              description={t('integrations.tokens.emptyHint')}
            />
          }
        />
      </ListStates>

      {showing?.kind === 'new' ? (
        <CreateApiTokenDialog
          onClose={() => setShowing(null)}
          onCreated={(created) => {
            setShowing({ kind: 'secret', created });
            void changed('apiTokens');
          }}
        />
      ) : null}
      {showing?.kind === 'secret' ? (
        <SecretOnceDialog
          texts={secretTexts}
          summary={t('integrations.tokens.summary', {
            name: showing.created.apiToken.name,
            permissions: permissionNames(showing.created.apiToken.permissions),
          })}
          secret={showing.created.secret}
          onClose={() => setShowing(null)}
        />
      ) : null}
      {showing?.kind === 'revoke' ? (
        <RevokeApiTokenDialog
          token={showing.token}
          onClose={() => setShowing(null)}
          onRevoked={() => {
            setShowing(null);
            onDone(t('integrations.tokens.revoked', { name: showing.token.name }));
            void changed('apiTokens');
          }}
        />
      ) : null}
    </Card>
  );
}
