import { type Language, PASSWORD_RESET_MINUTES } from '@rollcall/contracts';
import type { OutgoingMail } from '../mail/outbox';
import { mailTexts } from '../mail/texts/mail-texts';

export const resetSubject = (language: Language = 'en') => mailTexts(language)('reset.subject');
export const RESET_SUBJECT = resetSubject();

/** The shell's reset page, next to its sign-in page. */
export function resetLink(loginUrl: string, token: string): string {
  const link = new URL('reset-password', loginUrl);
  link.searchParams.set('token', token);
  return link.href;
}

/** The mail with a reset link, in the person's language; keyed per token, so each request is its own mail. */
export function resetMail(
  to: { name: string; email: string; language?: Language },
  link: string,
  tokenHash: string,
): OutgoingMail {
  const language = to.language ?? 'en';
  const t = mailTexts(language);
  const text = [
    to.name ? t('hello', { name: to.name }) : t('helloNoName'),
    '',
    t('reset.asked'),
    link,
    '',
    t('reset.once', { minutes: PASSWORD_RESET_MINUTES }),
    '',
    t('signature'),
  ].join('\n');
  return { idempotencyKey: `password-reset:${tokenHash}`, to: to.email, subject: resetSubject(language), text };
}
