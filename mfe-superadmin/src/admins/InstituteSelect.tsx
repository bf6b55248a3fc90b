import { messages } from '@rollcall/contracts';
import { Select } from '@rollcall/ui-kit/forms';
import { useInstitutes } from './useInstitutes';
import { useSuperadminTexts } from '../texts/texts';

interface InstituteSelectProps {
  value: string | null;
  onChange: (instituteId: string | null) => void;
  /** A validation message to show when the list itself loaded. */
  error?: string;
  required?: boolean;
}

/** The searchable, clearable 'Select Institute' dropdown of Manage Admins and Create New Admin. */
export function InstituteSelect({ value, onChange, error, required }: InstituteSelectProps) {
  const t = useSuperadminTexts();
  const { institutes, failed, isLoading } = useInstitutes();
  return (
    <Select
      label={t('admins.selectInstitute')}
      options={institutes.map((institute) => ({ value: institute.id, label: institute.name }))}
      value={value}
      onChange={onChange}
      placeholder={isLoading ? t('admins.loadingInstitutes') : t('admins.chooseInstitute')}
      searchable
      clearable
      disabled={isLoading}
      required={required}
      error={failed ? messages.institutesDropdownLoadFailed : error}
    />
  );
}
