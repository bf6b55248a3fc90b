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
import { useAdminTexts } from '../texts/texts';

/** Timetable: choose a class and a semester, then edit its week and save it in one go, or change one day's lectures. */
export function TimetablePage() {
  const t = useAdminTexts();
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

  const views = [
    { value: 'week', label: t('timetable.week') },
    { value: 'day', label: t('timetable.oneDay') },
  ] as const;

  const unlessUnsaved = (go: () => void) => (unsaved > 0 ? setLeaving(() => go) : go());

  return (
    <Page
      landmark="section"
      back
      onBack={() => unlessUnsaved(() => navigate('..'))}
      title={t('timetable.title')}
      description={t('timetable.description')}
    >
      {(classes.error && !classes.data) || (years.error && !years.data) ? (
        <RetryNotice
          onRetry={() => {
            void classes.mutate();
            void years.mutate();
          }}
        >
          {t('timetable.choicesFailed')}
        </RetryNotice>
      ) : null}
      <FilterBar>
        <Select
          label={t('timetable.class')}
          placeholder={t('timetable.chooseClass')}
          options={classOptions}
          value={classId}
          onChange={(value) => unlessUnsaved(() => setClassId(value))}
          searchable
        />
        <Select
          label={t('timetable.semester')}
          placeholder={t('timetable.chooseSemester')}
          options={semesterOptions}
          value={semesterId}
          onChange={(value) => unlessUnsaved(() => setChosenSemester(value))}
        />
      </FilterBar>
      {classId && semester ? (
        <SegmentedControl
          label={t('timetable.show')}
          options={views}
          value={view}
          onChange={(next) => unlessUnsaved(() => setView(next))}
        />
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
          title={t('timetable.chooseFirst')}
          description={t('timetable.chooseFirstHint')}
        />
      )}
      {leaving ? (
        <ActionDialog
          title={t('timetable.leaving.title')}
          busy={false}
          variant="danger"
          actionLabel={t('timetable.discard')}
          busyLabel={t('timetable.discarding')}
          onClose={() => setLeaving(null)}
          onAction={() => {
            setLeaving(null);
            setUnsaved(0);
            leaving();
          }}
        >
          <p>{t('timetable.leaving.question', { count: unsaved })}</p>
        </ActionDialog>
      ) : null}
    </Page>
  );
}
