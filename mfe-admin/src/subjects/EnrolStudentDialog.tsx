import { api, endpoints } from '@rollcall/api-client';
import { enrollSchema, errorMessage, type Subject } from '@rollcall/contracts';
import { ActionDialog, DateField, FormNotices, Select, useSchemaForm, DialogForm } from '@rollcall/ui-kit/forms';
import { RetryNotice } from '@rollcall/ui-kit/pages';
import { useInstituteDay } from '../common/instituteToday';
import { useStudents } from '../data/hooks';

interface EnrolStudentDialogProps {
  subject: Subject;
  /** Students enrolled today, who are not offered again. */
  enrolledIds: ReadonlySet<string>;
  onEnrolled: (studentName: string) => void;
  onClose: () => void;
}

/** 'Enrol student': one student of the subject's class joins the elective from a day (enrol). */
export function EnrolStudentDialog({ subject, enrolledIds, onEnrolled, onClose }: EnrolStudentDialogProps) {
  const students = useStudents({ classId: subject.classId });
  const today = useInstituteDay();
  const options = (students.data?.students ?? [])
    .filter((student) => !student.archived && !enrolledIds.has(student.id))
    .map((student) => ({ value: student.id, label: `${student.rollNumber} – ${student.name}` }));
  const form = useSchemaForm(
    enrollSchema,
    { subjectId: subject.id, studentId: '', enrolledOn: today },
    { focusFirstError: true, failureText: (error) => errorMessage(error, 'Failed to enrol the student') },
  );
  const { busy } = form;
  const student = form.field('studentId');

  const save = form.submit(async (input) => {
    await api.call(endpoints.enrol, { body: input });
    onEnrolled(students.data?.students.find((candidate) => candidate.id === input.studentId)?.name ?? 'The student');
  });

  return (
    <ActionDialog
      title={`Enrol a student in ${subject.name}`}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel="Enrol"
      busyLabel="Enrolling..."
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        {students.error && !students.data ? (
          <RetryNotice onRetry={() => void students.mutate()}>
            {errorMessage(students.error, 'Failed to load students')}
          </RetryNotice>
        ) : null}
        <Select
          label="Student"
          required
          searchable
          id={student.id}
          options={options}
          value={student.value || null}
          onChange={(value) => form.setField('studentId', value ?? '')}
          error={student.error}
          disabled={busy || !students.data}
          placeholder={students.data ? `A student of ${subject.className}` : 'Loading students...'}
        />
        <DateField
          label="Enrolled on"
          required
          disabled={busy}
          helperText="The first day the student takes it"
          {...form.field('enrolledOn')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
