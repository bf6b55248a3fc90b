import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The channel the database's triggers announce session and user changes on. */
export const CACHE_CHANNEL = 'gateway_cache';
const SETTLE_PREFIX = 'settle:';
/** How the listening connection is named in pg_stat_activity. */
export const LISTENER_NAME = 'rollcall-gateway-notices';

export interface NoticeReceiver {
  drop(key: string): void;
  dropAll(): void;
}

export interface CacheNoticesOptions {
  connectionString: string;
  /** Where `settle` sends its own notice (any pooled connection to the same database). */
  pool: pg.Pool;
  log: (message: string) => void;
  /** The longest `settle` waits for its notice before it gives up on the listener. */
  settleTimeoutMs?: number;
  /** Waits between attempts to listen again, doubling up to the second figure. */
  retryMs?: [number, number];
  /** How often the listening connection proves it is alive (a connection that died silently hears nothing). */
  heartbeatMs?: number;
}

/**
 * One connection that LISTENs on gateway_cache and hands each notice ('<prefix>:<key>') to the cache
 * registered for its prefix. While it is not listening (not yet connected, connection lost), `listening` is
 * false and every cache is emptied, so nothing is served from memory that a missed notice could have changed;
 * it listens again in the background. A connection that died without a word (a network gone) is found by the
 * heartbeat: a query on it that does not answer within the beat counts as lost.
 */
export class CacheNotices {
  private client: pg.Client | null = null;
  private readonly receivers = new Map<string, NoticeReceiver>();
  private readonly settling = new Map<string, () => void>();
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private retryDelay: number;
  private stopped = false;
  listening = false;

  constructor(private readonly options: CacheNoticesOptions) {
    this.retryDelay = this.retryBounds[0];
  }

  private get retryBounds(): [number, number] {
    return this.options.retryMs ?? [100, 5_000];
  }

  register(prefix: string, receiver: NoticeReceiver): void {
    this.receivers.set(prefix, receiver);
  }

  /** Listens (the first attempt is awaited; a failed one is retried in the background). */
  async start(): Promise<void> {
    await this.listen().catch((error: Error) => this.retryLater(error));
  }

  /**
   * Resolves once every notice committed before the call has reached this gateway: its own notice comes back
   * after them, since a listener receives notices in commit order. A call that ends a session waits for it
   * before it answers. If the notice does not come back, the caches are emptied instead.
   */
  async settle(): Promise<void> {
    if (!this.listening) return;
    const id = randomUUID();
    const back = new Promise<void>((resolve) => this.settling.set(id, resolve));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.options.settleTimeoutMs ?? 2_000);
    });
    try {
      await this.options.pool.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, SETTLE_PREFIX + id]);
      if ((await Promise.race([back, timeout])) === 'timeout') this.lose(this.client, new Error('a notice did not come back'));
    } catch {
      // The database could not be asked: whatever it announced meanwhile may be missing here.
      this.dropAll();
    } finally {
      clearTimeout(timer);
      this.settling.delete(id);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    this.listening = false;
    this.dropAll();
    this.releaseSettling();
    await client?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    client.on('notification', (notice) => {
      if (this.client === client) this.receive(notice.payload ?? '');
    });
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    // Rows read while nobody listened may have changed unannounced: whatever was kept from then goes.
    this.dropAll();
    this.listening = true;
    this.retryDelay = this.retryBounds[0];
    this.beat(client);
  }

  private beat(client: pg.Client): void {
    const every = this.options.heartbeatMs ?? 1_000;
    clearInterval(this.heartbeat);
    let answered = true;
    this.heartbeat = setInterval(() => {
      if (this.client !== client) return clearInterval(this.heartbeat);
      if (!answered) return this.lose(client, new Error(`no answer within ${every} ms`));
      answered = false;
      client.query('SELECT 1').then(
        () => {
          answered = true;
        },
        () => {},
      );
    }, every);
    this.heartbeat.unref();
  }

  private receive(payload: string): void {
    if (payload.startsWith(SETTLE_PREFIX)) {
      this.settling.get(payload.slice(SETTLE_PREFIX.length))?.();
      return;
    }
    const colon = payload.indexOf(':');
    this.receivers.get(payload.slice(0, colon))?.drop(payload.slice(colon + 1));
  }

  private lose(client: pg.Client | null, error: Error): void {
    if (!client || this.client !== client) return;
    clearInterval(this.heartbeat);
    this.client = null;
    this.listening = false;
    this.dropAll();
    this.releaseSettling();
    client.end().catch(() => {});
    this.retryLater(error);
  }

  private retryLater(error: Error): void {
    if (this.stopped) return;
    // Said once per outage, not at every attempt.
    if (this.retryDelay === this.retryBounds[0])
      this.options.log(
        `not listening for session changes (${error.message}): sessions are read from the database until it is back`,
      );
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.listen().catch((next: Error) => this.retryLater(next));
    }, this.retryDelay);
    this.retryTimer.unref();
    this.retryDelay = Math.min(this.retryDelay * 2, this.retryBounds[1]);
  }

  private dropAll(): void {
    for (const receiver of this.receivers.values()) receiver.dropAll();
  }

  /** Nothing is served from the caches once the listener is gone: those waiting need wait no longer. */
  private releaseSettling(): void {
    for (const resolve of this.settling.values()) resolve();
    this.settling.clear();
  }
}
