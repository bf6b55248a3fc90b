import type pg from 'pg';
import { repeatPass } from '../jobs/repeating-pass';
import { retryDelayMs } from '../mail/outbox-worker';
import {
  claimDueDeliveries,
  disableWebhookOf,
  type LeasedDelivery,
  markDelivered,
  recordFailedAttempt,
  releaseUnsent,
} from './delivery-lease';
import { postWebhook } from './post-webhook';
import { checkWebhookAddress, type WebhookAddressPolicy } from './webhook-address';

export interface WebhookDispatcherOptions {
  pool: pg.Pool;
  policy: WebhookAddressPolicy;
  log?: (message: string) => void;
  /** How often due deliveries are looked for. */
  pollIntervalMs?: number;
  /** The wait after the first failed attempt; it doubles with each further one up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long after it was queued a delivery is given up as failed. */
  giveUpAfterMs?: number;
  /** How long a receiver has to answer. */
  timeoutMs?: number;
  /** How long a claimed delivery stays reserved: longer than a send can take, so it needs no renewal. */
  leaseMs?: number;
  /** How many deliveries are in flight at once. */
  concurrency?: number;
  /** The clock signatures are made by (tests set it). */
  clock?: () => Date;
}

export interface WebhookDispatcher {
  kick(): void;
  /** A pass now; resolves once nothing due is left (or the database is unreachable). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Sends the queued webhook deliveries: claimed with leases across institutes, each POSTed with no transaction open,
 * then recorded under its lease. The address is checked again before every attempt (a host name can come to resolve
 * to a private network after the webhook was added) and the connection goes to the address checked. 2xx: delivered.
 * 410: the webhook is disabled. Anything else: tried again after a doubling wait, until a day has passed.
 */
export function startWebhookDispatcher({
  pool,
  policy,
  log = () => {},
  pollIntervalMs = 1_000,
  baseDelayMs = 10_000,
  maxDelayMs = 60 * 60_000,
  giveUpAfterMs = DAY_MS,
  timeoutMs = 10_000,
  leaseMs = 2 * 60_000,
  concurrency = 8,
  clock = () => new Date(),
}: WebhookDispatcherOptions): WebhookDispatcher {
  let stopped = false;

  async function failed(delivery: LeasedDelivery, responseStatus: number | null, why: string): Promise<void> {
    const delay = retryDelayMs(delivery.attempts + 1, baseDelayMs, maxDelayMs);
    log(`webhooks: delivery ${delivery.id} failed (attempt ${delivery.attempts + 1}): ${why}`);
    await recordFailedAttempt(pool, delivery, responseStatus, delay, giveUpAfterMs);
  }

  async function deliver(delivery: LeasedDelivery): Promise<void> {
    if (delivery.disabled) return disableWebhookOf(pool, delivery, null);
    const target = await checkWebhookAddress(delivery.url, policy);
    if (!target.ok) return failed(delivery, null, target.message ?? 'address refused');
    let status: number;
    try {
      status = await postWebhook({
        target: target.value,
        deliveryId: delivery.id,
        body: delivery.body,
        secret: delivery.secret,
        timeoutMs,
        now: clock(),
      });
    } catch (error) {
      return failed(delivery, null, error instanceof Error ? error.message : String(error));
    }
    if (status >= 200 && status < 300) {
      if (!(await markDelivered(pool, delivery, status)))
        log(`webhooks: delivery ${delivery.id} was delivered after its lease passed on`);
      return;
    }
    if (status === 410) {
      log(`webhooks: webhook ${delivery.webhookId} answered 410 Gone and is disabled`);
      return disableWebhookOf(pool, delivery, status);
    }
    return failed(delivery, status, `answered ${status}`);
  }

  async function pass(): Promise<void> {
    try {
      for (;;) {
        if (stopped) return;
        const claimed = await claimDueDeliveries(pool, leaseMs, concurrency);
        if (claimed.length === 0) return;
        if (stopped) {
          await Promise.all(claimed.map((delivery) => releaseUnsent(pool, delivery).catch(() => {})));
          return;
        }
        const results = await Promise.allSettled(claimed.map(deliver));
        for (const result of results)
          if (result.status === 'rejected')
            // The database away while recording: the lease runs out and the delivery is tried again then.
            log(`webhooks: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`);
      }
    } catch (error) {
      log(`webhooks: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const passes = repeatPass(pollIntervalMs, pass);
  return {
    kick: passes.kick,
    drain: passes.drain,
    async stop() {
      stopped = true;
      await passes.stop();
    },
  };
}
