import type { WebhookAddressPolicy } from './webhook-address';

/**
 * WEBHOOKS_ALLOW_LOCAL: 1 lets webhooks use http and loopback or private addresses (development and tests), 0 allows
 * only https to public addresses. Unset: 0 in production (NODE_ENV=production), 1 elsewhere.
 */
export function webhooksAllowLocalFrom(env: Record<string, string | undefined>): boolean {
  const value = env.WEBHOOKS_ALLOW_LOCAL;
  if (value === undefined || value === '') return env.NODE_ENV !== 'production';
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`WEBHOOKS_ALLOW_LOCAL must be 1 or 0, got ${value}`);
}

export const defaultWebhookPolicy = (): WebhookAddressPolicy => ({ allowLocal: webhooksAllowLocalFrom(process.env) });
