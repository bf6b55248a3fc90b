import { DoneNotice } from '@rollcall/ui-kit/forms';
import { useCallback, useState } from 'react';
import { UserPlus, Users } from 'lucide-react';
import type { Student } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { FilterBar, ListEmpty, Page } from '@rollcall/ui-kit/pages';
import { matchesSearch, SearchField } from '@rollcall/ui-kit/forms';
import { usePermission, useStudents } from '../data/hooks';
import { enrolmentImport, ImportButton, studentImport } from '../imports';
import { ListTable } from '../common/ListTable';
import { OneRosterActions } from '../oneroster/OneRosterActions';
import { ClassSelect } from './ClassSelect';
import { MoveStudentDialog } from './MoveStudentDialog';
import { RemoveStudentDialog } from './RemoveStudentDialog';
import { StudentDialog } from './StudentDialog';
import { studentColumns } from './studentColumns';
import { useListDialogs } from '../common/useListDialogs';
import { RowButton } from '../common/RowButton';
import { SendResetDialog, sendResetTexts } from '../common/SendResetDialog';

type Editing = { kind: 'add' } | { kind: 'edit' | 'move' | 'reset' | 'remove'; student: Student } | null;

/** Students & parents: the students of a class (or all), their guardians, and adding, editing, moving and removing them. */
export function StudentsPage() {
  const { dialog: editing, open, close, done, finish } = useListDialogs<NonNullable<Editing>>('students');
  const [classId, setClassId] = useState('');
  const [search, setSearch] = useState('');
  const list = useStudents({ classId: classId || undefined });
  const canManage = usePermission('manage_people');

  const students = (list.data?.students ?? []).filter((student) =>
    matchesSearch(search, student.name, student.email, student.rollNumber),
  );

  const actions = useCallback(
    (student: Student) =>
      student.archived ? null : (
        <>
          <RowButton name={`Edit ${student.name}`} onClick={() => open({ kind: 'edit', student })}>
            Edit
          </RowButton>
          <RowButton name={`Move to class: ${student.name}`} onClick={() => open({ kind: 'move', student })}>
            Move to class
          </RowButton>
          <RowButton name={`${sendResetTexts.button}: ${student.name}`} onClick={() => open({ kind: 'reset', student })}>
            {sendResetTexts.button}
          </RowButton>
          <RowButton danger name={`Remove ${student.name}`} onClick={() => open({ kind: 'remove', student })}>
            Remove
          </RowButton>
        </>
      ),
    [open],
  );

  return (
    <Page
      landmark="section"
      title="Students & parents"
      description="Students by class, with their guardians, who sign in as parents."
      back
      actions={
        canManage ? (
          <>
            <ImportButton kind={studentImport} />
            <ImportButton kind={enrolmentImport} />
            <OneRosterActions />
            <Button icon={<UserPlus size={18} aria-hidden="true" />} onClick={() => open({ kind: 'add' })}>
              Add student
            </Button>
          </>
        ) : null
      }
    >
      <DoneNotice done={done} />

      <FilterBar>
        <ClassSelect label="Class" allClasses value={classId} onChange={setClassId} />
        <SearchField label="Search students" placeholder="Name, email or roll number" value={search} onChange={setSearch} />
      </FilterBar>

      <ListTable
        list={list}
        noun="students"
        search={search}
        onClearSearch={() => setSearch('')}
        caption="Students"
        columns={studentColumns}
        rows={students}
        rowKey={(student) => student.id}
        actions={canManage ? actions : undefined}
        initialSort={{ key: 'rollNumber', direction: 'ascending' }}
        empty={
          <ListEmpty
            icon={<Users size={40} />}
            title="No students yet"
            description="Add students one by one or import a CSV file."
          />
        }
      />

      {editing?.kind === 'add' ? (
        <StudentDialog onClose={() => close()} onSaved={(student) => finish(`${student.name} was added`)} />
      ) : null}
      {editing?.kind === 'edit' ? (
        <StudentDialog
          student={editing.student}
          onClose={() => close()}
          onSaved={(student) => finish(`${student.name} was updated`)}
        />
      ) : null}
      {editing?.kind === 'move' ? (
        <MoveStudentDialog
          student={editing.student}
          onClose={() => close()}
          onMoved={(student) => finish(`${student.name} was moved to ${student.className ?? 'the new class'}`)}
        />
      ) : null}
      {editing?.kind === 'reset' ? (
        <SendResetDialog
          name={editing.student.name}
          recipients={[
            { ...editing.student, label: 'Student' },
            ...editing.student.guardians.map((guardian) => ({ ...guardian, label: 'Guardian' })),
          ]}
          onClose={() => close()}
          onSent={(message) => finish(message)}
        />
      ) : null}
      {editing?.kind === 'remove' ? (
        <RemoveStudentDialog student={editing.student} onClose={() => close()} onRemoved={finish} />
      ) : null}
    </Page>
  );
}
