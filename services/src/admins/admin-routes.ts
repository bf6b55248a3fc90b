import { randomUUID } from 'node:crypto';
import {
  adminDeleteQuerySchema,
  adminListQuerySchema,
  createAdminSchema,
  credentialsSent,
  resendCredentialsSchema,
  updateAdminSchema,
  type AdminListResponse,
  type AdminResponse,
  type ResendCredentialsResponse,
  type SuccessResponse,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { endSessions } from '../credentials/credential-store';
import { withPlatform } from '../db/platform';
import { allowRoles } from '../http/identity';
import { refusalError, valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { instituteRefusals } from '../institutes/institute-refusals';
import { findInstitute, findInstituteNameForShare } from '../institutes/institute-store';
import { enqueueMail } from '../mail/outbox';
import { adminRefusals } from './admin-refusals';
import { deleteAdmin, insertAdmin, listAdmins, reissueAdminPassword, renameAdmin } from './admin-store';
import { credentialsMail } from '../credentials/credentials-mail';
import { newTemporaryPassword } from '../passwords/temporary-password';

/** The super admin creates, lists, renames and deletes the admins of an institute, and resends their credentials. */
export function adminRoutes({ pool, kickOutbox, loginUrl }: RouteDependencies) {
  const router = createRouter();
  const superadminOnly = allowRoles('superadmin');

  router.post('/superadmin/admin', superadminOnly, async (ctx) => {
    const input = parseWith(createAdminSchema, ctx.request.body);
    const password = newTemporaryPassword();

    const admin = await withPlatform(pool, async (client) => {
      // The institute cannot change under the new admin while the credentials mail is written.
      const institute = await findInstituteNameForShare(client, input.instituteId);
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
          expiresAt: password.expiresAt,
        }),
      );
      return created;
    });
    kickOutbox();
    reply<AdminResponse>(ctx, 201, { success: true, admin });
  });

  // For an admin locked out (signed out before changing the temporary password, or lost it): a fresh
  // temporary password by mail, and every session of theirs ends, so only the new one opens the account.
  router.post('/superadmin/admin/resend-credentials', superadminOnly, async (ctx) => {
    const { adminId } = parseWith(resendCredentialsSchema, ctx.request.body);
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
          expiresAt: password.expiresAt,
          reissueId: randomUUID(),
        }),
      );
      return reissued;
    });
    kickOutbox();
    reply<ResendCredentialsResponse>(ctx, 200, { success: true, message: credentialsSent(admin.email) });
  });

  router.get('/superadmin/admin', superadminOnly, async (ctx) => {
    const { instituteId } = parseWith(adminListQuerySchema, ctx.query);
    const admins = await withPlatform(pool, async (db) =>
      (await findInstitute(db, instituteId)) ? listAdmins(db, instituteId) : null,
    );
    if (!admins) throw refusalError('not-found', instituteRefusals);
    reply<AdminListResponse>(ctx, 200, { success: true, data: admins });
  });

  router.patch('/superadmin/admin', superadminOnly, async (ctx) => {
    const { adminId, name } = parseWith(updateAdminSchema, ctx.request.body);
    const admin = valueOrHttpError(await withPlatform(pool, (db) => renameAdmin(db, adminId, name)), adminRefusals);
    reply<AdminResponse>(ctx, 200, { success: true, admin });
  });

  router.delete('/superadmin/admin', superadminOnly, async (ctx) => {
    const { adminId } = parseWith(adminDeleteQuerySchema, ctx.query);
    // A refusal found after the delete (the last admin with every permission) must roll it back: thrown inside.
    await withPlatform(pool, async (db) => valueOrHttpError(await deleteAdmin(db, adminId), adminRefusals));
    reply<SuccessResponse>(ctx, 200, { success: true });
  });

  return router;
}
