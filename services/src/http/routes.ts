import Router from '@koa/router';
import type pg from 'pg';
import type { ReadPools } from '../db/replica/read-pools';
import type { WebhookAddressPolicy } from '../webhooks/webhook-address';
import type { ServiceState } from './identity';

/** What the route handlers need from the running service. */
export interface RouteDependencies {
  /** The primary: writes, and every read that must see the latest commit. */
  pool: pg.Pool;
  /** Where reads that may lag go (`inTenantReplica`): the read replica while it is well, otherwise `pool`. */
  reads: ReadPools;
  /** Asks the outbox worker to send now (after a transaction that enqueued mail has committed). */
  kickOutbox(): void;
  /** Asks the summary scheduler to look for due institutes now (after a summary time or switch changed); absent where none runs. */
  kickSummaries?(): void;
  /** The shell's sign-in address, written into credentials mails. */
  loginUrl: string;
  /** Whether Google sign-in is configured (the gateway has a Google provider): credentials mails mention it only then. */
  googleSignIn: boolean;
  /** Shared with the gateway: signs the identities, the mails' unsubscribe tokens and the calendar feeds' addresses. */
  internalSecret: string;
  /** The gateway's public address, where a calendar app reads a feed; read when an address is made. */
  apiUrl: () => string;
  /** Where webhooks may send; by NODE_ENV and WEBHOOKS_ALLOW_LOCAL when absent. */
  webhookPolicy?: WebhookAddressPolicy;
}

export type ServiceRouter = Router<ServiceState>;

export function createRouter(): ServiceRouter {
  return new Router<ServiceState>();
}
