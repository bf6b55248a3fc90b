import type { Middleware } from 'koa';
import { messages, type Permission } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';
import type pg from 'pg';
import { withTenant } from '../db/tenant';
import { identityMessages, type ServiceState } from '../http/identity';
import { permissionsOf } from './permission-store';

/** The signed-in user's institute and id; only users of an institute get past it. */
export function tenantOf(state: ServiceState): { instituteId: string; userId: string } {
  const { instituteId, userId } = state.identity;
  if (!instituteId || !userId) throw new HttpError(403, [identityMessages.forbidden]);
  return { instituteId, userId };
}

/** Refuses with 403 a user of the institute who does not hold the permission (checked on every call). */
export function requirePermission(pool: pg.Pool, permission: Permission): Middleware<ServiceState> {
  return async (ctx, next) => {
    const { instituteId, userId } = tenantOf(ctx.state);
    const held = await withTenant(pool, instituteId, (db) => permissionsOf(db, userId, ctx.state.identity.role));
    if (!held.includes(permission)) throw new HttpError(403, [messages.noPermission]);
    await next();
  };
}
