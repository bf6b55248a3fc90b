import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CalendarClock } from 'lucide-react';
import { ActionDialog, SegmentedControl, Select } from '@rollcall/ui-kit/forms';
import { FilterBar, ListEmpty, Page, RetryNotice } from '@rollcall/ui-kit/pages';
import { useAcademicYears, useClasses, usePermission } from '../data/hooks';
import { currentSemester, semesterChoices } from '../common/semesterChoices';
import { useInstituteDay } from '../common/instituteToday';
import { ClassWeek } from './ClassWeek';
import { DayChanges } from './day/DayChanges';
import { unsavedText } from './WeekEditor';

const views = [
  { value: 'week', label: 'Week' },
  { value: 'day', label: 'One day' },
] as const;

/** Timetable: choose a class and a semester, then edit its week and save it in one go, or change one day's lectures. */
export function TimetablePage() {
  const navigate = useNavigate();
  const classes = useClasses();
  const years = useAcademicYears();
  const canManage = usePermission('manage_setup');
  const [classId, setClassId] = useState<string | null>(null);
  const [chosenSemester, setChosenSemester] = useState<string | null>(null);
  const today = useInstituteDay();
  const [view, setView] = useState<'week' | 'day'>('week');
  const [unsaved, setUnsaved] = useState(0);
  /** Where the admin meant to go while changes were unsaved. */
  const [leaving, setLeaving] = useState<(() => void) | null>(null);

  const classOptions = (classes.data?.classes ?? [])
    .filter((item) => !item.archived)
    .map((item) => ({ value: item.id, label: item.name }));
  const semesterOptions = useMemo(() => semesterChoices(years.data?.academicYears ?? []), [years.data]);
  // The current semester until the admin chooses another.
  const semesterId = chosenSemester ?? currentSemester(semesterOptions, today);
  const semester = semesterOptions.find((option) => option.value === semesterId);

  const unlessUnsaved = (go: () => void) => (unsaved > 0 ? setLeaving(() => go) : go());

  return (
    <Page
      landmark="section"
      back
      onBack={() => unlessUnsaved(() => navigate('..'))}
      title="Timetable"
      description="The weekly lectures of each class and semester."
    >
      {(classes.error && !classes.data) || (years.error && !years.data) ? (
        <RetryNotice
          onRetry={() => {
            void classes.mutate();
            void years.mutate();
          }}
        >
          Failed to load the classes and semesters.
        </RetryNotice>
      ) : null}
      <FilterBar>
        <Select
          label="Class"
          placeholder="Choose a class"
          options={classOptions}
          value={classId}
          onChange={(value) => unlessUnsaved(() => setClassId(value))}
          searchable
        />
        <Select
          label="Semester"
          placeholder="Choose a semester"
          options={semesterOptions}
          value={semesterId}
          onChange={(value) => unlessUnsaved(() => setChosenSemester(value))}
        />
      </FilterBar>
      {classId && semester ? (
        <SegmentedControl label="Show" options={views} value={view} onChange={(next) => unlessUnsaved(() => setView(next))} />
      ) : null}
      {classId && semester && view === 'day' ? (
        <DayChanges key={`${classId}/${semester.value}`} classId={classId} semester={semester} canManage={canManage} />
      ) : classId && semesterId ? (
        <ClassWeek
          key={`${classId}/${semesterId}`}
          classId={classId}
          semesterId={semesterId}
          canManage={canManage}
          onUnsaved={setUnsaved}
        />
      ) : (
        <ListEmpty
          icon={<CalendarClock size={40} />}
          title="Choose a class and a semester"
          description="Their week shows here."
        />
      )}
      {leaving ? (
        <ActionDialog
          title="Unsaved changes"
          busy={false}
          variant="danger"
          actionLabel="Discard changes"
          busyLabel="Discarding..."
          onClose={() => setLeaving(null)}
          onAction={() => {
            setLeaving(null);
            setUnsaved(0);
            leaving();
          }}
        >
          <p>This timetable has {unsavedText(unsaved)}. Leave without saving them?</p>
        </ActionDialog>
      ) : null}
    </Page>
  );
}
