import type pg from 'pg';
import { withPlatform } from '../db/platform';
import { enterTenant } from '../db/tenant';
import { claimSummaryDay } from './claim-summary-day';
import type { MailLinks } from './daily-summary';
import { type SummaryRun, summarizeDay } from './summarize-day';

export type { SummaryRun };

export interface SummaryRunOptions {
  /** The run's clock: which institutes are due, and their local day. */
  now: Date;
  links: MailLinks;
  log?: (message: string) => void;
}

/**
 * Sends the summaries and alerts of every institute that is due at `now`, one institute per transaction until none is
 * left. A transaction claims the institute and its day across institutes (platform scope), then works as that institute's tenant, and
 * commits the day's mails, crossings and the day done together: a run cut short is redone whole at the next tick (the
 * mails' keys make any repeat a no-op), and another process running at the same time takes other institutes.
 */
export async function runDueSummaries(pool: pg.Pool, { now, links, log }: SummaryRunOptions): Promise<SummaryRun[]> {
  const runs: SummaryRun[] = [];
  const failed: string[] = [];
  for (;;) {
    let claimed: string | null = null;
    let run: SummaryRun | null;
    try {
      run = await withPlatform(pool, async (client) => {
        const day = await claimSummaryDay(client, now, failed);
        if (!day) return null;
        claimed = day.institute.id;
        await enterTenant(client, day.institute.id);
        return summarizeDay(client, day, links);
      });
    } catch (error) {
      // Nothing claimed: the database itself is away, and the tick ends. Otherwise this institute's day stays due for
      // the next tick, and the others go on now.
      if (claimed === null) throw error;
      failed.push(claimed);
      log?.(
        `summaries: institute ${claimed} failed and is tried again next tick: ${error instanceof Error ? error.message : String(error)}`,
      );
      continue;
    }
    if (!run) {
      if (failed.length > 0) throw new Error(`summaries: ${failed.length} institute(s) failed this tick`);
      return runs;
    }
    log?.(
      `summaries: institute ${run.instituteId}, ${run.date}: ${run.summaries} summaries, ${run.alerts} alerts, ${run.mails} mails queued`,
    );
    runs.push(run);
  }
}
