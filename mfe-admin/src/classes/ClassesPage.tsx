import { useCallback, useMemo, useState } from 'react';
import { Plus, School, Search } from 'lucide-react';
import type { ClassInfo } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { useTimedNotice } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListFailure, ListLoading, Page, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { useAdminChange, useClasses, usePermission, useTeachers } from '../data/hooks';
import { DoneNotice } from '../common/DoneNotice';
import { RemoveDialog, removedText } from '../common/RemoveDialog';
import { RowActions } from '../common/RowActions';
import { matches, SearchField } from '../common/SearchField';
import { ClassDialog } from './ClassDialog';

type ClassesDialog = { kind: 'add' } | { kind: 'edit'; item: ClassInfo } | { kind: 'remove'; item: ClassInfo };

/** Classes: each with its class teacher and how many students it has; archived ones stay listed for reports. */
export function ClassesPage() {
  const { data, error, isLoading, mutate } = useClasses();
  const teacherList = useTeachers().data;
  const teachers = useMemo(() => teacherList?.teachers ?? [], [teacherList]);
  const canManage = usePermission('manage_setup');
  const changed = useAdminChange();
  const done = useTimedNotice();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<ClassesDialog | null>(null);

  const teacherOf = useCallback(
    (item: ClassInfo) => teachers.find((teacher) => teacher.id === item.classTeacherId)?.name ?? '',
    [teachers],
  );

  const columns = useMemo<TableColumn<ClassInfo>[]>(
    () => [
      { key: 'name', header: 'Name', cell: (item) => item.name, sortValue: (item) => item.name, rowHeader: true },
      { key: 'teacher', header: 'Class teacher', cell: (item) => teacherOf(item) || 'None', sortValue: teacherOf },
      {
        key: 'students',
        header: 'Students',
        cell: (item) => item.studentCount,
        sortValue: (item) => item.studentCount,
        align: 'end',
      },
      {
        key: 'status',
        header: 'Status',
        cell: (item) => (item.archived ? 'Archived' : 'Active'),
        sortValue: (item) => String(item.archived),
      },
    ],
    [teacherOf],
  );
  const actions = useMemo(
    () =>
      canManage
        ? (item: ClassInfo) => (
            <RowActions
              name={item.name}
              onEdit={() => setDialog({ kind: 'edit', item })}
              onRemove={() => setDialog({ kind: 'remove', item })}
            />
          )
        : undefined,
    [canManage],
  );

  const classes = data?.classes ?? [];
  const shown = classes.filter((item) => matches(search, item.name, teacherOf(item)));

  const finish = (message: string) => {
    setDialog(null);
    done.show(message);
    void changed('classes');
  };

  return (
    <Page
      landmark="section"
      back
      title="Classes"
      description="Classes and sections, with their class teacher."
      actions={
        canManage ? (
          <Button icon={<Plus size={16} />} onClick={() => setDialog({ kind: 'add' })}>
            Add class
          </Button>
        ) : null
      }
    >
      <DoneNotice done={done} />
      {isLoading ? (
        <ListLoading label="Loading classes" />
      ) : error && !data ? (
        <ListFailure message="Failed to load classes" onRetry={() => mutate()} />
      ) : classes.length === 0 ? (
        <ListEmpty
          icon={<School size={40} />}
          title="No classes yet"
          description="Add the classes and sections of the institute."
        />
      ) : (
        <>
          <SearchField label="Search classes" value={search} onChange={setSearch} />
          <Table
            caption="Classes"
            columns={columns}
            rows={shown}
            rowKey={(item) => item.id}
            actions={actions}
            initialSort={{ key: 'name', direction: 'ascending' }}
            empty={
              <ListEmpty
                icon={<Search size={40} />}
                title="No classes found"
                action={
                  <Button variant="secondary" onClick={() => setSearch('')}>
                    Clear Search
                  </Button>
                }
              />
            }
          />
        </>
      )}
      {dialog?.kind === 'remove' ? (
        <RemoveDialog
          title="Remove class"
          name={dialog.item.name}
          path={`/admin/classes/${dialog.item.id}`}
          onClose={() => setDialog(null)}
          onRemoved={(answer) => finish(removedText(dialog.item.name, answer))}
        />
      ) : dialog ? (
        <ClassDialog
          editing={dialog.kind === 'edit' ? dialog.item : null}
          teachers={teachers}
          onClose={() => setDialog(null)}
          onSaved={(name) => finish(dialog.kind === 'edit' ? `${name} saved` : `${name} added`)}
        />
      ) : null}
    </Page>
  );
}
