import {
  attendanceTexts,
  correctionSchema,
  errorMessage,
  markStatusLabels,
  REASON_MAX,
  type MarkStatus,
  type StudentMarkHistory,
} from '@rollcall/contracts';
import {
  ActionDialog,
  FormNotices,
  PresenceToggle,
  TextInput,
  useSchemaForm,
  DialogForm,
  DialogNote,
} from '@rollcall/ui-kit/forms';
import { useCorrectMark } from '../data/hooks';
import type { AttendanceArea } from '../data/keys';

interface CorrectionDialogProps {
  area: AttendanceArea;
  lectureId: string;
  student: StudentMarkHistory;
  onClose: () => void;
  /** The correction is saved, with this status. */
  onCorrected: (status: MarkStatus) => void;
}

const opposite = (status: MarkStatus): MarkStatus => (status === 'present' ? 'absent' : 'present');

/** 'Correct R-003 Asha Rao': a new mark with a reason; a refusal (window closed, corrected by the office) stays in the dialog. */
export function CorrectionDialog({ area, lectureId, student, onClose, onCorrected }: CorrectionDialogProps) {
  const correct = useCorrectMark(area, lectureId);
  const form = useSchemaForm(
    correctionSchema,
    { studentId: student.studentId, status: opposite(student.current.status), reason: '' },
    { focusFirstError: true, failureText: (error) => errorMessage(error, 'Failed to save the correction') },
  );
  const { busy } = form;
  const status = form.values.status as MarkStatus;

  const save = form.submit(async (input) => {
    await correct(input);
    onCorrected(input.status);
  });

  return (
    <ActionDialog
      title={attendanceTexts.correctTitle(student.rollNumber, student.name)}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel="Save correction"
      busyLabel="Saving..."
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <DialogNote>Now: {markStatusLabels[student.current.status]}</DialogNote>
        <PresenceToggle
          label="New mark"
          showLabel
          value={status}
          disabled={busy}
          error={form.errors.status}
          onChange={(value) => form.setField('status', value)}
        />
        <TextInput label="Reason" required maxLength={REASON_MAX} autoComplete="off" disabled={busy} {...form.field('reason')} />
      </DialogForm>
    </ActionDialog>
  );
}
