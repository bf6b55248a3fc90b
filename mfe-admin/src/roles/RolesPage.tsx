import { Notice } from '@rollcall/ui-kit';
import { useTimedNotice, DoneNotice } from '@rollcall/ui-kit/forms';
import { ListLoading, Page } from '@rollcall/ui-kit/pages';
import { useAdminMe } from '../data/hooks';
import { AdminsSection } from './AdminsSection';
import { CustomRolesSection } from './CustomRolesSection';

/** Roles: custom roles with their permissions, and the roles each admin holds. */
export function RolesPage() {
  const { data: me, error, isLoading } = useAdminMe();
  // Without the permissions answer the sections show anyway: the server decides either way.
  const canManage = me ? me.permissions.includes('manage_roles') : Boolean(error);
  const done = useTimedNotice();

  return (
    <Page landmark="section" title="Roles" description="Custom roles grant teachers and admins chosen permissions." back>
      <DoneNotice done={done} />
      {isLoading ? (
        <ListLoading label="Loading..." />
      ) : canManage ? (
        <>
          <CustomRolesSection onDone={done.show} />
          <AdminsSection onDone={done.show} />
        </>
      ) : (
        <Notice type="info">You do not have permission to manage roles.</Notice>
      )}
    </Page>
  );
}
