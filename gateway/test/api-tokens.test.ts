import { apiTokenMessages, gatewayMessages, messages } from '@rollcall/contracts';
import { Browser } from './support/browser';
import { type GatewayTestStack, startGatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

let t: GatewayTestStack;
let instituteId: string;
let admin: Browser;

beforeAll(async () => {
  t = await startGatewayTestStack();
  instituteId = await t.institute();
  const { email } = await t.user('admin', { instituteId, name: 'Asha Admin' });
  admin = await t.signedIn('admin', email);
});
afterAll(() => t?.stop());

/** A token made by the admin through their session; answers its id and secret. */
async function newToken(permissions: string[], by: Browser = admin, name = 'Sync') {
  const answer = await by.call('POST', '/admin/api-tokens', { json: { name, permissions } });
  expect(answer.status).toBe(201);
  return { id: answer.body.apiToken.id as string, secret: answer.body.secret as string };
}

/** A call as an integration makes it: no cookie, no CSRF header, no Origin; only the bearer token. */
const withToken = (secret: string, method: string, path: string, json?: unknown, gatewayUrl?: string) => {
  const integration = gatewayUrl ? new Browser(gatewayUrl) : t.browser();
  return integration.call(method, path, { csrf: false, json, headers: { authorization: `Bearer ${secret}` } });
};

const refusal = (status: number, error: string) => ({ status, body: { success: false, errors: [error] } });

describe('a call with an API token', () => {
  it('acts as an admin of the token’s institute, reads and writes with no cookie, CSRF header or Origin', async () => {
    const { secret } = await newToken(['manage_roles', 'view_reports']);

    const me = await withToken(secret, 'GET', '/admin/me');
    expect(me.status).toBe(200);
    expect(me.body.permissions).toEqual(['view_reports', 'manage_roles']);
    expect(me.headers.get('set-cookie')).toBeNull();

    const created = await withToken(secret, 'POST', '/admin/roles', { name: 'Readers', permissions: ['view_reports'] });
    expect(created.status).toBe(201);
    const fromElsewhere = await t.browser().call('POST', '/admin/roles', {
      csrf: false,
      json: { name: 'Readers too', permissions: ['view_reports'] },
      headers: { authorization: `Bearer ${secret}`, origin: 'https://sis.example.com' },
    });
    expect(fromElsewhere.status).toBe(201);
  });

  it('leaves a cookie session needing its CSRF header and an allowed Origin', async () => {
    const noHeader = await admin.call('POST', '/admin/roles', { csrf: false, json: { name: 'Nope', permissions: [] } });
    expect(noHeader).toMatchObject(refusal(403, gatewayMessages.invalidCsrf));
    const foreign = await admin.call('POST', '/admin/roles', {
      json: { name: 'Nope', permissions: [] },
      headers: { origin: 'https://evil.example.com' },
    });
    expect(foreign).toMatchObject(refusal(403, gatewayMessages.invalidCsrf));
  });

  it('answers 403 outside the token’s permissions', async () => {
    const { secret } = await newToken(['view_reports']);
    expect(await withToken(secret, 'GET', '/admin/roles')).toMatchObject(refusal(403, messages.noPermission));
    expect(
      await withToken(secret, 'POST', '/admin/academic-years', { name: '2031-32', startsOn: '2031-06-01', endsOn: '2032-03-31' }),
    ).toMatchObject(refusal(403, messages.noPermission));
    expect((await withToken(secret, 'GET', '/admin/classes')).status).toBe(200);
  });

  it('answers 401 for an unknown, revoked or expired token, or a Bearer header without one', async () => {
    const revoked = await newToken(['view_reports']);
    expect((await withToken(revoked.secret, 'GET', '/admin/me')).status).toBe(200);
    expect((await admin.call('DELETE', `/admin/api-tokens/${revoked.id}`)).status).toBe(200);
    expect(await withToken(revoked.secret, 'GET', '/admin/me')).toMatchObject(refusal(401, apiTokenMessages.revokedToken));

    const expired = await newToken(['view_reports']);
    await t.db.query(`UPDATE api_tokens SET expires_on = current_date - 2 WHERE id = $1`, [expired.id]);
    const expiredAnswer = await withToken(expired.secret, 'GET', '/admin/me');
    expect(expiredAnswer.status).toBe(401);
    expect(expiredAnswer.body.errors[0]).toMatch(/^This API token expired on \d{4}-\d\d-\d\d$/);

    expect(await withToken('rc_unknown', 'GET', '/admin/me')).toMatchObject(refusal(401, apiTokenMessages.unknownToken));
    expect(await withToken('', 'GET', '/admin/me')).toMatchObject(refusal(401, apiTokenMessages.unknownToken));
  });

  it('reaches only the admin area', async () => {
    const { secret } = await newToken(['view_reports']);
    expect(await withToken(secret, 'GET', '/teacher/today')).toMatchObject(refusal(401, apiTokenMessages.adminCallsOnly));
    expect(await withToken(secret, 'GET', '/auth/verify-user')).toMatchObject(refusal(401, apiTokenMessages.adminCallsOnly));
  });

  it('never reaches another institute, whatever the request says', async () => {
    const otherInstitute = await t.institute();
    const other = await t.user('admin', { instituteId: otherInstitute });
    const otherAdmin = await t.signedIn('admin', other.email);
    const theirRole = await otherAdmin.call('POST', '/admin/roles', {
      json: { name: 'Their role', permissions: ['view_reports'] },
    });
    expect(theirRole.status).toBe(201);
    const { secret } = await newToken(['manage_roles', 'view_reports']);

    const listed = await t.browser().call('GET', '/admin/roles', {
      csrf: false,
      headers: { authorization: `Bearer ${secret}`, 'x-rollcall-identity': 'forged', 'x-user-institute': otherInstitute },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.roles.map((role: { id: string }) => role.id)).not.toContain(theirRole.body.role.id);
    const change = await withToken(secret, 'DELETE', `/admin/roles/${theirRole.body.role.id}`);
    expect(change.status).toBe(404);
    expect((await otherAdmin.call('GET', '/admin/roles')).body.roles).toHaveLength(1);
  });

  it('may not manage API tokens', async () => {
    const { secret, id } = await newToken(['manage_roles', 'view_reports']);
    expect(await withToken(secret, 'GET', '/admin/api-tokens')).toMatchObject(
      refusal(403, apiTokenMessages.tokensCannotManageTokens),
    );
    expect(await withToken(secret, 'DELETE', `/admin/api-tokens/${id}`)).toMatchObject(
      refusal(403, apiTokenMessages.tokensCannotManageTokens),
    );
  });

  it('shows as used in the list, and is logged with its id', async () => {
    const lines: string[] = [];
    const logged = await t.extraGateway({ log: (line: string) => lines.push(line) });
    const { secret, id } = await newToken(['view_reports'], admin, 'Logged');

    expect((await withToken(secret, 'GET', '/admin/classes', undefined, logged.url)).status).toBe(200);

    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^api token ${id} \\(institute ${instituteId}\\): GET /admin/classes → 200 in \\d+ ms$`)),
    );
    const listed = await admin.call('GET', '/admin/api-tokens');
    const token = listed.body.apiTokens.find((each: { id: string }) => each.id === id);
    expect(token.lastUsedAt).toEqual(expect.any(String));
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it('is limited per token with 429 and Retry-After, while another token goes on', async () => {
    const limited = await t.extraGateway({ limits: { apiTokenCalls: { attempts: 2, windowSeconds: 60 } } });
    const busy = await newToken(['view_reports']);
    const quiet = await newToken(['view_reports']);

    for (let call = 0; call < 2; call += 1)
      expect((await withToken(busy.secret, 'GET', '/admin/me', undefined, limited.url)).status).toBe(200);
    const refused = await withToken(busy.secret, 'GET', '/admin/me', undefined, limited.url);

    expect(refused).toMatchObject(refusal(429, apiTokenMessages.tooManyCalls(1)));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await withToken(quiet.secret, 'GET', '/admin/me', undefined, limited.url)).status).toBe(200);
  });
});
