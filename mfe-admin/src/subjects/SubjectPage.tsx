import { DoneNotice } from '@rollcall/ui-kit/forms';
import { useCallback, useMemo, useState } from 'react';
import { BookPlus } from 'lucide-react';
import type { Subject } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { Page } from '@rollcall/ui-kit/pages';
import { useInstituteDay } from '../common/instituteToday';
import { useAcademicYears, useAdminChange, useClasses, usePermission } from '../data/hooks';
import { ImportButton, subjectImport } from '../imports';
import type { SubjectPlace } from './AddSubjectDialog';
import { EnrolmentsPanel } from './EnrolmentsPanel';
import { currentSemester, semesterChoices } from '../common/semesterChoices';
import { ALL_CLASSES, SubjectFilters } from './SubjectFilters';
import { SubjectList } from './SubjectList';
import { SubjectDialogs, type SubjectDialog } from './SubjectDialogs';
import { SubjectRowActions } from './SubjectRowActions';
import { SubjectSetup } from './SubjectSetup';
import listStyles from '../common/ListPage.module.css';
import { useListDialogs } from '../common/useListDialogs';
import { useAdminTexts } from '../texts/texts';

/**
 * Subjects: each class's subjects in a semester, who teaches them and, for electives, who takes them. Setup
 * managers add, edit and remove subjects and choose their teachers; people managers enrol students in electives.
 */
export function SubjectPage() {
  const { dialog, open, close, done, finish } = useListDialogs<SubjectDialog>('subjects');
  const years = useAcademicYears();
  const classes = useClasses();
  const maySetUp = usePermission('manage_setup');
  const mayEnrol = usePermission('manage_people');
  const mayViewRecords = usePermission('view_reports');
  const [chosenSemester, setChosenSemester] = useState<string | null>(null);
  const today = useInstituteDay();
  const [classId, setClassId] = useState(ALL_CLASSES);
  const [search, setSearch] = useState('');
  const [enrolmentsOf, setEnrolmentsOf] = useState<Subject | null>(null);
  const [lastPlace, setLastPlace] = useState<SubjectPlace | null>(null);
  const changed = useAdminChange();
  const t = useAdminTexts();

  const semesterOptions = useMemo(() => semesterChoices(years.data?.academicYears ?? []), [years.data]);
  const classOptions = useMemo(
    () => (classes.data?.classes ?? []).filter((item) => !item.archived).map((item) => ({ value: item.id, label: item.name })),
    [classes.data],
  );
  const semesterId = chosenSemester ?? currentSemester(semesterOptions, today);
  const ready = semesterId !== null && classOptions.length > 0;

  const rowActions = useCallback(
    (subject: Subject) => (
      <SubjectRowActions
        subject={subject}
        maySetUp={maySetUp}
        mayEnrol={mayEnrol}
        mayViewRecords={mayViewRecords}
        onOpen={open}
        onEnrolments={setEnrolmentsOf}
      />
    ),
    [maySetUp, mayEnrol, mayViewRecords, open],
  );

  const addButton = (
    <Button icon={<BookPlus size={16} />} onClick={() => open({ kind: 'add' })}>
      {t('subjects.add')}
    </Button>
  );

  const filterChanged =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setEnrolmentsOf(null);
      setLastPlace(null);
    };

  return (
    <Page
      landmark="section"
      title={t('subjects.title')}
      description={t('subjects.description')}
      actions={
        maySetUp && ready ? (
          <div className={listStyles.actions}>
            <ImportButton kind={subjectImport} />
            {addButton}
          </div>
        ) : null
      }
    >
      <DoneNotice done={done} />

      <SubjectSetup years={years} classes={classes} semesterId={semesterId} hasClasses={classOptions.length > 0}>
        {(semesterId) => (
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
        )}
      </SubjectSetup>

      {enrolmentsOf ? <EnrolmentsPanel subject={enrolmentsOf} onDone={done.show} onClose={() => setEnrolmentsOf(null)} /> : null}

      <SubjectDialogs
        dialog={dialog}
        classOptions={classOptions}
        semesterOptions={semesterOptions}
        classId={lastPlace?.classId ?? (classId === ALL_CLASSES ? '' : classId)}
        semesterId={lastPlace?.semesterId ?? semesterId}
        onSubjectAdded={(place, another) => {
          setLastPlace(place);
          if (another) void changed('subjects');
        }}
        onClose={close}
        onDone={finish}
        onRemoved={(subject) => {
          if (enrolmentsOf?.id === subject.id) setEnrolmentsOf(null);
        }}
      />
    </Page>
  );
}
