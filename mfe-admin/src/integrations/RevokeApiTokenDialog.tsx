import { api, endpoints } from '@rollcall/api-client';
import { type ApiToken, errorMessage } from '@rollcall/contracts';
import { ConfirmDialog, DialogNote } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';

interface RevokeApiTokenDialogProps {
  token: ApiToken;
  onClose: () => void;
  onRevoked: () => void;
}

/** DELETE /admin/api-tokens/{id}, after saying that what uses it stops at once. */
export function RevokeApiTokenDialog({ token, onClose, onRevoked }: RevokeApiTokenDialogProps) {
  const t = useAdminTexts();
  return (
    <ConfirmDialog
      title={t('integrations.tokens.revokeTitle', { name: token.name })}
      actionLabel={t('integrations.tokens.revoke')}
      busyLabel={t('integrations.tokens.revoking')}
      variant="danger"
      action={() => api.call(endpoints.revokeApiToken, { params: { id: token.id } })}
      onDone={onRevoked}
      failureText={(error) => errorMessage(error, t('integrations.tokens.revokeFailed', { name: token.name }))}
      onClose={onClose}
    >
      <DialogNote>{t('integrations.tokens.revokeBody')}</DialogNote>
    </ConfirmDialog>
  );
}
