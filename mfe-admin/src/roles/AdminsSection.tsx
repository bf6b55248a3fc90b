import { useCallback, useMemo, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { customRoleMessages, type StaffMember } from '@rollcall/contracts';
import { Card, ListEmpty, type TableColumn } from '@rollcall/ui-kit/pages';
import { matchesSearch, SearchField, DialogNote } from '@rollcall/ui-kit/forms';
import { useAdminChange, useAdminMe, useAdmins } from '../data/hooks';
import { ListTable } from '../common/ListTable';
import type { Translate } from '@rollcall/i18n';
import { AssignRolesDialog } from './AssignRolesDialog';
import { type AdminTextId, useAdminTexts } from '../texts/texts';
import styles from '../common/ListPage.module.css';
import reasonStyles from './RoleActions.module.css';
import { RowButton } from '../common/RowButton';

function columnsIn(t: Translate<AdminTextId>): readonly TableColumn<StaffMember>[] {
  const roleNames = (admin: StaffMember) => admin.customRoles.map((role) => role.name).join(', ') || t('roles.everyPermission');
  return [
    {
      key: 'name',
      header: t('roles.column.name'),
      rowHeader: true,
      cell: (admin) => admin.name,
      sortValue: (admin) => admin.name,
    },
    {
      key: 'email',
      header: t('roles.column.email'),
      cell: (admin) => admin.email,
      sortValue: (admin) => admin.email,
      breakAnywhere: true,
    },
    { key: 'roles', header: t('roles.column.roles'), cell: roleNames, sortValue: roleNames },
  ];
}

/** The institute's admins with their custom roles, which can be assigned here. */
export function AdminsSection({ onDone }: { onDone: (message: string) => void }) {
  const t = useAdminTexts();
  const columns = useMemo(() => columnsIn(t), [t]);
  const list = useAdmins();
  const [search, setSearch] = useState('');
  const [assigning, setAssigning] = useState<StaffMember | null>(null);
  const changed = useAdminChange();
  const signedInId = useAdminMe().data?.user.id;
  const admins = (list.data?.admins ?? []).filter((admin) => matchesSearch(search, admin.name, admin.email));

  // An admin who could change their own roles could lift their own restrictions: the server refuses it too.
  const actions = useCallback(
    (admin: StaffMember) => {
      const own = admin.id === signedInId;
      const reasonId = `own-roles-${admin.id}`;
      return (
        <>
          <RowButton
            name={t('roles.assignTo', { name: admin.name })}
            disabled={own}
            describedBy={own ? reasonId : undefined}
            onClick={() => setAssigning(admin)}
          >
            {t('roles.assign')}
          </RowButton>
          {own ? (
            <span id={reasonId} className={reasonStyles.reason}>
              {customRoleMessages.ownRoles}
            </span>
          ) : null}
        </>
      );
    },
    [signedInId, t],
  );

  return (
    <Card as="section" title={t('roles.admins')}>
      <div className={styles.list}>
        <DialogNote>{t('roles.explanation.admin')}</DialogNote>
        <SearchField
          label={t('roles.searchAdmins')}
          placeholder={t('roles.searchAdminsHint')}
          value={search}
          onChange={setSearch}
        />
        <ListTable
          list={list}
          noun={t('roles.adminsNoun')}
          search={search}
          onClearSearch={() => setSearch('')}
          caption={t('roles.admins')}
          columns={columns}
          rows={admins}
          rowKey={(admin) => admin.id}
          actions={actions}
          initialSort={{ key: 'name', direction: 'ascending' }}
          empty={<ListEmpty icon={<ShieldCheck size={40} />} title={t('roles.noAdmins')} />}
        />
      </div>
      {assigning ? (
        <AssignRolesDialog
          user={assigning}
          onClose={() => setAssigning(null)}
          onSaved={() => {
            setAssigning(null);
            onDone(t('roles.assigned', { name: assigning.name }));
            void changed('roles');
          }}
        />
      ) : null}
    </Card>
  );
}
