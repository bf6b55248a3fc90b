import { z } from 'zod';
import { email, PASSWORD_MAX, strongPassword } from './fields';
import { messages } from './messages';
import { roles } from './roles';
import { strictObject } from './strict';

export const loginSchema = strictObject({
  role: z.enum(roles, { error: messages.roleRequired }),
  // The login form has one email text, for a missing address too.
  email: email(undefined, messages.validEmail),
  password: strongPassword,
});
export type LoginInput = z.input<typeof loginSchema>;

export const changePasswordSchema = strictObject({
  currentPassword: z
    .string({ error: messages.currentPasswordRequired })
    .min(1, { error: messages.currentPasswordRequired })
    .max(PASSWORD_MAX, { error: messages.passwordTooLong }),
  newPassword: strongPassword,
}).refine((value) => value.currentPassword !== value.newPassword, {
  error: messages.newPasswordMustDiffer,
  path: ['newPassword'],
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  instituteId: string | null;
  /** True while the user signed in with a temporary password that must be changed first. */
  mustChangePassword: boolean;
}

/** GET /auth/verify-user, and the answer of POST /auth/login and POST /auth/change-password. */
export interface VerifyUserResponse {
  success: true;
  role: (typeof roles)[number];
  user: SessionUser;
}
