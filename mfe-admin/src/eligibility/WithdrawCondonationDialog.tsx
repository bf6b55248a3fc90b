import { api, endpoints } from '@rollcall/api-client';
import { type Condonation, errorMessage } from '@rollcall/contracts';
import { ConfirmDialog, DialogNote } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';

interface WithdrawCondonationDialogProps {
  condonation: Condonation;
  /** What it is, as its card names it ('MA101 Mathematics · 3 lectures'). */
  title: string;
  onClose: () => void;
  onWithdrawn: () => void;
}

/** Asks before withdrawing a condonation: it stops counting and stays in the history; a refusal stays in the dialog. */
export function WithdrawCondonationDialog({ condonation, title, onClose, onWithdrawn }: WithdrawCondonationDialogProps) {
  const t = useAdminTexts();
  return (
    <ConfirmDialog
      title={t('eligibility.condonation.withdrawTitle')}
      actionLabel={t('eligibility.student.withdraw')}
      busyLabel={t('eligibility.condonation.withdrawing')}
      variant="danger"
      action={() => api.call(endpoints.withdrawCondonation, { params: { id: condonation.id } })}
      onDone={onWithdrawn}
      failureText={(error) => errorMessage(error, t('eligibility.condonation.withdrawFailed'))}
      onClose={onClose}
    >
      <DialogNote>{t('eligibility.condonation.withdrawQuestion', { title: title })}</DialogNote>
    </ConfirmDialog>
  );
}
