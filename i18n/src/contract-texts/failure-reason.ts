import { useCallback } from 'react';
import { failureReason } from '@rollcall/api-client';
import { useContractText } from './contract-texts';

/**
 * Why a call failed, for a list's failure line: the server's words in the current language when contracts catalogue
 * them, else as the server wrote them ('' when it says nothing).
 */
export function useFailureReason(): (error: unknown) => string {
  const contractText = useContractText();
  return useCallback(
    (error: unknown) => {
      const why = failureReason(error);
      return why ? contractText(why) : '';
    },
    [contractText],
  );
}
