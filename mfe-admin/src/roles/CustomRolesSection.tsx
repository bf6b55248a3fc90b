import { useCallback, useState } from 'react';
import { KeyRound, Plus } from 'lucide-react';
import type { CustomRole } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { Card, ListEmpty, type TableColumn } from '@rollcall/ui-kit/pages';
import { matchesSearch, SearchField } from '@rollcall/ui-kit/forms';
import { useAdminChange, useCustomRoles } from '../data/hooks';
import { ListTable } from '../common/ListTable';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import { permissionNames } from './permissionOptions';
import { RoleDialog } from './RoleDialog';
import styles from '../common/ListPage.module.css';
import { RoleActions } from './RoleActions';
import { useRoleReach } from './roleReach';

const columns: readonly TableColumn<CustomRole>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (role) => role.name, sortValue: (role) => role.name },
  { key: 'permissions', header: 'Permissions', cell: (role) => permissionNames(role.permissions) || 'None' },
  { key: 'holders', header: 'Holders', align: 'end', cell: (role) => role.holders, sortValue: (role) => role.holders },
];

type Editing = { kind: 'new' } | { kind: 'edit' | 'delete'; role: CustomRole } | null;

/** The institute's custom roles, each with what it grants and how many hold it; the admin changes those within reach. */
export function CustomRolesSection({ onDone }: { onDone: (message: string) => void }) {
  const list = useCustomRoles();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const changed = useAdminChange();
  const roles = (list.data?.roles ?? []).filter((role) => matchesSearch(search, role.name));
  const reach = useRoleReach();

  const finish = (message: string) => {
    setEditing(null);
    onDone(message);
    void changed('roles');
  };

  const actions = useCallback(
    (role: CustomRole) => (
      <RoleActions
        role={role}
        reach={reach}
        onEdit={() => setEditing({ kind: 'edit', role })}
        onDelete={() => setEditing({ kind: 'delete', role })}
      />
    ),
    [reach],
  );

  return (
    <Card
      as="section"
      title="Custom roles"
      action={
        <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setEditing({ kind: 'new' })}>
          New role
        </Button>
      }
    >
      <div className={styles.list}>
        <SearchField label="Search roles" placeholder="Role name" value={search} onChange={setSearch} />
        <ListTable
          list={list}
          noun="roles"
          search={search}
          onClearSearch={() => setSearch('')}
          caption="Roles"
          columns={columns}
          rows={roles}
          rowKey={(role) => role.id}
          actions={actions}
          initialSort={{ key: 'name', direction: 'ascending' }}
          empty={
            <ListEmpty
              icon={<KeyRound size={40} />}
              title="No custom roles yet"
              description="Create a role to give teachers and admins exactly the permissions they need."
            />
          }
        />
      </div>

      {editing?.kind === 'new' ? (
        <RoleDialog onClose={() => setEditing(null)} onSaved={(role) => finish(`The role ${role.name} was created`)} />
      ) : null}
      {editing?.kind === 'edit' ? (
        <RoleDialog
          role={editing.role}
          onClose={() => setEditing(null)}
          onSaved={(role) => finish(`The role ${role.name} was updated`)}
        />
      ) : null}
      {editing?.kind === 'delete' ? (
        <DeleteRoleDialog
          role={editing.role}
          onClose={() => setEditing(null)}
          onDeleted={() => finish(`The role ${editing.role.name} was deleted`)}
        />
      ) : null}
    </Card>
  );
}
