import { useCallback, useState } from 'react';
import { GraduationCap, KeyRound, Pencil, Trash2, UserPlus } from 'lucide-react';
import type { Teacher } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { useTimedNotice } from '@rollcall/ui-kit/forms';
import { ListEmpty, Page } from '@rollcall/ui-kit/pages';
import { DoneNotice } from '../common/DoneNotice';
import { ListTable } from '../common/ListTable';
import { matchesSearch, SearchField } from '../common/SearchField';
import { RemoveDialog, removedMessage } from '../common/RemoveDialog';
import { useAdminChange, usePermission, useTeachers } from '../data/hooks';
import { teacherColumns } from './teacherColumns';
import { TeacherDialog } from './TeacherDialog';
import { ImportButton, teacherImport } from '../imports';
import { AssignRolesDialog } from '../roles/AssignRolesDialog';
import styles from '../common/ListPage.module.css';

type Action = { kind: 'add' } | { kind: 'edit' | 'roles' | 'remove'; teacher: Teacher } | null;

/** Teachers: the institute's teachers, searched and sorted; people managers add, edit and remove them, role managers assign roles. */
export function TeacherPage() {
  const list = useTeachers();
  const mayChange = usePermission('manage_people');
  const mayAssignRoles = usePermission('manage_roles');
  const changed = useAdminChange();
  const done = useTimedNotice();
  const [search, setSearch] = useState('');
  const [action, setAction] = useState<Action>(null);

  const teachers = list.data?.teachers ?? [];
  const shown = teachers.filter((teacher) => matchesSearch(search, teacher.name, teacher.email));

  const finish = (message: string, thing: 'teachers' | 'roles' = 'teachers') => {
    setAction(null);
    done.show(message);
    void changed(thing);
  };

  const rowActions = useCallback(
    (teacher: Teacher) => (
      <>
        {mayChange ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil size={14} />}
            aria-label={`Edit ${teacher.name}`}
            onClick={() => setAction({ kind: 'edit', teacher })}
          >
            Edit
          </Button>
        ) : null}
        {mayAssignRoles ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<KeyRound size={14} />}
            aria-label={`Roles of ${teacher.name}`}
            onClick={() => setAction({ kind: 'roles', teacher })}
          >
            Roles
          </Button>
        ) : null}
        {mayChange ? (
          <Button
            variant="danger"
            size="sm"
            icon={<Trash2 size={14} />}
            aria-label={`Remove ${teacher.name}`}
            onClick={() => setAction({ kind: 'remove', teacher })}
          >
            Remove
          </Button>
        ) : null}
      </>
    ),
    [mayChange, mayAssignRoles],
  );

  const addButton = (
    <Button icon={<UserPlus size={16} />} onClick={() => setAction({ kind: 'add' })}>
      Add teacher
    </Button>
  );

  return (
    <Page
      landmark="section"
      title="Teacher"
      description="The institute's teachers, the subjects they teach and the roles they hold."
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
          <div className={styles.filters}>
            <SearchField label="Search teachers" placeholder="Name or email" value={search} onChange={setSearch} />
          </div>
        ) : null}
        <ListTable
          list={list}
          noun="teachers"
          search={search}
          onClearSearch={() => setSearch('')}
          caption="Teachers"
          columns={teacherColumns}
          rows={shown}
          rowKey={(teacher) => teacher.id}
          actions={mayChange || mayAssignRoles ? rowActions : undefined}
          initialSort={{ key: 'name', direction: 'ascending' }}
          empty={
            <ListEmpty
              icon={<GraduationCap size={40} />}
              title="No teachers yet"
              description="Add the institute's teachers; each receives their sign-in details by email."
              action={mayChange ? addButton : undefined}
            />
          }
        />
      </div>

      {action?.kind === 'add' ? (
        <TeacherDialog
          onClose={() => setAction(null)}
          onSaved={(email) => finish(`Teacher added. Sign-in details were sent to ${email}`)}
        />
      ) : null}
      {action?.kind === 'edit' ? (
        <TeacherDialog
          teacher={action.teacher}
          onClose={() => setAction(null)}
          onSaved={() => finish(`${action.teacher.name} was updated`)}
        />
      ) : null}
      {action?.kind === 'roles' ? (
        <AssignRolesDialog
          user={{ ...action.teacher, role: 'teacher' }}
          onClose={() => setAction(null)}
          onSaved={() => finish(`Roles of ${action.teacher.name} saved`, 'roles')}
        />
      ) : null}
      {action?.kind === 'remove' ? (
        <RemoveDialog
          name={action.teacher.name}
          path={`/admin/teachers/${action.teacher.id}`}
          onClose={() => setAction(null)}
          onRemoved={(outcome) => finish(removedMessage(action.teacher.name, outcome))}
        />
      ) : null}
    </Page>
  );
}
