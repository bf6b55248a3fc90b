import { gatewayMessages } from '@rollcall/contracts';
import {
  newAdminWelcomeMail,
  SHELL_ORIGIN,
  SHELL_URL,
  startGatewayTestStack,
  type GatewayTestStack,
} from './support/gateway-stack';

jest.setTimeout(60_000);

/** A stack started as `npm start` starts it without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET. */
let t: GatewayTestStack;

beforeAll(async () => {
  t = await startGatewayTestStack();
});
afterAll(() => t?.stop());

describe('without Google sign-in configured', () => {
  it('GET /auth/options says so to anyone, without a session, cacheable for a minute per shell origin', async () => {
    const answer = await t.browser().call('GET', '/auth/options', { headers: { origin: SHELL_ORIGIN } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, google: false });
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('vary')).toMatch(/Origin/);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('welcome mails do not mention Google', async () => {
    const text = await newAdminWelcomeMail(t, 'plain.admin@college.test');
    expect(text).toContain('You must change it when you first sign in.\n');
    expect(text).not.toContain('Google');
  });

  it('sends a Google sign-in back to the login page with the reason and the role that was chosen', async () => {
    const answer = await t.browser().request('GET', '/auth/google?role=teacher');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(
      `${SHELL_URL}/login?error_message=${encodeURIComponent(gatewayMessages.googleUnavailable)}&role=teacher`,
    );
  });
});
