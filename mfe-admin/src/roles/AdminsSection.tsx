import { useCallback, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { customRoleMessages, type StaffMember } from '@rollcall/contracts';
import { Card, ListEmpty, type TableColumn } from '@rollcall/ui-kit/pages';
import { matchesSearch, SearchField, DialogNote } from '@rollcall/ui-kit/forms';
import { useAdminChange, useAdminMe, useAdmins } from '../data/hooks';
import { ListTable } from '../common/ListTable';
import { ADMIN_ROLES_EXPLANATION, AssignRolesDialog } from './AssignRolesDialog';
import styles from '../common/ListPage.module.css';
import reasonStyles from './RoleActions.module.css';
import { RowButton } from '../common/RowButton';

const roleNames = (admin: StaffMember) => admin.customRoles.map((role) => role.name).join(', ') || 'Every permission';

const columns: readonly TableColumn<StaffMember>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (admin) => admin.name, sortValue: (admin) => admin.name },
  { key: 'email', header: 'Email', cell: (admin) => admin.email, sortValue: (admin) => admin.email, breakAnywhere: true },
  { key: 'roles', header: 'Roles', cell: roleNames, sortValue: roleNames },
];

/** The institute's admins with their custom roles, which can be assigned here. */
export function AdminsSection({ onDone }: { onDone: (message: string) => void }) {
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
            name={`Assign roles to ${admin.name}`}
            disabled={own}
            describedBy={own ? reasonId : undefined}
            onClick={() => setAssigning(admin)}
          >
            Assign roles
          </RowButton>
          {own ? (
            <span id={reasonId} className={reasonStyles.reason}>
              {customRoleMessages.ownRoles}
            </span>
          ) : null}
        </>
      );
    },
    [signedInId],
  );

  return (
    <Card as="section" title="Admins">
      <div className={styles.list}>
        <DialogNote>{ADMIN_ROLES_EXPLANATION}</DialogNote>
        <SearchField label="Search admins" placeholder="Name or email" value={search} onChange={setSearch} />
        <ListTable
          list={list}
          noun="admins"
          search={search}
          onClearSearch={() => setSearch('')}
          caption="Admins"
          columns={columns}
          rows={admins}
          rowKey={(admin) => admin.id}
          actions={actions}
          initialSort={{ key: 'name', direction: 'ascending' }}
          empty={<ListEmpty icon={<ShieldCheck size={40} />} title="No admins" />}
        />
      </div>
      {assigning ? (
        <AssignRolesDialog
          user={assigning}
          onClose={() => setAssigning(null)}
          onSaved={() => {
            setAssigning(null);
            onDone(`The roles of ${assigning.name} were saved`);
            void changed('roles');
          }}
        />
      ) : null}
    </Card>
  );
}
