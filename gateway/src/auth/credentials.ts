import type { Role, SessionUser } from '@rollcall/contracts';
import { gatewayMessages } from '@rollcall/contracts';
import { failureOf, type ServicesAnswer } from '../services/services-client';

/** What services' internal credential endpoints answer on success. */
export interface CredentialsAnswer {
  success: true;
  user: SessionUser & { role: Role };
}

/** The user from a successful answer; otherwise the failure as an HttpError carrying services' messages. */
export function userFrom(answer: ServicesAnswer<unknown>, fallback: string = gatewayMessages.invalidCredentials) {
  const body = answer.body as Partial<CredentialsAnswer> | null;
  if (answer.status >= 200 && answer.status < 300 && body?.user) return body.user;
  throw failureOf(answer, fallback);
}
