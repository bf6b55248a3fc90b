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
}

/** The mail that hands a new admin their sign-in details. */
export function adminCredentialsMail(credentials: AdminCredentials): OutgoingMail {
  const greeting = credentials.name ? `Hello ${credentials.name},` : 'Hello,';
  const text = [
    greeting,
    '',
    `An admin account has been created for you at ${credentials.instituteName} on RollCall.`,
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
    idempotencyKey: `admin-credentials:${credentials.adminId}`,
    to: credentials.email,
    subject: ADMIN_CREDENTIALS_SUBJECT,
    text,
  };
}
