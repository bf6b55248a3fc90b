import { useCallback, useMemo, useState } from 'react';
import { KeyRound, Plus } from 'lucide-react';
import type { CustomRole } from '@rollcall/contracts';
import type { Translate } from '@rollcall/i18n';
import { Button } from '@rollcall/ui-kit';
import { Card, ListEmpty, type TableColumn } from '@rollcall/ui-kit/pages';
import { matchesSearch, SearchField } from '@rollcall/ui-kit/forms';
import { useAdminChange, useCustomRoles } from '../data/hooks';
import { type AdminTextId, useAdminTexts } from '../texts/texts';
import { ListTable } from '../common/ListTable';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import { permissionNames } from './permissionOptions';
import { RoleDialog } from './RoleDialog';
import styles from '../common/ListPage.module.css';
import { RoleActions } from './RoleActions';
import { useRoleReach } from './roleReach';

const columnsIn = (t: Translate<AdminTextId>): readonly TableColumn<CustomRole>[] => [
  { key: 'name', header: t('roles.column.name'), rowHeader: true, cell: (role) => role.name, sortValue: (role) => role.name },
  {
    key: 'permissions',
    header: t('roles.column.permissions'),
    cell: (role) => permissionNames(role.permissions) || t('roles.none'),
  },
  {
    key: 'holders',
    header: t('roles.column.holders'),
    align: 'end',
    cell: (role) => role.holders,
    sortValue: (role) => role.holders,
  },
];

type Editing = { kind: 'new' } | { kind: 'edit' | 'delete'; role: CustomRole } | null;

/** The institute's custom roles, each with what it grants and how many hold it; the admin changes those within reach. */
export function CustomRolesSection({ onDone }: { onDone: (message: string) => void }) {
  const t = useAdminTexts();
  const columns = useMemo(() => columnsIn(t), [t]);
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
      title={t('roles.customRoles')}
      action={
        <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setEditing({ kind: 'new' })}>
          {t('roles.newRole')}
        </Button>
      }
    >
      <div className={styles.list}>
        <SearchField
          label={t('roles.searchRoles')}
          placeholder={t('roles.searchRolesHint')}
          value={search}
          onChange={setSearch}
        />
        <ListTable
          list={list}
          noun={t('roles.rolesNoun')}
          search={search}
          onClearSearch={() => setSearch('')}
          caption={t('roles.title')}
          columns={columns}
          rows={roles}
          rowKey={(role) => role.id}
          actions={actions}
          initialSort={{ key: 'name', direction: 'ascending' }}
          empty={
            <ListEmpty
              icon={<KeyRound size={40} />}
              title={t('roles.noCustomRoles')}
              description={t('roles.noCustomRolesHint')}
            />
          }
        />
      </div>

      {editing?.kind === 'new' ? (
        <RoleDialog onClose={() => setEditing(null)} onSaved={(role) => finish(t('roles.created', { name: role.name }))} />
      ) : null}
      {editing?.kind === 'edit' ? (
        <RoleDialog
          role={editing.role}
          onClose={() => setEditing(null)}
          onSaved={(role) => finish(t('roles.updated', { name: role.name }))}
        />
      ) : null}
      {editing?.kind === 'delete' ? (
        <DeleteRoleDialog
          role={editing.role}
          onClose={() => setEditing(null)}
          onDeleted={() => finish(t('roles.deleted', { name: editing.role.name }))}
        />
      ) : null}
    </Card>
  );
}
