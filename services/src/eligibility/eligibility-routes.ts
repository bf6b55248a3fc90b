import type { EligibilityQuery, EligibilityResponse } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { ClientGoneError, hasHungUp } from '@rollcall/server-kit';
import type { ReadPools } from '../db/replica/read-pools';
import type { ServiceContext } from '../http/identity';
import { inTenantReplica } from '../http/in-tenant';
import { valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { eligibilityAttachment, eligibilityCsv } from './eligibility-file';
import { eligibilityPdf } from './eligibility-pdf';
import { eligibilityRefusals } from './eligibility-refusals';
import { type EligibilityList, eligibilityList } from './eligibility-store';

/** The list, read in one read-only snapshot so that marks, condonations and the calendar agree; on the replica when in use. */
const listOf = (reads: ReadPools, ctx: ServiceContext, query: EligibilityQuery): Promise<EligibilityList> =>
  inTenantReplica(
    reads,
    ctx,
    async (db, instituteId) => valueOrHttpError(await eligibilityList(db, instituteId, query), eligibilityRefusals),
    'read-only-snapshot',
  );

/**
 * The eligibility list of a semester as of a day: on screen with View reports, as the exam cell's CSV and PDF files
 * with Export reports.
 */
export function eligibilityRoutes({ pool, reads }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.eligibility, async ({ query, ctx }) => {
    const { instituteName: _name, timeZone: _zone, ...list } = await listOf(reads, ctx, query);
    const answer: EligibilityResponse = { success: true, ...list };
    return { status: 200, body: answer };
  });

  serve(router, pool, routes.eligibilityCsv, async ({ query, ctx }) => {
    const list = await listOf(reads, ctx, query);
    ctx.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': eligibilityAttachment(list, 'csv') });
    ctx.body = eligibilityCsv(list);
    return { status: 200 };
  });

  serve(router, pool, routes.eligibilityPdf, async ({ query, ctx }) => {
    // Laid out after the snapshot has ended, so its connection is not held while the pages are drawn.
    const { instituteName, timeZone, ...list } = await listOf(reads, ctx, query);
    if (hasHungUp(ctx.res)) throw new ClientGoneError();
    const pdf = await eligibilityPdf({ instituteName, timeZone, generatedAt: new Date(), list });
    ctx.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': eligibilityAttachment(list, 'pdf') });
    ctx.body = pdf;
    return { status: 200 };
  });

  return router;
}
