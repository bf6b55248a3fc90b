import { setTimeout as wait } from 'node:timers/promises';
import { type Pool, withTransaction } from '../../services/src/db/pool';
import { enqueueMails, type OutgoingMail } from '../../services/src/mail/outbox';

/** Mails per INSERT, as the evening run queues them. */
const MAILS_PER_STATEMENT = 500;
const POLL_MS = 50;
export const FLOOR_KEY = 'bench-floor:';

/** Polls until `done` holds; answers performance.now() when it was first seen to. */
export async function whenTrue(done: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await done()) return performance.now();
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await wait(POLL_MS);
  }
}

/** The absence mails in the outbox, sent or not. */
export async function absenceMailCount(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM mail_outbox WHERE idempotency_key LIKE 'absence:%'`,
  );
  return rows[0]!.count;
}

/** The mails not sent yet. */
export async function unsentCount(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM mail_outbox WHERE sent_at IS NULL`);
  return rows[0]!.count;
}

/** Whom the absences of these students reach: each of their parents (all keep the default: absence alerts on). */
export async function recipientsOf(pool: Pool, instituteId: string, studentIds: readonly string[]): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM guardians WHERE institute_id = $1 AND student_id = ANY ($2::uuid[])`,
    [instituteId, studentIds],
  );
  return rows[0]!.count;
}

/** The absence mails of these students, read back whole, under the floor's keys (so of the same sizes). */
export async function absenceMailsOf(pool: Pool, studentIds: readonly string[]): Promise<OutgoingMail[]> {
  const { rows } = await pool.query<{
    key: string;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    headers: Record<string, string> | null;
  }>(
    `SELECT idempotency_key AS key, "to", subject, text, html, headers FROM mail_outbox
     WHERE idempotency_key LIKE 'absence:%' AND split_part(idempotency_key, ':', 2) = ANY ($1::text[]) ORDER BY id`,
    [studentIds],
  );
  return rows.map(({ key, ...mail }) => ({ idempotencyKey: `${FLOOR_KEY}${key}`, ...mail }));
}

/** The floor of queuing: the same mails, built beforehand, in one transaction of 500-mail INSERTs; answers ms. */
export async function queueFloor(pool: Pool, mails: readonly OutgoingMail[]): Promise<number> {
  const started = performance.now();
  await withTransaction(pool, async (db) => {
    for (let at = 0; at < mails.length; at += MAILS_PER_STATEMENT)
      await enqueueMails(db, mails.slice(at, at + MAILS_PER_STATEMENT));
  });
  return performance.now() - started;
}
