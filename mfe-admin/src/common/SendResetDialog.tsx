import { useState } from 'react';
import { api, endpoints } from '@rollcall/api-client';
import { errorMessage } from '@rollcall/contracts';
import { ConfirmDialog, DialogNote, Select } from '@rollcall/ui-kit/forms';
import { adminTexts, useAdminTexts } from '../texts/texts';

/** A person the reset can go to: a teacher, a student or one of the student's guardians. */
export interface ResetRecipient {
  id: string;
  name: string;
  email: string;
  /** How the list names them ('Student', 'Guardian'). */
  label: string;
}

const english = adminTexts.english;

/** The dialog's texts in English, for the pages' row buttons and tests (in a component, `t('common.reset.…')`). */
export const sendResetTexts = {
  button: english('common.reset.button'),
  title: (name: string) => english('common.reset.title', { name }),
  send: english('common.reset.send'),
  sending: english('common.reset.sending'),
  who: english('common.reset.who'),
  note: (email: string) => english('common.reset.note', { email }),
  sent: (name: string, email: string) => english('common.reset.sent', { name, email }),
  failed: english('common.reset.failed'),
} as const;

interface SendResetDialogProps {
  /** The row's name, for the title. */
  name: string;
  /** Who may receive it; a choice is offered when there are several (a student and their guardians). */
  recipients: ResetRecipient[];
  onSent: (message: string) => void;
  onClose: () => void;
}

/** Mails one person of the row a forgot-password link on their behalf. */
export function SendResetDialog({ name, recipients, onSent, onClose }: SendResetDialogProps) {
  const t = useAdminTexts();
  const [chosenId, setChosenId] = useState(recipients[0]?.id ?? '');
  const chosen = recipients.find((person) => person.id === chosenId) ?? recipients[0]!;
  return (
    <ConfirmDialog
      title={t('common.reset.title', { name })}
      actionLabel={t('common.reset.send')}
      busyLabel={t('common.reset.sending')}
      action={() => api.call(endpoints.sendPasswordReset, { params: { id: chosen.id } })}
      onDone={() => onSent(t('common.reset.sent', { name: chosen.name, email: chosen.email }))}
      failureText={(error) => errorMessage(error, t('common.reset.failed'))}
      onClose={onClose}
    >
      {recipients.length > 1 ? (
        <Select
          id="reset-recipient"
          label={t('common.reset.who')}
          options={recipients.map((person) => ({
            value: person.id,
            label: t('common.reset.recipient', { name: person.name, label: person.label }),
          }))}
          value={chosen.id}
          onChange={(value) => value && setChosenId(value)}
        />
      ) : null}
      <DialogNote>{t('common.reset.note', { email: chosen.email })}</DialogNote>
    </ConfirmDialog>
  );
}
