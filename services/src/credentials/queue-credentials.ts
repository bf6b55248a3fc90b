import type { Queryable } from '../db/pool';
import { findInstituteLetterheadForShare } from '../institutes/institute-store';
import { enqueueMails } from '../mail/outbox';
import type { CreatedAccount } from '../users/new-accounts';
import { type CredentialedRole, credentialsMail } from './credentials-mail';

/** How the institute's people sign in: the shell's sign-in address, and whether Google sign-in is configured. */
export interface SignInWays {
  loginUrl: string;
  googleSignIn: boolean;
}

/** What every credentials mail of the institute's people names besides the person. */
export interface CredentialsLetterhead extends SignInWays {
  instituteName: string;
  /** The institute's time zone, whose clock a mail in Hindi or Tamil tells the password's expiry on. */
  timeZone: string;
}

/** A new account to mail; a parent's with the names of their children. */
export interface MailedAccount extends CreatedAccount {
  children?: string[];
}

/** The institute's letterhead; the institute cannot change under the mails while the transaction writes them. */
export async function letterheadOf(
  db: Queryable,
  instituteId: string,
  { loginUrl, googleSignIn }: SignInWays,
): Promise<CredentialsLetterhead> {
  const institute = await findInstituteLetterheadForShare(db, instituteId);
  if (!institute) throw new Error(`institute ${instituteId} not found`);
  return { instituteName: institute.name, timeZone: institute.timeZone, loginUrl, googleSignIn };
}

/** Queues the credentials mail of each new account in one statement, inside the transaction that created them. */
export async function queueCredentialsMails(
  db: Queryable,
  role: CredentialedRole,
  accounts: MailedAccount[],
  { instituteName, timeZone, loginUrl, googleSignIn }: CredentialsLetterhead,
): Promise<void> {
  await enqueueMails(
    db,
    accounts.map((account) =>
      credentialsMail({
        role,
        userId: account.id,
        name: account.name,
        email: account.email,
        instituteName,
        temporaryPassword: account.password.plain,
        loginUrl,
        googleSignIn,
        children: account.children,
        expiresAt: account.password.expiresAt,
        language: account.language,
        timeZone,
      }),
    ),
  );
}
