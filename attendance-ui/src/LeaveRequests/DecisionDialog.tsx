import type { ApiError } from '@rollcall/api-client';
import {
  errorMessage,
  LEAVE_REASON_MAX,
  leaveDecisionSchema,
  type LeaveDecisionInput,
  type OfficeLeaveRequest,
} from '@rollcall/contracts';
import { ActionDialog, DialogForm, DialogNote, FormNotices, TextInput, useSchemaForm } from '@rollcall/ui-kit/forms';
import type { LeaveArea } from './leaveCalls';
import type { LeaveDecision } from './LeaveRequestCard';
import { useContractText } from '@rollcall/i18n/contract-texts';
import { useAttendanceTexts } from '../texts/texts';
import { aboutText, leaveDays, leavePeriods } from './leaveWords';
import { useDecideLeave } from './useLeaveRequests';

interface DecisionDialogProps {
  area: LeaveArea;
  request: OfficeLeaveRequest;
  decision: LeaveDecision;
  onClose: () => void;
  /** Decided: the request as it now is, and the Absent marks an approved on-duty corrected. */
  onDecided: (request: OfficeLeaveRequest, corrected: number) => void;
  /** Someone decided it meanwhile (409): the server's words; the list is fetched again. */
  onDecidedElsewhere: (message: string) => void;
}

const DECIDED_ALREADY = 409;

/** 'Approve leave for Asha Verma' with an optional note; a refusal other than "decided already" stays in the dialog. */
export function DecisionDialog({ area, request, decision, onClose, onDecided, onDecidedElsewhere }: DecisionDialogProps) {
  const decide = useDecideLeave(area);
  const words = useAttendanceTexts();
  const { t } = words;
  const showText = useContractText();
  const form = useSchemaForm(
    leaveDecisionSchema,
    { decision, note: '' },
    {
      toInput: (values): LeaveDecisionInput => ({ decision, note: values.note.trim() ? values.note : undefined }),
      failureText: (error) => errorMessage(error, t('leave.saveFailed')),
      showText,
    },
  );
  const approving = decision === 'approved';

  const save = form.submit(async (input) => {
    try {
      const answer = await decide(request.id, input);
      onDecided(answer.leaveRequest, answer.corrected);
    } catch (error) {
      if ((error as ApiError).status !== DECIDED_ALREADY) throw error;
      onDecidedElsewhere(showText(errorMessage(error, t('leave.decidedAlready'))));
    }
  });

  return (
    <ActionDialog
      title={t(approving ? 'leave.approveAbout' : 'leave.rejectAbout', { about: aboutText(request, words) })}
      busy={form.busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={approving ? t('leave.approve') : t('leave.reject')}
      busyLabel={t('saving')}
      variant={approving ? 'primary' : 'danger'}
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <DialogNote>
          {request.rollNumber} · {leaveDays(request, words)} · {leavePeriods(request.periods, words)}
        </DialogNote>
        <TextInput
          label={t('leave.noteLabel')}
          helperText={t('leave.noteHelp')}
          maxLength={LEAVE_REASON_MAX}
          autoComplete="off"
          disabled={form.busy}
          {...form.field('note')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
