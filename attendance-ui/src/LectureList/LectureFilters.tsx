import { DateField, Select, type SelectOption } from '@rollcall/ui-kit/forms';
import { FilterBar } from '@rollcall/ui-kit/pages';
import type { LectureFilter } from '../data/keys';

const ALL_SUBJECTS = 'all';

interface LectureFiltersProps {
  subjects: readonly SelectOption[];
  filter: LectureFilter;
  onChange: (filter: LectureFilter) => void;
}

/** Which lectures the list shows: one subject or all, and the days from and to (each optional). */
export function LectureFilters({ subjects, filter, onChange }: LectureFiltersProps) {
  return (
    <FilterBar>
      <Select
        label="Subject"
        searchable
        options={[{ value: ALL_SUBJECTS, label: 'All subjects' }, ...subjects]}
        value={filter.subjectId ?? ALL_SUBJECTS}
        onChange={(value) => onChange({ ...filter, subjectId: value && value !== ALL_SUBJECTS ? value : undefined })}
      />
      <DateField
        label="From"
        value={filter.from ?? ''}
        max={filter.to || undefined}
        onChange={(from) => onChange({ ...filter, from: from || undefined })}
      />
      <DateField
        label="To"
        value={filter.to ?? ''}
        min={filter.from || undefined}
        onChange={(to) => onChange({ ...filter, to: to || undefined })}
      />
    </FilterBar>
  );
}
