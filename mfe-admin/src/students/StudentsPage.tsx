import { DoneNotice } from '@rollcall/ui-kit/forms';
import { useCallback, useMemo, useState } from 'react';
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
import { studentColumnsIn } from './studentColumns';
import { useListDialogs } from '../common/useListDialogs';
import { RowButton } from '../common/RowButton';
import { SendResetDialog, sendResetTexts } from '../common/SendResetDialog';
import { useAdminTexts } from '../texts/texts';

type Editing = { kind: 'add' } | { kind: 'edit' | 'move' | 'reset' | 'remove'; student: Student } | null;

/** Students & parents: the students of a class (or all), their guardians, and adding, editing, moving and removing them. */
export function StudentsPage() {
  const t = useAdminTexts();
  const { dialog: editing, open, close, done, finish } = useListDialogs<NonNullable<Editing>>('students');
  const [classId, setClassId] = useState('');
  const [search, setSearch] = useState('');
  const list = useStudents({ classId: classId || undefined });
  const canManage = usePermission('manage_people');
  const columns = useMemo(() => studentColumnsIn(t), [t]);

  const students = (list.data?.students ?? []).filter((student) =>
    matchesSearch(search, student.name, student.email, student.rollNumber),
  );

  const actions = useCallback(
    (student: Student) =>
      student.archived ? null : (
        <>
          <RowButton name={t('students.editNamed', { name: student.name })} onClick={() => open({ kind: 'edit', student })}>
            {t('students.edit')}
          </RowButton>
          <RowButton name={t('students.moveNamed', { name: student.name })} onClick={() => open({ kind: 'move', student })}>
            {t('students.move')}
          </RowButton>
          <RowButton name={`${sendResetTexts.button}: ${student.name}`} onClick={() => open({ kind: 'reset', student })}>
            {sendResetTexts.button}
          </RowButton>
          <RowButton
            danger
            name={t('students.removeNamed', { name: student.name })}
            onClick={() => open({ kind: 'remove', student })}
          >
            {t('students.remove')}
          </RowButton>
        </>
      ),
    [open, t],
  );

  return (
    <Page
      landmark="section"
      title={t('students.title')}
      description={t('students.description')}
      back
      actions={
        canManage ? (
          <>
            <ImportButton kind={studentImport} />
            <ImportButton kind={enrolmentImport} />
            <OneRosterActions />
            <Button icon={<UserPlus size={18} aria-hidden="true" />} onClick={() => open({ kind: 'add' })}>
              {t('students.add')}
            </Button>
          </>
        ) : null
      }
    >
      <DoneNotice done={done} />

      <FilterBar>
        <ClassSelect label={t('students.class')} allClasses value={classId} onChange={setClassId} />
        <SearchField label={t('students.search')} placeholder={t('students.searchHint')} value={search} onChange={setSearch} />
      </FilterBar>

      <ListTable
        list={list}
        noun={t('students.noun')}
        search={search}
        onClearSearch={() => setSearch('')}
        caption={t('students.caption')}
        columns={columns}
        rows={students}
        rowKey={(student) => student.id}
        actions={canManage ? actions : undefined}
        initialSort={{ key: 'rollNumber', direction: 'ascending' }}
        empty={<ListEmpty icon={<Users size={40} />} title={t('students.empty')} description={t('students.emptyHint')} />}
      />

      {editing?.kind === 'add' ? (
        <StudentDialog onClose={() => close()} onSaved={(student) => finish(t('students.added', { name: student.name }))} />
      ) : null}
      {editing?.kind === 'edit' ? (
        <StudentDialog
          student={editing.student}
          onClose={() => close()}
          onSaved={(student) => finish(t('students.updated', { name: student.name }))}
        />
      ) : null}
      {editing?.kind === 'move' ? (
        <MoveStudentDialog
          student={editing.student}
          onClose={() => close()}
          onMoved={(student) =>
            finish(t('students.moved', { name: student.name, className: student.className ?? t('students.theNewClass') }))
          }
        />
      ) : null}
      {editing?.kind === 'reset' ? (
        <SendResetDialog
          name={editing.student.name}
          recipients={[
            { ...editing.student, label: t('students.student') },
            ...editing.student.guardians.map((guardian) => ({ ...guardian, label: t('students.guardianLabel') })),
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
