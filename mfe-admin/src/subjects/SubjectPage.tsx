import { api, endpoints } from '@rollcall/api-client';
import { DoneNotice } from '@rollcall/ui-kit/forms';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMountPath } from '@rollcall/federation/mount-path';
import { BookPlus, CalendarRange, ClipboardCheck, ListChecks, Pencil, School, Trash2, Users } from 'lucide-react';
import { errorMessage, type Subject } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { ListEmpty, ListFailure, ListLoading, Page } from '@rollcall/ui-kit/pages';
import { GoToButton } from '../common/GoToButton';
import { ARCHIVED_INSTEAD, RemoveDialog, removedMessage } from '../common/RemoveDialog';
import { todayIso } from '../common/today';
import { useAcademicYears, useClasses, usePermission } from '../data/hooks';
import { AddSubjectDialog } from './AddSubjectDialog';
import { EditSubjectDialog } from './EditSubjectDialog';
import { EnrolmentsPanel } from './EnrolmentsPanel';
import { currentSemester, semesterChoices } from '../common/semesterChoices';
import { ALL_CLASSES, SubjectFilters } from './SubjectFilters';
import { SubjectList } from './SubjectList';
import { SubjectTeachersDialog } from './SubjectTeachersDialog';
import listStyles from '../common/ListPage.module.css';
import { useListDialogs } from '../common/useListDialogs';
import { RowButton } from '../common/RowButton';

type Action = { kind: 'add' } | { kind: 'edit' | 'teachers' | 'remove'; subject: Subject } | null;

/**
 * Subjects: each class's subjects in a semester, who teaches them and, for electives, who takes them. Setup
 * managers add, edit and remove subjects and choose their teachers; people managers enrol students in electives.
 */
export function SubjectPage() {
  const { dialog: action, open, close, done, finish } = useListDialogs<NonNullable<Action>>('subjects');
  const years = useAcademicYears();
  const classes = useClasses();
  const maySetUp = usePermission('manage_setup');
  const mayEnrol = usePermission('manage_people');
  const mayViewRecords = usePermission('view_reports');
  const navigate = useNavigate();
  const mountPath = useMountPath();
  const [chosenSemester, setChosenSemester] = useState<string | null>(null);
  const [classId, setClassId] = useState(ALL_CLASSES);
  const [search, setSearch] = useState('');
  const [enrolmentsOf, setEnrolmentsOf] = useState<Subject | null>(null);

  const semesterOptions = useMemo(() => semesterChoices(years.data?.academicYears ?? []), [years.data]);
  const classOptions = useMemo(
    () => (classes.data?.classes ?? []).filter((item) => !item.archived).map((item) => ({ value: item.id, label: item.name })),
    [classes.data],
  );
  const semesterId = chosenSemester ?? currentSemester(semesterOptions, todayIso());
  const ready = semesterId !== null && classOptions.length > 0;

  // An archived subject keeps its lectures: they stay readable, nothing else is offered.
  const lecturesButton = useCallback(
    (subject: Subject) =>
      mayViewRecords ? (
        <RowButton
          icon={<ClipboardCheck size={14} />}
          name={`Lectures of ${subject.name}`}
          onClick={() => navigate(`${mountPath}/subjects/${subject.id}/lectures`)}
        >
          Lectures
        </RowButton>
      ) : null,
    [mayViewRecords, navigate, mountPath],
  );

  const rowActions = useCallback(
    (subject: Subject) =>
      subject.archived ? (
        lecturesButton(subject)
      ) : (
        <>
          {lecturesButton(subject)}
          {maySetUp ? (
            <RowButton icon={<Pencil size={14} />} name={`Edit ${subject.name}`} onClick={() => open({ kind: 'edit', subject })}>
              Edit
            </RowButton>
          ) : null}
          {maySetUp ? (
            <RowButton
              icon={<Users size={14} />}
              name={`Teachers of ${subject.name}`}
              onClick={() => open({ kind: 'teachers', subject })}
            >
              Teachers
            </RowButton>
          ) : null}
          {mayEnrol && subject.kind === 'elective' ? (
            <RowButton
              icon={<ListChecks size={14} />}
              name={`Enrolments in ${subject.name}`}
              onClick={() => setEnrolmentsOf(subject)}
            >
              Enrolments
            </RowButton>
          ) : null}
          {maySetUp ? (
            <RowButton
              danger
              icon={<Trash2 size={14} />}
              name={`Remove ${subject.name}`}
              onClick={() => open({ kind: 'remove', subject })}
            >
              Remove
            </RowButton>
          ) : null}
        </>
      ),
    [maySetUp, mayEnrol, open, lecturesButton],
  );

  const addButton = (
    <Button icon={<BookPlus size={16} />} onClick={() => open({ kind: 'add' })}>
      Add subject
    </Button>
  );

  const filterChanged =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setEnrolmentsOf(null);
    };

  const setup =
    years.isLoading || classes.isLoading ? (
      <ListLoading label="Loading semesters and classes" />
    ) : years.error && !years.data ? (
      <ListFailure message={errorMessage(years.error, 'Failed to load semesters')} onRetry={() => void years.mutate()} />
    ) : classes.error && !classes.data ? (
      <ListFailure message={errorMessage(classes.error, 'Failed to load classes')} onRetry={() => void classes.mutate()} />
    ) : semesterId === null ? (
      <ListEmpty
        icon={<CalendarRange size={40} />}
        title="Add an academic year and a semester first"
        description="Subjects belong to a class in a semester."
        action={<GoToButton to="administration/years">Go to Years & semesters</GoToButton>}
      />
    ) : classOptions.length === 0 ? (
      <ListEmpty
        icon={<School size={40} />}
        title="Add a class first"
        description="Subjects belong to a class in a semester."
        action={<GoToButton to="administration/classes">Go to Classes</GoToButton>}
      />
    ) : null;

  return (
    <Page
      landmark="section"
      title="Subject"
      description="Each class's subjects per semester, who teaches them and who takes the electives."
      actions={maySetUp && ready ? <div className={listStyles.actions}>{addButton}</div> : null}
    >
      <DoneNotice done={done} />

      {setup ??
        (semesterId ? (
          <div className={listStyles.list}>
            <SubjectFilters
              semesterOptions={semesterOptions}
              semesterId={semesterId}
              onSemester={filterChanged(setChosenSemester)}
              classOptions={classOptions}
              classId={classId}
              onClass={filterChanged(setClassId)}
              search={search}
              onSearch={setSearch}
            />
            <SubjectList
              filter={{ classId: classId === ALL_CLASSES ? undefined : classId, semesterId }}
              search={search}
              onClearSearch={() => setSearch('')}
              actions={maySetUp || mayEnrol || mayViewRecords ? rowActions : undefined}
              emptyAction={maySetUp ? addButton : undefined}
            />
          </div>
        ) : null)}

      {enrolmentsOf ? <EnrolmentsPanel subject={enrolmentsOf} onDone={done.show} onClose={() => setEnrolmentsOf(null)} /> : null}

      {action?.kind === 'add' && semesterId ? (
        <AddSubjectDialog
          classOptions={classOptions}
          semesterOptions={semesterOptions}
          classId={classId === ALL_CLASSES ? '' : classId}
          semesterId={semesterId}
          onClose={() => close()}
          onAdded={(name) => finish(`${name} was added`)}
        />
      ) : null}
      {action?.kind === 'edit' ? (
        <EditSubjectDialog
          subject={action.subject}
          onClose={() => close()}
          onSaved={() => finish(`${action.subject.name} was updated`)}
        />
      ) : null}
      {action?.kind === 'teachers' ? (
        <SubjectTeachersDialog
          subject={action.subject}
          onClose={() => close()}
          onSaved={() => finish(`Teachers of ${action.subject.name} saved`)}
        />
      ) : null}
      {action?.kind === 'remove' ? (
        <RemoveDialog
          name={action.subject.name}
          note={ARCHIVED_INSTEAD}
          remove={() => api.call(endpoints.removeSubject, { params: { id: action.subject.id } })}
          onClose={() => close()}
          onRemoved={(outcome) => {
            if (enrolmentsOf?.id === action.subject.id) setEnrolmentsOf(null);
            finish(removedMessage(action.subject.name, outcome));
          }}
        />
      ) : null}
    </Page>
  );
}
