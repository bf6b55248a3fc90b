import { api, endpoints } from '@rollcall/api-client';
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
  const form = useSchemaForm(
    dropSchema,
    { subjectId: enrollment.subjectId, studentId: enrollment.studentId, droppedOn: today },
    { focusFirstError: true, failureText: (error) => errorMessage(error, 'Failed to drop the student') },
  );
  const { busy } = form;

  const save = form.submit(async (input) => {
    await api.call(endpoints.dropEnrolment, { body: input });
    onDropped(input.droppedOn);
  });

  return (
    <ActionDialog
      title={`Drop ${enrollment.studentName} from ${subjectName}`}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel="Drop"
      busyLabel="Dropping..."
      variant="danger"
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <DateField
          label="Dropped on"
          required
          min={enrollment.enrolledOn}
          disabled={busy}
          helperText="The first day no longer enrolled; earlier marks stay"
          {...form.field('droppedOn')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
