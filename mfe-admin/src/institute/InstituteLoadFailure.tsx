import { errorMessage } from '@rollcall/contracts';
import { RetryNotice } from '@rollcall/ui-kit/pages';
import { useAdminInstitute } from './useAdminInstitute';
import { useAdminTexts } from '../texts/texts';

/** Why the admin's institute could not be loaded, with Retry; nothing while it loads or once it has. */
export function InstituteLoadFailure() {
  const t = useAdminTexts();
  const { data, error, mutate } = useAdminInstitute();
  if (data || !error) return null;
  return (
    <RetryNotice onRetry={() => mutate()}>
      {t('institute.loadFailed', { reason: errorMessage(error, t('institute.retryReason')) })}
    </RetryNotice>
  );
}
