import type { Queryable } from '../db/pool';

export interface OutgoingMail {
  /** Names the message once and for all: enqueuing the same key twice sends one mail. */
  idempotencyKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string> | null;
}

/** Queues a mail inside the caller's transaction, so it goes out only if the change that caused it commits. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await enqueueMails(db, [mail]);
}

/** Queues many mails in one statement (the credentials of an import), inside the caller's transaction. */
export async function enqueueMails(db: Queryable, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  // No conflict target: naming the column would need SELECT on the outbox, which tenant work may not read. The
  // idempotency key is the only unique value a caller gives (the id is generated), so the meaning is the same.
  await db.query(
    `INSERT INTO mail_outbox (idempotency_key, "to", subject, text, html, headers)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[])
     ON CONFLICT DO NOTHING`,
    [
      mails.map((mail) => mail.idempotencyKey),
      mails.map((mail) => mail.to),
      mails.map((mail) => mail.subject),
      mails.map((mail) => mail.text),
      mails.map((mail) => mail.html ?? null),
      mails.map((mail) => (mail.headers ? JSON.stringify(mail.headers) : null)),
    ],
  );
}
