import { z } from 'zod';
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

export interface ResendCredentialsResponse {
  success: true;
  /** What the screen shows, e.g. 'New credentials sent to asha@greenfield.edu'. */
  message: string;
}

export const credentialsSent = (email: string) => `New credentials sent to ${email}`;

export const adminListQuerySchema = z.object({ instituteId: uuid(messages.selectInstitute) });
export const adminDeleteQuerySchema = z.object({ adminId: uuid() });

export interface Admin {
  id: string;
  name: string;
  email: string;
}

/** POST and PATCH /superadmin/admin: the admin as created or renamed. */
export interface AdminResponse {
  success: true;
  admin: Admin;
}

/** GET /superadmin/admin?instituteId= */
export interface AdminListResponse {
  success: true;
  data: Admin[];
}
