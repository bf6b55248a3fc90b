import type { Middleware } from 'koa';
import { messages, type Permission } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';
import type pg from 'pg';
import { allowRoles, identityMessages, type ServiceState } from '../http/identity';
import { tenantOf } from '../http/in-tenant';
import { withTenant } from '../db/tenant';
import { heldBy } from './caller-permissions';

/**
 * Only an admin of the institute who holds the permission (if the route names one) goes on: a wrong role is refused
 * before the permission is read. A call made with an API token always has what it holds read, so every admin route
 * sees only the token's permissions. The permission is read in a transaction of its own, ended before the route reads
 * its body, so a refused caller never gets to stream an import and a route never holds a connection while a client
 * uploads.
 */
export function adminHolding(pool: pg.Pool, permission?: Permission): Middleware<ServiceState> {
  const admin = allowRoles('admin');
  return (ctx, next) =>
    admin(ctx, async () => {
      const { tokenId } = ctx.state.identity;
      if (!permission && !tokenId) return next();
      const { instituteId, userId } = tenantOf(ctx.state);
      const held = await withTenant(pool, instituteId, (db) => heldBy(db, instituteId, { userId, tokenId }));
      // The gateway checked the token a moment ago: only a revocation since then gets here.
      if (!held) throw new HttpError(401, [identityMessages.unauthenticated]);
      if (permission && !held.includes(permission)) throw new HttpError(403, [messages.noPermission]);
      ctx.state.permissions = held;
      await next();
    });
}
