import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordAnswer,
  forgotPasswordSchema,
  loginSchema,
  passwordResetMessages,
  resetPasswordSchema,
  signInOptionsAnswer,
  verifyUserAnswer,
} from '../../auth';
import { preferencesAnswer, preferencesSchema } from '../../languages';
import { successAnswer } from '../../errors';
import { roles } from '../../roles';
import { signInEndpoints } from '../endpoints/sign-in';
import { defineRoutes } from '../route';
import { signInExamples as examples } from './sign-in-examples';

const toLogin = 'the shell’s `/login?error_message=…` with the reason (and `&role=` with the role chosen, once known)';

/** The sessions, answered by the gateway itself. */
export const signInRoutes = defineRoutes(signInEndpoints, {
  login: {
    summary: 'Sign in with a role, email and password',
    description:
      'Opens a session (a fresh id in the `Set-Cookie`) and marks this browser as known for the account. ' +
      'A user with a temporary password is signed in with `mustChangePassword: true`: every call but ' +
      '`changePassword`, `logout`, `verifyUser` and `savePreferences` then answers 403 until it is changed.',
    tag: 'Sign-in',
    access: 'public',
    body: loginSchema,
    bodyExample: examples.login,
    answers: {
      200: { description: 'Signed in', schema: verifyUserAnswer, example: examples.session, headers: ['Set-Cookie'] },
    },
    refusals: {
      401: 'Invalid email or password (also for an account of another role)',
      403: 'Refused: a write without the CSRF header, or from an origin that is not the shell’s; or a session opened with a temporary password is still open (change it or sign out first)',
      413: 'The body is over 16 KB',
      429: 'Too many failed attempts from this address or for this account: wait the seconds of `Retry-After`',
    },
  },
  verifyUser: {
    summary: 'Who is signed in, as the records say now',
    description: 'A user removed since signing in ends the session (its cookie is cleared) and answers 401.',
    tag: 'Sign-in',
    access: 'signed-in',
    answers: { 200: { description: 'The session’s user and role', schema: verifyUserAnswer, example: examples.session } },
  },
  logout: {
    summary: 'Sign out: the stored session is deleted, so a replayed cookie is worthless',
    description: 'Answers 200 without a session too.',
    tag: 'Sign-in',
    access: 'public',
    answers: {
      200: {
        description: 'Signed out; the cookie is cleared',
        schema: successAnswer,
        example: { success: true },
        headers: ['Set-Cookie'],
      },
    },
  },
  changePassword: {
    summary: 'Change my password (a temporary one first of all)',
    description:
      'The session gets a fresh id and loses its temporary-password restriction; every other session of the user ends.',
    tag: 'Sign-in',
    access: 'signed-in',
    body: changePasswordSchema,
    bodyExample: examples.changePassword,
    answers: {
      200: {
        description: 'Changed; the session continues under a fresh id',
        schema: verifyUserAnswer,
        example: examples.session,
        headers: ['Set-Cookie'],
      },
    },
    refusals: {
      400: 'Invalid input, or the current password is not correct',
      401: 'No session, it has ended, or its user is gone',
      413: 'The body is over 16 KB',
      429: 'Too many wrong current passwords: wait the seconds of `Retry-After`',
    },
  },
  savePreferences: {
    summary: 'Choose my language: English, Hindi or Tamil',
    description:
      'Stored on the user: their screens and the mails they receive follow it, and `verifyUser` answers it as ' +
      '`user.language`. Any signed-in user may choose, with a temporary password too.',
    tag: 'Sign-in',
    access: 'signed-in',
    body: preferencesSchema,
    bodyExample: examples.preferences,
    answers: {
      200: { description: 'Stored', schema: preferencesAnswer, example: { success: true, ...examples.preferences } },
    },
    refusals: {
      400: 'Invalid input: a language other than en, hi or ta, or an unknown field',
      401: 'No session, it has ended, or its user is gone',
      413: 'The body is over 16 KB',
    },
  },
  forgotPassword: {
    summary: 'Ask for a link to set a new password',
    description:
      'Answers the same text whether or not an account of that role uses the address. An account gets a mail with a ' +
      'link to the shell’s `/reset-password?token=…`, which works once, for 30 minutes.',
    tag: 'Sign-in',
    access: 'public',
    body: forgotPasswordSchema,
    bodyExample: examples.forgotPassword,
    answers: {
      200: {
        description: 'Taken; a mail follows if the account exists',
        schema: forgotPasswordAnswer,
        example: { success: true, message: passwordResetMessages.linkSent },
      },
    },
    refusals: {
      400: 'Invalid input',
      403: 'Refused: a write without the CSRF header, or from an origin that is not the shell’s; or a session opened with a temporary password is still open',
      413: 'The body is over 16 KB',
      429: 'Too many requests from this address or for this account: wait the seconds of `Retry-After`',
    },
  },
  resetPassword: {
    summary: 'Set a new password with the token of a mailed link',
    description:
      'The token is used up in the same step as the password is set, and every session of the user ends; a temporary ' +
      `password stops being one. A used, expired or unknown token answers 400 “${passwordResetMessages.linkExpired}”.`,
    tag: 'Sign-in',
    access: 'public',
    body: resetPasswordSchema,
    bodyExample: examples.resetPassword,
    answers: { 200: { description: 'The password is set', schema: successAnswer, example: { success: true } } },
    refusals: {
      400: 'Invalid input, or the link is used, expired or unknown',
      403: 'Refused: a write without the CSRF header, or from an origin that is not the shell’s; or a session opened with a temporary password is still open',
      413: 'The body is over 16 KB',
      429: 'Too many attempts from this address: wait the seconds of `Retry-After`',
    },
  },
  signInOptions: {
    summary: 'The ways of signing in this deployment offers',
    description: 'Google sign-in is offered only where it is configured; the login page shows its button only then.',
    tag: 'Sign-in',
    access: 'public',
    answers: {
      200: { description: 'The ways of signing in', schema: signInOptionsAnswer, example: { success: true, google: false } },
    },
  },
  googleSignIn: {
    summary: 'Start signing in with Google as a role',
    description:
      'Its failures are redirects too, never a 400: a 302 to Google’s account chooser (state and nonce kept in the ' +
      `session), or, with a missing or unknown role or with Google sign-in not configured on this gateway, to ${toLogin}.`,
    tag: 'Sign-in',
    access: 'public',
    query: z.object({ role: z.enum(roles).describe('The role to sign in as; any other value redirects to the sign-in page.') }),
    answers: {
      302: {
        description: `To Google’s account chooser; or to ${toLogin}`,
        redirect: true,
        headers: ['Set-Cookie'],
      },
    },
    refusals: {
      403: 'A session opened with a temporary password, until it is changed',
    },
    neverAnswers: [400],
  },
  googleCallback: {
    summary: 'Google’s return: signs in and sends the browser to the role’s area',
    description:
      'Called by Google’s redirect, not by a client. Its failures are redirects too: a 302 to the shell’s `/{role}` with a new ' +
      `session, or to ${toLogin}: Google sign-in not configured, a state that does not match, a cancelled ` +
      'choice, an unverified Google email, or no account of that role with that address.',
    tag: 'Sign-in',
    access: 'public',
    query: z.object({
      state: z.string().optional().describe('The state this gateway gave Google.'),
      code: z.string().optional().describe('Google’s authorization code.'),
      error: z.string().optional().describe('Google’s reason when no code is given (`access_denied` when cancelled).'),
    }),
    answers: {
      302: {
        description: `To the role’s area, signed in; or to ${toLogin}`,
        redirect: true,
        headers: ['Set-Cookie'],
      },
    },
    refusals: {
      403: 'A session opened with a temporary password, until it is changed',
    },
    neverAnswers: [400],
  },
});
