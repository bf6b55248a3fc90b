import { useState } from 'react';
import { api } from '@rollcall/api-client';
import { mailPreferenceEndpoints } from '../data/hooks';
import {
  errorMessage,
  mailPreferenceTexts as texts,
  type MailKind,
  type MailPreferencesResponse,
  type MailReader,
  type UpdateMailPreferencesInput,
} from '@rollcall/contracts';
import { Switch } from '@rollcall/ui-kit/forms';

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
      setStatus(texts.turned(kind, on));
    } catch (failure) {
      setError(errorMessage(failure, texts.saveFailed));
    } finally {
      setWanted(null);
    }
  }

  return (
    <Switch
      label={texts.kindName(kind)}
      description={description}
      checked={wanted ?? saved}
      onChange={change}
      busy={wanted !== null}
      busyLabel={texts.saving}
      status={status}
      error={error}
    />
  );
}
