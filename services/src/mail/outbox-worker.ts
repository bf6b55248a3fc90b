import { createHash } from 'node:crypto';
import type pg from 'pg';
import { repeatPass } from '../jobs/repeating-pass';
import { claimDueMails, markSent, releaseForRetry, releaseUnsent, renewLease, type LeasedMail } from './outbox-lease';
import { MAIL_CONCURRENCY, type MailTransport } from './transport';

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
  /**
   * How long a claimed row stays reserved for this worker. It is renewed while the mail is sent and marked,
   * so it only needs to outlast a database outage; a worker that died holds its rows this long.
   */
  leaseMs?: number;
  /** How many mails are with the relay at once; match the transport's connections. */
  concurrency?: number;
}

export interface OutboxWorker {
  /** Looks for due mail now (call after committing an enqueue). */
  kick(): void;
  /** Resolves once nothing is due any more (or the database is unreachable). */
  drain(): Promise<void>;
  /** Lets the mails with the relay finish and be marked, gives back the rest of its claim, and closes the transport. */
  stop(): Promise<void>;
}

/** The Message-ID is derived from the idempotency key, so a resend after a crash is recognisably the same mail. */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'rollcall.local';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${domain}>`;
}

export function retryDelayMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** Longest wait between two tries to mark an accepted mail sent while the database is away. */
const MARK_RETRY_MAX_MS = 1_000;

/**
 * Sends the outbox, `concurrency` mails at a time. Rows are claimed with leases (one short UPDATE … FOR UPDATE SKIP
 * LOCKED for a handful of rows, committed at once), each sent with no transaction open, then marked sent under its
 * own lease, so two workers (or two service instances) never send the same row and a database restart during a
 * send costs nothing. A mail the relay accepted is marked sent even if the database was away at that moment: the
 * mark is retried, with the lease renewed, until it lands. A failed send stays in the outbox with a later
 * next_attempt_at: never lost.
 */
export function startOutboxWorker({
  pool,
  transport,
  from,
  log = () => {},
  pollIntervalMs = 2_000,
  baseDelayMs = 5_000,
  maxDelayMs = 15 * 60_000,
  leaseMs = 5 * 60_000,
  concurrency = MAIL_CONCURRENCY,
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;

  /** Keeps the lease from running out while the mail is in this worker's hands; a failed renewal is tried again. */
  function holdLease(mail: LeasedMail): () => void {
    const timer = setInterval(() => renewLease(pool, mail, leaseMs).catch(() => {}), leaseMs / 3);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** The relay has the mail: record that, waiting for the database if it is away, so it is not sent again. */
  async function markSentOnceReachable(mail: LeasedMail): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await markSent(pool, mail))) log(`outbox: mail ${mail.id} was sent after its lease passed to another worker`);
        else if (attempt > 1) log(`outbox: mail ${mail.id} marked sent once the database was back`);
        return;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (stopped) {
          log(
            `outbox: mail ${mail.id} was sent but could not be marked sent before stopping; it will go again with the same Message-ID: ${message}`,
          );
          return;
        }
        if (attempt === 1)
          log(
            `outbox: mail ${mail.id} accepted by the relay but not yet marked sent, retrying until the database is back: ${message}`,
          );
        await new Promise((resolve) => setTimeout(resolve, Math.min(MARK_RETRY_MAX_MS, 50 * 2 ** attempt)));
      }
    }
  }

  async function recordFailure(mail: LeasedMail, error: unknown): Promise<void> {
    const attempts = mail.attempts + 1;
    const delay = retryDelayMs(attempts, baseDelayMs, maxDelayMs);
    const message = error instanceof Error ? error.message : String(error);
    log(`outbox: sending mail ${mail.id} failed (attempt ${attempts}), retrying in ${delay} ms: ${message}`);
    // With the database away too, the lease runs out instead and the mail is tried again then.
    await releaseForRetry(pool, mail, attempts, message, delay).catch((recordError: Error) =>
      log(`outbox: could not record the failure of mail ${mail.id}: ${recordError.message}`),
    );
  }

  async function send(mail: LeasedMail): Promise<void> {
    const stopRenewing = holdLease(mail);
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        messageId: messageIdFor(mail.idempotency_key, from),
      });
      // Never throws: it waits for the database rather than let an accepted mail go again.
      await markSentOnceReachable(mail);
    } catch (sendError) {
      await recordFailure(mail, sendError);
    } finally {
      stopRenewing();
    }
  }

  /**
   * One pass over what is due: `concurrency` senders share the rows of one claim and claim the next handful when
   * it runs out, until a claim finds nothing. Rows claimed but not handed to the relay when the pass ends (the
   * worker stops, or the database went away) are given back at once rather than held until their leases run out.
   */
  async function sendDue(): Promise<void> {
    const claimed: LeasedMail[] = [];
    let claiming: Promise<void> | null = null;
    let nothingDue = false;

    async function nextMail(): Promise<LeasedMail | undefined> {
      while (!claimed.length && !nothingDue && !stopped) {
        // One claim at a time: the senders that find the rows used up wait for the same claim.
        claiming ??= claimDueMails(pool, leaseMs, concurrency)
          .then((rows) => {
            nothingDue = !rows.length;
            claimed.push(...rows);
          })
          .finally(() => {
            claiming = null;
          });
        await claiming;
      }
      return stopped ? undefined : claimed.shift();
    }

    async function sender(): Promise<void> {
      for (let mail = await nextMail(); mail; mail = await nextMail()) await send(mail);
    }

    const senders = await Promise.allSettled(Array.from({ length: concurrency }, sender));
    const failure = senders.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) log(`outbox: ${failure.reason instanceof Error ? failure.reason.message : String(failure.reason)}`);
    await Promise.all(claimed.map((mail) => releaseUnsent(pool, mail).catch(() => {})));
  }

  const passes = repeatPass(pollIntervalMs, sendDue);
  return {
    kick: passes.kick,
    drain: passes.drain,
    async stop() {
      stopped = true;
      await passes.stop();
      transport.close();
    },
  };
}
