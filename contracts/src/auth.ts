import { z } from 'zod';
import { successAnswerOf } from './errors';
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

/** The signed-in user as every session answer names them. */
export const sessionUserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.email().describe('Stored in lower case.'),
    instituteId: z.uuid().nullable().describe('Null for the super admin, who belongs to no institute.'),
    mustChangePassword: z.boolean().describe('Signed in with a temporary password that must be changed first.'),
  })
  .meta({ id: 'SessionUser', description: 'The signed-in user.' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /auth/verify-user, and the answer of POST /auth/login and POST /auth/change-password. */
export const verifyUserAnswer = successAnswerOf({ role: z.enum(roles), user: sessionUserSchema }).meta({
  id: 'Session',
  description: 'Who is signed in, in which role.',
});
export type VerifyUserResponse = z.infer<typeof verifyUserAnswer>;

/** GET /auth/options: the ways of signing in this deployment offers, for the login page and the screens that mention them. */
export const signInOptionsAnswer = successAnswerOf({
  google: z.boolean().describe('Whether Google sign-in is configured; when false, no screen or mail offers it.'),
}).meta({ id: 'SignInOptions', description: 'The ways of signing in this deployment offers.' });
export type SignInOptionsResponse = z.infer<typeof signInOptionsAnswer>;
