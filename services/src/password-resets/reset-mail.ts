import { PASSWORD_RESET_MINUTES } from '@rollcall/contracts';
import type { OutgoingMail } from '../mail/outbox';

export const RESET_SUBJECT = 'Set a new RollCall password';

/** The shell's reset page, next to its sign-in page. */
export function resetLink(loginUrl: string, token: string): string {
  const link = new URL('reset-password', loginUrl);
  link.searchParams.set('token', token);
  return link.href;
}

/** The mail with a reset link; keyed per token, so each request is its own mail. */
export function resetMail(to: { name: string; email: string }, link: string, tokenHash: string): OutgoingMail {
  const text = [
    to.name ? `Hello ${to.name},` : 'Hello,',
    '',
    'Someone asked to set a new password for your RollCall account. To choose one, open:',
    link,
    '',
    `The link works once, for ${PASSWORD_RESET_MINUTES} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    '',
    'RollCall - Attendance That Cares',
  ].join('\n');
  return { idempotencyKey: `password-reset:${tokenHash}`, to: to.email, subject: RESET_SUBJECT, text };
}
