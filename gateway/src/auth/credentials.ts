import type { Role, SessionUser } from '@rollcall/contracts';
import { gatewayMessages } from '@rollcall/contracts';
import { HttpError } from '../http/http-error';
import type { ServicesAnswer } from '../services/services-client';

/** What services' internal credential endpoints answer on success. */
export interface CredentialsAnswer {
  success: true;
  user: SessionUser & { role: Role };
}

interface FailureAnswer {
  errors?: unknown;
}

/** The user from a successful answer; otherwise the failure as an HttpError carrying services' messages. */
export function userFrom(answer: ServicesAnswer<unknown>, fallback: string = gatewayMessages.invalidCredentials) {
  const body = answer.body as Partial<CredentialsAnswer> & FailureAnswer;
  if (answer.status >= 200 && answer.status < 300 && body.user) return body.user;
  const errors = Array.isArray(body.errors) && body.errors.every((e) => typeof e === 'string') ? body.errors : [fallback];
  throw new HttpError(answer.status >= 400 ? answer.status : 503, errors.length ? errors : [fallback]);
}
