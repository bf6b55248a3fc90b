import { webhookMessages } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { inTenant, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { checkWebhookAddress } from './webhook-address';
import { webhookRefusals } from './webhook-refusals';
import { createWebhook, deleteWebhook, listWebhooks, webhookDeliveries } from './webhook-store';
import { defaultWebhookPolicy } from './webhook-settings';

/**
 * An institute's webhooks: added with an address checked against the address policy (resolved now, and again before
 * every delivery), listed without their secrets, deleted, and their deliveries read. Needs `manage_roles`, as tokens
 * do: a webhook sends people and attendance out of RollCall, which no narrower permission covers.
 */
export function webhookRoutes({ pool, webhookPolicy = defaultWebhookPolicy() }: RouteDependencies) {
  const router = createRouter();
  const webhookId = (id: string) => pathId(id, webhookMessages.webhookNotFound);

  serve(router, pool, routes.createWebhook, async ({ body, state }) => {
    // Resolved before the transaction: no connection is held while DNS answers.
    valueOrHttpError(await checkWebhookAddress(body.url, webhookPolicy), webhookRefusals);
    const created = await tenantValue(pool, state, webhookRefusals, (db, instituteId) => createWebhook(db, instituteId, body));
    return { status: 201, body: { success: true, ...created } };
  });

  serve(router, pool, routes.listWebhooks, async ({ state }) => {
    const webhooks = await inTenant(pool, state, listWebhooks);
    return { status: 200, body: { success: true, webhooks } };
  });

  serve(router, pool, routes.deleteWebhook, async ({ params, state }) => {
    const id = webhookId(params.id);
    await tenantValue(pool, state, webhookRefusals, (db, instituteId) => deleteWebhook(db, instituteId, id));
    return { status: 200, body: { success: true } };
  });

  serve(router, pool, routes.webhookDeliveries, async ({ params, state }) => {
    const id = webhookId(params.id);
    const deliveries = await tenantValue(pool, state, webhookRefusals, (db, instituteId) =>
      webhookDeliveries(db, instituteId, id),
    );
    return { status: 200, body: { success: true, deliveries } };
  });

  return router;
}
