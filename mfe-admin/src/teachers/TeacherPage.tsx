import { api, endpoints } from '@rollcall/api-client';
import { DoneNotice } from '@rollcall/ui-kit/forms';
import { useCallback, useMemo, useState } from 'react';
import { GraduationCap, KeyRound, Mail, Pencil, Trash2, UserPlus } from 'lucide-react';
import type { Teacher } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { ListEmpty, Page, FilterBar } from '@rollcall/ui-kit/pages';
import { matchesSearch, SearchField } from '@rollcall/ui-kit/forms';
import { ListTable } from '../common/ListTable';
import { RemoveDialog, removedMessage } from '../common/RemoveDialog';
import { usePermission, useTeachers } from '../data/hooks';
import { teacherColumns } from './teacherColumns';
import { TeacherDialog } from './TeacherDialog';
import { ImportButton, teacherImport } from '../imports';
import { AssignRolesDialog } from '../roles/AssignRolesDialog';
import { useListDialogs } from '../common/useListDialogs';
import styles from '../common/ListPage.module.css';
import { RowButton } from '../common/RowButton';
import { SendResetDialog, sendResetTexts } from '../common/SendResetDialog';
import { useAdminTexts } from '../texts/texts';

type Action = { kind: 'add' } | { kind: 'edit' | 'roles' | 'reset' | 'remove'; teacher: Teacher } | null;

/** Teachers: the institute's teachers, searched and sorted; people managers add, edit and remove them, role managers assign roles. */
export function TeacherPage() {
  const { dialog: action, open, close, done, finish } = useListDialogs<NonNullable<Action>>('teachers');
  const list = useTeachers();
  const mayChange = usePermission('manage_people');
  const mayAssignRoles = usePermission('manage_roles');
  const [search, setSearch] = useState('');
  const t = useAdminTexts();

  const columns = useMemo(() => teacherColumns(t), [t]);

  const teachers = list.data?.teachers ?? [];
  const shown = teachers.filter((teacher) => matchesSearch(search, teacher.name, teacher.email));

  const rowActions = useCallback(
    (teacher: Teacher) => (
      <>
        {mayChange ? (
          <RowButton
            icon={<Pencil size={14} />}
            name={t('teachers.editName', { name: teacher.name })}
            onClick={() => open({ kind: 'edit', teacher })}
          >
            {t('teachers.edit')}
          </RowButton>
        ) : null}
        {mayAssignRoles ? (
          <RowButton
            icon={<KeyRound size={14} />}
            name={t('teachers.rolesName', { name: teacher.name })}
            onClick={() => open({ kind: 'roles', teacher })}
          >
            {t('teachers.roles')}
          </RowButton>
        ) : null}
        {mayChange ? (
          <RowButton
            icon={<Mail size={14} />}
            name={`${sendResetTexts.button}: ${teacher.name}`}
            onClick={() => open({ kind: 'reset', teacher })}
          >
            {sendResetTexts.button}
          </RowButton>
        ) : null}
        {mayChange ? (
          <RowButton
            danger
            icon={<Trash2 size={14} />}
            name={t('teachers.removeName', { name: teacher.name })}
            onClick={() => open({ kind: 'remove', teacher })}
          >
            {t('teachers.remove')}
          </RowButton>
        ) : null}
      </>
    ),
    [mayChange, mayAssignRoles, open, t],
  );

  const addButton = (
    <Button icon={<UserPlus size={16} />} onClick={() => open({ kind: 'add' })}>
      {t('teachers.add')}
    </Button>
  );

  return (
    <Page
      landmark="section"
      title={t('teachers.title')}
      description={t('teachers.description')}
      actions={
        mayChange ? (
          <div className={styles.actions}>
            <ImportButton kind={teacherImport} />
            {addButton}
          </div>
        ) : null
      }
    >
      <DoneNotice done={done} />

      <div className={styles.list}>
        {teachers.length > 0 ? (
          <FilterBar>
            <SearchField
              label={t('teachers.search')}
              placeholder={t('teachers.searchPlaceholder')}
              value={search}
              onChange={setSearch}
            />
          </FilterBar>
        ) : null}
        <ListTable
          list={list}
          noun={t('teachers.noun')}
          search={search}
          onClearSearch={() => setSearch('')}
          caption={t('teachers.caption')}
          columns={columns}
          rows={shown}
          rowKey={(teacher) => teacher.id}
          actions={mayChange || mayAssignRoles ? rowActions : undefined}
          initialSort={{ key: 'name', direction: 'ascending' }}
          empty={
            <ListEmpty
              icon={<GraduationCap size={40} />}
              title={t('teachers.emptyTitle')}
              description={t('teachers.emptyDescription')}
              action={mayChange ? addButton : undefined}
            />
          }
        />
      </div>

      {action?.kind === 'add' ? (
        <TeacherDialog onClose={() => close()} onSaved={(email) => finish(t('teachers.added', { email }))} />
      ) : null}
      {action?.kind === 'edit' ? (
        <TeacherDialog
          teacher={action.teacher}
          onClose={() => close()}
          onSaved={() => finish(t('teachers.updated', { name: action.teacher.name }))}
        />
      ) : null}
      {action?.kind === 'roles' ? (
        <AssignRolesDialog
          user={{ ...action.teacher, role: 'teacher' }}
          onClose={() => close()}
          onSaved={() => finish(t('teachers.rolesSaved', { name: action.teacher.name }), 'roles')}
        />
      ) : null}
      {action?.kind === 'reset' ? (
        <SendResetDialog
          name={action.teacher.name}
          recipients={[{ ...action.teacher, label: t('teachers.recipient') }]}
          onClose={() => close()}
          onSent={(message) => finish(message)}
        />
      ) : null}
      {action?.kind === 'remove' ? (
        <RemoveDialog
          name={action.teacher.name}
          remove={() => api.call(endpoints.removeTeacher, { params: { id: action.teacher.id } })}
          onClose={() => close()}
          onRemoved={(outcome) => finish(removedMessage(action.teacher.name, outcome))}
        />
      ) : null}
    </Page>
  );
}
