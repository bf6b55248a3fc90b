import { api } from '@rollcall/api-client';
import { errorMessage, type CustomRole } from '@rollcall/contracts';
import { ConfirmDialog } from '@rollcall/ui-kit/forms';

interface DeleteRoleDialogProps {
  role: CustomRole;
  onClose: () => void;
  onDeleted: () => void;
}

/** DELETE /admin/roles/{id}. */
export function DeleteRoleDialog({ role, onClose, onDeleted }: DeleteRoleDialogProps) {
  return (
    <ConfirmDialog
      title="Delete role"
      actionLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      action={() => api.delete(`/admin/roles/${role.id}`)}
      onDone={onDeleted}
      failureText={(error) => errorMessage(error, 'Failed to delete the role')}
      onClose={onClose}
    >
      <p>Delete the role {role.name}? Teachers and admins who hold it lose its permissions.</p>
    </ConfirmDialog>
  );
}
