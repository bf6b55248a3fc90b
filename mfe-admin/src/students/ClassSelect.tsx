import { Select } from '@rollcall/ui-kit/forms';
import { useClasses } from '../data/hooks';
import { useAdminTexts } from '../texts/texts';

interface ClassSelectProps {
  label: string;
  /** A class id, or '' for none (or for every class, with `allClasses`). */
  value: string;
  onChange: (classId: string) => void;
  /** Offers 'All classes' first, as the value ''. */
  allClasses?: boolean;
  /** A class not to offer (the one a student is in already). */
  except?: string | null;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  id?: string;
}

/** The institute's classes in use, searchable by name. */
export function ClassSelect({
  label,
  value,
  onChange,
  allClasses = false,
  except,
  required,
  disabled,
  error,
  id,
}: ClassSelectProps) {
  const t = useAdminTexts();
  const { data } = useClasses();
  const classes = (data?.classes ?? [])
    .filter((each) => !each.archived && each.id !== except)
    .map((each) => ({ value: each.id, label: each.name }));
  const options = allClasses ? [{ value: '', label: t('students.allClasses') }, ...classes] : classes;
  return (
    <Select
      id={id}
      label={label}
      options={options}
      value={allClasses || value ? value : null}
      onChange={(chosen) => onChange(chosen ?? '')}
      placeholder={t('students.selectClass')}
      searchable
      required={required}
      disabled={disabled}
      error={error}
    />
  );
}
