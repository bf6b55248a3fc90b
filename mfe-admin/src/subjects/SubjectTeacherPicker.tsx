import { errorMessage } from '@rollcall/contracts';
import { Button, Notice, Spinner } from '@rollcall/ui-kit';
import { CheckboxList } from '@rollcall/ui-kit/forms';
import { useTeachers } from '../data/hooks';
import { addSubjectTexts } from './addSubjectTexts';

interface SubjectTeacherPickerProps {
  value: readonly string[];
  onChange: (teacherIds: string[]) => void;
  error?: string | undefined;
  disabled: boolean;
}

/** The institute's teachers to tick as a new subject's own; optional, so a list that fails to load says so and offers a retry. */
export function SubjectTeacherPicker({ value, onChange, error, disabled }: SubjectTeacherPickerProps) {
  const teachers = useTeachers();
  if (!teachers.data) {
    if (teachers.error)
      return (
        <Notice type="error">
          {errorMessage(teachers.error, addSubjectTexts.teachersFailed)}{' '}
          <Button variant="secondary" size="sm" onClick={() => void teachers.mutate()}>
            Retry
          </Button>
        </Notice>
      );
    return (
      <p role="status">
        <Spinner size="sm" decorative /> {addSubjectTexts.loadingTeachers}
      </p>
    );
  }
  if (teachers.data.teachers.length === 0) return <p>{addSubjectTexts.noTeachers}</p>;
  return (
    <CheckboxList
      label={addSubjectTexts.teachers}
      options={teachers.data.teachers.map((teacher) => ({ value: teacher.id, label: teacher.name, description: teacher.email }))}
      value={value}
      onChange={onChange}
      searchable={teachers.data.teachers.length > 6}
      helperText={addSubjectTexts.teachersHelp}
      error={error}
      disabled={disabled}
    />
  );
}
