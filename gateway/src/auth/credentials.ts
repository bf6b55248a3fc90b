import { gatewayMessages } from '@rollcall/contracts';
import type { ServiceUserResponse } from '@rollcall/contracts/internal';
import { failureOf, type ServicesAnswer } from '../services/services-client';

/**
 * The user from a successful answer; otherwise the failure as an HttpError carrying services' messages
 * (else 'Invalid email or password').
 */
export function userFrom(answer: ServicesAnswer<unknown>) {
  const body = answer.body as Partial<ServiceUserResponse> | null;
  if (answer.status >= 200 && answer.status < 300 && body?.user) return body.user;
  throw failureOf(answer, gatewayMessages.invalidCredentials);
}
