import { useState } from 'react';
import useSWR from 'swr';
import { failureReason, fetcher } from '@rollcall/api-client';
import type { StudentListResponse } from '@rollcall/contracts';
import { CheckboxList, DialogNote } from '@rollcall/ui-kit/forms';
import { ListStates } from '@rollcall/ui-kit/pages';
import { adminKeys } from '../data/keys';
import { ClassSelect } from '../students/ClassSelect';
import { useAdminTexts } from '../texts/texts';
import styles from './Leave.module.css';

interface StudentPickerProps {
  /** The students ticked, of any class. */
  value: readonly string[];
  onChange: (studentIds: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** A class's students, fetched once a class is chosen. */
const useClassStudents = (classId: string) =>
  useSWR<StudentListResponse>(classId ? adminKeys.students({ classId }) : null, fetcher, { revalidateOnFocus: false });

/**
 * Students of one class after another: choose a class, tick its students (search by name or roll number). Ticks in
 * other classes stay ticked, so a team of several classes is chosen in one go.
 */
export function StudentPicker({ value, onChange, error, disabled }: StudentPickerProps) {
  const t = useAdminTexts();
  const [classId, setClassId] = useState('');
  const list = useClassStudents(classId);
  const students = (list.data?.students ?? []).filter((student) => !student.archived);
  const options = students.map((student) => ({ value: student.id, label: student.name, description: student.rollNumber }));
  const inClass = new Set(options.map((option) => option.value));
  const elsewhere = value.filter((id) => !inClass.has(id));

  return (
    <>
      <ClassSelect label={t('leave.onDuty.class')} value={classId} onChange={setClassId} disabled={disabled} />
      {classId ? (
        <ListStates list={list} noun={t('leave.onDuty.classStudents')} reason={failureReason}>
          {options.length > 0 ? (
            <CheckboxList
              label={t('leave.onDuty.students')}
              searchable
              options={options}
              value={value.filter((id) => inClass.has(id))}
              onChange={(ticked) => onChange([...elsewhere, ...ticked])}
              error={error}
              disabled={disabled}
            />
          ) : (
            <DialogNote>{t('leave.onDuty.noStudents')}</DialogNote>
          )}
        </ListStates>
      ) : error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {elsewhere.length > 0 ? (
        <DialogNote>{t('leave.onDuty.chosen', { count: value.length, elsewhere: elsewhere.length })}</DialogNote>
      ) : null}
    </>
  );
}
