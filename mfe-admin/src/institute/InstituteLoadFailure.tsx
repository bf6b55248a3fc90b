import { errorMessage } from '@rollcall/contracts';
import { RetryNotice } from '@rollcall/ui-kit/pages';
import { useAdminInstitute } from './useAdminInstitute';

/** Why the admin's institute could not be loaded, with Retry; nothing while it loads or once it has. */
export function InstituteLoadFailure() {
  const { data, error, mutate } = useAdminInstitute();
  if (data || !error) return null;
  return (
    <RetryNotice onRetry={() => mutate()}>Failed to load your institute: {errorMessage(error, 'please try again.')}</RetryNotice>
  );
}
