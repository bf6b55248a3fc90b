import nodemailer from 'nodemailer';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * An SMTP transport for SMTP_URL. The dev server on loopback has no TLS; anything else must offer STARTTLS
 * (or be smtps://), so credentials mails never cross a network in clear text.
 */
export function createMailTransport(smtpUrl: string) {
  const loopback = LOOPBACK_HOSTS.has(new URL(smtpUrl).hostname);
  return nodemailer.createTransport({
    url: smtpUrl,
    ignoreTLS: loopback,
    requireTLS: !loopback,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

export type MailTransport = ReturnType<typeof createMailTransport>;
