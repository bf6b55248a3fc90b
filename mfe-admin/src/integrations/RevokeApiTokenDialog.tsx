import { api, endpoints } from '@rollcall/api-client';
import { type ApiToken, apiTokenTexts, errorMessage } from '@rollcall/contracts';
import { ConfirmDialog, DialogNote } from '@rollcall/ui-kit/forms';

interface RevokeApiTokenDialogProps {
  token: ApiToken;
  onClose: () => void;
  onRevoked: () => void;
}

/** DELETE /admin/api-tokens/{id}, after saying that what uses it stops at once. */
export function RevokeApiTokenDialog({ token, onClose, onRevoked }: RevokeApiTokenDialogProps) {
  return (
    <ConfirmDialog
      title={apiTokenTexts.revokeTitle(token.name)}
      actionLabel={apiTokenTexts.revoke}
      busyLabel="Revoking..."
      variant="danger"
      action={() => api.call(endpoints.revokeApiToken, { params: { id: token.id } })}
      onDone={onRevoked}
      failureText={(error) => errorMessage(error, `Failed to revoke ${token.name}`)}
      onClose={onClose}
    >
      <DialogNote>{apiTokenTexts.revokeBody}</DialogNote>
    </ConfirmDialog>
  );
}
