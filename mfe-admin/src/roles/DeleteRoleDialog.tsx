import { api, endpoints } from '@rollcall/api-client';
import type { CustomRole } from '@rollcall/contracts';
import { RemoveDialog } from '../common/RemoveDialog';
import { useAdminTexts } from '../texts/texts';

interface DeleteRoleDialogProps {
  role: CustomRole;
  onClose: () => void;
  onDeleted: () => void;
}

/** DELETE /admin/roles/{id}. */
export function DeleteRoleDialog({ role, onClose, onDeleted }: DeleteRoleDialogProps) {
  const t = useAdminTexts();
  return (
    <RemoveDialog
      title={t('roles.deleteRole')}
      verb="Delete"
      name={t('roles.theRole', { name: role.name })}
      remove={() => api.call(endpoints.deleteRole, { params: { id: role.id } })}
      note={t('roles.deleteNote')}
      onClose={onClose}
      onRemoved={onDeleted}
    />
  );
}
