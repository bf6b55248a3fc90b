import { Notice } from '@rollcall/ui-kit';
import { DoneNotice, useTimedNotice } from '@rollcall/ui-kit/forms';
import { ListLoading, Page } from '@rollcall/ui-kit/pages';
import { useAdminMe } from '../data/hooks';
import { useAdminTexts } from '../texts/texts';
import { ApiTokensSection } from './ApiTokensSection';
import { WebhooksSection } from './webhooks/WebhooksSection';

/** Integrations: what lets other systems work with the institute's data, each kind a section of its own. */
export function IntegrationsPage() {
  const t = useAdminTexts();
  const { data: me, error, isLoading } = useAdminMe();
  // Without the permissions answer the sections show anyway: the server decides either way.
  const canManage = me ? me.permissions.includes('manage_roles') : Boolean(error);
  const done = useTimedNotice();

  return (
    <Page landmark="section" title={t('integrations.title')} description={t('integrations.description')} back>
      <DoneNotice done={done} />
      {isLoading ? (
        <ListLoading label={t('integrations.loading')} />
      ) : canManage ? (
        <>
          <ApiTokensSection onDone={done.show} />
          <WebhooksSection onDone={done.show} />
        </>
      ) : (
        <Notice type="info">{t('integrations.notAllowed')}</Notice>
      )}
    </Page>
  );
}
