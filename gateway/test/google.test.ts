import { OAuth2Server } from 'oauth2-mock-server';
import { SESSION_COOKIE, gatewayMessages, messages } from '@rollcall/contracts';
import { Browser } from './support/browser';
import { newAdminWelcomeMail, SHELL_URL, startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

const CLIENT_ID = 'rollcall-test-client.apps.example';

let provider: OAuth2Server;
let t: GatewayTestStack;
/** What the provider puts into the next tokens it signs. */
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims);
  });
  const issuer = provider.issuer.url!;
  t = await startGatewayTestStack({
    google: {
      clientId: CLIENT_ID,
      clientSecret: 'test-client-secret',
      authorizeUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
      jwksUrl: `${issuer}/jwks`,
      issuer,
    },
  });
});
afterAll(async () => {
  await t?.stop();
  await provider?.stop();
});
beforeEach(() => {
  claims = {};
});

/** The login page with the reason, and the role chosen when the gateway knows it (so the page stays on it). */
const loginError = (text: string, role?: string) =>
  `${SHELL_URL}/login?error_message=${encodeURIComponent(text)}${role ? `&role=${role}` : ''}`;

describe('GET /auth/options', () => {
  it('says Google sign-in is configured, to anyone, cacheable for a minute', async () => {
    const answer = await t.browser().call('GET', '/auth/options');
    expect(answer).toMatchObject({ status: 200, body: { success: true, google: true } });
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('answers false from a gateway without a Google provider', async () => {
    const gateway = await t.extraGateway({ google: undefined });
    const answer = await new Browser(gateway.url).call('GET', '/auth/options');
    expect([answer.status, answer.body]).toEqual([200, { success: true, google: false }]);
  });

  it('and welcome mails of the services started with it mention Google sign-in', async () => {
    expect(await newAdminWelcomeMail(t, 'welcome.google@college.test')).toContain(
      'You must change it when you first sign in. You can also sign in with Google using this email address.',
    );
  });
});

/** The browser's round trip: gateway → provider (which signs in at once) → gateway callback. */
async function googleRoundTrip(browser: Browser, role: string, tamper: (callback: URL) => void = () => {}) {
  const start = await browser.request('GET', `/auth/google?role=${role}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  tamper(callback);
  const back = await browser.request('GET', callback.toString());
  expect(back.status).toBe(302);
  return { authorize, callback, location: back.headers.get('location') };
}

describe('GET /auth/google', () => {
  it('sends the browser to the provider with state, nonce and the gateway callback, never tokens in URLs', async () => {
    const browser = t.browser();
    const start = await browser.request('GET', '/auth/google?role=admin');
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin + authorize.pathname).toBe(`${provider.issuer.url}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.gatewayUrl}/auth/google/callback`);
    expect(authorize.searchParams.get('scope')).toBe('openid email');
    expect(authorize.searchParams.get('state')).toMatch(/^[0-9a-f]{40}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('signs in the admin holding that Google email, with a new session id, and sends them to /admin', async () => {
    const instituteId = await t.institute();
    const admin = await t.user('admin', { instituteId, email: 'google.admin@college.test' });
    claims = { email: 'Google.Admin@college.test', email_verified: true };
    const browser = t.browser();
    const { location } = await googleRoundTrip(browser, 'admin', () => {});
    expect(location).toBe(`${SHELL_URL}/admin`);
    const verify = await browser.call('GET', '/auth/verify-user');
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({
      success: true,
      role: 'admin',
      user: {
        id: admin.id,
        name: expect.any(String),
        email: 'google.admin@college.test',
        instituteId,
        mustChangePassword: false,
        language: 'en',
      },
    });
  });

  it('replaces the session id that carried the round trip', async () => {
    await t.user('teacher', { email: 'google.teacher@college.test' });
    claims = { email: 'google.teacher@college.test', email_verified: true };
    const browser = t.browser();
    const start = await browser.request('GET', '/auth/google?role=teacher');
    const preLogin = browser.cookieHeader;
    expect(browser.cookies[SESSION_COOKIE]).toBeDefined();
    const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const back = await browser.request('GET', atProvider.headers.get('location')!);
    expect(back.headers.get('location')).toBe(`${SHELL_URL}/teacher`);
    expect(browser.cookieHeader).not.toBe(preLogin);
    const replay = t.browser();
    replay.setCookieHeader(preLogin);
    expect((await replay.call('GET', '/auth/verify-user')).status).toBe(401);
  });

  it('sends an unknown Google email back to the login page with a clear message', async () => {
    claims = { email: 'stranger@gmail.test', email_verified: true };
    const browser = t.browser();
    const { location } = await googleRoundTrip(browser, 'admin');
    expect(location).toBe(loginError(gatewayMessages.googleNoAccount('Admin'), 'admin'));
    expect(new URL(location!).searchParams.get('error_message')).toBe('No Admin account uses this Google address');
    expect((await browser.call('GET', '/auth/verify-user')).status).toBe(401);
  });

  it('does not sign in a user of another role with that email', async () => {
    await t.user('student', { email: 'only.student@college.test' });
    claims = { email: 'only.student@college.test', email_verified: true };
    const { location } = await googleRoundTrip(t.browser(), 'superadmin');
    expect(location).toBe(loginError(gatewayMessages.googleNoAccount('Super Admin'), 'superadmin'));
  });

  it('refuses a callback whose state does not match, and one without a round trip started here', async () => {
    await t.user('admin', { email: 'state.admin@college.test' });
    claims = { email: 'state.admin@college.test', email_verified: true };
    const browser = t.browser();
    const { location } = await googleRoundTrip(browser, 'admin', (callback) =>
      callback.searchParams.set('state', 'f'.repeat(40)),
    );
    expect(location).toBe(loginError(gatewayMessages.googleFailed, 'admin'));
    expect((await browser.call('GET', '/auth/verify-user')).status).toBe(401);

    // A callback carried to another browser (login CSRF) finds no state in that browser's session.
    const victim = t.browser();
    const attacker = t.browser();
    const start = await attacker.request('GET', '/auth/google?role=admin');
    const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const forced = await victim.request('GET', atProvider.headers.get('location')!);
    expect(forced.headers.get('location')).toBe(loginError(gatewayMessages.googleFailed));
    expect((await victim.call('GET', '/auth/verify-user')).status).toBe(401);
  });

  it('refuses an id_token for another audience, with another nonce or an unverified email', async () => {
    await t.user('admin', { email: 'token.admin@college.test' });
    for (const [tokenClaims, message] of [
      [{ aud: 'someone-else.apps.example' }, gatewayMessages.googleFailed],
      [{ nonce: 'a'.repeat(40) }, gatewayMessages.googleFailed],
      [{ email_verified: false }, gatewayMessages.googleEmailUnverified],
    ] as const) {
      claims = { email: 'token.admin@college.test', email_verified: true, ...tokenClaims };
      const browser = t.browser();
      const { location } = await googleRoundTrip(browser, 'admin');
      expect([tokenClaims, location]).toEqual([tokenClaims, loginError(message, 'admin')]);
      expect((await browser.call('GET', '/auth/verify-user')).status).toBe(401);
    }
  });

  it("refuses an id_token that the provider's published keys did not sign", async () => {
    await t.user('admin', { email: 'forged.admin@college.test' });
    // A token endpoint that signs with its own key while claiming to be the provider.
    const rogue = new OAuth2Server();
    await rogue.issuer.keys.generate('RS256');
    await rogue.start(0, '127.0.0.1');
    const rogueUrl = `http://127.0.0.1:${rogue.address().port}`;
    rogue.issuer.url = provider.issuer.url;
    let nonce = '';
    rogue.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, { email: 'forged.admin@college.test', email_verified: true, nonce });
    });
    try {
      const issuer = provider.issuer.url!;
      const gateway = await t.extraGateway({
        google: {
          clientId: CLIENT_ID,
          clientSecret: 'test-client-secret',
          authorizeUrl: `${issuer}/authorize`,
          tokenUrl: `${rogueUrl}/token`,
          jwksUrl: `${issuer}/jwks`,
          issuer,
        },
      });
      const browser = t.browser();
      const start = await browser.request('GET', `${gateway.url}/auth/google?role=admin`);
      nonce = new URL(start.headers.get('location')!).searchParams.get('nonce')!;
      const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
      const back = await browser.request('GET', atProvider.headers.get('location')!);
      expect(back.headers.get('location')).toBe(loginError(gatewayMessages.googleFailed, 'admin'));
      expect((await browser.request('GET', `${gateway.url}/auth/verify-user`)).status).toBe(401);
    } finally {
      await rogue.stop();
    }
  });

  it('sends a missing or unknown role, and a cancelled sign-in, back to the login page', async () => {
    for (const query of ['', '?role=', '?role=guardian', '?role[]=admin']) {
      const answer = await t.browser().request('GET', `/auth/google${query}`);
      expect([query, answer.status, answer.headers.get('location')]).toEqual([query, 302, loginError(messages.roleRequired)]);
    }
    const browser = t.browser();
    const start = await browser.request('GET', '/auth/google?role=admin');
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const cancelled = await browser.request('GET', `/auth/google/callback?error=access_denied&state=${state}`);
    expect(cancelled.headers.get('location')).toBe(loginError(gatewayMessages.googleCancelled, 'admin'));
  });

  it('says so when Google sign-in is not configured, with a redirect from both addresses, never a 400', async () => {
    const gateway = await t.extraGateway({ google: undefined });
    const answer = await fetch(`${gateway.url}/auth/google?role=admin`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(loginError(gatewayMessages.googleUnavailable, 'admin'));
    const noRole = await fetch(`${gateway.url}/auth/google`, { redirect: 'manual' });
    expect([noRole.status, noRole.headers.get('location')]).toEqual([302, loginError(messages.roleRequired)]);
    const callback = await fetch(`${gateway.url}/auth/google/callback?state=x&code=y`, { redirect: 'manual' });
    expect([callback.status, callback.headers.get('location')]).toEqual([302, loginError(gatewayMessages.googleUnavailable)]);
  });
});
