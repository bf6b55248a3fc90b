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

/** Every message the dev SMTP server has stored for this address so far, oldest first. */
export async function mailsTo(address: string): Promise<MailboxMessage[]> {
  return (await readMailbox(appDescription().mailDir)).filter((message) => addressedTo(message, address));
}

/**
 * The newest message the dev SMTP server stored for this address with this subject (or a subject that passes
 * the test, when the exact one is what a suite asserts), once it has arrived.
 */
export function mailTo(address: string, subject: string | ((subject: string) => boolean)): Promise<MailboxMessage> {
  const wanted = typeof subject === 'string' ? (actual: string) => actual === subject : subject;
  return eventually(async () => {
    const mails = await mailsTo(address);
    const newest = mails.filter((message) => wanted(message.subject)).at(-1);
    if (!newest) {
      // The subjects that did arrive say whether the mail is late or worded otherwise.
      const arrived = mails.map((message) => `"${message.subject}"`).join(', ') || 'none';
      throw new Error(
        `no mail ${typeof subject === 'string' ? `"${subject}"` : 'of that subject'} to ${address} yet (arrived: ${arrived})`,
      );
    }
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
