import { createHash } from 'node:crypto';
import { CSRF_HEADER, CSRF_VALUE, gatewayMessages, messages, passwordResetMessages } from '@rollcall/contracts';
import { RESET_SUBJECT } from '../../services/src/password-resets/reset-mail';
import type { Browser } from './support/browser';
import { PASSWORD, SHELL_URL, startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';
import { holdTemporaryPassword } from './support/temporary-password';

jest.setTimeout(90_000);

let t: GatewayTestStack;

beforeAll(async () => {
  t = await startGatewayTestStack();
});
afterAll(() => t?.stop());

const NEW_PASSWORD = 'N3w!Passw0rd';

const forgot = (role: string, email: string, browser = t.browser()) =>
  browser.call('POST', '/auth/forgot-password', { json: { role, email } });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.browser().call('POST', '/auth/reset-password', { json: { token, password } });
const login = (role: string, email: string, password: string) =>
  t.browser().call('POST', '/auth/login', { json: { role, email, password } });

/** The tokens of every reset link delivered to the address, oldest first. */
async function resetTokens(email: string): Promise<string[]> {
  await t.stack.services.flushOutbox();
  return (await t.mail())
    .filter((mail) => mail.to.includes(email) && mail.subject === RESET_SUBJECT)
    .map((mail) => {
      const link = mail.text.match(/(\S+\/reset-password\?token=\S+)/)?.[1];
      if (!link) throw new Error(`no link in ${mail.text}`);
      expect(link.startsWith(`${SHELL_URL}/reset-password?token=`)).toBe(true);
      return new URL(link).searchParams.get('token')!;
    });
}

async function tokenFor(role: 'admin' | 'teacher' | 'student' | 'parent' | 'superadmin', email: string): Promise<string> {
  const before = (await resetTokens(email)).length;
  expect((await forgot(role, email)).status).toBe(200);
  const tokens = await resetTokens(email);
  expect(tokens).toHaveLength(before + 1);
  return tokens.at(-1)!;
}

describe('POST /auth/forgot-password', () => {
  it('answers an existing and an unknown account alike; only the account gets a mail with a link', async () => {
    const teacher = await t.user('teacher');
    const known = await forgot('teacher', teacher.email);
    const unknown = await forgot('teacher', 'nobody-here@rollcall.test');
    const wrongRole = await forgot('student', teacher.email);
    for (const answer of [known, unknown, wrongRole]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: passwordResetMessages.linkSent });
    }
    const tokens = await resetTokens(teacher.email);
    expect(tokens).toHaveLength(1);
    expect((await resetTokens('nobody-here@rollcall.test')).length).toBe(0);
    // Only the token's hash is stored, never the token.
    const { rows } = await t.db.query('SELECT * FROM password_resets WHERE user_id = $1', [teacher.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(tokens[0]!).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(tokens[0]);
    expect(rows[0].expires_at.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(rows[0].expires_at.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('works for the super admin, who belongs to no institute', async () => {
    const root = await t.user('superadmin');
    const token = await tokenFor('superadmin', root.email);
    expect((await reset(token)).status).toBe(200);
    expect((await login('superadmin', root.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers invalid input with 400 and sends nothing', async () => {
    const invalid = await t.browser().call('POST', '/auth/forgot-password', { json: { role: 'teacher', email: 'not-an-email' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ success: false, errors: [messages.validEmail] });
    const noRole = await t.browser().call('POST', '/auth/forgot-password', { json: { email: 'a@rollcall.test' } });
    expect(noRole.status).toBe(400);
    expect(noRole.body.errors).toEqual([messages.roleRequired]);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the password once, ends every session of the user and clears a temporary password', async () => {
    const student = await t.user('student');
    await holdTemporaryPassword(t.db, student.id);
    const elsewhere = await t.signedIn('student', student.email);
    const token = await tokenFor('student', student.email);

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true });
    expect((await elsewhere.call('GET', '/auth/verify-user')).status).toBe(401);
    expect((await t.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [student.id])).rowCount).toBe(0);

    expect((await login('student', student.email, PASSWORD)).status).toBe(401);
    const signedIn = await login('student', student.email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.mustChangePassword).toBe(false);

    const again = await reset(token, 'An0ther!Pass');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, errors: [passwordResetMessages.linkExpired] });
    expect((await login('student', student.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a link past its 30 minutes, and an unknown token, with the expired text', async () => {
    const parent = await t.user('parent');
    const token = await tokenFor('parent', parent.email);
    await t.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [parent.id]);
    for (const refused of [await reset(token), await reset('no-such-token')]) {
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, errors: [passwordResetMessages.linkExpired] });
    }
    expect((await login('parent', parent.email, PASSWORD)).status).toBe(200);
  });

  it('lets one of two resets with the same token win', async () => {
    const teacher = await t.user('teacher');
    const token = await tokenFor('teacher', teacher.email);
    const answers = await Promise.all([reset(token, 'F1rst!Passw0rd'), reset(token, 'S3cond!Passw0rd')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? 'F1rst!Passw0rd' : 'S3cond!Passw0rd';
    expect((await login('teacher', teacher.email, winner)).status).toBe(200);
  });

  it('ends the user’s other links once one is used', async () => {
    const teacher = await t.user('teacher');
    const first = await tokenFor('teacher', teacher.email);
    const second = await tokenFor('teacher', teacher.email);
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first, 'An0ther!Pass')).status).toBe(400);
  });

  it('refuses a weak password with the strength rule and keeps the link usable', async () => {
    const teacher = await t.user('teacher');
    const token = await tokenFor('teacher', teacher.email);
    const weak = await reset(token, 'weak');
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ success: false, errors: [messages.strongPassword] });
    const missing = await t.browser().call('POST', '/auth/reset-password', { json: { password: NEW_PASSWORD } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, errors: [passwordResetMessages.tokenRequired] });
    expect((await reset(token)).status).toBe(200);
  });
});

describe('the limits', () => {
  const from = (url: string, address: string, path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE, 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });

  it('refuses more requests for one account with 429 and Retry-After, for an unknown account alike', async () => {
    const gateway = await t.extraGateway({
      trustedProxyHops: 1,
      limits: { passwordResetsPerAccount: { attempts: 2, windowSeconds: 3600 } },
    });
    const teacher = await t.user('teacher');
    for (const email of [teacher.email, 'nobody-limited@rollcall.test']) {
      for (const address of ['198.51.100.1', '198.51.100.2']) {
        expect((await from(gateway.url, address, '/auth/forgot-password', { role: 'teacher', email })).status).toBe(200);
      }
      const refused = await from(gateway.url, '198.51.100.3', '/auth/forgot-password', { role: 'teacher', email });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ success: false, errors: [gatewayMessages.tooManyPasswordResets(60)] });
    }
    expect(await resetTokens(teacher.email)).toHaveLength(2);
  });

  it('refuses more requests and resets from one address with 429', async () => {
    const gateway = await t.extraGateway({
      trustedProxyHops: 1,
      limits: { passwordResetsPerAddress: { attempts: 2, windowSeconds: 3600 } },
    });
    const ask = (n: number) =>
      from(gateway.url, '203.0.113.50', '/auth/forgot-password', { role: 'parent', email: `p${n}@rollcall.test` });
    expect((await ask(1)).status).toBe(200);
    expect((await ask(2)).status).toBe(200);
    expect((await ask(3)).status).toBe(429);
    const use = () => from(gateway.url, '203.0.113.51', '/auth/reset-password', { token: 'guess', password: NEW_PASSWORD });
    expect((await use()).status).toBe(400);
    expect((await use()).status).toBe(400);
    const refused = await use();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST /admin/users/{id}/password-reset', () => {
  let instituteId: string;
  let admin: Browser;

  beforeAll(async () => {
    instituteId = await t.institute();
    const { email } = await t.user('admin', { instituteId });
    admin = await t.signedIn('admin', email);
  });

  it('mails a teacher, a student and a parent of the institute the same link', async () => {
    for (const role of ['teacher', 'student', 'parent'] as const) {
      const person = await t.user(role, { instituteId });
      const sent = await admin.call('POST', `/admin/users/${person.id}/password-reset`);
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ success: true, message: passwordResetMessages.adminSent });
      const [token] = await resetTokens(person.email);
      expect(token).toBeDefined();
      expect((await reset(token!)).status).toBe(200);
      expect((await login(role, person.email, NEW_PASSWORD)).status).toBe(200);
    }
  });

  it('answers 404 for another institute’s person, an admin, an unknown id and a malformed one', async () => {
    const stranger = await t.user('teacher');
    const fellowAdmin = await t.user('admin', { instituteId });
    for (const id of [stranger.id, fellowAdmin.id, '00000000-0000-4000-8000-00000000abcd', 'not-a-uuid']) {
      const refused = await admin.call('POST', `/admin/users/${id}/password-reset`);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ success: false, errors: [passwordResetMessages.personNotFound] });
    }
    expect((await t.db.query('SELECT 1 FROM password_resets WHERE user_id = $1', [stranger.id])).rowCount).toBe(0);
  });

  it('lets the admin remove a teacher who has a pending link, and the link goes with them', async () => {
    const teacher = await t.user('teacher', { instituteId });
    expect((await admin.call('POST', `/admin/users/${teacher.id}/password-reset`)).status).toBe(200);
    const removed = await admin.call('DELETE', `/admin/teachers/${teacher.id}`);
    expect(removed.status).toBe(200);
    expect((await t.db.query('SELECT 1 FROM password_resets WHERE user_id = $1', [teacher.id])).rowCount).toBe(0);
  });

  it('is refused to a teacher without manage_people', async () => {
    const teacher = await t.user('teacher', { instituteId });
    const student = await t.user('student', { instituteId });
    const browser = await t.signedIn('teacher', teacher.email);
    const refused = await browser.call('POST', `/admin/users/${student.id}/password-reset`);
    expect(refused.status).toBe(403);
    expect((await t.db.query('SELECT 1 FROM password_resets WHERE user_id = $1', [student.id])).rowCount).toBe(0);
  });
});
