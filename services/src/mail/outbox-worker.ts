import { createHash } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '../db/pool';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  pool: pg.Pool;
  transport: MailTransport;
  from: string;
  log?: (message: string) => void;
  /** How often due mail is looked for (besides the kick after each enqueue). */
  pollIntervalMs?: number;
  /** The wait after the first failure; it doubles with each further failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface OutboxWorker {
  /** Looks for due mail now (call after committing an enqueue). */
  kick(): void;
  /** Resolves once nothing is due any more (or the database is unreachable). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  idempotency_key: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

/** The Message-ID is derived from the idempotency key, so a resend after a crash is recognisably the same mail. */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'rollcall.local';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${domain}>`;
}

export function retryDelayMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the outbox. Each row is claimed with FOR UPDATE SKIP LOCKED and kept locked while it is sent, so two
 * workers (or two service instances) never send the same row; sent_at is written in the same transaction.
 * A failed send stays in the outbox with a later next_attempt_at: never lost.
 */
export function startOutboxWorker({
  pool,
  transport,
  from,
  log = () => {},
  pollIntervalMs = 2_000,
  baseDelayMs = 5_000,
  maxDelayMs = 15 * 60_000,
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function sendOne(): Promise<boolean> {
    return withTransaction(pool, async (client) => {
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, idempotency_key, "to", subject, text, html, attempts FROM mail_outbox
         WHERE sent_at IS NULL AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED`,
      );
      const row = rows[0];
      if (!row) return false;
      try {
        await transport.sendMail({
          from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          messageId: messageIdFor(row.idempotency_key, from),
        });
        // The body may hold a credential: once delivered it has no reason to stay in the database.
        await client.query(`UPDATE mail_outbox SET sent_at = now(), text = '', html = NULL, last_error = NULL WHERE id = $1`, [row.id]);
      } catch (error) {
        const attempts = row.attempts + 1;
        const delay = retryDelayMs(attempts, baseDelayMs, maxDelayMs);
        const message = error instanceof Error ? error.message : String(error);
        log(`outbox: sending mail ${row.id} failed (attempt ${attempts}), retrying in ${delay} ms: ${message}`);
        await client.query(
          `UPDATE mail_outbox SET attempts = $2, last_error = $3, next_attempt_at = now() + $4 * interval '1 millisecond' WHERE id = $1`,
          [row.id, attempts, message.slice(0, 500), delay],
        );
      }
      return true;
    });
  }

  async function run(): Promise<void> {
    do {
      again = false;
      try {
        while (!stopped && (await sendOne()));
      } catch (error) {
        log(`outbox: ${error instanceof Error ? error.message : String(error)}`);
      }
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  }

  const timer = setInterval(kick, pollIntervalMs);
  timer.unref();
  kick();

  return {
    kick,
    async drain() {
      kick();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
