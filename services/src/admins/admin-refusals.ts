import { customRoleMessages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What the super admin reads when a change to an admin is refused. */
export const adminRefusals = {
  'duplicate-email': 'An admin with this email already exists',
  'not-found': 'Admin not found',
  conflict: customRoleMessages.lastFullAdminDeleted,
  'in-use': 'This admin recorded attendance, and the records name them: they cannot be deleted',
} as const satisfies Partial<Record<Refusal, string>>;
