import { readMailbox, type MailboxMessage } from '../../services/src/mail/mailbox';
import { appDescription } from './description';
import { eventually } from './eventually';

/** The newest message the dev SMTP server stored for this address, once it has arrived. */
export function mailTo(address: string, subject: string): Promise<MailboxMessage> {
  return eventually(async () => {
    const found = (await readMailbox(appDescription().mailDir)).filter(
      (message) => message.to.toLowerCase().includes(address.toLowerCase()) && message.subject === subject,
    );
    const newest = found.at(-1);
    if (!newest) throw new Error(`no mail "${subject}" to ${address} yet`);
    return newest;
  }, 20_000);
}
