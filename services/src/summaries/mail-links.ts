import { signUnsubscribeToken } from '../mail/unsubscribe-token';
import type { MailLinks } from './daily-summary';

export interface MailLinkBases {
  /** The shell's public address: the portals and the unsubscribe page. */
  shellUrl: string;
  /** The gateway's public address, where a mail client POSTs its one-click unsubscribe. Read when a mail is built. */
  apiUrl: () => string;
  /** The services' secret, which signs the unsubscribe tokens. */
  secret: string;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function mailLinks({ shellUrl, apiUrl, secret }: MailLinkBases): MailLinks {
  const shell = withoutTrailingSlash(shellUrl);
  return {
    portalUrl: (recipient) => `${shell}/${recipient.relation}`,
    unsubscribe(recipient, kind) {
      const token = encodeURIComponent(
        signUnsubscribeToken(secret, { instituteId: recipient.instituteId, userId: recipient.userId, kind }),
      );
      return {
        pageUrl: `${shell}/unsubscribe?token=${token}`,
        oneClickUrl: `${withoutTrailingSlash(apiUrl())}/mail/unsubscribe?token=${token}`,
      };
    },
  };
}
