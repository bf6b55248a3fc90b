import { api, endpoints, type InputOf } from '@rollcall/api-client';
import { createStudentSchema, errorMessage, studentFieldsSchema, type Student } from '@rollcall/contracts';
import { ActionDialog, DateField, FormNotices, TextInput, useSchemaForm, wholePath, DialogForm } from '@rollcall/ui-kit/forms';
import { ClassSelect } from './ClassSelect';
import { useAdminTexts } from '../texts/texts';
import { GuardianFields } from './GuardianFields';
import { guardianCount, guardiansOf, guardianValues, withGuardians, type GuardianValues } from './guardianValues';

type NewStudent = InputOf<typeof endpoints.createStudent>['body'];
type StudentValues = { name: string; email: string; rollNumber: string; classId: string; joinedOn: string } & GuardianValues;

interface StudentDialogProps {
  /** The student to edit; without one, a new student is added. */
  student?: Student;
  onClose: () => void;
  onSaved: (student: Student) => void;
}

const valuesOf = (student?: Student): StudentValues => ({
  name: student?.name ?? '',
  email: student?.email ?? '',
  rollNumber: student?.rollNumber ?? '',
  classId: student?.classId ?? '',
  joinedOn: '',
  ...guardianValues(student?.guardians ?? []),
});

/** The body an add (POST) or an edit (PUT, which takes neither class nor joining date: a move changes those) sends. */
const inputOf =
  (adding: boolean) =>
  ({ name, email, rollNumber, classId, joinedOn, ...guardians }: StudentValues) =>
    adding
      ? { name, email, rollNumber, classId, joinedOn: joinedOn || undefined, guardians: guardiansOf(guardians) }
      : { name, email, rollNumber, guardians: guardiansOf(guardians) };

/** 'Add student' (createStudent) or 'Edit student' (updateStudent, with the whole list of guardians). */
export function StudentDialog({ student, onClose, onSaved }: StudentDialogProps) {
  const t = useAdminTexts();
  const adding = !student;
  const form = useSchemaForm(adding ? createStudentSchema : studentFieldsSchema, valuesOf(student), {
    fieldOf: wholePath,
    toInput: inputOf(adding),
    failureText: (error) => errorMessage(error, t('students.saveFailed')),
  });
  const { busy, values, errors } = form;
  const groupError = (errors as Record<string, string | undefined>).guardians;

  const save = form.submit(async (input) => {
    const answer = student
      ? await api.call(endpoints.updateStudent, { params: { id: student.id }, body: input })
      : // Adding: the form checked the input with createStudentSchema.
        await api.call(endpoints.createStudent, { body: input as NewStudent });
    onSaved(answer.student);
  });

  return (
    <ActionDialog
      title={adding ? t('students.add') : t('students.editNamed', { name: student.name })}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={adding ? t('students.add') : t('students.saveChanges')}
      busyLabel={t('students.saving')}
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <TextInput label={t('students.name')} required autoComplete="off" disabled={busy} {...form.field('name')} />
        <TextInput
          label={t('students.email')}
          type="email"
          required
          autoComplete="off"
          disabled={busy}
          {...form.field('email')}
        />
        <TextInput label={t('students.rollNumber')} required autoComplete="off" disabled={busy} {...form.field('rollNumber')} />
        {adding ? (
          <>
            <ClassSelect
              id={form.field('classId').id}
              label={t('students.class')}
              required
              value={values.classId}
              onChange={(classId) => form.setField('classId', classId)}
              disabled={busy}
              error={errors.classId}
            />
            <DateField
              label={t('students.joinedOn')}
              helperText={t('students.joinedOnHint')}
              disabled={busy}
              {...form.field('joinedOn')}
            />
          </>
        ) : null}
        <GuardianFields
          count={guardianCount(values)}
          field={form.field}
          error={groupError}
          disabled={busy}
          onAdd={() => form.changeValues((current) => withGuardians(current, [...guardiansOf(current), { name: '', email: '' }]))}
          onRemove={(index) =>
            form.changeValues((current) =>
              withGuardians(
                current,
                guardiansOf(current).filter((_, place) => place !== index),
              ),
            )
          }
        />
      </DialogForm>
    </ActionDialog>
  );
}
