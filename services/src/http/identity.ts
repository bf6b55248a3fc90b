import type { Middleware, ParameterizedContext } from 'koa';
import { gatewayMessages, isRole, type Permission, type Role } from '@rollcall/contracts';
import { IDENTITY_HEADER, SIGNATURE_HEADER, verifyIdentity, type Identity } from '@rollcall/contracts/internal';
import { HttpError } from '@rollcall/server-kit';

/** The gateway answers a wrong role in the same words. */
export const identityMessages = {
  unauthenticated: 'Unauthenticated',
  forbidden: gatewayMessages.noAccess,
} as const;

export interface ServiceState {
  identity: Identity;
  /** What the signed-in admin holds (with an API token: what the token may use of it), once a route's guard has read it. */
  permissions?: Permission[];
}

export type ServiceContext = ParameterizedContext<ServiceState>;

/** Every request must carry an identity signed by the gateway with the shared secret, and fresh. */
export function requireSignedIdentity(secret: string): Middleware<ServiceState> {
  return async (ctx, next) => {
    const identity = verifyIdentity(secret, ctx.headers[IDENTITY_HEADER], ctx.headers[SIGNATURE_HEADER]);
    if (!identity) throw new HttpError(401, [identityMessages.unauthenticated]);
    ctx.state.identity = identity;
    await next();
  };
}

/** Only the given roles (or the gateway itself, with 'gateway') may go on. */
export function allowRoles(...allowed: Array<Role | 'gateway'>): Middleware<ServiceState> {
  return async (ctx, next) => {
    if (!allowed.includes(ctx.state.identity.role)) throw new HttpError(403, [identityMessages.forbidden]);
    await next();
  };
}

/** A signed-in user of any role (not the gateway's own pre-login calls). */
export function signedInUser(ctx: ServiceContext): { userId: string; role: Role } {
  const { userId, role } = ctx.state.identity;
  if (!userId || !isRole(role)) throw new HttpError(403, [identityMessages.forbidden]);
  return { userId, role };
}
