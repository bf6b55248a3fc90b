import type { Queryable } from '../db/pool';

export interface OutgoingMail {
  /** Names the message once and for all: enqueuing the same key twice sends one mail. */
  idempotencyKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Queues a mail inside the caller's transaction, so it goes out only if the change that caused it commits. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query(
    `INSERT INTO mail_outbox (idempotency_key, "to", subject, text, html)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (idempotency_key) DO NOTHING`,
    [mail.idempotencyKey, mail.to, mail.subject, mail.text, mail.html ?? null],
  );
}
