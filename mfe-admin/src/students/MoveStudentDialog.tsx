import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, transferStudentSchema, type Student } from '@rollcall/contracts';
import { ActionDialog, DateField, FormNotices, useSchemaForm, DialogForm } from '@rollcall/ui-kit/forms';
import { ClassSelect } from './ClassSelect';
import styles from './StudentForm.module.css';
import { useAdminTexts } from '../texts/texts';

interface MoveStudentDialogProps {
  student: Student;
  onClose: () => void;
  onMoved: (student: Student) => void;
}

/** 'Move to class' (transferStudent), from a date on; the days before stay with the old class. */
export function MoveStudentDialog({ student, onClose, onMoved }: MoveStudentDialogProps) {
  const t = useAdminTexts();
  const form = useSchemaForm(
    transferStudentSchema,
    { classId: '', on: '' },
    { failureText: (error) => errorMessage(error, t('students.moveFailed')) },
  );
  const { busy, values, errors } = form;

  const move = form.submit(async (input) => {
    const answer = await api.call(endpoints.transferStudent, { params: { id: student.id }, body: input });
    onMoved(answer.student);
  });

  return (
    <ActionDialog
      title={t('students.moveTitle', { name: student.name })}
      busy={busy}
      onClose={onClose}
      onAction={() => void move()}
      actionLabel={t('students.move')}
      busyLabel={t('students.moving')}
    >
      <DialogForm onSubmit={move}>
        <FormNotices form={form} />
        {student.className ? <p className={styles.helper}>{t('students.nowIn', { className: student.className })}</p> : null}
        <ClassSelect
          id={form.field('classId').id}
          label={t('students.newClass')}
          required
          except={student.classId}
          value={values.classId}
          onChange={(classId) => form.setField('classId', classId)}
          disabled={busy}
          error={errors.classId}
        />
        <DateField
          label={t('students.from')}
          required
          helperText={t('students.fromHint')}
          disabled={busy}
          {...form.field('on')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
