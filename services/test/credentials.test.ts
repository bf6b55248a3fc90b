import pg from 'pg';
import { ADMIN_CREDENTIALS_SUBJECT } from '../src/credentials/credentials-mail';
import { readMailbox } from '../src/mail/mailbox';
import { eventually, identities, LOGIN_URL, startTestStack, SUPERADMIN, type TestStack } from './support/stack';

let stack: TestStack;
let db: pg.Pool;
let instituteId: string;
const asSuperadmin = { identity: identities.superadmin() };
const asGateway = { identity: identities.gateway };
const invalid = { status: 401, body: { success: false, errors: ['Invalid email or password'] } };

beforeAll(async () => {
  stack = await startTestStack();
  db = new pg.Pool({ connectionString: stack.database.ownerUrl });
  db.on('error', () => {}); // a connection closing as the database stops at teardown is no failure
  const created = await stack.call('POST', '/superadmin/institute', {
    ...asSuperadmin,
    body: { name: 'Greenfield School', email: 'office@greenfield.in', phoneNumber: '080 1234', address: '4 Park Rd' },
  });
  instituteId = created.body.institute.id;
}, 60_000);
afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

async function createAdminAndReadMail(email: string, name: string) {
  const created = await stack.call('POST', '/superadmin/admin', { ...asSuperadmin, body: { instituteId, email, name } });
  expect(created.status).toBe(201);
  const mail = await eventually(async () =>
    (await readMailbox(stack.mail.mailDir)).find((message) => message.to.includes(email)),
  );
  const password = temporaryPasswordIn(mail.text);
  if (!password) throw new Error(`no password in mail: ${mail.text}`);
  return { admin: created.body.admin as { id: string; name: string; email: string }, mail, password };
}

async function openSession(userId: string, id: string) {
  await db.query(`INSERT INTO sessions (id, user_id, data, expires_at) VALUES ($1, $2, '{}', now() + interval '1 hour')`, [
    id,
    userId,
  ]);
}
const sessionIds = async (userId: string) =>
  (await db.query('SELECT id FROM sessions WHERE user_id = $1 ORDER BY id', [userId])).rows.map((row) => row.id);

const credentialMails = async (email: string) =>
  (await readMailbox(stack.mail.mailDir)).filter(
    (message) => message.to.includes(email) && message.subject === ADMIN_CREDENTIALS_SUBJECT,
  );
const temporaryPasswordIn = (text: string) => /Temporary password: (\S+)/.exec(text)?.[1];

describe('the first super admin', () => {
  it('signs in with the configured password', async () => {
    const answer = await stack.call('POST', '/internal/credentials/verify', {
      ...asGateway,
      body: { role: 'superadmin', ...SUPERADMIN },
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        user: {
          id: expect.any(String),
          role: 'superadmin',
          name: 'Super Admin',
          email: SUPERADMIN.email,
          instituteId: null,
          mustChangePassword: false,
          language: 'en',
        },
      },
    });
  });

  it('refuses a wrong password, an unknown account and the wrong role alike', async () => {
    expect(
      await stack.call('POST', '/internal/credentials/verify', {
        ...asGateway,
        body: { role: 'superadmin', email: SUPERADMIN.email, password: 'Wr0ng!pass' },
      }),
    ).toEqual(invalid);
    expect(
      await stack.call('POST', '/internal/credentials/verify', {
        ...asGateway,
        body: { role: 'superadmin', email: 'nobody@x.in', password: SUPERADMIN.password },
      }),
    ).toEqual(invalid);
    expect(
      await stack.call('POST', '/internal/credentials/verify', { ...asGateway, body: { role: 'admin', ...SUPERADMIN } }),
    ).toEqual(invalid);
  });

  it('checks the login payload with the spec messages', async () => {
    const weak = await stack.call('POST', '/internal/credentials/verify', {
      ...asGateway,
      body: { role: 'superadmin', email: 'bad', password: 'weak' },
    });
    expect(weak).toEqual({
      status: 400,
      body: { success: false, errors: ['Please enter a valid email address', 'Please enter a strong password'] },
    });
    const extra = await stack.call('POST', '/internal/credentials/verify', {
      ...asGateway,
      body: { role: 'superadmin', ...SUPERADMIN, admin: true },
    });
    expect(extra).toEqual({ status: 400, body: { success: false, errors: ['Unknown field: admin'] } });
  });

  it('is only for the gateway', async () => {
    const answer = await stack.call('POST', '/internal/credentials/verify', {
      ...asSuperadmin,
      body: { role: 'superadmin', ...SUPERADMIN },
    });
    expect(answer).toEqual({ status: 403, body: { success: false, errors: ['You do not have access to this area'] } });
    expect(
      (await stack.call('POST', '/internal/credentials/verify', { body: { role: 'superadmin', ...SUPERADMIN } })).status,
    ).toBe(401);
  });
});

describe('a new admin', () => {
  it('gets the credentials mail, and its temporary password signs in exactly once', async () => {
    const { admin, mail, password } = await createAdminAndReadMail('meera@greenfield.in', 'Meera Iyer');
    expect(mail.subject).toBe('Your RollCall admin account');
    expect(mail.from).toContain('no-reply@rollcall.test');
    for (const line of [
      'Hello Meera Iyer,',
      'Greenfield School',
      `Sign in at: ${LOGIN_URL}`,
      'Role: Admin',
      'Email: meera@greenfield.in',
      'must change it when you first sign in',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{16,}$/);
    const { rows } = await db.query('SELECT password_hash FROM users WHERE id = $1', [admin.id]);
    // Over 120 random bits: stored as a SHA-256 digest, never as itself.
    expect(rows[0].password_hash).toMatch(/^sha256\$[A-Za-z0-9_-]{43}$/);
    expect(rows[0].password_hash).not.toContain(password);

    const first = await stack.call('POST', '/internal/credentials/verify', {
      ...asGateway,
      body: { role: 'admin', email: 'meera@greenfield.in', password },
    });
    expect(first).toEqual({
      status: 200,
      body: {
        success: true,
        user: {
          id: admin.id,
          role: 'admin',
          name: 'Meera Iyer',
          email: 'meera@greenfield.in',
          instituteId,
          mustChangePassword: true,
          language: 'en',
        },
      },
    });
    const second = await stack.call('POST', '/internal/credentials/verify', {
      ...asGateway,
      body: { role: 'admin', email: 'meera@greenfield.in', password },
    });
    expect(second).toEqual(invalid);
  });

  it('sends the credentials mail once and clears its body from the outbox after sending', async () => {
    await createAdminAndReadMail('once@greenfield.in', 'Once');
    await stack.services.flushOutbox();
    const mails = (await readMailbox(stack.mail.mailDir)).filter((message) => message.to.includes('once@greenfield.in'));
    expect(mails).toHaveLength(1);
    const { rows } = await db.query(`SELECT sent_at, text, attempts FROM mail_outbox WHERE "to" = 'once@greenfield.in'`);
    expect(rows).toEqual([{ sent_at: expect.any(Date), text: '', attempts: 0 }]);
  });

  it('cannot use an expired temporary password', async () => {
    const { admin, password } = await createAdminAndReadMail('late@greenfield.in', 'Late');
    await db.query(`UPDATE users SET temporary_password_expires_at = now() - interval '1 minute' WHERE id = $1`, [admin.id]);
    expect(
      await stack.call('POST', '/internal/credentials/verify', {
        ...asGateway,
        body: { role: 'admin', email: 'late@greenfield.in', password },
      }),
    ).toEqual(invalid);
  });

  it('changes the password, which then signs in as often as needed', async () => {
    const { admin, password } = await createAdminAndReadMail('kabir@greenfield.in', 'Kabir');
    const identity = identities.admin(instituteId, admin.id);
    expect(
      (
        await stack.call('POST', '/internal/credentials/verify', {
          ...asGateway,
          body: { role: 'admin', email: 'kabir@greenfield.in', password },
        })
      ).status,
    ).toBe(200);

    const wrong = await stack.call('POST', '/internal/credentials/change', {
      identity,
      body: { currentPassword: 'Not!the1', newPassword: 'N3w!Passw0rd' },
    });
    expect(wrong).toEqual({ status: 400, body: { success: false, errors: ['Current password is incorrect'] } });
    const weak = await stack.call('POST', '/internal/credentials/change', {
      identity,
      body: { currentPassword: password, newPassword: 'weakpass' },
    });
    expect(weak).toEqual({ status: 400, body: { success: false, errors: ['Please enter a strong password'] } });
    const same = await stack.call('POST', '/internal/credentials/change', {
      identity,
      body: { currentPassword: password, newPassword: password },
    });
    expect(same).toEqual({
      status: 400,
      body: { success: false, errors: ['New password must be different from the current one'] },
    });

    const changed = await stack.call('POST', '/internal/credentials/change', {
      identity,
      body: { currentPassword: password, newPassword: 'N3w!Passw0rd' },
    });
    expect(changed).toEqual({
      status: 200,
      body: {
        success: true,
        user: {
          id: admin.id,
          role: 'admin',
          name: 'Kabir',
          email: 'kabir@greenfield.in',
          instituteId,
          mustChangePassword: false,
          language: 'en',
        },
      },
    });
    for (let i = 0; i < 2; i++) {
      const login = await stack.call('POST', '/internal/credentials/verify', {
        ...asGateway,
        body: { role: 'admin', email: 'kabir@greenfield.in', password: 'N3w!Passw0rd' },
      });
      expect(login.body.user.mustChangePassword).toBe(false);
    }
    expect(
      await stack.call('POST', '/internal/credentials/verify', {
        ...asGateway,
        body: { role: 'admin', email: 'kabir@greenfield.in', password },
      }),
    ).toEqual(invalid);
  });
});

describe('POST /superadmin/admin/resend-credentials', () => {
  const verify = (email: string, password: string) =>
    stack.call('POST', '/internal/credentials/verify', { ...asGateway, body: { role: 'admin', email, password } });
  const resend = (adminId: unknown) =>
    stack.call('POST', '/superadmin/admin/resend-credentials', { ...asSuperadmin, body: { adminId } });

  it('mails a fresh single-use temporary password, which must be changed; the old one stops working and sessions end', async () => {
    const email = 'locked.out@greenfield.in';
    const { admin, password: first } = await createAdminAndReadMail(email, 'Lata');
    expect((await verify(email, first)).status).toBe(200);
    await openSession(admin.id, 'locked-out-session');
    expect(await verify(email, first)).toEqual(invalid);

    expect(await resend(admin.id)).toEqual({ status: 200, body: { success: true, message: `New credentials sent to ${email}` } });
    expect(await sessionIds(admin.id)).toEqual([]);
    const mails = await eventually(async () => {
      const found = await credentialMails(email);
      return found.length === 2 && found;
    });
    const second = temporaryPasswordIn(mails[1]!.text)!;
    expect(second).not.toBe(first);
    expect(mails[1]!.text).toContain('New sign-in details have been issued for your admin account at Greenfield School');
    for (const line of [`Sign in at: ${LOGIN_URL}`, 'Role: Admin', `Email: ${email}`, 'must change it when you first sign in'])
      expect(mails[1]!.text).toContain(line);
    const { rows } = await db.query(
      `SELECT temporary_password_expires_at - now() > interval '6 days 23 hours' AS seven_days FROM users WHERE id = $1`,
      [admin.id],
    );
    expect(rows[0].seven_days).toBe(true);

    expect(await verify(email, first)).toEqual(invalid);
    const signedIn = await verify(email, second);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.mustChangePassword).toBe(true);
    expect(await verify(email, second)).toEqual(invalid);
  });

  it('sends each resend as its own mail, and replaces a password the admin already chose', async () => {
    const email = 'twice@greenfield.in';
    const { admin, password } = await createAdminAndReadMail(email, 'Tara');
    expect((await verify(email, password)).status).toBe(200);
    const identity = identities.admin(instituteId, admin.id);
    expect(
      (
        await stack.call('POST', '/internal/credentials/change', {
          identity,
          body: { currentPassword: password, newPassword: 'Ch0sen!Pass' },
        })
      ).status,
    ).toBe(200);

    expect((await resend(admin.id)).status).toBe(200);
    expect((await resend(admin.id)).status).toBe(200);
    await stack.services.flushOutbox();
    const mails = await eventually(async () => {
      const found = await credentialMails(email);
      return found.length === 3 && found;
    });
    const [, older, newest] = mails.map((mail) => temporaryPasswordIn(mail.text)!);
    expect(await verify(email, 'Ch0sen!Pass')).toEqual(invalid);
    expect(await verify(email, older!)).toEqual(invalid);
    expect((await verify(email, newest!)).body.user.mustChangePassword).toBe(true);
  });

  it('answers 404 for an unknown admin or another kind of user, 400 for a bad id, and changes nothing', async () => {
    const notFound = { status: 404, body: { success: false, errors: ['Admin not found'] } };
    expect(await resend('7d1f3a52-9c0e-4b7a-8f3e-2a6b5c4d3e21')).toEqual(notFound);
    const superadminId = (await db.query(`SELECT id FROM users WHERE role = 'superadmin'`)).rows[0].id;
    expect(await resend(superadminId)).toEqual(notFound);
    expect(
      (await stack.call('POST', '/internal/credentials/verify', { ...asGateway, body: { role: 'superadmin', ...SUPERADMIN } }))
        .status,
    ).toBe(200);
    expect(await resend('abc')).toEqual({ status: 400, body: { success: false, errors: ['Invalid id'] } });
    expect(await resend(undefined)).toEqual({ status: 400, body: { success: false, errors: ['Invalid id'] } });
  });
});

describe('Google sign-in check', () => {
  it('finds the account of that role using the address', async () => {
    const { admin } = await createAdminAndReadMail('google@greenfield.in', 'Gita');
    const answer = await stack.call('POST', '/internal/credentials/google', {
      ...asGateway,
      body: { role: 'admin', email: 'Google@Greenfield.in' },
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        user: {
          id: admin.id,
          role: 'admin',
          name: 'Gita',
          email: 'google@greenfield.in',
          instituteId,
          mustChangePassword: true,
          language: 'en',
        },
      },
    });
  });

  it('answers 401 when no account of that role uses it', async () => {
    const answer = await stack.call('POST', '/internal/credentials/google', {
      ...asGateway,
      body: { role: 'teacher', email: 'google@greenfield.in' },
    });
    expect(answer).toEqual({ status: 401, body: { success: false, errors: ['No Teacher account uses this Google address'] } });
    expect(
      (await stack.call('POST', '/internal/credentials/google', { ...asGateway, body: { role: 'teacher', email: 'nope' } }))
        .status,
    ).toBe(400);
    expect(
      (await stack.call('POST', '/internal/credentials/google', { ...asSuperadmin, body: { role: 'teacher', email: 'a@b.co' } }))
        .status,
    ).toBe(403);
  });
});

describe('GET /internal/users/me', () => {
  it('answers the signed-in user, and 401 once that user is deleted', async () => {
    const { admin } = await createAdminAndReadMail('me@greenfield.in', 'Mehul');
    const identity = identities.admin(instituteId, admin.id);
    const me = await stack.call('GET', '/internal/users/me', { identity });
    expect(me).toEqual({
      status: 200,
      body: {
        success: true,
        user: {
          id: admin.id,
          role: 'admin',
          name: 'Mehul',
          email: 'me@greenfield.in',
          instituteId,
          mustChangePassword: true,
          language: 'en',
        },
      },
    });
    expect((await stack.call('GET', '/internal/users/me', asGateway)).status).toBe(403);
    expect(await stack.call('DELETE', `/superadmin/admin?adminId=${admin.id}`, asSuperadmin)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await stack.call('GET', '/internal/users/me', { identity })).toEqual({
      status: 401,
      body: { success: false, errors: ['Unauthenticated'] },
    });
  });
});

describe('sessions', () => {
  it('survive renaming an admin and end when the admin is deleted', async () => {
    const { admin } = await createAdminAndReadMail('sessions@greenfield.in', 'Sana');
    await openSession(admin.id, 'session-a');
    await openSession(admin.id, 'session-b');
    await stack.call('PATCH', '/superadmin/admin', { ...asSuperadmin, body: { adminId: admin.id, name: 'Sana K' } });
    expect(await sessionIds(admin.id)).toEqual(['session-a', 'session-b']);
    await stack.call('DELETE', `/superadmin/admin?adminId=${admin.id}`, asSuperadmin);
    expect((await db.query(`SELECT count(*)::int AS n FROM sessions WHERE id IN ('session-a', 'session-b')`)).rows[0].n).toBe(0);
  });
});
