import type { MailKind } from '@rollcall/contracts';
import { attendanceMailTexts } from './attendance-mail-texts';
import type { MailLinks, MailRecipient } from './daily-summary';
import { escapeHtml, link } from './mail-layout';

export interface MailFooter {
  /** The plain-text footer, line by line. */
  text: string[];
  html: string;
  /** List-Unsubscribe with its one-click companion, so a mail client can offer its own unsubscribe button. */
  headers: Record<string, string>;
}

/** Why the recipient gets this kind of mail, how to turn it off without signing in, and their portal. */
export function mailFooter(
  recipient: MailRecipient,
  about: { studentNames: readonly string[]; instituteName: string },
  links: MailLinks,
  kind: MailKind,
): MailFooter {
  const texts = attendanceMailTexts(recipient.language);
  const { pageUrl, oneClickUrl } = links.unsubscribe(recipient, kind);
  const portalUrl = links.portalUrl(recipient);
  const why = texts.footer.why(recipient.relation, about.studentNames, about.instituteName);
  const turnOff = kind === 'dailySummary' ? texts.summary.turnOff : texts.alert.turnOff;
  const portal = texts.footer.portal(recipient.relation);
  return {
    text: ['-- ', why, `${turnOff}: ${pageUrl}`, `${portal}: ${portalUrl}`, '', texts.footer.signature],
    html: [
      `<p style="margin:0 0 8px;">${escapeHtml(why)}</p>`,
      `<p style="margin:0 0 8px;">${link(pageUrl, turnOff)} · ${link(portalUrl, portal)}</p>`,
      `<p style="margin:0;">${escapeHtml(texts.footer.signature)}</p>`,
    ].join(''),
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
