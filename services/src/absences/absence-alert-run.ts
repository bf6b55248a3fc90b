import type pg from 'pg';
import { withPlatform } from '../db/platform';
import { enterTenant } from '../db/tenant';
import type { MailLinks } from '../summaries/daily-summary';
import { claimAlertInstitute } from './due-absence-alerts';
import { type AlertTurn, sendDueAlerts } from './send-due-alerts';

export type { AlertTurn };

export interface AlertRunOptions {
  /** Alerts asked at or before this instant are due. */
  dueBy: Date;
  links: MailLinks;
  log?: (message: string) => void;
}

/**
 * Settles every due absence alert, one institute per transaction until none is left: the transaction claims an
 * institute across institutes (platform scope), then works as its tenant and commits its mails with the alerts'
 * states. Another process running at the same time takes other institutes, or the rows this one has not locked.
 */
export async function runDueAlerts(pool: pg.Pool, { dueBy, links, log }: AlertRunOptions): Promise<AlertTurn[]> {
  const turns: AlertTurn[] = [];
  const failed: string[] = [];
  // Institutes settled in this pass: alerts another transaction holds (a correction at that moment) wait for the
  // next pass rather than be looked for again at once.
  const settled: string[] = [];
  for (;;) {
    let claimed: string | null = null;
    let turn: AlertTurn | null;
    try {
      turn = await withPlatform(pool, async (client) => {
        claimed = await claimAlertInstitute(client, dueBy, [...failed, ...settled]);
        if (!claimed) return null;
        await enterTenant(client, claimed);
        return sendDueAlerts(client, claimed, dueBy, links);
      });
    } catch (error) {
      // Nothing claimed: the database itself is away, and the pass ends. Otherwise this institute waits for the next
      // pass, and the others go on now.
      if (claimed === null) throw error;
      failed.push(claimed);
      log?.(
        `absence alerts: institute ${claimed} failed and is tried again next pass: ${error instanceof Error ? error.message : String(error)}`,
      );
      continue;
    }
    if (!turn) {
      if (failed.length > 0) throw new Error(`absence alerts: ${failed.length} institute(s) failed this pass`);
      return turns;
    }
    if (turn.mails > 0 || turn.cancelled > 0)
      log?.(
        `absence alerts: institute ${turn.instituteId}: ${turn.sent} sent, ${turn.cancelled} cancelled, ${turn.corrected} corrected, ${turn.mails} mails queued`,
      );
    if (!turn.more) settled.push(turn.instituteId);
    turns.push(turn);
  }
}
