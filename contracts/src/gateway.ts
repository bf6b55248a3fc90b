import { minutesText } from './minutes';

/** The gateway's own answers (sessions, sign-in, guards, limits, bodies), in the voice of the product's error texts. */
export const gatewayMessages = {
  signInRequired: 'Please sign in to continue',
  noAccess: 'You do not have access to this area',
  changeTemporaryPassword: 'Please change your temporary password to continue',
  invalidCsrf: 'Invalid or missing CSRF header',
  bodyTooLarge: 'Request body is too large',
  malformedJson: 'Malformed JSON body',
  /** Services answers the same when a body forwarded to it does not decode. */
  undecodableBody: 'Request body does not match its Content-Encoding',
  notUtf8Body: 'Request body must be UTF-8 text',
  serviceUnavailable: 'Service temporarily unavailable, please try again',
  invalidCredentials: 'Invalid email or password',
  currentPasswordIncorrect: 'Current password is incorrect',
  notFound: 'Not found',
  methodNotAllowed: (method: string, allowed: readonly string[]) =>
    `This address does not answer ${method}; it answers ${allowed.join(', ')}`,
  httpsRequired: 'RollCall must be reached over HTTPS',
  originFormRequired: 'The request must name a path on this server, not a full address',
  tooManySignInAttempts: (minutes: number) => `Too many sign-in attempts. Please try again in ${minutesText(minutes)}.`,
  tooManyPasswordResets: (minutes: number) => `Too many password reset requests. Please try again in ${minutesText(minutes)}.`,
  googleUnavailable: 'Google sign-in is not available right now',
  googleFailed: 'Google sign-in failed, please try again',
  googleCancelled: 'Google sign-in was cancelled',
  googleEmailUnverified: 'Your Google email address is not verified',
  googleNoAccount: (roleLabel: string) => `No ${roleLabel} account uses this Google address`,
} as const;
