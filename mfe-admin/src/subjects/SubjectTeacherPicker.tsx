import { errorMessage } from '@rollcall/contracts';
import { Button, Notice, Spinner } from '@rollcall/ui-kit';
import { CheckboxList } from '@rollcall/ui-kit/forms';
import { useTeachers } from '../data/hooks';
import { useAdminTexts } from '../texts/texts';

interface SubjectTeacherPickerProps {
  value: readonly string[];
  onChange: (teacherIds: string[]) => void;
  error?: string | undefined;
  disabled: boolean;
}

/** The institute's teachers to tick as a new subject's own; optional, so a list that fails to load says so and offers a retry. */
export function SubjectTeacherPicker({ value, onChange, error, disabled }: SubjectTeacherPickerProps) {
  const teachers = useTeachers();
  const t = useAdminTexts();
  if (!teachers.data) {
    if (teachers.error)
      return (
        <Notice type="error">
          {errorMessage(teachers.error, t('subjects.teachers.failed'))}{' '}
          <Button variant="secondary" size="sm" onClick={() => void teachers.mutate()}>
            {t('subjects.teachers.retry')}
          </Button>
        </Notice>
      );
    return (
      <p role="status">
        <Spinner size="sm" decorative /> {t('subjects.teachers.loading')}
      </p>
    );
  }
  if (teachers.data.teachers.length === 0) return <p>{t('subjects.teachers.none')}</p>;
  return (
    <CheckboxList
      label={t('subjects.teachers.label')}
      options={teachers.data.teachers.map((teacher) => ({ value: teacher.id, label: teacher.name, description: teacher.email }))}
      value={value}
      onChange={onChange}
      searchable={teachers.data.teachers.length > 6}
      helperText={t('subjects.teachers.help')}
      error={error}
      disabled={disabled}
    />
  );
}
