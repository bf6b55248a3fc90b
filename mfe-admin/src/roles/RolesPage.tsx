import { Notice } from '@rollcall/ui-kit';
import { useTimedNotice, DoneNotice } from '@rollcall/ui-kit/forms';
import { ListLoading, Page } from '@rollcall/ui-kit/pages';
import { useAdminMe } from '../data/hooks';
import { AdminsSection } from './AdminsSection';
import { CustomRolesSection } from './CustomRolesSection';
import { useAdminTexts } from '../texts/texts';

/** Roles: custom roles with their permissions, and the roles each admin holds. */
export function RolesPage() {
  const t = useAdminTexts();
  const { data: me, error, isLoading } = useAdminMe();
  // Without the permissions answer the sections show anyway: the server decides either way.
  const canManage = me ? me.permissions.includes('manage_roles') : Boolean(error);
  const done = useTimedNotice();

  return (
    <Page landmark="section" title={t('roles.title')} description={t('roles.description')} back>
      <DoneNotice done={done} />
      {isLoading ? (
        <ListLoading label={t('roles.loading')} />
      ) : canManage ? (
        <>
          <CustomRolesSection onDone={done.show} />
          <AdminsSection onDone={done.show} />
        </>
      ) : (
        <Notice type="info">{t('roles.notAllowed')}</Notice>
      )}
    </Page>
  );
}
