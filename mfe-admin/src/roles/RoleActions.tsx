import type { CustomRole } from '@rollcall/contracts';
import { RowButton } from '../common/RowButton';
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
  const locked = roleLockedReason(reach, role);
  const reasonId = `role-locked-${role.id}`;
  const describedBy = locked ? reasonId : undefined;
  return (
    <>
      <RowButton name={`Edit ${role.name}`} disabled={Boolean(locked)} describedBy={describedBy} onClick={onEdit}>
        Edit
      </RowButton>
      <RowButton danger name={`Delete ${role.name}`} disabled={Boolean(locked)} describedBy={describedBy} onClick={onDelete}>
        Delete
      </RowButton>
      {locked ? (
        <span id={reasonId} className={styles.reason}>
          {locked}
        </span>
      ) : null}
    </>
  );
}
