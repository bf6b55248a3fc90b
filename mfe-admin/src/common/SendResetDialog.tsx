import { useState } from 'react';
import { api, endpoints } from '@rollcall/api-client';
import { errorMessage } from '@rollcall/contracts';
import { ConfirmDialog, DialogNote, Select } from '@rollcall/ui-kit/forms';

/** A person the reset can go to: a teacher, a student or one of the student's guardians. */
export interface ResetRecipient {
  id: string;
  name: string;
  email: string;
  /** How the list names them ('Student', 'Guardian'). */
  label: string;
}

export const sendResetTexts = {
  button: 'Send password reset',
  title: (name: string) => `Send password reset: ${name}`,
  send: 'Send',
  sending: 'Sending...',
  who: 'Send to',
  note: (email: string) =>
    `A link to set a new password goes to ${email}. It works once, for 30 minutes; the current password keeps working until then.`,
  sent: (name: string, email: string) => `A password reset link was sent to ${name} (${email})`,
  failed: 'Failed to send the password reset',
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
  const [chosenId, setChosenId] = useState(recipients[0]?.id ?? '');
  const chosen = recipients.find((person) => person.id === chosenId) ?? recipients[0]!;
  return (
    <ConfirmDialog
      title={sendResetTexts.title(name)}
      actionLabel={sendResetTexts.send}
      busyLabel={sendResetTexts.sending}
      action={() => api.call(endpoints.sendPasswordReset, { params: { id: chosen.id } })}
      onDone={() => onSent(sendResetTexts.sent(chosen.name, chosen.email))}
      failureText={(error) => errorMessage(error, sendResetTexts.failed)}
      onClose={onClose}
    >
      {recipients.length > 1 ? (
        <Select
          id="reset-recipient"
          label={sendResetTexts.who}
          options={recipients.map((person) => ({ value: person.id, label: `${person.name} (${person.label})` }))}
          value={chosen.id}
          onChange={(value) => value && setChosenId(value)}
        />
      ) : null}
      <DialogNote>{sendResetTexts.note(chosen.email)}</DialogNote>
    </ConfirmDialog>
  );
}
