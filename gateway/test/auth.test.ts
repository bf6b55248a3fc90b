import { gzipSync } from 'node:zlib';
import { SESSION_COOKIE, gatewayMessages, messages } from '@rollcall/contracts';
import { ADMIN_CREDENTIALS_SUBJECT } from '../../services/src';
import { PASSWORD, SUPERADMIN, startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

let t: GatewayTestStack;

beforeAll(async () => {
  t = await startGatewayTestStack();
});
afterAll(() => t?.stop());

const login = (role: string, email: string, password: string) =>
  t.browser().call('POST', '/auth/login', { json: { role, email, password } });

describe('POST /auth/login', () => {
  it('signs the super admin in with a fresh, httpOnly, SameSite=Lax session cookie', async () => {
    const browser = t.browser();
    const answer = await browser.call('POST', '/auth/login', { json: { role: 'superadmin', ...SUPERADMIN } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      role: 'superadmin',
      user: {
        id: expect.any(String),
        name: expect.any(String),
        email: SUPERADMIN.email,
        instituteId: null,
        mustChangePassword: false,
        language: 'en',
      },
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    // 32 random bytes in base64url.
    expect(browser.cookies[SESSION_COOKIE]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.query('SELECT user_id FROM sessions WHERE user_id = $1', [answer.body.user.id]);
    expect(stored.rowCount).toBeGreaterThan(0);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const answer = await login('superadmin', `  ${SUPERADMIN.email.toUpperCase()} `, SUPERADMIN.password);
    expect(answer.status).toBe(200);
  });

  it('refuses a wrong password, an unknown email and the wrong role with the same message', async () => {
    const admin = await t.user('admin');
    for (const [role, email, password] of [
      ['superadmin', SUPERADMIN.email, 'Wr0ng!Password'],
      ['superadmin', 'nobody@rollcall.test', SUPERADMIN.password],
      ['teacher', admin.email, PASSWORD],
    ] as const) {
      const answer = await login(role, email, password);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, errors: [gatewayMessages.invalidCredentials] });
      expect(
        answer.headers
          .getSetCookie()
          .some((line) => line.startsWith(`${SESSION_COOKIE}=`) && !line.startsWith(`${SESSION_COOKIE}=;`)),
      ).toBe(false);
    }
  });

  it('answers invalid input with the validation messages of the login form', async () => {
    const invalid = await login('superadmin', 'not-an-email', 'weak');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ success: false, errors: [messages.validEmail, messages.strongPassword] });

    const noRole = await t
      .browser()
      .call('POST', '/auth/login', { json: { email: SUPERADMIN.email, password: SUPERADMIN.password } });
    expect(noRole.status).toBe(400);
    expect(noRole.body.errors).toEqual([messages.roleRequired]);
  });

  it('answers unknown fields, wrong types, malformed JSON, other content types and a 5 MB body with 400/413, never 500', async () => {
    const browser = t.browser();
    const unknownField = await browser.call('POST', '/auth/login', { json: { role: 'superadmin', ...SUPERADMIN, admin: true } });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors).toEqual([messages.unknownField('admin')]);

    const wrongTypes = await browser.call('POST', '/auth/login', { json: { role: 7, email: ['a'], password: { x: 1 } } });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.errors).toEqual([messages.roleRequired, messages.validEmail, messages.strongPassword]);

    const array = await browser.call('POST', '/auth/login', { json: [1, 2] });
    expect(array.status).toBe(400);

    const malformed = await browser.call('POST', '/auth/login', { raw: '{"role": "superadmin", "email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, errors: [gatewayMessages.malformedJson] });

    const text = await browser.call('POST', '/auth/login', { raw: 'role=superadmin', contentType: 'text/plain' });
    expect(text.status).toBe(400);

    const huge = await browser.call('POST', '/auth/login', {
      raw: JSON.stringify({ role: 'superadmin', email: SUPERADMIN.email, password: 'A1!a'.repeat(1_310_720) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ success: false, errors: [gatewayMessages.bodyTooLarge] });
  });

  it('answers a body that does not decode as its Content-Encoding says with 400; a real gzip body signs in', async () => {
    const credentials = JSON.stringify({ role: 'superadmin', ...SUPERADMIN });
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const answer = await t
        .browser()
        .call('POST', '/auth/login', { raw: credentials, headers: { 'content-encoding': encoding } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, errors: [gatewayMessages.undecodableBody] });
    }
    const zipped = await t
      .browser()
      .call('POST', '/auth/login', { raw: gzipSync(credentials), headers: { 'content-encoding': 'gzip' } });
    expect(zipped.status).toBe(200);
  });

  it('gives a new session id at every sign-in; the previous id no longer works', async () => {
    const browser = await t.superadmin();
    const before = browser.cookieHeader;
    await browser.call('POST', '/auth/login', { json: { role: 'superadmin', ...SUPERADMIN } });
    expect(browser.cookieHeader).not.toBe(before);
    const replay = t.browser();
    replay.setCookieHeader(before);
    expect((await replay.call('GET', '/auth/verify-user')).status).toBe(401);
    expect((await browser.call('GET', '/auth/verify-user')).status).toBe(200);
  });
});

describe('GET /auth/verify-user', () => {
  it('answers 401 {success: false} without a session, with a forged cookie or a bad signature', async () => {
    const anonymous = await t.browser().call('GET', '/auth/verify-user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);

    const forged = t.browser();
    forged.setCookieHeader(`${SESSION_COOKIE}=made-up-session-id`);
    expect((await forged.call('GET', '/auth/verify-user')).status).toBe(401);

    const real = await t.superadmin();
    const tampered = t.browser();
    tampered.setCookieHeader(real.cookieHeader.replace(/(rollcall\.sid\.sig=)[^;]+/, '$1AAAAAAAAAAAAAAAAAAAAAAAAAA'));
    expect((await tampered.call('GET', '/auth/verify-user')).status).toBe(401);
  });

  it('answers the role and the user as services knows it now', async () => {
    const instituteId = await t.institute();
    const admin = await t.user('admin', { instituteId, name: 'Asha Admin' });
    const browser = await t.signedIn('admin', admin.email);
    await t.db.query(`UPDATE users SET name = 'Asha Renamed' WHERE id = $1`, [admin.id]);
    const answer = await browser.call('GET', '/auth/verify-user');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      role: 'admin',
      user: { id: admin.id, name: 'Asha Renamed', email: admin.email, instituteId, mustChangePassword: false, language: 'en' },
    });
  });

  it('answers HEAD like GET, without a body', async () => {
    const signedIn = await t.superadmin();
    const head = await signedIn.request('HEAD', '/auth/verify-user');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await head.text()).toBe('');

    const anonymous = await t.browser().request('HEAD', '/auth/verify-user');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toBe('');
  });
});

describe('POST /auth/logout', () => {
  it('ends the session server-side: the same cookie replayed gets 401', async () => {
    const browser = await t.superadmin();
    const cookie = browser.cookieHeader;
    const answer = await browser.call('POST', '/auth/logout');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(browser.cookies[SESSION_COOKIE]).toBeUndefined();

    const replay = t.browser();
    replay.setCookieHeader(cookie);
    expect((await replay.call('GET', '/auth/verify-user')).status).toBe(401);
    expect((await replay.call('GET', '/superadmin/institute')).status).toBe(401);
  });
});

describe('temporary passwords', () => {
  it('mails credentials that sign in once; that session may only change the password, then works fully', async () => {
    const superadmin = await t.superadmin();
    const institute = await superadmin.call('POST', '/superadmin/institute', {
      json: { name: 'Temp Password College', email: 'office@temp-college.test', phoneNumber: '+91 1', address: 'Main Road' },
    });
    expect(institute.status).toBe(201);
    const created = await superadmin.call('POST', '/superadmin/admin', {
      json: { email: 'new.admin@temp-college.test', instituteId: institute.body.institute.id, name: 'New Admin' },
    });
    expect(created.status).toBe(201);
    await t.stack.services.flushOutbox();
    const mail = (await t.mail()).find(
      (m) => m.to.includes('new.admin@temp-college.test') && m.subject === ADMIN_CREDENTIALS_SUBJECT,
    )!;
    const temporary = /Temporary password: (\S+)/.exec(mail.text)![1]!;

    const browser = t.browser();
    const first = await browser.call('POST', '/auth/login', {
      json: { role: 'admin', email: 'new.admin@temp-college.test', password: temporary },
    });
    expect(first.status).toBe(200);
    expect(first.body.user.mustChangePassword).toBe(true);

    // Single use: a second sign-in with it fails.
    expect((await login('admin', 'new.admin@temp-college.test', temporary)).status).toBe(401);

    const blocked = await browser.call('GET', '/admin/institute');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ success: false, errors: [gatewayMessages.changeTemporaryPassword] });
    expect((await browser.call('GET', '/auth/verify-user')).status).toBe(200);
    // Signing in again, with a password or Google, waits for the change too.
    const again = await browser.call('POST', '/auth/login', {
      json: { role: 'admin', email: 'new.admin@temp-college.test', password: temporary },
    });
    expect([again.status, again.body.errors]).toEqual([403, [gatewayMessages.changeTemporaryPassword]]);
    expect((await browser.call('GET', '/auth/google?role=admin')).status).toBe(403);

    const wrongCurrent = await browser.call('POST', '/auth/change-password', {
      json: { currentPassword: 'Wr0ng!Pass', newPassword: 'N3w!Password' },
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.errors).toEqual(['Current password is incorrect']);
    const weak = await browser.call('POST', '/auth/change-password', {
      json: { currentPassword: temporary, newPassword: 'weak' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([messages.strongPassword]);

    const changed = await browser.call('POST', '/auth/change-password', {
      json: { currentPassword: temporary, newPassword: 'N3w!Password' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      success: true,
      role: 'admin',
      user: { email: 'new.admin@temp-college.test', mustChangePassword: false },
    });

    const open = await browser.call('GET', '/admin/institute');
    expect(open.status).toBe(200);
    expect((await login('admin', 'new.admin@temp-college.test', 'N3w!Password')).status).toBe(200);
  });

  it('resent credentials let an admin back in once the temporary password is spent, and end the session it opened at once', async () => {
    const superadmin = await t.superadmin();
    const email = 'locked.out@temp-college.test';
    const created = await superadmin.call('POST', '/superadmin/admin', {
      json: { email, instituteId: await t.institute(), name: 'Locked Out' },
    });
    expect(created.status).toBe(201);
    await t.stack.services.flushOutbox();
    const credentialMails = async () =>
      (await t.mail()).filter((m) => m.to.includes(email) && m.subject === ADMIN_CREDENTIALS_SUBJECT);
    const first = /Temporary password: (\S+)/.exec((await credentialMails())[0]!.text)![1]!;

    const laptop = t.browser();
    expect((await laptop.call('POST', '/auth/login', { json: { role: 'admin', email, password: first } })).status).toBe(200);
    const phone = t.browser();
    expect((await phone.call('POST', '/auth/login', { json: { role: 'admin', email, password: first } })).status).toBe(401);

    const resent = await superadmin.call('POST', '/superadmin/admin/resend-credentials', {
      json: { adminId: created.body.admin.id },
    });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ success: true, message: `New credentials sent to ${email}` });
    expect((await laptop.call('GET', '/auth/verify-user')).status).toBe(401);

    await t.stack.services.flushOutbox();
    const mails = await credentialMails();
    expect(mails).toHaveLength(2);
    const second = /Temporary password: (\S+)/.exec(mails[1]!.text)![1]!;
    expect((await login('admin', email, first)).status).toBe(401);
    const back = await phone.call('POST', '/auth/login', { json: { role: 'admin', email, password: second } });
    expect(back.status).toBe(200);
    expect(back.body.user.mustChangePassword).toBe(true);
    expect((await phone.call('GET', '/admin/institute')).body).toEqual({
      success: false,
      errors: [gatewayMessages.changeTemporaryPassword],
    });
  });

  it('ends the other sessions of a user who changes the password', async () => {
    const teacher = await t.user('teacher');
    const laptop = await t.signedIn('teacher', teacher.email);
    const phone = await t.signedIn('teacher', teacher.email);
    const changed = await laptop.call('POST', '/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'An0ther!Pass' },
    });
    expect(changed.status).toBe(200);
    expect((await laptop.call('GET', '/auth/verify-user')).status).toBe(200);
    expect((await phone.call('GET', '/auth/verify-user')).status).toBe(401);
  });

  it('needs a session to change a password', async () => {
    const answer = await t
      .browser()
      .call('POST', '/auth/change-password', { json: { currentPassword: PASSWORD, newPassword: 'An0ther!Pass' } });
    expect(answer.status).toBe(401);
  });
});

describe('sessions', () => {
  it('survive a restart of the gateway', async () => {
    const browser = await t.superadmin();
    await t.restartGateway();
    const again = t.browser();
    again.setCookieHeader(browser.cookieHeader);
    const answer = await again.call('GET', '/auth/verify-user');
    expect(answer.status).toBe(200);
    expect(answer.body.role).toBe('superadmin');
  });

  it('end at once when the admin is deleted; renaming keeps them', async () => {
    const superadmin = await t.superadmin();
    const instituteId = await t.institute();
    const admin = await t.user('admin', { instituteId });
    const browser = await t.signedIn('admin', admin.email);

    const renamed = await superadmin.call('PATCH', '/superadmin/admin', { json: { adminId: admin.id, name: 'Renamed Admin' } });
    expect(renamed.status).toBe(200);
    const stillIn = await browser.call('GET', '/auth/verify-user');
    expect(stillIn.status).toBe(200);
    expect(stillIn.body.user.name).toBe('Renamed Admin');

    const deleted = await superadmin.call('DELETE', `/superadmin/admin?adminId=${admin.id}`);
    expect(deleted.status).toBe(200);
    expect((await browser.call('GET', '/admin/institute')).status).toBe(401);
    expect((await browser.call('GET', '/auth/verify-user')).status).toBe(401);
  });

  it('a session in use stays open past its idle timeout; left idle longer than that, it ends', async () => {
    const gateway = await t.extraGateway({ sessions: { idleMs: 3_000 } });
    const browser = t.browser();
    const signIn = await browser.request('POST', `${gateway.url}/auth/login`, { json: { role: 'superadmin', ...SUPERADMIN } });
    expect(signIn.status).toBe(200);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let use = 0; use < 4; use++) {
      await pause(1_000);
      expect((await browser.request('GET', `${gateway.url}/auth/verify-user`)).status).toBe(200);
    }
    await pause(3_500);
    expect((await browser.request('GET', `${gateway.url}/auth/verify-user`)).status).toBe(401);
  });

  it('a session past its absolute lifetime is over, however recently used', async () => {
    const shortLived = await t.extraGateway({ sessions: { absoluteMs: 1_000 } });
    const browser = await t.superadmin();
    const elsewhere = t.browser();
    elsewhere.setCookieHeader(browser.cookieHeader);
    const url = (path: string) => `${shortLived.url}${path}`;
    expect((await elsewhere.request('GET', url('/auth/verify-user'))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await elsewhere.request('GET', url('/auth/verify-user'))).status).toBe(401);
  });
});
