import { request } from 'node:http';
import { connect } from 'node:net';
import { CSRF_HEADER, CSRF_VALUE, gatewayMessages } from '@rollcall/contracts';
import { identityHeaders } from '@rollcall/contracts/internal';
import { freePort } from '../../services/src/db/free-port';
import type { Browser } from './support/browser';
import { REMOTE_ORIGIN, SHELL_ORIGIN, startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

let t: GatewayTestStack;
let instituteId: string;
let adminId: string;
/** The admin the super admin renames and deletes (not the one signed in). */
let otherAdminId: string;
const sessions: Record<'admin' | 'teacher' | 'student' | 'superadmin', Browser> = {} as never;

beforeAll(async () => {
  t = await startGatewayTestStack();
  instituteId = await t.institute('Guarded College');
  const admin = await t.user('admin', { instituteId });
  adminId = admin.id;
  otherAdminId = (await t.user('admin', { instituteId })).id;
  sessions.admin = await t.signedIn('admin', admin.email);
  sessions.teacher = await t.signedIn('teacher', (await t.user('teacher', { instituteId })).email);
  sessions.student = await t.signedIn('student', (await t.user('student', { instituteId })).email);
  sessions.superadmin = await t.superadmin();
});
afterAll(() => t?.stop());

const institute = { name: 'Matrix College', email: 'office@matrix.test', phoneNumber: '+91 2', address: 'Ring Road' };
/** Every /superadmin call of the super admin area, the dashboard's stats included. */
const superadminCalls = () =>
  [
    ['POST', '/superadmin/institute', institute],
    ['GET', '/superadmin/institute', undefined],
    ['PATCH', '/superadmin/institute', { id: instituteId, ...institute, email: 'office@guarded.test' }],
    ['POST', '/superadmin/admin', { email: 'matrix.admin@matrix.test', instituteId, name: 'Matrix Admin' }],
    ['GET', `/superadmin/admin?instituteId=${instituteId}`, undefined],
    ['PATCH', '/superadmin/admin', { adminId: otherAdminId, name: 'Renamed' }],
    ['POST', '/superadmin/admin/resend-credentials', { adminId: otherAdminId }],
    ['DELETE', `/superadmin/admin?adminId=${otherAdminId}`, undefined],
    ['GET', '/superadmin/stats', undefined],
  ] as const;

const counts = async () =>
  (
    await t.db.query(
      `SELECT (SELECT count(*) FROM institutes) AS institutes, (SELECT count(*) FROM users) AS users, (SELECT string_agg(name, ',' ORDER BY name) FROM users) AS names`,
    )
  ).rows[0];

describe('role guard', () => {
  it.each(superadminCalls().map(([method, path, body]) => [`${method} ${path.split('?')[0]}`, method, path, body]))(
    '%s: no session 401, admin/teacher/student 403, nothing changes',
    async (_name, method, path, body) => {
      const before = await counts();
      const anonymous = await t.browser().call(method, path, { json: body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ success: false, errors: [gatewayMessages.signInRequired] });
      for (const role of ['admin', 'teacher', 'student'] as const) {
        const answer = await sessions[role].call(method, path, { json: body });
        expect([role, answer.status]).toEqual([role, 403]);
        expect(answer.body).toEqual({ success: false, errors: [gatewayMessages.noAccess] });
      }
      expect(await counts()).toEqual(before);
    },
  );

  it('lets the super admin make every one of those calls', async () => {
    const statuses: Record<string, number> = {};
    for (const [method, path, body] of superadminCalls()) {
      const answer = await sessions.superadmin.call(method, path, { json: body });
      statuses[`${method} ${path.split('?')[0]}`] = answer.status;
      expect([path, answer.body.success]).toEqual([path, true]);
    }
    expect(statuses).toEqual({
      'POST /superadmin/institute': 201,
      'GET /superadmin/institute': 200,
      'PATCH /superadmin/institute': 200,
      'POST /superadmin/admin': 201,
      'GET /superadmin/admin': 200,
      'PATCH /superadmin/admin': 200,
      'POST /superadmin/admin/resend-credentials': 200,
      'DELETE /superadmin/admin': 200,
      'GET /superadmin/stats': 200,
    });
  });

  it('keeps every area to its own role', async () => {
    expect((await sessions.superadmin.call('GET', '/admin/institute')).status).toBe(403);
    expect((await sessions.teacher.call('GET', '/admin/institute')).status).toBe(403);
    expect((await sessions.admin.call('GET', '/teacher/classes')).status).toBe(403);
    expect((await sessions.admin.call('GET', '/student/attendance')).status).toBe(403);
    expect((await sessions.student.call('GET', '/teacher/classes')).status).toBe(403);
    // The right role reaches services, which answers for routes it does not have yet.
    expect((await sessions.teacher.call('GET', '/teacher/classes')).status).toBe(404);
    expect((await t.browser().call('GET', '/student/attendance')).status).toBe(401);
  });

  it('never forwards paths that could name another area once normalised', async () => {
    // Sent byte for byte (fetch would normalise the dot segments itself).
    const rawGet = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(t.gatewayUrl);
        request({ host: url.hostname, port: url.port, path, headers: { cookie: sessions.admin.cookieHeader } }, (response) => {
          response.resume();
          resolve(response.statusCode!);
        })
          .on('error', reject)
          .end();
      });
    for (const path of [
      '/admin/../superadmin/institute',
      '/admin/%2e%2e/superadmin/institute',
      '/admin/x%2F..%2Fsuperadmin',
      '/admin/.\\..\\superadmin',
    ]) {
      expect([path, await rawGet(path)]).toEqual([path, 404]);
    }
  });

  it('answers other paths with 404 JSON', async () => {
    const answer = await sessions.superadmin.call('GET', '/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, errors: [gatewayMessages.notFound] });
  });
});

describe('forged identity headers', () => {
  it('change nothing for anonymous callers', async () => {
    const forged = identityHeaders('guessed-secret', { role: 'superadmin', userId: null, instituteId: null });
    const answer = await t.browser().call('GET', '/superadmin/institute', {
      headers: { 'x-user-role': 'superadmin', 'x-user-id': 'root', ...forged },
    });
    expect(answer.status).toBe(401);
  });

  it('change nothing for a signed-in admin, even a validly signed identity', async () => {
    const otherInstitute = await t.institute('Someone Else College');
    const forged = {
      'x-user-role': 'superadmin',
      'x-user-institute-id': otherInstitute,
      ...identityHeaders(t.stack.gatewayOptions.internalSecret, { role: 'admin', userId: adminId, instituteId: otherInstitute }),
    };
    expect((await sessions.admin.call('GET', '/superadmin/institute', { headers: forged })).status).toBe(403);
    const own = await sessions.admin.call('GET', '/admin/institute', { headers: forged });
    expect(own.status).toBe(200);
    expect(own.body.institute.id).toBe(instituteId);
  });
});

describe('CSRF', () => {
  it('refuses writes without the header, and writes from a foreign Origin even with it', async () => {
    const before = await counts();
    const noHeader = await sessions.superadmin.call('POST', '/superadmin/institute', { json: institute, csrf: false });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body).toEqual({ success: false, errors: [gatewayMessages.invalidCsrf] });
    const wrongValue = await sessions.superadmin.call('POST', '/superadmin/institute', {
      json: institute,
      csrf: false,
      headers: { [CSRF_HEADER]: 'yes' },
    });
    expect(wrongValue.status).toBe(403);
    const foreign = await sessions.superadmin.call('POST', '/superadmin/institute', {
      json: institute,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const logout = await sessions.superadmin.call('POST', '/auth/logout', { csrf: false });
    expect(logout.status).toBe(403);
    const login = await t
      .browser()
      .call('POST', '/auth/login', { json: { role: 'admin', email: 'a@b.test', password: 'x' }, csrf: false });
    expect(login.status).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await sessions.superadmin.call('GET', '/auth/verify-user')).status).toBe(200);
  });

  it('accepts writes from the shell and remote origins with the header', async () => {
    const fromShell = await sessions.superadmin.call('PATCH', '/superadmin/institute', {
      json: { id: instituteId, ...institute, name: 'Guarded College', email: 'office@guarded.test' },
      headers: { origin: REMOTE_ORIGIN },
    });
    expect(fromShell.status).toBe(200);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${t.gatewayUrl}/superadmin/institute`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,${CSRF_HEADER}`,
      },
    });

  it('allows the shell and its remotes with credentials', async () => {
    for (const origin of [SHELL_ORIGIN, REMOTE_ORIGIN]) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      expect(answer.headers.get('access-control-allow-headers')).toContain(CSRF_HEADER);
    }
    const get = await sessions.superadmin.call('GET', '/auth/verify-user', { headers: { origin: SHELL_ORIGIN } });
    expect(get.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
  });

  it('gives a foreign origin no allowance at all', async () => {
    const answer = await preflight('https://evil.example');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    const get = await sessions.superadmin.call('GET', '/auth/verify-user', {
      headers: { origin: 'http://localhost:3999.evil.example' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request targets', () => {
  it('refuses an absolute-form target (a request meant for a forward proxy) with 400 and a clear message', async () => {
    const { hostname, port } = new URL(t.gatewayUrl);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port) }, () => {
        socket.end('GET http://evil.example/auth/verify-user HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
      });
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (received += chunk));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      errors: [gatewayMessages.originFormRequired],
    });
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Headers) => {
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  };

  it('are on successful answers, proxied answers and every kind of error answer', async () => {
    const answers = [
      await sessions.superadmin.call('GET', '/auth/verify-user'),
      await sessions.superadmin.call('GET', '/superadmin/institute'),
      await t.browser().call('GET', '/auth/verify-user'),
      await t.browser().call('GET', '/superadmin/institute'),
      await sessions.admin.call('GET', '/superadmin/institute'),
      await t.browser().call('POST', '/auth/login', { json: {}, csrf: false }),
      await t.browser().call('POST', '/auth/login', { raw: '{' }),
      await t.browser().call('GET', '/missing'),
      await sessions.superadmin.call('POST', '/superadmin/institute', { raw: 'x'.repeat(2 * 1024 * 1024) }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 401, 403, 403, 400, 404, 413]);
    for (const answer of answers) expectSecurityHeaders(answer.headers);
  });
});

describe('proxy', () => {
  it('refuses a body over 5 MB (the largest import) with 413, whether its length is declared or streamed', async () => {
    const before = await counts();
    const big = JSON.stringify({ ...institute, address: 'x'.repeat(6 * 1024 * 1024) });
    const declared = await sessions.superadmin.call('POST', '/superadmin/institute', { raw: big });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ success: false, errors: [gatewayMessages.bodyTooLarge] });

    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 6 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await sessions.superadmin.call('POST', '/superadmin/institute', { raw: stream });
    expect(streamed.status).toBe(413);
    // The unread rest of the body makes the connection unusable: the client is told not to reuse it.
    expect(streamed.headers.get('connection')).toBe('close');
    expect(await counts()).toEqual(before);
  });

  it("passes on services' own 413 for a JSON body under the import size but over their limit, closing the connection", async () => {
    const before = await counts();
    const big = JSON.stringify({ ...institute, address: 'x'.repeat(4 * 1024 * 1024) });
    const answer = await sessions.superadmin.call('POST', '/superadmin/institute', { raw: big });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, errors: [gatewayMessages.bodyTooLarge] });
    // Services answered before reading the whole body, so the rest of it is still on the client's connection.
    expect(answer.headers.get('connection')).toBe('close');
    expect(await counts()).toEqual(before);
  });

  it('answers a forwarded body that does not decode as its Content-Encoding says with 400, and stores nothing', async () => {
    const before = await counts();
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const answer = await sessions.superadmin.call('POST', '/superadmin/institute', {
        raw: JSON.stringify(institute),
        headers: { 'content-encoding': encoding },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, errors: [gatewayMessages.undecodableBody] });
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a body that is not UTF-8 with 400, on the gateway's own routes and forwarded to services, and stores nothing", async () => {
    const enquiries = async () => (await t.db.query(`SELECT count(*)::int AS n FROM registration_enquiries`)).rows[0].n;
    const before = [await counts(), await enquiries()];
    const notUtf8 = { status: 400, body: { success: false, errors: [gatewayMessages.notUtf8Body] } };
    /** The JSON text of `value` with the bytes of a Latin-1 "é" (not UTF-8) in place of every "é". */
    const latin1 = (value: unknown) => Buffer.from(JSON.stringify(value), 'latin1');
    const login = { role: 'superadmin', email: 'root@rollcall.test', password: 'Sup3r!Secreté' };
    const enquiry = { instituteName: 'École Normale', contactName: 'Zoé', email: 'zoe@ecole.test', phoneNumber: '080 1234' };
    expect(await t.browser().call('POST', '/auth/login', { raw: latin1(login) })).toMatchObject(notUtf8);
    expect(await t.browser().call('POST', '/enquiries', { raw: latin1(enquiry) })).toMatchObject(notUtf8);
    const forwarded = await sessions.superadmin.call('POST', '/superadmin/institute', {
      raw: latin1({ ...institute, name: 'Médical' }),
    });
    expect(forwarded).toMatchObject(notUtf8);
    expect([await counts(), await enquiries()]).toEqual(before);
  });

  it('passes services answers through: status, body and errors', async () => {
    const invalid = await sessions.superadmin.call('POST', '/superadmin/institute', { json: { ...institute, email: 'nope' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ success: false, errors: ['Please enter a valid email address'] });
    const malformed = await sessions.superadmin.call('PATCH', '/superadmin/institute', { raw: '{"id":' });
    expect(malformed.status).toBe(400);
    const list = await sessions.superadmin.call('GET', '/superadmin/institute');
    expect(list.headers.get('content-type')).toMatch(/application\/json/);
    expect(list.headers.get('set-cookie') ?? '').not.toMatch(/koa|services/);
    expect(list.body.instituteData.some((row: { id: string }) => row.id === instituteId)).toBe(true);
  });

  it('logs one line, no failure, when the client hangs up halfway through a body: services did not fail', async () => {
    const logLines: string[] = [];
    const gateway = await t.extraGateway({ log: (line) => logLines.push(line) });
    const before = await counts();
    const { hostname, port } = new URL(gateway.url);
    const head = [
      'POST /superadmin/institute HTTP/1.1',
      `Host: ${hostname}:${port}`,
      'Content-Type: application/json',
      'Content-Length: 100000',
      `Cookie: ${sessions.superadmin.cookieHeader}`,
      `${CSRF_HEADER}: ${CSRF_VALUE}`,
    ].join('\r\n');
    await new Promise<void>((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port) }, () => {
        socket.write(`${head}\r\n\r\n{"name":"Half`, () => setTimeout(() => socket.destroy(), 100));
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    // The gateway is still answering, and the hang-up is one line of its log, not a failure with a stack.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answer = await fetch(`${gateway.url}/superadmin/institute`, { headers: { cookie: sessions.superadmin.cookieHeader } });
    expect(answer.status).toBe(200);
    expect(logLines).toEqual([expect.stringMatching(/^POST \/superadmin\/institute: client went away \(\w+\)$/)]);
    expect(await counts()).toEqual(before);
  });

  it('answers 503 with a clear message when services cannot be reached', async () => {
    const deadServices = `http://127.0.0.1:${await freePort()}`;
    const gateway = await t.extraGateway({ servicesUrl: deadServices });
    const url = (path: string) => `${gateway.url}${path}`;
    const login = await t
      .browser()
      .call('POST', url('/auth/login'), { json: { role: 'admin', email: 'a@b.test', password: 'Str0ng!Pass' } });
    expect(login.status).toBe(503);
    expect(login.body).toEqual({ success: false, errors: [gatewayMessages.serviceUnavailable] });
    for (const path of ['/superadmin/institute', '/auth/verify-user']) {
      const answer = await fetch(url(path), { headers: { cookie: sessions.superadmin.cookieHeader } });
      expect([path, answer.status, await answer.json()]).toEqual([
        path,
        503,
        { success: false, errors: [gatewayMessages.serviceUnavailable] },
      ]);
    }
  });
});
