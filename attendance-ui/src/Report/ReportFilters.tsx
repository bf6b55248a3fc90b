import { DateField, Select, type SelectOption } from '@rollcall/ui-kit/forms';
import { FilterBar } from '@rollcall/ui-kit/pages';
import { useAttendanceTexts } from '../texts/texts';
import { changeFilter, type ReportFilterValues } from './reportFilter';

/** The value of the 'All …' choice of an optional filter. */
const ALL = 'all';

export interface ReportChoices {
  semesters: SelectOption[];
  classes: SelectOption[];
  subjects: SelectOption[];
  students: SelectOption[];
}

interface ReportFiltersProps {
  filter: ReportFilterValues;
  /** The semester shown: the chosen one, else the server's (null until its answer is in). */
  semesterId: string | null;
  choices: ReportChoices;
  onChange: (filter: ReportFilterValues) => void;
}

/** What the report is of: a semester, optionally a class, subject and student, and the days from and to. */
export function ReportFilters({ filter, semesterId, choices, onChange }: ReportFiltersProps) {
  const { t } = useAttendanceTexts();
  const set = (field: keyof ReportFilterValues) => (value: string | null) =>
    onChange(changeFilter(filter, field, value && value !== ALL ? value : undefined));
  const optional = (field: 'classId' | 'subjectId' | 'studentId', label: string, all: string, options: SelectOption[]) => (
    <Select
      label={label}
      searchable
      options={[{ value: ALL, label: all }, ...options]}
      value={filter[field] ?? ALL}
      onChange={set(field)}
    />
  );

  return (
    <FilterBar>
      <Select label={t('report.semester')} options={choices.semesters} value={semesterId} onChange={set('semesterId')} />
      {optional('classId', t('filter.class'), t('filter.allClasses'), choices.classes)}
      {optional('subjectId', t('filter.subject'), t('filter.allSubjects'), choices.subjects)}
      {optional('studentId', t('report.student'), t('report.allStudents'), choices.students)}
      <DateField
        label={t('filter.from')}
        value={filter.from ?? ''}
        max={filter.to || undefined}
        onChange={(from) => onChange(changeFilter(filter, 'from', from))}
      />
      <DateField
        label={t('filter.to')}
        value={filter.to ?? ''}
        min={filter.from || undefined}
        onChange={(to) => onChange(changeFilter(filter, 'to', to))}
      />
    </FilterBar>
  );
}
