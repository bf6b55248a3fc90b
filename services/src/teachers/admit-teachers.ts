import { type CredentialsLetterhead, queueCredentialsMails } from '../credentials/queue-credentials';
import type { Queryable } from '../db/pool';
import { type InsertedAccounts, insertAccounts, type NewPerson } from '../users/new-accounts';

/**
 * Creates teacher accounts and queues each one's credentials mail in the caller's transaction. When an email is
 * taken, nothing should be kept: the caller rolls back on any `taken`.
 */
export async function admitTeachers(
  db: Queryable,
  instituteId: string,
  teachers: NewPerson[],
  letterhead: CredentialsLetterhead,
): Promise<InsertedAccounts> {
  const accounts = await insertAccounts(db, instituteId, 'teacher', teachers);
  if (accounts.taken.length === 0) await queueCredentialsMails(db, 'teacher', accounts.created, letterhead);
  return accounts;
}
