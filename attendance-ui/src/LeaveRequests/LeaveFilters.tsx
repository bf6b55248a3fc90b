import { type LeaveStatus, leaveStatuses, leaveTexts } from '@rollcall/contracts';
import { Select, type SelectOption } from '@rollcall/ui-kit/forms';
import { FilterBar } from '@rollcall/ui-kit/pages';
import type { LeaveFilter } from './leaveCalls';

const ALL = 'all';

const statusOptions: SelectOption[] = [
  ...leaveStatuses.map((status) => ({ value: status, label: leaveTexts.status[status] })),
  { value: ALL, label: 'All' },
];

interface LeaveFiltersProps {
  /** The classes the class filter offers (value: the class's id); no class filter when there are none. */
  classes: readonly SelectOption[];
  filter: LeaveFilter;
  onChange: (filter: LeaveFilter) => void;
}

/** Which requests the list shows: one status or all, one class or all. */
export function LeaveFilters({ classes, filter, onChange }: LeaveFiltersProps) {
  return (
    <FilterBar>
      <Select
        label="Status"
        options={statusOptions}
        value={filter.status ?? ALL}
        onChange={(value) => onChange({ ...filter, status: value && value !== ALL ? (value as LeaveStatus) : undefined })}
      />
      {classes.length > 0 ? (
        <Select
          label="Class"
          searchable
          options={[{ value: ALL, label: 'All classes' }, ...classes]}
          value={filter.classId ?? ALL}
          onChange={(value) => onChange({ ...filter, classId: value && value !== ALL ? value : undefined })}
        />
      ) : null}
    </FilterBar>
  );
}
