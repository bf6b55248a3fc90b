import { type Agent, request } from 'undici';
import { gatewayMessages } from '@rollcall/contracts';
import { identityHeaders, type Identity } from '@rollcall/contracts/internal';
import { HttpError } from '@rollcall/server-kit';

export interface ServicesAnswer<T> {
  status: number;
  body: T;
}

/**
 * A services answer that is not a success, as the error to pass on to the browser: services' own messages
 * with its status, else the fallback (and 503 if the status was no failure).
 */
export function failureOf(answer: ServicesAnswer<unknown>, fallback: string): HttpError {
  const { errors } = (answer.body ?? {}) as { errors?: unknown };
  const messages = Array.isArray(errors) && errors.length && errors.every((e) => typeof e === 'string') ? errors : [fallback];
  return new HttpError(answer.status >= 400 ? answer.status : 503, messages);
}

/** The identity of the gateway's own calls made before anyone is signed in. */
export const gatewayIdentity: Identity = { role: 'gateway', userId: null, instituteId: null };

/**
 * JSON calls to services' internal endpoints with the signed identity. Services unreachable, or answering
 * with a server error, becomes a 503 for the browser.
 */
export class ServicesClient {
  private readonly origin: string;

  constructor(
    servicesUrl: string,
    private readonly internalSecret: string,
    private readonly agent: Agent,
  ) {
    this.origin = new URL(servicesUrl).origin;
  }

  async call<T>(method: 'GET' | 'POST', path: string, identity: Identity, body?: unknown): Promise<ServicesAnswer<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...identityHeaders(this.internalSecret, identity) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let answer: Awaited<ReturnType<typeof request>>;
    try {
      answer = await request(this.origin + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        dispatcher: this.agent,
      });
    } catch {
      throw new HttpError(503, [gatewayMessages.serviceUnavailable]);
    }
    if (answer.statusCode >= 500) {
      await answer.body.dump();
      throw new HttpError(503, [gatewayMessages.serviceUnavailable]);
    }
    let parsed: unknown;
    try {
      parsed = await answer.body.json();
    } catch {
      throw new HttpError(503, [gatewayMessages.serviceUnavailable]);
    }
    return { status: answer.statusCode, body: parsed as T };
  }
}
