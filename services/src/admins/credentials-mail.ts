import type { OutgoingMail } from '../mail/outbox';

export const ADMIN_CREDENTIALS_SUBJECT = 'Your RollCall admin account';

export interface AdminCredentials {
  adminId: string;
  name: string;
  email: string;
  instituteName: string;
  temporaryPassword: string;
  loginUrl: string;
  expiresAt: Date;
  /** Set when the credentials replace earlier ones: names this issue, so each resend is its own mail. */
  reissueId?: string;
}

/** The mail that hands an admin their sign-in details, when the account is created and each time they are reissued. */
export function adminCredentialsMail(credentials: AdminCredentials): OutgoingMail {
  const greeting = credentials.name ? `Hello ${credentials.name},` : 'Hello,';
  const opening = credentials.reissueId
    ? `New sign-in details have been issued for your admin account at ${credentials.instituteName} on RollCall. Any earlier password no longer works.`
    : `An admin account has been created for you at ${credentials.instituteName} on RollCall.`;
  const text = [
    greeting,
    '',
    opening,
    '',
    `Sign in at: ${credentials.loginUrl}`,
    'Role: Admin',
    `Email: ${credentials.email}`,
    `Temporary password: ${credentials.temporaryPassword}`,
    '',
    `This temporary password works for one sign-in only and expires on ${credentials.expiresAt.toUTCString()}.`,
    'You must change it when you first sign in. You can also sign in with Google using this email address.',
    '',
    'RollCall - Attendance That Cares',
  ].join('\n');
  return {
    idempotencyKey: credentials.reissueId
      ? `admin-credentials:${credentials.adminId}:reissue:${credentials.reissueId}`
      : `admin-credentials:${credentials.adminId}`,
    to: credentials.email,
    subject: ADMIN_CREDENTIALS_SUBJECT,
    text,
  };
}
