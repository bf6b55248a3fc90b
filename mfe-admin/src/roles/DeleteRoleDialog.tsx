import { api, endpoints } from '@rollcall/api-client';
import type { CustomRole } from '@rollcall/contracts';
import { RemoveDialog } from '../common/RemoveDialog';

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
      name={`the role ${role.name}`}
      remove={() => api.call(endpoints.deleteRole, { params: { id: role.id } })}
      note="Teachers and admins who hold it lose its permissions."
      onClose={onClose}
      onRemoved={onDeleted}
    />
  );
}
