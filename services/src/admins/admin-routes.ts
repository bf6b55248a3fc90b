import { adminDeleteQuerySchema, adminListQuerySchema, createAdminSchema, updateAdminSchema } from '@rollcall/contracts';
import { withTransaction } from '../db/pool';
import { allowRoles } from '../http/identity';
import { HttpError } from '../http/http-error';
import { parseWith } from '../http/parse';
import { createRouter, type RouteDependencies } from '../http/routes';
import { findInstitute, instituteMessages } from '../institutes/institute-store';
import { enqueueMail } from '../mail/outbox';
import { generatePassword } from '../passwords/generate';
import { hashPassword } from '../passwords/hashing';
import { deleteAdmin, insertAdmin, listAdmins, renameAdmin } from './admin-store';
import { adminCredentialsMail } from './credentials-mail';

export const TEMPORARY_PASSWORD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const TEMPORARY_PASSWORD_LENGTH = 20;

/** SPEC §7: the super admin creates, lists, renames and deletes the admins of an institute. */
export function adminRoutes({ pool, kickOutbox, loginUrl }: RouteDependencies) {
  const router = createRouter();
  const superadminOnly = allowRoles('superadmin');

  router.post('/superadmin/admin', superadminOnly, async (ctx) => {
    const input = parseWith(createAdminSchema, ctx.request.body);
    const temporaryPassword = generatePassword(TEMPORARY_PASSWORD_LENGTH);
    const passwordHash = await hashPassword(temporaryPassword);
    const expiresAt = new Date(Date.now() + TEMPORARY_PASSWORD_LIFETIME_MS);

    const admin = await withTransaction(pool, async (client) => {
      // FOR SHARE: the institute cannot change under the new admin while the credentials mail is written.
      const { rows } = await client.query<{ name: string }>('SELECT name FROM institutes WHERE id = $1 FOR SHARE', [input.instituteId]);
      const institute = rows[0];
      if (!institute) throw new HttpError(404, instituteMessages.notFound);
      const created = await insertAdmin(client, {
        instituteId: input.instituteId,
        name: input.name,
        email: input.email,
        passwordHash,
        temporaryPasswordExpiresAt: expiresAt,
      });
      await enqueueMail(
        client,
        adminCredentialsMail({
          adminId: created.id,
          name: created.name,
          email: created.email,
          instituteName: institute.name,
          temporaryPassword,
          loginUrl,
          expiresAt,
        }),
      );
      return created;
    });
    kickOutbox();
    ctx.status = 201;
    ctx.body = { success: true, admin };
  });

  router.get('/superadmin/admin', superadminOnly, async (ctx) => {
    const { instituteId } = parseWith(adminListQuerySchema, ctx.query);
    if (!(await findInstitute(pool, instituteId))) throw new HttpError(404, instituteMessages.notFound);
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
