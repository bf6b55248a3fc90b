import { randomUUID } from 'node:crypto';
import { credentialsSent } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { endSessions } from '../credentials/credential-store';
import { withPlatform } from '../db/platform';
import { refusalError, valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { instituteRefusals } from '../institutes/institute-refusals';
import { findInstitute, findInstituteLetterheadForShare } from '../institutes/institute-store';
import { enqueueMail } from '../mail/outbox';
import { adminRefusals } from './admin-refusals';
import { deleteAdmin, insertAdmin, listAdmins, reissueAdminPassword, renameAdmin } from './admin-store';
import { credentialsMail } from '../credentials/credentials-mail';
import { newTemporaryPassword } from '../passwords/temporary-password';

/** The super admin creates, lists, renames and deletes the admins of an institute, and resends their credentials. */
export function adminRoutes({ pool, kickOutbox, loginUrl, googleSignIn }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.createAdmin, async ({ body: input }) => {
    const password = newTemporaryPassword();

    const admin = await withPlatform(pool, async (client) => {
      // The institute cannot change under the new admin while the credentials mail is written.
      const institute = await findInstituteLetterheadForShare(client, input.instituteId);
      if (!institute) throw refusalError('not-found', instituteRefusals);
      // A refusal is thrown inside the transaction, so it rolls back.
      const created = valueOrHttpError(
        await insertAdmin(client, {
          instituteId: input.instituteId,
          name: input.name,
          email: input.email,
          passwordHash: password.hash,
          temporaryPasswordExpiresAt: password.expiresAt,
        }),
        adminRefusals,
      );
      await enqueueMail(
        client,
        credentialsMail({
          role: 'admin',
          ...created,
          userId: created.id,
          instituteName: institute.name,
          temporaryPassword: password.plain,
          loginUrl,
          googleSignIn,
          expiresAt: password.expiresAt,
        }),
      );
      return created;
    });
    kickOutbox();
    return { status: 201, body: { success: true, admin } };
  });

  // For an admin locked out (signed out before changing the temporary password, or lost it): a fresh
  // temporary password by mail, and every session of theirs ends, so only the new one opens the account.
  serve(router, pool, routes.resendAdminCredentials, async ({ body: { adminId } }) => {
    const password = newTemporaryPassword();

    const admin = await withPlatform(pool, async (client) => {
      const reissued = valueOrHttpError(
        await reissueAdminPassword(client, adminId, password.hash, password.expiresAt),
        adminRefusals,
      );
      await endSessions(client, reissued.id);
      await enqueueMail(
        client,
        credentialsMail({
          role: 'admin',
          ...reissued,
          userId: reissued.id,
          temporaryPassword: password.plain,
          loginUrl,
          googleSignIn,
          expiresAt: password.expiresAt,
          reissueId: randomUUID(),
        }),
      );
      return reissued;
    });
    kickOutbox();
    return { status: 200, body: { success: true, message: credentialsSent(admin.email) } };
  });

  serve(router, pool, routes.listAdmins, async ({ query: { instituteId } }) => {
    const admins = await withPlatform(pool, async (db) =>
      (await findInstitute(db, instituteId)) ? listAdmins(db, instituteId) : null,
    );
    if (!admins) throw refusalError('not-found', instituteRefusals);
    return { status: 200, body: { success: true, data: admins } };
  });

  serve(router, pool, routes.updateAdmin, async ({ body: { adminId, name } }) => {
    const admin = valueOrHttpError(await withPlatform(pool, (db) => renameAdmin(db, adminId, name)), adminRefusals);
    return { status: 200, body: { success: true, admin } };
  });

  serve(router, pool, routes.deleteAdmin, async ({ query: { adminId } }) => {
    // A refusal found after the delete (the last admin with every permission) must roll it back: thrown inside.
    await withPlatform(pool, async (db) => valueOrHttpError(await deleteAdmin(db, adminId), adminRefusals));
    return { status: 200, body: { success: true } };
  });

  return router;
}
