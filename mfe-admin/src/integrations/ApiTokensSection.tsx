import { useCallback, useMemo, useState } from 'react';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { failureReason } from '@rollcall/api-client';
import { type ApiToken, apiTokenTexts, type CreatedApiTokenResponse } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { Card, ListEmpty, ListStates, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { useAdminChange, useApiTokens } from '../data/hooks';
import { useInstituteMoment } from '../eligibility/moments';
import { permissionNames } from '../roles/permissionOptions';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';
import { RevokeApiTokenDialog } from './RevokeApiTokenDialog';
import { SecretOnceDialog, type SecretOnceTexts } from './SecretOnceDialog';

const secretTexts: SecretOnceTexts = {
  ...apiTokenTexts,
  title: apiTokenTexts.secretTitle,
  warning: apiTokenTexts.secretWarning,
  label: apiTokenTexts.title,
};

type Showing =
  | { kind: 'new' }
  | { kind: 'secret'; created: CreatedApiTokenResponse }
  | { kind: 'revoke'; token: ApiToken }
  | null;

/** The institute's API tokens: what each may do, when it was last used and when it expires; create and revoke. */
export function ApiTokensSection({ onDone }: { onDone: (message: string) => void }) {
  const list = useApiTokens();
  const changed = useAdminChange();
  const moment = useInstituteMoment();
  const [showing, setShowing] = useState<Showing>(null);

  const columns = useMemo<readonly TableColumn<ApiToken>[]>(
    () => [
      { key: 'name', header: apiTokenTexts.name, rowHeader: true, cell: (token) => token.name, sortValue: (token) => token.name },
      { key: 'permissions', header: apiTokenTexts.permissions, cell: (token) => permissionNames(token.permissions) },
      {
        key: 'lastUsed',
        header: apiTokenTexts.lastUsed,
        cell: (token) => (token.lastUsedAt ? moment(token.lastUsedAt) : apiTokenTexts.neverUsed),
      },
      { key: 'expires', header: apiTokenTexts.expires, cell: (token) => token.expiresOn ?? apiTokenTexts.never },
      {
        key: 'created',
        header: apiTokenTexts.created,
        cell: (token) => moment(token.createdAt),
        sortValue: (token) => token.createdAt,
      },
    ],
    [moment],
  );

  const actions = useCallback(
    (token: ApiToken) => (
      <Button
        variant="secondary"
        size="sm"
        icon={<Trash2 size={16} aria-hidden="true" />}
        aria-label={`${apiTokenTexts.revoke} ${token.name}`}
        onClick={() => setShowing({ kind: 'revoke', token })}
      >
        {apiTokenTexts.revoke}
      </Button>
    ),
    [],
  );

  return (
    <Card
      as="section"
      title={apiTokenTexts.title}
      action={
        <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setShowing({ kind: 'new' })}>
          {apiTokenTexts.create}
        </Button>
      }
    >
      <p>{apiTokenTexts.intro}</p>
      <ListStates list={list} noun="API tokens" reason={failureReason}>
        <Table
          caption={apiTokenTexts.title}
          columns={columns}
          rows={list.data?.apiTokens ?? []}
          rowKey={(token) => token.id}
          actions={actions}
          empty={<ListEmpty icon={<KeyRound size={40} />} title={apiTokenTexts.empty} description={apiTokenTexts.emptyHint} />}
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
          summary={`${showing.created.apiToken.name}: ${permissionNames(showing.created.apiToken.permissions)}`}
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
            onDone(apiTokenTexts.revoked(showing.token.name));
            void changed('apiTokens');
          }}
        />
      ) : null}
    </Card>
  );
}
