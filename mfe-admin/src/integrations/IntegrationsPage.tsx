import { Notice } from '@rollcall/ui-kit';
import { DoneNotice, useTimedNotice } from '@rollcall/ui-kit/forms';
import { ListLoading, Page } from '@rollcall/ui-kit/pages';
import { useAdminMe } from '../data/hooks';
import { ApiTokensSection } from './ApiTokensSection';
import { WebhooksSection } from './webhooks/WebhooksSection';

/** Integrations: what lets other systems work with the institute's data, each kind a section of its own. */
export function IntegrationsPage() {
  const { data: me, error, isLoading } = useAdminMe();
  // Without the permissions answer the sections show anyway: the server decides either way.
  const canManage = me ? me.permissions.includes('manage_roles') : Boolean(error);
  const done = useTimedNotice();

  return (
    <Page
      landmark="section"
      title="Integrations"
      description="Connect a student information system, an LMS or a fees system to RollCall."
      back
    >
      <DoneNotice done={done} />
      {isLoading ? (
        <ListLoading label="Loading..." />
      ) : canManage ? (
        <>
          <ApiTokensSection onDone={done.show} />
          <WebhooksSection onDone={done.show} />
        </>
      ) : (
        <Notice type="info">You do not have permission to manage integrations.</Notice>
      )}
    </Page>
  );
}
