import { gatewayMessages } from '@rollcall/contracts';
import type { ServiceUserResponse } from '@rollcall/contracts/internal';
import { failureOf, type ServicesAnswer } from '../services/services-client';

/** The user from a successful answer; otherwise the failure as an HttpError carrying services' messages. */
export function userFrom(answer: ServicesAnswer<unknown>, fallback: string = gatewayMessages.invalidCredentials) {
  const body = answer.body as Partial<ServiceUserResponse> | null;
  if (answer.status >= 200 && answer.status < 300 && body?.user) return body.user;
  throw failureOf(answer, fallback);
}
