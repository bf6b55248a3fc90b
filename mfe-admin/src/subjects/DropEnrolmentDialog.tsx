import { api, endpoints } from '@rollcall/api-client';
import { useAdminTexts } from '../texts/texts';
import { dropSchema, errorMessage, type Enrollment } from '@rollcall/contracts';
import { ActionDialog, DateField, FormNotices, useSchemaForm, DialogForm } from '@rollcall/ui-kit/forms';
import { useInstituteDay } from '../common/instituteToday';

interface DropEnrolmentDialogProps {
  enrollment: Enrollment;
  subjectName: string;
  onDropped: (droppedOn: string) => void;
  onClose: () => void;
}

/** 'Drop': a student leaves an elective from a day on (dropEnrolment). */
export function DropEnrolmentDialog({ enrollment, subjectName, onDropped, onClose }: DropEnrolmentDialogProps) {
  const today = useInstituteDay();
  const t = useAdminTexts();
  const form = useSchemaForm(
    dropSchema,
    { subjectId: enrollment.subjectId, studentId: enrollment.studentId, droppedOn: today },
    { focusFirstError: true, failureText: (error) => errorMessage(error, t('subjects.dropOne.failed')) },
  );
  const { busy } = form;

  const save = form.submit(async (input) => {
    await api.call(endpoints.dropEnrolment, { body: input });
    onDropped(input.droppedOn);
  });

  return (
    <ActionDialog
      title={t('subjects.dropOne.title', { student: enrollment.studentName, subject: subjectName })}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={t('subjects.enrolments.drop')}
      busyLabel={t('subjects.dropOne.busy')}
      variant="danger"
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <DateField
          label={t('subjects.dropOne.day')}
          required
          min={enrollment.enrolledOn}
          disabled={busy}
          helperText={t('subjects.dropOne.dayHelp')}
          {...form.field('droppedOn')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
