import { DateField, Select, type SelectOption } from '@rollcall/ui-kit/forms';
import { FilterBar } from '@rollcall/ui-kit/pages';
import type { LectureFilter } from '../data/keys';
import { useAttendanceTexts } from '../texts/texts';

const ALL_SUBJECTS = 'all';

interface LectureFiltersProps {
  subjects: readonly SelectOption[];
  filter: LectureFilter;
  onChange: (filter: LectureFilter) => void;
}

/** Which lectures the list shows: one subject or all, and the days from and to (each optional). */
export function LectureFilters({ subjects, filter, onChange }: LectureFiltersProps) {
  const { t } = useAttendanceTexts();
  return (
    <FilterBar>
      <Select
        label={t('filter.subject')}
        searchable
        options={[{ value: ALL_SUBJECTS, label: t('filter.allSubjects') }, ...subjects]}
        value={filter.subjectId ?? ALL_SUBJECTS}
        onChange={(value) => onChange({ ...filter, subjectId: value && value !== ALL_SUBJECTS ? value : undefined })}
      />
      <DateField
        label={t('filter.from')}
        value={filter.from ?? ''}
        max={filter.to || undefined}
        onChange={(from) => onChange({ ...filter, from: from || undefined })}
      />
      <DateField
        label={t('filter.to')}
        value={filter.to ?? ''}
        min={filter.from || undefined}
        onChange={(to) => onChange({ ...filter, to: to || undefined })}
      />
    </FilterBar>
  );
}
