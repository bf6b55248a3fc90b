import { useCallback } from 'react';
import { useContractText } from '@rollcall/i18n/contract-texts';
import { authTexts, useAuthTexts } from '../texts/texts';

/** The error under a confirmation that does not repeat the new password, in English. */
export const PASSWORDS_DIFFER = authTexts.english('passwords.differ');

/** How the sign-in forms show their errors in the current language: the contracts' texts, and this remote's own rule. */
export function useFormText(): (text: string) => string {
  const t = useAuthTexts();
  const contractText = useContractText();
  return useCallback(
    (text: string) => (text === PASSWORDS_DIFFER ? t('passwords.differ') : contractText(text)),
    [t, contractText],
  );
}
