import type pg from 'pg';
import type { MailLinks } from './daily-summary';
import { repeatPass } from '../jobs/repeating-pass';
import { runDueSummaries } from './summary-run';

export interface SummarySchedulerOptions {
  pool: pg.Pool;
  links: MailLinks;
  /** The clock the runs are due by (tests set it). */
  clock?: () => Date;
  /** How often due institutes are looked for: a summary goes out at most this long after its time. */
  tickIntervalMs?: number;
  /** 'on-first-kick' when the mails' links are not known yet at start (the gateway listens after the services). */
  firstTick?: 'at-start' | 'on-first-kick';
  /** Asks the outbox to send now, after a run queued mail. */
  kickOutbox(): void;
  log: (message: string) => void;
}

export interface SummaryScheduler {
  /** A tick now (after the running one, if any): e.g. once a summary time was moved to a time already past. */
  kick(): void;
  /** A tick now, resolved once no tick is running any more. */
  tickNow(): Promise<void>;
  /** No more ticks; resolves once the running one has finished. */
  stop(): Promise<void>;
}

/**
 * Runs the due summaries once at start and then every interval, never two ticks at once in one process (a kick during
 * a tick asks for one more after it). A failed tick (the database away) is logged and the next one tries again.
 */
export function startSummaryScheduler({
  pool,
  links,
  clock = () => new Date(),
  tickIntervalMs = 60_000,
  firstTick = 'at-start',
  kickOutbox,
  log,
}: SummarySchedulerOptions): SummaryScheduler {
  async function tick(): Promise<void> {
    try {
      const runs = await runDueSummaries(pool, { now: clock(), links, log });
      if (runs.some((run) => run.mails > 0)) kickOutbox();
    } catch (error) {
      log(`summaries: ${error instanceof Error ? error.message : String(error)}`);
      // Institutes run before the failing one have committed their mail.
      kickOutbox();
    }
  }

  const ticks = repeatPass(tickIntervalMs, tick, { firstPass: firstTick });
  return { kick: ticks.kick, tickNow: ticks.drain, stop: ticks.stop };
}
