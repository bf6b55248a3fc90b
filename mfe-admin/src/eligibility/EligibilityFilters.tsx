import { eligibilityStatuses, eligibilityTexts } from '@rollcall/contracts';
import { DateField, Select, type SelectOption } from '@rollcall/ui-kit/forms';
import { FilterBar } from '@rollcall/ui-kit/pages';
import type { SemesterChoice } from '../common/semesterChoices';
import { changeFilter, type EligibilityFilter } from './eligibilityFilter';
import { useAdminTexts } from '../texts/texts';

/** The value of the 'All' choice of an optional filter. */
const ALL = 'all';

interface EligibilityFiltersProps {
  filter: EligibilityFilter;
  /** What is shown: the chosen semester and day, else the server's (null until its answer is in). */
  shown: { semester: SemesterChoice | null; asOf: string | null };
  semesters: SemesterChoice[];
  classes: SelectOption[];
  onChange: (filter: EligibilityFilter) => void;
}

/** What the list is of: a semester, all classes or one, the day it is as of, and a status. */
export function EligibilityFilters({ filter, shown, semesters, classes, onChange }: EligibilityFiltersProps) {
  const t = useAdminTexts();
  const statusOptions: SelectOption[] = [
    { value: ALL, label: t('eligibility.allStatuses') },
    ...eligibilityStatuses.map((status) => ({ value: status, label: eligibilityTexts.status[status] })),
  ];
  const set = (field: keyof EligibilityFilter) => (value: string | null) =>
    onChange(changeFilter(filter, field, value && value !== ALL ? value : undefined));
  return (
    <FilterBar>
      <Select
        label={t('eligibility.semester')}
        options={semesters}
        value={shown.semester?.value ?? null}
        onChange={set('semesterId')}
      />
      <Select
        label={t('eligibility.class')}
        searchable
        options={[{ value: ALL, label: t('eligibility.allClasses') }, ...classes]}
        value={filter.classId ?? ALL}
        onChange={set('classId')}
      />
      <DateField
        label={t('eligibility.asOf')}
        value={shown.asOf ?? ''}
        min={shown.semester?.startsOn}
        max={shown.semester?.endsOn}
        onChange={(day) => onChange(changeFilter(filter, 'asOf', day))}
      />
      <Select label={t('eligibility.status')} options={statusOptions} value={filter.status ?? ALL} onChange={set('status')} />
    </FilterBar>
  );
}
