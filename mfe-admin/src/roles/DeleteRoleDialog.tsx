import type { CustomRole } from '@rollcall/contracts';
import { RemoveDialog } from '../lists/RemoveDialog';

interface DeleteRoleDialogProps {
  role: CustomRole;
  onClose: () => void;
  onDeleted: () => void;
}

/** DELETE /admin/roles/{id}. */
export function DeleteRoleDialog({ role, onClose, onDeleted }: DeleteRoleDialogProps) {
  return (
    <RemoveDialog
      title="Delete role"
      verb="Delete"
      path={`/admin/roles/${role.id}`}
      fallback="Failed to delete the role"
      onClose={onClose}
      onDone={onDeleted}
    >
      <p>Delete the role {role.name}? Teachers and admins who hold it lose its permissions.</p>
    </RemoveDialog>
  );
}
