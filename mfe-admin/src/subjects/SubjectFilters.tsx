import { Select, type SelectOption, SearchField } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';
import { FilterBar } from '@rollcall/ui-kit/pages';

export const ALL_CLASSES = 'all';

interface SubjectFiltersProps {
  semesterOptions: readonly SelectOption[];
  semesterId: string;
  onSemester: (semesterId: string) => void;
  classOptions: readonly SelectOption[];
  /** A class's id, or ALL_CLASSES. */
  classId: string;
  onClass: (classId: string) => void;
  search: string;
  onSearch: (search: string) => void;
}

/** Which subjects the page lists: a semester, every class or one, and what the name or code contains. */
export function SubjectFilters(props: SubjectFiltersProps) {
  const { semesterOptions, semesterId, onSemester, classOptions, classId, onClass, search, onSearch } = props;
  const t = useAdminTexts();
  return (
    <FilterBar>
      <Select
        label={t('subjects.field.semester')}
        options={[...semesterOptions]}
        value={semesterId}
        onChange={(value) => value && onSemester(value)}
      />
      <Select
        label={t('subjects.field.class')}
        searchable
        options={[{ value: ALL_CLASSES, label: t('subjects.allClasses') }, ...classOptions]}
        value={classId}
        onChange={(value) => onClass(value ?? ALL_CLASSES)}
      />
      <SearchField
        label={t('subjects.search')}
        placeholder={t('subjects.searchPlaceholder')}
        value={search}
        onChange={onSearch}
      />
    </FilterBar>
  );
}
