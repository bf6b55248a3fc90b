import { type Language, localeOf } from '@rollcall/contracts';
import { dateTimeFormat } from '@rollcall/i18n/messages';
import type { OutgoingMail } from '../mail/outbox';
import { mailTexts, nameList } from '../mail/texts/mail-texts';

/** Roles whose accounts the institute's side creates and mails sign-in details to. */
export type CredentialedRole = 'admin' | 'teacher' | 'student' | 'parent';

export const credentialsSubject = (role: CredentialedRole, language: Language = 'en') =>
  mailTexts(language)('credentials.subject', { role });
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
  /** The language of the person's account (`users.language`); English when not given. */
  language?: Language;
  /** The institute's time zone: a mail in Hindi or Tamil tells the expiry on its clock (else in UTC). */
  timeZone?: string;
}

/**
 * When the temporary password stops working: in English as mails have always written it (in UTC), else in the
 * language's words on the institute's 24-hour clock, as the other mails write times.
 */
function expiry(expiresAt: Date, language: Language, timeZone: string | undefined): string {
  if (language === 'en') return expiresAt.toUTCString();
  const moment = dateTimeFormat(localeOf[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: timeZone ?? 'UTC',
  }).format(expiresAt);
  return timeZone ? moment : `${moment} UTC`;
}

/** The mail that hands a person their sign-in details, when the account is created and each time they are reissued. */
export function credentialsMail(credentials: AccountCredentials): OutgoingMail {
  const { role, language = 'en' } = credentials;
  const t = mailTexts(language);
  const institute = credentials.instituteName;
  const children = credentials.children?.length
    ? [
        '',
        t('credentials.children', {
          children: nameList(
            credentials.children.map((name) => t('credentials.child', { name })),
            language,
          ),
        }),
      ]
    : [];
  const firstSignIn = [t('credentials.changeFirst'), ...(credentials.googleSignIn ? [t('credentials.google')] : [])].join(' ');
  const text = [
    credentials.name ? t('hello', { name: credentials.name }) : t('helloNoName'),
    '',
    credentials.reissueId ? t('credentials.reissued', { role, institute }) : t('credentials.created', { role, institute }),
    ...children,
    '',
    t('credentials.signInAt', { url: credentials.loginUrl }),
    t('credentials.role', { role }),
    t('credentials.email', { email: credentials.email }),
    t('credentials.password', { password: credentials.temporaryPassword }),
    '',
    t('credentials.expires', { expiresAt: expiry(credentials.expiresAt, language, credentials.timeZone) }),
    firstSignIn,
    '',
    t('signature'),
  ].join('\n');
  const key = `${credentials.role}-credentials:${credentials.userId}`;
  return {
    idempotencyKey: credentials.reissueId ? `${key}:reissue:${credentials.reissueId}` : key,
    to: credentials.email,
    subject: credentialsSubject(role, language),
    text,
  };
}
