import type { Context } from 'koa';
import type { Pool } from 'pg';
import type { CacheNotices } from '../cache/cache-notices';
import { NoticedCache } from '../cache/noticed-cache';
import { storedSessionKey } from './session-ids';

const LOADED = Symbol('loaded session');
/** koa-session keeps the stored copy this much longer than the cookie. */
const STORE_MARGIN_MS = 10_000;
const CURRENT_ID = Symbol('current session id');

interface LoadedSession {
  id: string;
  expiresAt: number;
}

type StoreContext = Context & { [LOADED]?: LoadedSession; [CURRENT_ID]?: string };

interface StoredData {
  user?: { id?: unknown };
}

/** A stored session as kept in memory: its data as JSON text, so each request gets its own copy to change. */
interface CachedSession {
  json: string;
  expiresAt: number;
}

/** Sessions kept in memory per gateway process (about 1 KB each). */
const CACHED_SESSIONS = 50_000;

/**
 * koa-session's external store on the `sessions` table (created by services' migrations). `user_id`
 * references users with ON DELETE CASCADE, so deleting a user ends their sessions at once.
 *
 * A session read in this request is only ever UPDATEd, never re-inserted: a request still in flight when
 * the session was ended (logout elsewhere, user deleted) must not bring it back. The idle expiry is pushed
 * forward at most once per `touchIntervalMs` (see touchDue), so a busy session does not cost a write per
 * request.
 *
 * Sessions read are kept in memory while the database's notices reach this gateway (NoticedCache): ending
 * or changing a session anywhere drops every copy, and this store drops its own at once and then waits for
 * its notice to come back (settle), so a session ended here is ended for every gateway by the time the
 * ending call answers. A copy is served until the session's own expiry at the latest.
 */
export class PostgresSessionStore {
  private readonly cache: NoticedCache<CachedSession>;

  constructor(
    private readonly pool: Pool,
    private readonly notices: CacheNotices,
    private readonly touchIntervalMs = 60_000,
  ) {
    this.cache = new NoticedCache(notices, 's', CACHED_SESSIONS);
  }

  async get(id: string, _maxAge: number, options: { ctx?: unknown }): Promise<Record<string, unknown> | null> {
    const ctx = options.ctx as StoreContext;
    const key = storedSessionKey(id);
    const cached = this.cache.get(key);
    if (cached) {
      ctx[LOADED] = { id, expiresAt: cached.expiresAt };
      return JSON.parse(cached.json) as Record<string, unknown>;
    }
    const ticket = this.cache.ticket();
    // Named, so each connection prepares it once: this runs on every request that carries a cookie.
    const { rows } = await this.pool.query<{ data: Record<string, unknown>; expires_at: Date }>({
      name: 'gateway-session-get',
      text: 'SELECT data, expires_at FROM sessions WHERE id = $1 AND expires_at > now()',
      values: [key],
    });
    const row = rows[0];
    if (!row) return null;
    const expiresAt = row.expires_at.getTime();
    ctx[LOADED] = { id, expiresAt };
    // koa-session ends a session past its own _expire, which may come before the row's expiry.
    const ownExpiry = typeof row.data._expire === 'number' ? row.data._expire : expiresAt;
    this.cache.keep(key, { json: JSON.stringify(row.data), expiresAt }, Math.min(expiresAt, ownExpiry), ticket);
    return row.data;
  }

  async set(
    id: string,
    data: StoredData & Record<string, unknown>,
    maxAge: number,
    options: { ctx?: unknown; changed: boolean },
  ): Promise<void> {
    const ctx = options.ctx as StoreContext;
    const changed = options.changed;
    ctx[CURRENT_ID] = id;
    const expiresAt = Date.now() + maxAge;
    const userId = typeof data.user?.id === 'string' ? data.user.id : null;
    const loaded = ctx[LOADED];
    const updating = loaded?.id === id;
    if (updating && !changed && expiresAt - loaded.expiresAt < this.touchIntervalMs) return;
    const key = storedSessionKey(id);
    const row = [key, data, userId, new Date(expiresAt)];
    // This gateway's copy goes before the write; the others' go with the notice of a change.
    this.cache.drop(key);
    if (updating) {
      await this.pool.query('UPDATE sessions SET data = $2, user_id = $3, expires_at = $4 WHERE id = $1', row);
      return;
    }
    try {
      await this.pool.query(
        `INSERT INTO sessions (id, data, user_id, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET data = excluded.data, user_id = excluded.user_id, expires_at = excluded.expires_at`,
        row,
      );
    } catch (error) {
      // The user was deleted between the credentials check and this write: they get no session.
      if ((error as { code?: string }).code === '23503') return;
      throw error;
    }
  }

  /**
   * Whether the idle expiry of the session loaded in this request is due to be pushed forward. The session
   * middleware does not roll on every response (that would cost a write and a Set-Cookie each time); it
   * saves the session, and so renews cookie and row, when this says so.
   */
  touchDue(ctx: Context, idleMs: number): boolean {
    const loaded = (ctx as StoreContext)[LOADED];
    return loaded !== undefined && Date.now() + idleMs + STORE_MARGIN_MS - loaded.expiresAt >= this.touchIntervalMs;
  }

  async destroy(id: string): Promise<void> {
    const key = storedSessionKey(id);
    await this.pool.query('DELETE FROM sessions WHERE id = $1', [key]);
    this.cache.drop(key);
    await this.notices.settle();
  }

  /** Ends every other session of a user (after a password change). */
  async destroyOthers(userId: string, ctx: Context): Promise<void> {
    const current = (ctx as StoreContext)[CURRENT_ID];
    const { rows } = await this.pool.query<{ id: string }>('DELETE FROM sessions WHERE user_id = $1 AND id <> $2 RETURNING id', [
      userId,
      current ? storedSessionKey(current) : '',
    ]);
    for (const row of rows) this.cache.drop(row.id);
    await this.notices.settle();
  }

  async deleteExpired(): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE expires_at <= now()');
  }
}
