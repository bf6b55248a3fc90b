import { forgotPasswordSchema, passwordResetMessages, resetPasswordSchema, type SuccessResponse } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { HttpError, parseWith, reply } from '@rollcall/server-kit';
import { endSessions, findUserByRoleAndEmail, setPassword } from '../credentials/credential-store';
import { withPlatform } from '../db/platform';
import { allowRoles } from '../http/identity';
import { inTenant } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { hashPassword } from '../passwords/hashing';
import { queueReset } from './queue-reset';
import { findInstitutePerson, useOtherResets, useReset } from './reset-store';
import { hashResetToken, newResetToken } from './reset-token';

/**
 * Forgot password: the gateway asks for a link for a role and email and uses a link's token; an admin sends a link
 * to one of the institute's people. Links are looked up before anyone knows the institute: platform work.
 */
export function passwordResetRoutes({ pool, kickOutbox, loginUrl }: RouteDependencies) {
  const router = createRouter();

  router.post('/internal/password-resets/request', allowRoles('gateway'), async (ctx) => {
    const { role, email } = parseWith(forgotPasswordSchema, ctx.request.body);
    const queued = await withPlatform(pool, async (db) => {
      const user = await findUserByRoleAndEmail(db, role, email);
      if (!user) {
        // The same work as for an account, so the answer's time tells nothing.
        newResetToken();
        return false;
      }
      await queueReset(
        db,
        {
          id: user.id,
          instituteId: user.institute_id,
          name: user.name,
          email: user.email,
          language: user.language,
        },
        loginUrl,
      );
      return true;
    });
    if (queued) kickOutbox();
    reply<SuccessResponse>(ctx, 200, { success: true });
  });

  router.post('/internal/password-resets/use', allowRoles('gateway'), async (ctx) => {
    const { token, password } = parseWith(resetPasswordSchema, ctx.request.body);
    // Hashed before the transaction, so none is held while it runs.
    const passwordHash = await hashPassword(password);
    await withPlatform(pool, async (db) => {
      const userId = await useReset(db, hashResetToken(token));
      if (!userId || !(await setPassword(db, userId, passwordHash))) {
        throw new HttpError(400, [passwordResetMessages.linkExpired]);
      }
      await useOtherResets(db, userId);
      await endSessions(db, userId);
    });
    reply<SuccessResponse>(ctx, 200, { success: true });
  });

  serve(router, pool, routes.sendPasswordReset, async ({ params, state }) => {
    const id = pathId(params.id, passwordResetMessages.personNotFound);
    await inTenant(pool, state, async (db, instituteId) => {
      const person = await findInstitutePerson(db, instituteId, id);
      if (!person) throw new HttpError(404, [passwordResetMessages.personNotFound]);
      await queueReset(db, person, loginUrl);
    });
    kickOutbox();
    return { status: 200, body: { success: true, message: passwordResetMessages.adminSent } };
  });

  return router;
}
