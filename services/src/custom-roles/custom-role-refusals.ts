import { customRoleMessages, messages } from '@rollcall/contracts';
import type { Refusal } from '../db/outcome';

/** What an admin reads when a change to a role is refused (the store names the conflict and what the caller lacks). */
export const customRoleRefusals = {
  'not-found': customRoleMessages.roleNotFound,
  conflict: customRoleMessages.ownRole,
  forbidden: messages.noPermission,
} as const satisfies Partial<Record<Refusal, string>>;

/** Saving a role under a name another role of the institute has. */
export const customRoleWriteRefusals = (name: string) =>
  ({ ...customRoleRefusals, duplicate: customRoleMessages.roleNameTaken(name) }) as const satisfies Partial<
    Record<Refusal, string>
  >;

/** Assigning roles: the store names which of the person and the roles was not found. */
export const roleAssignmentRefusals = {
  'not-found': customRoleMessages.userNotFound,
  conflict: customRoleMessages.lastFullAdmin,
  forbidden: messages.noPermission,
} as const satisfies Partial<Record<Refusal, string>>;
