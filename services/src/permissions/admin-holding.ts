import type { Middleware } from 'koa';
import { messages, type Permission } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';
import type pg from 'pg';
import { allowRoles, type ServiceState } from '../http/identity';
import { tenantOf } from '../http/in-tenant';
import { withTenant } from '../db/tenant';
import { permissionsOf } from './permission-store';

/**
 * Only an admin of the institute who holds the permission goes on: a wrong role is refused before the permission
 * is read. The permission is read in a transaction of its own, ended before the route reads its body, so a refused
 * caller never gets to stream an import and a route never holds a connection while a client uploads.
 */
export function adminHolding(pool: pg.Pool, permission: Permission): Middleware<ServiceState> {
  const admin = allowRoles('admin');
  return (ctx, next) =>
    admin(ctx, async () => {
      const { instituteId, userId } = tenantOf(ctx.state);
      const held = await withTenant(pool, instituteId, (db) => permissionsOf(db, instituteId, userId, 'admin'));
      if (!held.includes(permission)) throw new HttpError(403, [messages.noPermission]);
      ctx.state.permissions = held;
      await next();
    });
}
