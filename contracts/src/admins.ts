import { z } from 'zod';
import { successAnswerOf } from './errors';
import { ADMIN_NAME_MAX, email, singleLine, uuid } from './fields';
import { messages } from './messages';
import { strictObject } from './strict';

/** The name is trimmed and at most 100 characters; no emptiness check is applied. */
const adminName = singleLine(
  z.string({ error: messages.adminNameTooLong }).trim().max(ADMIN_NAME_MAX, { error: messages.adminNameTooLong }),
  messages.lineBreaksOrControlCharacters('Admin name'),
  messages.cannotBeStored('Admin name'),
);

export const createAdminSchema = strictObject({
  email: email(),
  instituteId: z
    .string({ error: messages.selectInstitute })
    .min(1, { error: messages.selectInstitute })
    .meta({ format: 'uuid' })
    .pipe(uuid(messages.selectInstitute)),
  name: adminName.default(''),
});
export type CreateAdminInput = z.input<typeof createAdminSchema>;

export const updateAdminSchema = strictObject({
  adminId: uuid(),
  name: adminName,
});
export type UpdateAdminInput = z.input<typeof updateAdminSchema>;

/** POST /superadmin/admin/resend-credentials: a fresh temporary password for an admin who cannot sign in. */
export const resendCredentialsSchema = strictObject({ adminId: uuid() });
export type ResendCredentialsInput = z.input<typeof resendCredentialsSchema>;

export const resendCredentialsAnswer = successAnswerOf({
  message: z.string().describe("What the screen shows, e.g. 'New credentials sent to asha@greenfield.edu'."),
});
export type ResendCredentialsResponse = z.infer<typeof resendCredentialsAnswer>;

export const credentialsSent = (email: string) => `New credentials sent to ${email}`;

export const adminListQuerySchema = z.object({ instituteId: uuid(messages.selectInstitute) });
export const adminDeleteQuerySchema = z.object({ adminId: uuid() });

export const adminSchema = z
  .object({
    id: z.uuid(),
    name: z.string().describe('Empty when none was given.'),
    email: z.email(),
  })
  .meta({ id: 'Admin', description: 'An administrator of an institute.' });
export type Admin = z.infer<typeof adminSchema>;

/** POST and PATCH /superadmin/admin: the admin as created or renamed. */
export const adminAnswer = successAnswerOf({ admin: adminSchema });
export type AdminResponse = z.infer<typeof adminAnswer>;

/** GET /superadmin/admin?instituteId= */
export const adminListAnswer = successAnswerOf({ data: z.array(adminSchema) });
export type AdminListResponse = z.infer<typeof adminListAnswer>;
