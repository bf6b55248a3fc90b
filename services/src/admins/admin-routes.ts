import { randomUUID } from 'node:crypto';
import {
  adminDeleteQuerySchema,
  adminListQuerySchema,
  createAdminSchema,
  credentialsSent,
  resendCredentialsSchema,
  updateAdminSchema,
  type ResendCredentialsResponse,
} from '@rollcall/contracts';
import { HttpError, parseWith } from '@rollcall/server-kit';
import { endSessions, issueTemporaryPassword } from '../credentials/credential-store';
import { withTransaction } from '../db/pool';
import { allowRoles } from '../http/identity';
import { createRouter, type RouteDependencies } from '../http/routes';
import { findInstitute, instituteMessages } from '../institutes/institute-store';
import { enqueueMail } from '../mail/outbox';
import { adminMessages, deleteAdmin, findAdminForUpdate, insertAdmin, listAdmins, renameAdmin } from './admin-store';
import { adminCredentialsMail } from './credentials-mail';
import { newTemporaryPassword } from './temporary-password';

/** The super admin creates, lists, renames and deletes the admins of an institute, and resends their credentials. */
export function adminRoutes({ pool, kickOutbox, loginUrl }: RouteDependencies) {
  const router = createRouter();
  const superadminOnly = allowRoles('superadmin');

  router.post('/superadmin/admin', superadminOnly, async (ctx) => {
    const input = parseWith(createAdminSchema, ctx.request.body);
    const password = await newTemporaryPassword();

    const admin = await withTransaction(pool, async (client) => {
      // FOR SHARE: the institute cannot change under the new admin while the credentials mail is written.
      const { rows } = await client.query<{ name: string }>('SELECT name FROM institutes WHERE id = $1 FOR SHARE', [
        input.instituteId,
      ]);
      const institute = rows[0];
      if (!institute) throw new HttpError(404, [instituteMessages.notFound]);
      const created = await insertAdmin(client, {
        instituteId: input.instituteId,
        name: input.name,
        email: input.email,
        passwordHash: password.hash,
        temporaryPasswordExpiresAt: password.expiresAt,
      });
      await enqueueMail(
        client,
        adminCredentialsMail({
          ...created,
          adminId: created.id,
          instituteName: institute.name,
          temporaryPassword: password.plain,
          loginUrl,
          expiresAt: password.expiresAt,
        }),
      );
      return created;
    });
    kickOutbox();
    ctx.status = 201;
    ctx.body = { success: true, admin };
  });

  // For an admin locked out (signed out before changing the temporary password, or lost it): a fresh
  // temporary password by mail, and every session of theirs ends, so only the new one opens the account.
  router.post('/superadmin/admin/resend-credentials', superadminOnly, async (ctx) => {
    const { adminId } = parseWith(resendCredentialsSchema, ctx.request.body);
    const password = await newTemporaryPassword();

    const admin = await withTransaction(pool, async (client) => {
      const found = await findAdminForUpdate(client, adminId);
      if (!found) return null;
      await issueTemporaryPassword(client, found.id, password.hash, password.expiresAt);
      await endSessions(client, found.id);
      await enqueueMail(
        client,
        adminCredentialsMail({
          ...found,
          adminId: found.id,
          temporaryPassword: password.plain,
          loginUrl,
          expiresAt: password.expiresAt,
          reissueId: randomUUID(),
        }),
      );
      return found;
    });
    if (!admin) throw new HttpError(404, [adminMessages.notFound]);
    kickOutbox();
    const answer: ResendCredentialsResponse = { success: true, message: credentialsSent(admin.email) };
    ctx.body = answer;
  });

  router.get('/superadmin/admin', superadminOnly, async (ctx) => {
    const { instituteId } = parseWith(adminListQuerySchema, ctx.query);
    if (!(await findInstitute(pool, instituteId))) throw new HttpError(404, [instituteMessages.notFound]);
    ctx.body = { success: true, data: await listAdmins(pool, instituteId) };
  });

  router.patch('/superadmin/admin', superadminOnly, async (ctx) => {
    const { adminId, name } = parseWith(updateAdminSchema, ctx.request.body);
    ctx.body = { success: true, admin: await renameAdmin(pool, adminId, name) };
  });

  router.delete('/superadmin/admin', superadminOnly, async (ctx) => {
    const { adminId } = parseWith(adminDeleteQuerySchema, ctx.query);
    await deleteAdmin(pool, adminId);
    ctx.body = { success: true };
  });

  return router;
}
