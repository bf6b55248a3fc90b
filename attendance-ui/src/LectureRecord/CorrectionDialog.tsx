import {
  correctionSchema,
  errorMessage,
  type MarkStatus,
  markStatuses,
  REASON_MAX,
  type StudentMarkHistory,
} from '@rollcall/contracts';
import {
  ActionDialog,
  FormNotices,
  SegmentedControl,
  TextInput,
  useSchemaForm,
  DialogForm,
  DialogNote,
} from '@rollcall/ui-kit/forms';
import { useCorrectMark } from '../data/hooks';
import type { AttendanceArea } from '../data/keys';
import { useContractText } from '@rollcall/i18n/contract-texts';
import { useAttendanceTexts } from '../texts/texts';

interface CorrectionDialogProps {
  area: AttendanceArea;
  lectureId: string;
  student: StudentMarkHistory;
  onClose: () => void;
  /** The correction is saved, with this status. */
  onCorrected: (status: MarkStatus) => void;
}

const opposite = (status: MarkStatus): MarkStatus => (status === 'present' ? 'absent' : 'present');
const tones = { present: 'positive', absent: 'negative' } as const;

/** 'Correct R-003 Asha Rao': a new mark with a reason; a refusal (window closed, corrected by the office) stays in the dialog. */
export function CorrectionDialog({ area, lectureId, student, onClose, onCorrected }: CorrectionDialogProps) {
  const correct = useCorrectMark(area, lectureId);
  const { t } = useAttendanceTexts();
  const form = useSchemaForm(
    correctionSchema,
    { studentId: student.studentId, status: opposite(student.current.status), reason: '' },
    { focusFirstError: true, failureText: (error) => errorMessage(error, t('correction.failed')), showText: useContractText() },
  );
  const { busy } = form;
  const status = form.values.status as MarkStatus;

  const save = form.submit(async (input) => {
    await correct(input);
    onCorrected(input.status);
  });

  return (
    <ActionDialog
      title={t('record.correctStudent', { rollNumber: student.rollNumber, name: student.name })}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={t('correction.save')}
      busyLabel={t('saving')}
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <DialogNote>{t('correction.now', { status: t(`mark.${student.current.status}`) })}</DialogNote>
        <SegmentedControl
          label={t('correction.newMark')}
          options={markStatuses.map((mark) => ({ value: mark, label: t(`mark.${mark}`), tone: tones[mark] }))}
          showLabel
          value={status}
          disabled={busy}
          error={form.errors.status}
          onChange={(value) => form.setField('status', value)}
        />
        <TextInput
          label={t('reason')}
          required
          maxLength={REASON_MAX}
          autoComplete="off"
          disabled={busy}
          {...form.field('reason')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
