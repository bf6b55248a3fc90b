import type { Context } from 'koa';
import type { Pool } from 'pg';
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

/**
 * koa-session's external store on the `sessions` table (created by services' migrations). `user_id`
 * references users with ON DELETE CASCADE, so deleting a user ends their sessions at once.
 *
 * A session read in this request is only ever UPDATEd, never re-inserted: a request still in flight when
 * the session was ended (logout elsewhere, user deleted) must not bring it back. The idle expiry is pushed
 * forward at most once per `touchIntervalMs` (see touchDue), so a busy session does not cost a write per
 * request.
 */
export class PostgresSessionStore {
  constructor(
    private readonly pool: Pool,
    private readonly touchIntervalMs = 60_000,
  ) {}

  async get(id: string, _maxAge: number, options: { ctx?: unknown }): Promise<Record<string, unknown> | null> {
    const ctx = options.ctx as StoreContext;
    // Named, so each connection prepares it once: this runs on every request that carries a cookie.
    const { rows } = await this.pool.query<{ data: Record<string, unknown>; expires_at: Date }>({
      name: 'gateway-session-get',
      text: 'SELECT data, expires_at FROM sessions WHERE id = $1 AND expires_at > now()',
      values: [storedSessionKey(id)],
    });
    const row = rows[0];
    if (!row) return null;
    ctx[LOADED] = { id, expiresAt: row.expires_at.getTime() };
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
    if (loaded?.id === id) {
      if (!changed && expiresAt - loaded.expiresAt < this.touchIntervalMs) return;
      await this.pool.query('UPDATE sessions SET data = $2, user_id = $3, expires_at = $4 WHERE id = $1', [
        storedSessionKey(id),
        data,
        userId,
        new Date(expiresAt),
      ]);
      return;
    }
    try {
      await this.pool.query(
        `INSERT INTO sessions (id, data, user_id, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET data = excluded.data, user_id = excluded.user_id, expires_at = excluded.expires_at`,
        [storedSessionKey(id), data, userId, new Date(expiresAt)],
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
    await this.pool.query('DELETE FROM sessions WHERE id = $1', [storedSessionKey(id)]);
  }

  /** Ends every other session of a user (after a password change). */
  async destroyOthers(userId: string, ctx: Context): Promise<void> {
    const current = (ctx as StoreContext)[CURRENT_ID];
    await this.pool.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [
      userId,
      current ? storedSessionKey(current) : '',
    ]);
  }

  async deleteExpired(): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE expires_at <= now()');
  }
}
