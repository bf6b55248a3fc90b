import { request, type APIRequestContext } from 'playwright-core';
import { CSRF_HEADER, CSRF_VALUE, type Role } from '@rollcall/contracts';
import { appDescription } from './description';
import { SUPERADMIN } from './fixtures';

/**
 * The gateway's HTTP API as a browser of the shell calls it (CSRF header, the shell's Origin), with its own
 * cookie jar: for setting up what a suite needs but does not test itself. Never SQL: what a suite seeds goes
 * through the same checks as what a person enters.
 */
export class GatewayApi {
  private constructor(private readonly http: APIRequestContext) {}

  /** A client with no session yet (a visitor). */
  static async anonymous(): Promise<GatewayApi> {
    const { gateway, frontends } = appDescription();
    return new GatewayApi(
      await request.newContext({
        baseURL: gateway,
        extraHTTPHeaders: { [CSRF_HEADER]: CSRF_VALUE, Origin: frontends.shell },
      }),
    );
  }

  /** A client signed in with this role and password. */
  static async signedIn(role: Role, account: { email: string; password: string }): Promise<GatewayApi> {
    const api = await GatewayApi.anonymous();
    await api.call('POST', '/auth/login', { role, ...account });
    return api;
  }

  /** Signed in as the known super admin of the run. */
  static superadmin(): Promise<GatewayApi> {
    return GatewayApi.signedIn('superadmin', SUPERADMIN);
  }

  /** The answer's JSON; anything but 2xx throws with the status and the body. */
  async call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const answer = await this.http.fetch(path, { method, data });
    if (!answer.ok()) throw new Error(`${method} ${path}: ${answer.status()} ${await answer.text()}`);
    return (await answer.json()) as T;
  }

  dispose(): Promise<void> {
    return this.http.dispose();
  }
}
