import type { Middleware } from 'koa';
import type { Permission } from '@rollcall/contracts';
import type pg from 'pg';
import { allowRoles, type ServiceState } from '../http/identity';
import { requirePermission } from './require-permission';

/** Only an admin of the institute who holds the permission goes on: a wrong role is refused before the permission is read. */
export function adminHolding(pool: pg.Pool, permission: Permission): Middleware<ServiceState> {
  const admin = allowRoles('admin');
  const holding = requirePermission(pool, permission);
  return (ctx, next) => admin(ctx, () => holding(ctx, next));
}
