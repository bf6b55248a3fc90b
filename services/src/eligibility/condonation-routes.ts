import type { CondonationListResponse } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { inTenant, tenantOf, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { condonationRefusals } from './condonation-refusals';
import { grantCondonation, listCondonations, withdrawCondonation } from './condonation-store';

/**
 * Condonations count lectures as attended for eligibility only, never as marks: whoever may correct attendance grants
 * and withdraws them, whoever reads the reports lists them. Nothing is cached: the next read counts the change.
 */
export function condonationRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.createCondonation, async ({ body, state }) => {
    const { userId } = tenantOf(state);
    const condonation = await tenantValue(pool, state, condonationRefusals, (db, instituteId) =>
      grantCondonation(db, instituteId, userId, body),
    );
    return { status: 201, body: { success: true, condonation } };
  });

  serve(router, pool, routes.listCondonations, async ({ query, state }) => {
    const condonations = await inTenant(pool, state, (db, instituteId) => listCondonations(db, instituteId, query));
    const answer: CondonationListResponse = { success: true, condonations };
    return { status: 200, body: answer };
  });

  serve(router, pool, routes.withdrawCondonation, async ({ params, state }) => {
    const id = pathId(params.id, condonationRefusals['not-found']);
    const { userId } = tenantOf(state);
    const condonation = await tenantValue(pool, state, condonationRefusals, (db, instituteId) =>
      withdrawCondonation(db, instituteId, id, userId),
    );
    return { status: 200, body: { success: true, condonation } };
  });

  return router;
}
