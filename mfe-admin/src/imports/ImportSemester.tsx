import { useMemo } from 'react';
import { Select } from '@rollcall/ui-kit/forms';
import { semesterChoices } from '../common/semesterChoices';
import { useAcademicYears } from '../data/hooks';
import { useAdminTexts } from '../texts/texts';

/** The semester whose subjects a file names or adds: the current one (the server's choice) until another is chosen. */
export function ImportSemester({
  value,
  onChange,
  disabled,
}: {
  value: string | null;
  onChange: (semesterId: string | null) => void;
  disabled: boolean;
}) {
  const t = useAdminTexts();
  const years = useAcademicYears();
  const options = useMemo(() => semesterChoices(years.data?.academicYears ?? []), [years.data]);
  return (
    <Select
      label={t('imports.semesterLabel')}
      placeholder={t('imports.currentSemester')}
      options={options}
      value={value}
      onChange={onChange}
      clearable
      disabled={disabled}
    />
  );
}
