import nodemailer from 'nodemailer';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** How many mails the outbox has with the relay at once, each on a connection of its own. */
export const MAIL_CONCURRENCY = 6;

/** A pooled connection is closed and opened afresh after this many messages, as relays limit mails per session. */
const MESSAGES_PER_CONNECTION = 100;

/**
 * A connection with nothing to send is closed after this long: the mails of a burst follow each other within
 * milliseconds, and an idle session would only hold one of the relay's connection slots (and keep a relay that
 * is shutting down waiting for it).
 */
const IDLE_CONNECTION_MS = 1_000;

export interface MailTransportOptions {
  /** Open connections at most; the outbox worker sends this many mails at once. */
  connections?: number;
}

/**
 * An SMTP transport for SMTP_URL, keeping up to `connections` connections open for the next mails (an evening's
 * summaries are thousands of mails: a handshake each would cost more than the mail). The dev server on loopback has
 * no TLS; anything else must offer STARTTLS (or be smtps://), so credentials mails never cross a network in clear
 * text.
 */
export function createMailTransport(smtpUrl: string, { connections = MAIL_CONCURRENCY }: MailTransportOptions = {}) {
  const loopback = LOOPBACK_HOSTS.has(new URL(smtpUrl).hostname);
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    maxMessages: MESSAGES_PER_CONNECTION,
    idleTimeout: IDLE_CONNECTION_MS,
    ignoreTLS: loopback,
    requireTLS: !loopback,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

export type MailTransport = ReturnType<typeof createMailTransport>;
