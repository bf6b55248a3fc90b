import { type LeaveStatus, leaveStatuses } from '@rollcall/contracts';
import { Select, type SelectOption } from '@rollcall/ui-kit/forms';
import { FilterBar } from '@rollcall/ui-kit/pages';
import { useAttendanceTexts } from '../texts/texts';
import type { LeaveFilter } from './leaveCalls';

const ALL = 'all';

interface LeaveFiltersProps {
  /** The classes the class filter offers (value: the class's id); no class filter when there are none. */
  classes: readonly SelectOption[];
  filter: LeaveFilter;
  onChange: (filter: LeaveFilter) => void;
}

/** Which requests the list shows: one status or all, one class or all. */
export function LeaveFilters({ classes, filter, onChange }: LeaveFiltersProps) {
  const { t } = useAttendanceTexts();
  const statusOptions: SelectOption[] = [
    ...leaveStatuses.map((status) => ({ value: status, label: t(`leave.status.${status}`) })),
    { value: ALL, label: t('filter.all') },
  ];
  return (
    <FilterBar>
      <Select
        label={t('filter.status')}
        options={statusOptions}
        value={filter.status ?? ALL}
        onChange={(value) => onChange({ ...filter, status: value && value !== ALL ? (value as LeaveStatus) : undefined })}
      />
      {classes.length > 0 ? (
        <Select
          label={t('filter.class')}
          searchable
          options={[{ value: ALL, label: t('filter.allClasses') }, ...classes]}
          value={filter.classId ?? ALL}
          onChange={(value) => onChange({ ...filter, classId: value && value !== ALL ? value : undefined })}
        />
      ) : null}
    </FilterBar>
  );
}
