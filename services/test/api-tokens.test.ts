import { createHash } from 'node:crypto';
import { apiTokenMessages, customRoleMessages, messages, permissions } from '@rollcall/contracts';
import type { Identity } from '@rollcall/contracts/internal';
import { identityMessages } from '../src/http/identity';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { assignRoles, createRole } from './support/roles';
import { insertPerson } from './support/setup-data';
import { identities, MISSING_ID, refusal } from './support/stack';

const area = adminAreaStack();
let riverside: TestInstitute;
let hillside: TestInstitute;

beforeAll(async () => {
  riverside = await area.institute('Riverside');
  hillside = await area.institute('Hillside');
});

interface Created {
  apiToken: {
    id: string;
    name: string;
    permissions: string[];
    expiresOn: string | null;
    createdAt: string;
    lastUsedAt: string | null;
  };
  secret: string;
}

async function createToken(caller: Identity, body: Record<string, unknown>): Promise<Created> {
  const answer = await area.stack.call('POST', '/admin/api-tokens', { identity: caller, body });
  if (answer.status !== 201) throw new Error(`creating a token answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as Created;
}

const verify = (secret: unknown) =>
  area.stack.call('POST', '/internal/api-tokens/verify', { identity: identities.gateway, body: { secret } });

/** The identity the gateway signs for a call made with the token. */
const asToken = (institute: TestInstitute, tokenId: string, userId = institute.adminId): Identity => ({
  role: 'admin',
  userId,
  instituteId: institute.id,
  tokenId,
});

const lastUsedOf = async (id: string) =>
  (await area.pool.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM api_tokens WHERE id = $1', [id])).rows[0]!
    .last_used_at;

describe('POST /admin/api-tokens', () => {
  it('creates a token and answers its secret once; only the SHA-256 of the secret is stored', async () => {
    const created = await createToken(riverside.admin, {
      name: '  Fees system ',
      permissions: ['view_reports', 'manage_people', 'view_reports'],
      expiresOn: '2199-12-31',
    });

    expect(created).toEqual({
      success: true,
      apiToken: {
        id: expect.any(String),
        name: 'Fees system',
        permissions: ['manage_people', 'view_reports'],
        expiresOn: '2199-12-31',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        lastUsedAt: null,
      },
      secret: expect.stringMatching(/^rc_[A-Za-z0-9_-]{43}$/),
    });
    const { rows } = await area.pool.query<{ secret_hash: Buffer; created_by: string }>(
      'SELECT secret_hash, created_by FROM api_tokens WHERE id = $1',
      [created.apiToken.id],
    );
    expect(rows[0]!.secret_hash.equals(createHash('sha256').update(created.secret).digest())).toBe(true);
    expect(rows[0]!.created_by).toBe(riverside.adminId);
    const stored = JSON.stringify(
      (await area.pool.query('SELECT * FROM api_tokens WHERE id = $1', [created.apiToken.id])).rows[0],
    );
    expect(stored).not.toContain(created.secret.slice(3));
  });

  it('answers 400 for no permission, an unknown one, a blank name or an expiry in the past, and stores nothing', async () => {
    const before = (await area.pool.query('SELECT count(*)::int AS n FROM api_tokens')).rows[0].n;
    const call = (body: unknown) => area.stack.call('POST', '/admin/api-tokens', { identity: riverside.admin, body });

    expect(await call({ name: 'Sync', permissions: [] })).toEqual(refusal(400, apiTokenMessages.permissionsRequired));
    expect(await call({ name: 'Sync', permissions: ['fly'] })).toEqual(refusal(400, messages.permissionUnknown));
    expect(await call({ name: ' ', permissions: ['view_reports'] })).toEqual(refusal(400, messages.nameRequired));
    expect(await call({ name: 'Sync', permissions: ['view_reports'], expiresOn: '2020-01-01' })).toEqual(
      refusal(400, apiTokenMessages.expiryPast),
    );
    expect(await call({ name: 'Sync', permissions: ['view_reports'], expiresOn: '31/12/2030' })).toEqual(
      refusal(400, messages.validDate),
    );
    expect((await area.pool.query('SELECT count(*)::int AS n FROM api_tokens')).rows[0].n).toBe(before);
  });

  it('lets nobody give a token a permission they do not hold', async () => {
    const office = await insertPerson(area.pool, riverside.id, 'admin', 'Omana Office');
    const role = await createRole(area, riverside.admin, 'Token keeper', ['manage_roles', 'view_reports']);
    expect((await assignRoles(area, riverside.admin, office.id, [role.id])).status).toBe(200);

    const beyond = await area.stack.call('POST', '/admin/api-tokens', {
      identity: office.identity,
      body: { name: 'Too much', permissions: ['view_reports', 'manage_people'] },
    });

    expect(beyond).toEqual(refusal(403, customRoleMessages.permissionsNotHeld(['manage_people'])));
    const within = await createToken(office.identity, { name: 'Reports', permissions: ['view_reports'] });
    expect(within.apiToken.permissions).toEqual(['view_reports']);
  });

  it('needs manage_roles', async () => {
    const clerk = await insertPerson(area.pool, riverside.id, 'admin', 'Chitra Clerk');
    const role = await createRole(area, riverside.admin, 'Clerk', ['view_reports']);
    expect((await assignRoles(area, riverside.admin, clerk.id, [role.id])).status).toBe(200);
    const answer = await area.stack.call('POST', '/admin/api-tokens', {
      identity: clerk.identity,
      body: { name: 'Mine', permissions: ['view_reports'] },
    });
    expect(answer).toEqual(refusal(403, messages.noPermission));
  });
});

describe('GET and DELETE /admin/api-tokens', () => {
  it('lists the institute’s live tokens newest first without secrets, and a revoked one no more', async () => {
    const institute = await area.institute('Lakeside');
    const first = await createToken(institute.admin, { name: 'First', permissions: ['view_reports'] });
    const second = await createToken(institute.admin, { name: 'Second', permissions: ['manage_setup'] });
    await createToken(hillside.admin, { name: 'Elsewhere', permissions: ['view_reports'] });

    const listed = await area.stack.call('GET', '/admin/api-tokens', { identity: institute.admin });
    expect(listed).toEqual({ status: 200, body: { success: true, apiTokens: [second.apiToken, first.apiToken] } });
    expect(JSON.stringify(listed.body)).not.toContain('rc_');

    expect(await area.stack.call('DELETE', `/admin/api-tokens/${first.apiToken.id}`, { identity: institute.admin })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await area.stack.call('GET', '/admin/api-tokens', { identity: institute.admin })).body.apiTokens).toEqual([
      second.apiToken,
    ]);
    expect(await verify(first.secret)).toEqual(refusal(401, apiTokenMessages.revokedToken));
  });

  it('answers 404 for a token of another institute, one already revoked, or no token, and revokes nothing', async () => {
    const theirs = await createToken(hillside.admin, { name: 'Theirs', permissions: ['view_reports'] });
    const revoke = (id: string) => area.stack.call('DELETE', `/admin/api-tokens/${id}`, { identity: riverside.admin });

    expect(await revoke(theirs.apiToken.id)).toEqual(refusal(404, apiTokenMessages.tokenNotFound));
    expect(await revoke(MISSING_ID)).toEqual(refusal(404, apiTokenMessages.tokenNotFound));
    expect(await revoke('not-an-id')).toEqual(refusal(404, apiTokenMessages.tokenNotFound));
    expect((await verify(theirs.secret)).status).toBe(200);

    const mine = await createToken(riverside.admin, { name: 'Twice', permissions: ['view_reports'] });
    expect((await revoke(mine.apiToken.id)).status).toBe(200);
    expect(await revoke(mine.apiToken.id)).toEqual(refusal(404, apiTokenMessages.tokenNotFound));
  });
});

describe('POST /internal/api-tokens/verify', () => {
  it('answers the admin and institute a live token acts for, and marks it used at most once a minute', async () => {
    const created = await createToken(riverside.admin, { name: 'Busy', permissions: ['view_reports'] });

    expect(await verify(created.secret)).toEqual({
      status: 200,
      body: { success: true, token: { tokenId: created.apiToken.id, instituteId: riverside.id, userId: riverside.adminId } },
    });
    const firstUse = await lastUsedOf(created.apiToken.id);
    expect(firstUse).toBeInstanceOf(Date);
    expect((await verify(created.secret)).status).toBe(200);
    expect(await lastUsedOf(created.apiToken.id)).toEqual(firstUse);

    await area.pool.query(`UPDATE api_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1`, [
      created.apiToken.id,
    ]);
    expect((await verify(created.secret)).status).toBe(200);
    expect((await lastUsedOf(created.apiToken.id))!.getTime()).toBeGreaterThan(firstUse!.getTime());
    const listed = await area.stack.call('GET', '/admin/api-tokens', { identity: riverside.admin });
    expect(listed.body.apiTokens.find((token: { id: string }) => token.id === created.apiToken.id).lastUsedAt).toEqual(
      expect.any(String),
    );
  });

  it('answers 401 with what is wrong for an unknown, expired or revoked token, or none', async () => {
    const created = await createToken(riverside.admin, { name: 'Old', permissions: ['view_reports'], expiresOn: '2199-01-01' });
    await area.pool.query(`UPDATE api_tokens SET expires_on = current_date - 2 WHERE id = $1`, [created.apiToken.id]);
    const { rows } = await area.pool.query<{ day: string }>(`SELECT to_char(current_date - 2, 'YYYY-MM-DD') AS day`);

    expect(await verify(created.secret)).toEqual(refusal(401, apiTokenMessages.expiredToken(rows[0]!.day)));
    expect(await lastUsedOf(created.apiToken.id)).toBeNull();
    expect(await verify(`${created.secret}x`)).toEqual(refusal(401, apiTokenMessages.unknownToken));
    expect(await verify('rc_')).toEqual(refusal(401, apiTokenMessages.unknownToken));
    expect(await verify(42)).toEqual(refusal(401, apiTokenMessages.unknownToken));
    expect(await verify('x'.repeat(5000))).toEqual(refusal(401, apiTokenMessages.unknownToken));
  });

  it('answers only the gateway', async () => {
    const created = await createToken(riverside.admin, { name: 'Private', permissions: ['view_reports'] });
    const answer = await area.stack.call('POST', '/internal/api-tokens/verify', {
      identity: riverside.admin,
      body: { secret: created.secret },
    });
    expect(answer.status).toBe(403);
  });
});

describe('a call made with an API token', () => {
  it('holds exactly the token’s permissions', async () => {
    const created = await createToken(riverside.admin, { name: 'Reader', permissions: ['view_reports'] });
    const token = asToken(riverside, created.apiToken.id);

    const me = await area.stack.call('GET', '/admin/me', { identity: token });
    expect(me.body).toMatchObject({ success: true, user: { id: riverside.adminId }, permissions: ['view_reports'] });
    expect((await area.stack.call('GET', '/admin/classes', { identity: token })).status).toBe(200);
    const setup = await area.stack.call('POST', '/admin/academic-years', {
      identity: token,
      body: { name: '2031-32', startsOn: '2031-06-01', endsOn: '2032-03-31' },
    });
    expect(setup).toEqual(refusal(403, messages.noPermission));
    expect(await area.stack.call('GET', '/admin/roles', { identity: token })).toEqual(refusal(403, messages.noPermission));
  });

  it('loses a permission its creator loses', async () => {
    const deputy = await insertPerson(area.pool, riverside.id, 'admin', 'Deepa Deputy');
    const broad = await createRole(area, riverside.admin, 'Deputy', ['view_reports', 'manage_roles', 'manage_setup']);
    const narrow = await createRole(area, riverside.admin, 'Deputy, narrowed', ['view_reports', 'manage_roles']);
    expect((await assignRoles(area, riverside.admin, deputy.id, [broad.id])).status).toBe(200);
    const created = await createToken(deputy.identity, { name: 'Setup sync', permissions: ['manage_setup', 'view_reports'] });
    const token = asToken(riverside, created.apiToken.id, deputy.id);
    expect((await area.stack.call('GET', '/admin/me', { identity: token })).body.permissions).toEqual([
      'manage_setup',
      'view_reports',
    ]);

    expect((await assignRoles(area, riverside.admin, deputy.id, [narrow.id])).status).toBe(200);

    expect((await area.stack.call('GET', '/admin/me', { identity: token })).body.permissions).toEqual(['view_reports']);
  });

  it('gives a custom role no permission the token lacks', async () => {
    const created = await createToken(riverside.admin, { name: 'Roles sync', permissions: ['manage_roles', 'view_reports'] });
    const token = asToken(riverside, created.apiToken.id);

    const beyond = await area.stack.call('POST', '/admin/roles', {
      identity: token,
      body: { name: 'Set up all', permissions: ['manage_setup'] },
    });

    expect(beyond).toEqual(refusal(403, customRoleMessages.permissionsNotHeld(['manage_setup'])));
    const within = await area.stack.call('POST', '/admin/roles', {
      identity: token,
      body: { name: 'Readers by token', permissions: ['view_reports'] },
    });
    expect(within.status).toBe(201);
  });

  it('may not list, create or revoke tokens, even holding manage_roles', async () => {
    const created = await createToken(riverside.admin, { name: 'Everything', permissions: [...permissions] });
    const token = asToken(riverside, created.apiToken.id);
    const refused = refusal(403, apiTokenMessages.tokensCannotManageTokens);

    expect(await area.stack.call('GET', '/admin/api-tokens', { identity: token })).toEqual(refused);
    expect(
      await area.stack.call('POST', '/admin/api-tokens', {
        identity: token,
        body: { name: 'Child', permissions: ['view_reports'] },
      }),
    ).toEqual(refused);
    expect(await area.stack.call('DELETE', `/admin/api-tokens/${created.apiToken.id}`, { identity: token })).toEqual(refused);
    expect((await verify(created.secret)).status).toBe(200);
  });

  it('answers 401 once the token is revoked, even with an identity signed before', async () => {
    const created = await createToken(riverside.admin, { name: 'Gone', permissions: ['view_reports'] });
    const token = asToken(riverside, created.apiToken.id);
    expect((await area.stack.call('GET', '/admin/classes', { identity: token })).status).toBe(200);

    await area.stack.call('DELETE', `/admin/api-tokens/${created.apiToken.id}`, { identity: riverside.admin });

    expect(await area.stack.call('GET', '/admin/classes', { identity: token })).toEqual(
      refusal(401, identityMessages.unauthenticated),
    );
  });

  it('ends with the admin who created it', async () => {
    const leaving = await insertPerson(area.pool, riverside.id, 'admin', 'Leela Leaving');
    const created = await createToken(leaving.identity, { name: 'Orphan', permissions: ['view_reports'] });

    await area.pool.query('DELETE FROM users WHERE id = $1', [leaving.id]);

    expect(await verify(created.secret)).toEqual(refusal(401, apiTokenMessages.unknownToken));
  });
});
