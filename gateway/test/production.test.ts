import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE, gatewayMessages } from '@rollcall/contracts';
import { gatewayOptionsFromEnv, type GatewayLimits } from '../src';
import { DEVICE_COOKIE } from '../src/devices/device-cookie';
import { SHELL_ORIGIN, SUPERADMIN, startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

let t: GatewayTestStack;

beforeAll(async () => {
  t = await startGatewayTestStack();
});
afterAll(() => t?.stop());

/** A gateway configured as main.ts configures it with NODE_ENV=production, on the test stack's database and services. */
function productionGateway(limits: Partial<GatewayLimits> = {}) {
  const stack = t.stack.gatewayOptions;
  const options = gatewayOptionsFromEnv({
    NODE_ENV: 'production',
    GATEWAY_PORT: '0',
    SERVICES_URL: stack.servicesUrl,
    DATABASE_URL: stack.databaseUrl,
    INTERNAL_SECRET: stack.internalSecret,
    SESSION_SECRETS: stack.sessionSecrets.join(','),
    SHELL_ORIGINS: stack.shellOrigins.join(','),
    SHELL_URL: stack.shellUrl,
  });
  return t.extraGateway({ ...options, limits });
}

/** A request as the TLS-terminating proxy in front passes it on: it appends the address it saw. */
function throughProxy(gatewayUrl: string, path: string, forwardedFor: string, body: unknown) {
  return fetch(`${gatewayUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: CSRF_VALUE,
      origin: SHELL_ORIGIN,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': forwardedFor,
    },
    body: JSON.stringify(body),
  });
}

describe('a production gateway', () => {
  it('refuses plain HTTP with a clear 403 and sets no cookie; through the TLS proxy the session and device cookies are Secure', async () => {
    const gateway = await productionGateway();
    const plain = await t.browser().call('POST', `${gateway.url}/auth/login`, { json: { role: 'superadmin', ...SUPERADMIN } });
    expect(plain.status).toBe(403);
    expect(plain.body).toEqual({ success: false, errors: [gatewayMessages.httpsRequired] });
    expect(plain.headers.getSetCookie()).toEqual([]);

    const secure = await throughProxy(gateway.url, '/auth/login', '203.0.113.30', { role: 'superadmin', ...SUPERADMIN });
    expect(secure.status).toBe(200);
    const cookie = secure.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/;\s*secure/i);
    const deviceCookie = secure.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
    expect(deviceCookie).toMatch(/;\s*secure/i);
  });

  it('counts sign-in failures against the address the proxy saw, whatever the client wrote before it', async () => {
    const gateway = await productionGateway({ failedAccountsPerAddress: { attempts: 3, windowSeconds: 900 } });
    const guesser = '203.0.113.66';
    const victim = '198.51.100.7';
    const guess = (forged: string, account: number) =>
      throughProxy(gateway.url, '/auth/login', `${forged}, ${guesser}`, {
        role: 'admin',
        email: `spray-${account}@rollcall.test`,
        password: 'Wr0ng!Password',
      });

    for (let account = 0; account < 3; account++) expect((await guess(`10.0.0.${account}`, account)).status).toBe(401);
    expect((await guess('10.0.0.99', 99)).status).toBe(429);
    // Writing the victim's address into the header charges the guesser, not the victim.
    expect((await guess(victim, 100)).status).toBe(429);
    expect((await throughProxy(gateway.url, '/auth/login', victim, { role: 'superadmin', ...SUPERADMIN })).status).toBe(200);
  });

  it('counts enquiries against the address the proxy saw too', async () => {
    const gateway = await productionGateway({ enquiriesPerAddress: { attempts: 2, windowSeconds: 3600 } });
    const enquiry = (instituteName: string, forged: string) =>
      throughProxy(gateway.url, '/enquiries', `${forged}, 203.0.113.77`, {
        instituteName,
        contactName: 'Meera Iyer',
        email: 'principal@riverside.in',
        phoneNumber: '+91 98450 12345',
        students: 800,
      });
    expect((await enquiry('Forged One School', '10.1.0.1')).status).toBe(201);
    expect((await enquiry('Forged Two School', '10.1.0.2')).status).toBe(201);
    expect((await enquiry('Forged Three School', '10.1.0.3')).status).toBe(429);
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  const base = { DATABASE_URL: 'postgres://x', INTERNAL_SECRET: 'x', SESSION_SECRETS: 'x' };

  it('is one proxy in production and none otherwise unless set', () => {
    expect(gatewayOptionsFromEnv({ ...base, NODE_ENV: 'production' }).trustedProxyHops).toBe(1);
    expect(gatewayOptionsFromEnv(base).trustedProxyHops).toBe(0);
    expect(gatewayOptionsFromEnv({ ...base, NODE_ENV: 'production', TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    expect(gatewayOptionsFromEnv({ ...base, TRUSTED_PROXY_HOPS: '0', NODE_ENV: 'production' }).trustedProxyHops).toBe(0);
  });

  it('refuses a value that is not a whole number of hops', () => {
    for (const value of ['yes', '-1', '1.5', '']) {
      expect(() => gatewayOptionsFromEnv({ ...base, TRUSTED_PROXY_HOPS: value })).toThrow(
        'TRUSTED_PROXY_HOPS must be a whole number (0 or more)',
      );
    }
  });
});

describe('the database login', () => {
  it('refuses to start on a superuser login, which row-level security would not stop', async () => {
    await expect(t.extraGateway({ databaseUrl: t.stack.database!.ownerUrl })).rejects.toThrow(
      'The database login "postgres" is a superuser, so row-level security does not apply to it.',
    );
  });
});
