import { customRoleMessages } from '@rollcall/contracts';
import { type Outcome, type Refusal, refused } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { countAdmins } from '../permissions/full-admins';

/**
 * Makes a change to roles or their holders, refused when it leaves the institute with no admin who holds every
 * permission (where one did before), and otherwise refused with `denial` when the caller may not make it (a denial
 * also wins over the write's own refusal). Run with the admins locked; a refusal comes after the write, so the caller
 * must end the transaction (tenantValue does).
 */
export async function keepingAFullAdmin<Value, Reason extends Refusal>(
  db: Queryable,
  instituteId: string,
  denial: Outcome<never, 'forbidden'> | null,
  write: () => Promise<Outcome<Value, Reason>>,
): Promise<Outcome<Value, Reason | 'conflict' | 'forbidden'>> {
  const before = await countAdmins(db, instituteId);
  const outcome = await write();
  if (!outcome.ok) return denial ?? outcome;
  if (before.full > 0 && (await countAdmins(db, instituteId)).full === 0) {
    return refused('conflict', customRoleMessages.lastFullAdmin);
  }
  return denial ?? outcome;
}
