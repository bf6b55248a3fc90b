import { roleLabel } from '@rollcall/contracts';
import type { OutgoingMail } from '../mail/outbox';

/** Roles whose accounts the institute's side creates and mails sign-in details to. */
export type CredentialedRole = 'admin' | 'teacher' | 'student' | 'parent';

export const credentialsSubject = (role: CredentialedRole) => `Your RollCall ${roleLabel(role).toLowerCase()} account`;
export const ADMIN_CREDENTIALS_SUBJECT = credentialsSubject('admin');

export interface AccountCredentials {
  role: CredentialedRole;
  userId: string;
  name: string;
  email: string;
  instituteName: string;
  temporaryPassword: string;
  loginUrl: string;
  /** Whether Google sign-in is configured: the mail mentions it only then. */
  googleSignIn: boolean;
  /** A parent's children, by name, when the mail is written. */
  children?: string[];
  expiresAt: Date;
  /** Set when the credentials replace earlier ones: names this issue, so each resend is its own mail. */
  reissueId?: string;
}

/** "A's", "A's and B's", "A's, B's and C's". */
function possessives(names: string[]): string {
  const owned = names.map((name) => `${name}'s`);
  return owned.length > 1 ? `${owned.slice(0, -1).join(', ')} and ${owned.at(-1)}` : (owned[0] ?? '');
}

/** The mail that hands a person their sign-in details, when the account is created and each time they are reissued. */
export function credentialsMail(credentials: AccountCredentials): OutgoingMail {
  const role = roleLabel(credentials.role);
  const article = /^[aeiou]/i.test(role) ? 'An' : 'A';
  const greeting = credentials.name ? `Hello ${credentials.name},` : 'Hello,';
  const opening = credentials.reissueId
    ? `New sign-in details have been issued for your ${role.toLowerCase()} account at ${credentials.instituteName} on RollCall. Any earlier password no longer works.`
    : `${article} ${role.toLowerCase()} account has been created for you at ${credentials.instituteName} on RollCall.`;
  const children = credentials.children?.length
    ? ['', `You can follow ${possessives(credentials.children)} attendance on RollCall.`]
    : [];
  const firstSignIn = credentials.googleSignIn
    ? 'You must change it when you first sign in. You can also sign in with Google using this email address.'
    : 'You must change it when you first sign in.';
  const text = [
    greeting,
    '',
    opening,
    ...children,
    '',
    `Sign in at: ${credentials.loginUrl}`,
    `Role: ${role}`,
    `Email: ${credentials.email}`,
    `Temporary password: ${credentials.temporaryPassword}`,
    '',
    `This temporary password works for one sign-in only and expires on ${credentials.expiresAt.toUTCString()}.`,
    firstSignIn,
    '',
    'RollCall - Attendance That Cares',
  ].join('\n');
  const key = `${credentials.role}-credentials:${credentials.userId}`;
  return {
    idempotencyKey: credentials.reissueId ? `${key}:reissue:${credentials.reissueId}` : key,
    to: credentials.email,
    subject: credentialsSubject(credentials.role),
    text,
  };
}
