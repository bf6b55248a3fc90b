import { oneRosterMessages, type OneRosterImportResponse, type OneRosterPreview } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { HttpError } from '@rollcall/server-kit';
import { letterheadOf } from '../credentials/queue-credentials';
import { inTenant, inTenantReplica } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { sendOneRosterZip } from './oneroster-download';
import { applyRoster } from './oneroster-import';
import { readRoster } from './oneroster-read';
import { UnreadableRoster, unzipRoster } from './oneroster-unzip';
import { zipBody } from './oneroster-upload';

/** The upload as a roster; a zip or a file that cannot be read refuses the whole upload with every problem. */
async function rosterOf(bytes: Buffer) {
  try {
    return readRoster(await unzipRoster(bytes));
  } catch (error) {
    if (error instanceof UnreadableRoster) throw new HttpError(400, error.problems);
    throw error;
  }
}

/**
 * The OneRoster 1.2 export (a zip streamed from one snapshot, on the replica when one is in use) and import: without `?commit=1` the import is applied
 * inside a savepoint that is then taken back, so the preview says exactly what committing would do; with it, any
 * refused line refuses the whole file and the transaction keeps nothing.
 */
export function oneRosterRoutes({ pool, reads, kickOutbox, loginUrl, googleSignIn }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.exportOneRoster, async ({ ctx }) => {
    await inTenantReplica(reads, ctx, (db, instituteId) => sendOneRosterZip(ctx, db, instituteId), 'read-only-snapshot');
    return { status: 200 };
  });

  serve(router, pool, routes.importOneRoster, async ({ query, state, ctx }) => {
    if (!state.permissions?.includes('manage_setup')) throw new HttpError(403, [oneRosterMessages.manageSetupNeeded]);
    const roster = await rosterOf(await zipBody(ctx));
    const commit = query.commit !== undefined;
    const tally = await inTenant(pool, state, async (db, instituteId) => {
      const letterhead = await letterheadOf(db, instituteId, { loginUrl, googleSignIn });
      if (!commit) await db.query('SAVEPOINT oneroster_preview');
      const applied = await applyRoster(db, instituteId, roster, letterhead);
      if (!commit) await db.query('ROLLBACK TO SAVEPOINT oneroster_preview');
      else if (applied.errors.length > 0) throw new HttpError(400, applied.errors);
      return applied;
    });
    if (!commit) {
      const preview: OneRosterPreview = { success: true, files: tally.files, lines: tally.lines, errors: tally.errors };
      return { status: 200, body: preview };
    }
    kickOutbox();
    const answer: OneRosterImportResponse = { success: true, files: tally.files, created: tally.created, updated: tally.updated };
    return { status: 201, body: answer };
  });
  return router;
}
