import type { Queryable } from '../db/pool';
import { enqueueMail } from '../mail/outbox';
import { resetLink, resetMail } from './reset-mail';
import { insertReset, type ResetAccount } from './reset-store';
import { newResetToken } from './reset-token';

/** Stores a new link for the account and queues its mail, in the caller's transaction. */
export async function queueReset(db: Queryable, account: ResetAccount, loginUrl: string): Promise<void> {
  const { token, hash } = newResetToken();
  await insertReset(db, account, hash);
  await enqueueMail(db, resetMail(account, resetLink(loginUrl, token), hash));
}
