import type Koa from 'koa';
import session from 'koa-session';
import { SESSION_COOKIE } from '@rollcall/contracts';
import type { SessionTimeouts } from '../options';
import type { SessionData } from './session-data';
import { newSessionId } from './session-ids';
import type { PostgresSessionStore } from './postgres-session-store';

/**
 * koa-session on the Postgres store: signed, httpOnly, SameSite=Lax cookie (Strict would lose the session
 * on the provider's redirect back from Google); idle timeout pushed forward while the session is used (at
 * most once a minute: cookie and row together); absolute timeout checked on load.
 */
export function sessionMiddleware(
  app: Koa,
  store: PostgresSessionStore,
  timeouts: SessionTimeouts,
  secureCookie: boolean,
): Koa.Middleware {
  const sessions = session(
    {
      key: SESSION_COOKIE,
      store,
      genid: newSessionId,
      maxAge: timeouts.idleMs,
      rolling: false,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      signed: true,
      valid: (_ctx: unknown, data: SessionData) =>
        typeof data.signedInAt !== 'number' || Date.now() - data.signedInAt < timeouts.absoluteMs,
    },
    app,
  ) as unknown as Koa.Middleware;

  return (ctx, next) =>
    sessions(ctx, async () => {
      if (store.touchDue(ctx, timeouts.idleMs)) {
        const current = (ctx as unknown as { session: { _requireSave?: boolean } | null }).session;
        if (current) current._requireSave = true;
      }
      await next();
    });
}
