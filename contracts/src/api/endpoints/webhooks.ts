import { endpointsOf } from '../endpoint';

/** An institute's webhooks and what was sent to each. */
export const webhookEndpoints = endpointsOf({
  createWebhook: ['post', '/admin/webhooks'],
  listWebhooks: ['get', '/admin/webhooks'],
  deleteWebhook: ['delete', '/admin/webhooks/{id}'],
  webhookDeliveries: ['get', '/admin/webhooks/{id}/deliveries'],
});
