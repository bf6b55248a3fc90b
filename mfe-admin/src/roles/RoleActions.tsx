import type { CustomRole } from '@rollcall/contracts';
import { RowButton } from '../common/RowButton';
import { useAdminTexts } from '../texts/texts';
import { type RoleReach, roleLockedReason } from './roleReach';
import styles from './RoleActions.module.css';

interface RoleActionsProps {
  role: CustomRole;
  reach: RoleReach | null;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and Delete of one role; greyed out, with the reason beside them, for a role the admin may not change. */
export function RoleActions({ role, reach, onEdit, onDelete }: RoleActionsProps) {
  const t = useAdminTexts();
  const locked = roleLockedReason(reach, role, t('roles.grantsMore'));
  const reasonId = `role-locked-${role.id}`;
  const describedBy = locked ? reasonId : undefined;
  return (
    <>
      <RowButton
        name={t('roles.editNamed', { name: role.name })}
        disabled={Boolean(locked)}
        describedBy={describedBy}
        onClick={onEdit}
      >
        {t('roles.edit')}
      </RowButton>
      <RowButton
        danger
        name={t('roles.deleteNamed', { name: role.name })}
        disabled={Boolean(locked)}
        describedBy={describedBy}
        onClick={onDelete}
      >
        {t('roles.delete')}
      </RowButton>
      {locked ? (
        <span id={reasonId} className={styles.reason}>
          {locked}
        </span>
      ) : null}
    </>
  );
}
