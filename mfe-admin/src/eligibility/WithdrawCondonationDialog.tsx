import { api, endpoints } from '@rollcall/api-client';
import { type Condonation, errorMessage } from '@rollcall/contracts';
import { ConfirmDialog, DialogNote } from '@rollcall/ui-kit/forms';
import { condonationTexts as texts, studentTexts } from './texts';

interface WithdrawCondonationDialogProps {
  condonation: Condonation;
  /** What it is, as its card names it ('MA101 Mathematics · 3 lectures'). */
  title: string;
  onClose: () => void;
  onWithdrawn: () => void;
}

/** Asks before withdrawing a condonation: it stops counting and stays in the history; a refusal stays in the dialog. */
export function WithdrawCondonationDialog({ condonation, title, onClose, onWithdrawn }: WithdrawCondonationDialogProps) {
  return (
    <ConfirmDialog
      title={texts.withdrawTitle}
      actionLabel={studentTexts.withdraw}
      busyLabel={texts.withdrawing}
      variant="danger"
      action={() => api.call(endpoints.withdrawCondonation, { params: { id: condonation.id } })}
      onDone={onWithdrawn}
      failureText={(error) => errorMessage(error, texts.withdrawFailed)}
      onClose={onClose}
    >
      <DialogNote>{texts.withdrawQuestion(title)}</DialogNote>
    </ConfirmDialog>
  );
}
