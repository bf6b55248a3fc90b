import { api, endpoints } from '@rollcall/api-client';
import { DoneNotice } from '@rollcall/ui-kit/forms';
import { useCallback, useMemo, useState } from 'react';
import { School } from 'lucide-react';
import type { ClassInfo } from '@rollcall/contracts';
import { ListEmpty, Page, type TableColumn } from '@rollcall/ui-kit/pages';
import { matchesSearch, SearchField } from '@rollcall/ui-kit/forms';
import { useClasses, usePermission, useTeachers } from '../data/hooks';
import { AddButton } from '../common/AddButton';
import { useListDialogs } from '../common/useListDialogs';
import { RemoveDialog } from '../common/RemoveDialog';
import { RowActions } from '../common/RowActions';
import { ListTable } from '../common/ListTable';
import { ClassDialog } from './ClassDialog';
import { useAdminTexts } from '../texts/texts';

type ClassesDialog = { kind: 'add' } | { kind: 'edit'; item: ClassInfo } | { kind: 'remove'; item: ClassInfo };

/** Classes: each with its class teacher and how many students it has; archived ones stay listed for reports. */
export function ClassesPage() {
  const t = useAdminTexts();
  const list = useClasses();
  const teacherList = useTeachers().data;
  const teachers = useMemo(() => teacherList?.teachers ?? [], [teacherList]);
  const canManage = usePermission('manage_setup');
  const { dialog, open, close, done, finish } = useListDialogs<ClassesDialog>('classes');
  const [search, setSearch] = useState('');

  const teacherOf = useCallback(
    (item: ClassInfo) => teachers.find((teacher) => teacher.id === item.classTeacherId)?.name ?? '',
    [teachers],
  );

  const columns = useMemo<TableColumn<ClassInfo>[]>(
    () => [
      { key: 'name', header: t('classes.name'), cell: (item) => item.name, sortValue: (item) => item.name, rowHeader: true },
      {
        key: 'teacher',
        header: t('classes.teacher'),
        cell: (item) => teacherOf(item) || t('classes.noTeacher'),
        sortValue: teacherOf,
      },
      {
        key: 'students',
        header: t('classes.students'),
        cell: (item) => item.studentCount,
        sortValue: (item) => item.studentCount,
        align: 'end',
      },
      {
        key: 'status',
        header: t('classes.status'),
        cell: (item) => (item.archived ? t('classes.archived') : t('classes.active')),
        sortValue: (item) => String(item.archived),
      },
    ],
    [teacherOf, t],
  );
  const actions = useMemo(
    () =>
      canManage
        ? (item: ClassInfo) => (
            <RowActions
              name={item.name}
              onEdit={() => open({ kind: 'edit', item })}
              onRemove={() => open({ kind: 'remove', item })}
            />
          )
        : undefined,
    [canManage, open],
  );

  const classes = list.data?.classes ?? [];
  const shown = classes.filter((item) => matchesSearch(search, item.name, teacherOf(item)));

  return (
    <Page
      landmark="section"
      back
      title={t('classes.title')}
      description={t('classes.description')}
      actions={<AddButton label={t('classes.add')} allowed={canManage} onClick={() => open({ kind: 'add' })} />}
    >
      <DoneNotice done={done} />
      {classes.length > 0 ? <SearchField label={t('classes.search')} value={search} onChange={setSearch} /> : null}
      <ListTable
        list={list}
        noun={t('classes.noun')}
        search={search}
        onClearSearch={() => setSearch('')}
        caption={t('classes.title')}
        columns={columns}
        rows={shown}
        rowKey={(item) => item.id}
        actions={actions}
        initialSort={{ key: 'name', direction: 'ascending' }}
        empty={<ListEmpty icon={<School size={40} />} title={t('classes.none')} description={t('classes.noneHint')} />}
      />
      {dialog?.kind === 'remove' ? (
        <RemoveDialog
          title={t('classes.remove')}
          name={dialog.item.name}
          note={t('common.archivedInstead')}
          remove={() => api.call(endpoints.removeClass, { params: { id: dialog.item.id } })}
          onClose={close}
          onRemoved={(outcome) => finish(t('common.removed', { name: dialog.item.name, outcome }))}
        />
      ) : dialog ? (
        <ClassDialog
          editing={dialog.kind === 'edit' ? dialog.item : null}
          teachers={teachers}
          onClose={close}
          onSaved={(name) => finish(dialog.kind === 'edit' ? t('classes.saved', { name }) : t('classes.added', { name }))}
        />
      ) : null}
    </Page>
  );
}
