import type pg from 'pg';
import { repeatPass } from '../jobs/repeating-pass';
import type { MailLinks } from '../summaries/daily-summary';
import { runDueAlerts } from './absence-alert-run';

export interface AbsenceAlertDispatcherOptions {
  pool: pg.Pool;
  links: MailLinks;
  /** How long an alert waits after its register, so that a correction made meanwhile cancels it. */
  holdMs?: number;
  /** How often due alerts are looked for: an alert goes out at most hold + this long after its register. */
  pollIntervalMs?: number;
  /** The clock alerts are due by (tests set it). */
  clock?: () => Date;
  /** 'on-first-kick' when the mails' links are not known yet at start (the gateway listens after the services). */
  firstPass?: 'at-start' | 'on-first-kick';
  /** Asks the outbox to send now, after a pass queued mail. */
  kickOutbox(): void;
  log: (message: string) => void;
}

export interface AbsenceAlertDispatcher {
  /** A pass now (after the running one, if any). */
  kick(): void;
  /** A pass now, resolved once no pass is running any more. */
  runNow(): Promise<void>;
  /** No more passes; resolves once the running one has finished. */
  stop(): Promise<void>;
}

/**
 * Sends the first-absence alerts whose hold has passed, and the corrections of those already sent: at start, every
 * interval and on each kick, never two passes at once in one process. A failed pass (the database away) is logged and
 * the next one tries again.
 */
export function startAbsenceAlertDispatcher({
  pool,
  links,
  holdMs = 4 * 60_000,
  pollIntervalMs = 15_000,
  clock = () => new Date(),
  firstPass = 'at-start',
  kickOutbox,
  log,
}: AbsenceAlertDispatcherOptions): AbsenceAlertDispatcher {
  async function pass(): Promise<void> {
    try {
      const turns = await runDueAlerts(pool, { dueBy: new Date(clock().getTime() - holdMs), links, log });
      if (turns.some((turn) => turn.mails > 0)) kickOutbox();
    } catch (error) {
      log(`absence alerts: ${error instanceof Error ? error.message : String(error)}`);
      // Institutes settled before the failing one have committed their mail.
      kickOutbox();
    }
  }

  const passes = repeatPass(pollIntervalMs, pass, { firstPass });
  return { kick: passes.kick, runNow: passes.drain, stop: passes.stop };
}
