import { useState } from 'react';
import { api } from '@rollcall/api-client';
import { mailPreferenceEndpoints } from '../data/hooks';
import {
  errorMessage,
  type MailKind,
  type MailPreferencesResponse,
  type MailReader,
  type UpdateMailPreferencesInput,
} from '@rollcall/contracts';
import { Switch } from '@rollcall/ui-kit/forms';
import { mailKindIds } from '../texts/sharedIds';
import { useWords } from '../texts/useWords';

interface MailKindSwitchProps {
  reader: MailReader;
  kind: MailKind;
  /** Whether the server has this kind on. */
  saved: boolean;
  description: string;
  onSaved: (answer: MailPreferencesResponse) => void;
}

/**
 * One kind of mail, on or off, saved as soon as it is switched: it shows the new state while the change is
 * saved, and goes back to the saved one if the server refuses it.
 */
export function MailKindSwitch({ reader, kind, saved, description, onSaved }: MailKindSwitchProps) {
  const { t, answer } = useWords();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();

  async function change(on: boolean) {
    setWanted(on);
    setStatus(undefined);
    setError(undefined);
    const changes: UpdateMailPreferencesInput = { [kind]: on };
    try {
      onSaved(await api.call(mailPreferenceEndpoints[reader].update, { body: changes }));
      setStatus(t(on ? 'emails.turnedOn' : 'emails.turnedOff', { kind: t(mailKindIds[kind]) }));
    } catch (failure) {
      setError(answer(errorMessage(failure, t('emails.saveFailed'))));
    } finally {
      setWanted(null);
    }
  }

  return (
    <Switch
      label={t(mailKindIds[kind])}
      description={description}
      checked={wanted ?? saved}
      onChange={change}
      busy={wanted !== null}
      busyLabel={t('emails.saving')}
      status={status}
      error={error}
    />
  );
}
