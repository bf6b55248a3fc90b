import { type CredentialedRole, credentialsSubject } from '../../services/src/credentials/credentials-mail';
import { readMailbox, type MailboxMessage } from '../../services/src/mail/mailbox';
import { appDescription } from './description';
import { eventually } from './eventually';

/** The subject of the mail that gives a new admin (or one whose credentials were resent) a temporary password. */
export const CREDENTIALS_SUBJECT = credentialsSubject('admin');

/** True when the To header names exactly this address ("Name <address>" or the bare address). */
function addressedTo(message: MailboxMessage, address: string): boolean {
  const wanted = address.toLowerCase();
  return message.to
    .toLowerCase()
    .split(/[\s,<>"]+/)
    .includes(wanted);
}

/** The newest message the dev SMTP server stored for this address, once it has arrived. */
export function mailTo(address: string, subject: string): Promise<MailboxMessage> {
  return eventually(async () => {
    const found = (await readMailbox(appDescription().mailDir)).filter(
      (message) => addressedTo(message, address) && message.subject === subject,
    );
    const newest = found.at(-1);
    if (!newest) throw new Error(`no mail "${subject}" to ${address} yet`);
    return newest;
  }, 20_000);
}

/** The temporary password a credentials mail gives ('' when it has none). */
export function temporaryPasswordIn(mail: MailboxMessage): string {
  return /Temporary password: (\S+)/.exec(mail.text)?.[1] ?? '';
}

/** The temporary password of the newest credentials mail to this person (an admin unless told). */
export async function temporaryPasswordOf(email: string, role: CredentialedRole = 'admin'): Promise<string> {
  return temporaryPasswordIn(await mailTo(email, credentialsSubject(role)));
}
