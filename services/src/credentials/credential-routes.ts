import {
  changePasswordSchema,
  gatewayMessages,
  googleSignInSchema,
  loginSchema,
  roleLabel,
  type Role,
} from '@rollcall/contracts';
import type { ServiceUserResponse } from '@rollcall/contracts/internal';
import { HttpError, parseWith, reply } from '@rollcall/server-kit';
import { withPlatform } from '../db/platform';
import { allowRoles, identityMessages, signedInUser } from '../http/identity';
import { createRouter, type RouteDependencies } from '../http/routes';
import { hashPassword, passwordMatches, spendVerificationTime } from '../passwords/hashing';
import { toServiceUser } from '../users/user-record';
import {
  consumeTemporaryPassword,
  findUserById,
  findUserByRoleAndEmail,
  holdsTemporaryPassword,
  setPassword,
} from './credential-store';

export const credentialMessages = {
  invalidCredentials: gatewayMessages.invalidCredentials,
  currentPasswordIncorrect: gatewayMessages.currentPasswordIncorrect,
  noGoogleAccount: (role: Role) => gatewayMessages.googleNoAccount(roleLabel(role)),
} as const;

/**
 * The gateway's internal calls: check a password or a Google address, read and update the signed-in user. A user is
 * looked up before anyone knows their institute (and a super admin has none): platform work, one short transaction
 * per step, none held while a password is hashed.
 */
export function credentialRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  router.post('/internal/credentials/verify', allowRoles('gateway'), async (ctx) => {
    const { role, email, password } = parseWith(loginSchema, ctx.request.body);
    const user = await withPlatform(pool, (db) => findUserByRoleAndEmail(db, role, email));
    if (!user?.password_hash) {
      await spendVerificationTime(password);
      throw new HttpError(401, [credentialMessages.invalidCredentials]);
    }
    if (!(await passwordMatches(user.password_hash, password))) throw new HttpError(401, [credentialMessages.invalidCredentials]);
    if (holdsTemporaryPassword(user) && !(await withPlatform(pool, (db) => consumeTemporaryPassword(db, user.id)))) {
      throw new HttpError(401, [credentialMessages.invalidCredentials]);
    }
    reply<ServiceUserResponse>(ctx, 200, { success: true, user: toServiceUser(user) });
  });

  router.post('/internal/credentials/google', allowRoles('gateway'), async (ctx) => {
    const { role, email } = parseWith(googleSignInSchema, ctx.request.body);
    const user = await withPlatform(pool, (db) => findUserByRoleAndEmail(db, role, email));
    if (!user) throw new HttpError(401, [credentialMessages.noGoogleAccount(role)]);
    reply<ServiceUserResponse>(ctx, 200, { success: true, user: toServiceUser(user) });
  });

  router.get('/internal/users/me', async (ctx) => {
    const { userId, role } = signedInUser(ctx);
    const user = await withPlatform(pool, (db) => findUserById(db, userId));
    if (!user || user.role !== role) throw new HttpError(401, [identityMessages.unauthenticated]);
    reply<ServiceUserResponse>(ctx, 200, { success: true, user: toServiceUser(user) });
  });

  router.post('/internal/credentials/change', async (ctx) => {
    const { userId, role } = signedInUser(ctx);
    const { currentPassword, newPassword } = parseWith(changePasswordSchema, ctx.request.body);
    const user = await withPlatform(pool, (db) => findUserById(db, userId));
    if (!user || user.role !== role) throw new HttpError(401, [identityMessages.unauthenticated]);
    if (!user.password_hash || !(await passwordMatches(user.password_hash, currentPassword))) {
      throw new HttpError(400, [credentialMessages.currentPasswordIncorrect]);
    }
    const passwordHash = await hashPassword(newPassword);
    const updated = await withPlatform(pool, (db) => setPassword(db, userId, passwordHash));
    if (!updated) throw new HttpError(401, [identityMessages.unauthenticated]);
    reply<ServiceUserResponse>(ctx, 200, { success: true, user: toServiceUser(updated) });
  });

  return router;
}
