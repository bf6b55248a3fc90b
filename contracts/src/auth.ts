import { z } from 'zod';
import { successAnswerOf } from './errors';
import { email, PASSWORD_MAX, strongPassword } from './fields';
import { languageSchema } from './languages';
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

/** How long a password reset link works, in minutes. */
export const PASSWORD_RESET_MINUTES = 30;

export const passwordResetMessages = {
  /** The answer to every forgot-password request, whether or not the account exists. */
  linkSent: `If an account of that role uses this email address, a link to set a new password is on its way. The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`,
  linkExpired: 'This link has expired. Please ask for a new one.',
  tokenRequired: 'The link is incomplete. Please ask for a new one.',
  /** An admin's reset mail to one of the institute's people. */
  adminSent: 'A password reset link has been sent',
  personNotFound: 'No teacher, student or parent of this institute has this id',
} as const;

export const forgotPasswordSchema = strictObject({
  role: z.enum(roles, { error: messages.roleRequired }),
  email: email(undefined, messages.validEmail),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = strictObject({
  token: z
    .string({ error: passwordResetMessages.tokenRequired })
    .min(1, { error: passwordResetMessages.tokenRequired })
    .max(200, { error: passwordResetMessages.linkExpired })
    .describe('The token of the mailed link.'),
  password: strongPassword,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /auth/forgot-password: the same answer whether or not the account exists. */
export const forgotPasswordAnswer = successAnswerOf({
  message: z.string().describe('The same text for every request.'),
}).meta({ id: 'ForgotPasswordAnswer', description: 'The request was taken; a mail follows if the account exists.' });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordAnswer>;

/** POST /admin/users/{id}/password-reset. */
export const adminPasswordResetAnswer = successAnswerOf({
  message: z.string().describe('Says the link is on its way.'),
}).meta({ id: 'AdminPasswordResetAnswer', description: 'A reset link is queued for the person.' });
export type AdminPasswordResetResponse = z.infer<typeof adminPasswordResetAnswer>;

/** The signed-in user as every session answer names them. */
export const sessionUserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.email().describe('Stored in lower case.'),
    instituteId: z.uuid().nullable().describe('Null for the super admin, who belongs to no institute.'),
    mustChangePassword: z.boolean().describe('Signed in with a temporary password that must be changed first.'),
    language: languageSchema,
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
