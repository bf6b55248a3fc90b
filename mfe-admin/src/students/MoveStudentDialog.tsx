import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, transferStudentSchema, type Student } from '@rollcall/contracts';
import { ActionDialog, DateField, FormNotices, useSchemaForm, DialogForm } from '@rollcall/ui-kit/forms';
import { ClassSelect } from './ClassSelect';
import styles from './StudentForm.module.css';

interface MoveStudentDialogProps {
  student: Student;
  onClose: () => void;
  onMoved: (student: Student) => void;
}

/** 'Move to class' (transferStudent), from a date on; the days before stay with the old class. */
export function MoveStudentDialog({ student, onClose, onMoved }: MoveStudentDialogProps) {
  const form = useSchemaForm(
    transferStudentSchema,
    { classId: '', on: '' },
    { failureText: (error) => errorMessage(error, 'Failed to move the student') },
  );
  const { busy, values, errors } = form;

  const move = form.submit(async (input) => {
    const answer = await api.call(endpoints.transferStudent, { params: { id: student.id }, body: input });
    onMoved(answer.student);
  });

  return (
    <ActionDialog
      title={`Move ${student.name} to another class`}
      busy={busy}
      onClose={onClose}
      onAction={() => void move()}
      actionLabel="Move to class"
      busyLabel="Moving..."
    >
      <DialogForm onSubmit={move}>
        <FormNotices form={form} />
        {student.className ? <p className={styles.helper}>Now in {student.className}</p> : null}
        <ClassSelect
          id={form.field('classId').id}
          label="New class"
          required
          except={student.classId}
          value={values.classId}
          onChange={(classId) => form.setField('classId', classId)}
          disabled={busy}
          error={errors.classId}
        />
        <DateField
          label="From"
          required
          helperText="Attendance before this date stays with the old class"
          disabled={busy}
          {...form.field('on')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
