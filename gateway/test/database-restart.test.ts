import { rm } from 'node:fs/promises';
import {
  ADMIN_CREDENTIALS_SUBJECT,
  readMailbox,
  startDevMailServer,
  type DevMailServer,
  type RunningDatabase,
} from '../../services/src';
import { eventually, temporaryFolder } from '../../services/test/support/stack';
import type { Browser } from './support/browser';
import { PASSWORD, startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';
import { replyGate } from './support/reply-gate';

jest.setTimeout(60_000);

const gate = replyGate();
let mailDataDir: string;
let mail: DevMailServer;
let t: GatewayTestStack;
let database: RunningDatabase;

beforeAll(async () => {
  mailDataDir = await temporaryFolder();
  mail = await startDevMailServer({ dataDir: mailDataDir, port: 0, beforeAccept: gate.beforeAccept });
  t = await startGatewayTestStack({ smtpUrl: mail.url });
  database = t.stack.database!;
});
afterAll(async () => {
  gate.open();
  await t?.stop();
  await mail?.stop();
  await rm(mailDataDir, { recursive: true, force: true });
});

const credentialsMails = async () =>
  (await readMailbox(mail.mailDir)).filter((message) => message.subject === ADMIN_CREDENTIALS_SUBJECT);

async function createInstitute(superadmin: Browser, name: string) {
  return superadmin.call('POST', '/superadmin/institute', {
    json: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}@restart.test`,
      phoneNumber: '+91 98765 43210',
      address: '1 College Road',
    },
  });
}

/**
 * Stops the postmaster while the relay holds its 250 (the gate was closed before the mail was queued; `held`
 * resolves when it waits there), lets the 250 go while the database is down, and starts it again once the
 * relay has kept the message, so the worker learns of the 250 with the database away.
 */
async function restartDuringHeldReply(held: Promise<void>) {
  await held;
  const keptBefore = (await readMailbox(mail.mailDir)).length;
  await database.stop();
  gate.open();
  await eventually(async () => (await readMailbox(mail.mailDir)).length > keptBefore);
  await database.start();
}

it('keeps a mail the relay accepted while PostgreSQL was stopped, and sends it exactly once', async () => {
  const superadmin = await t.superadmin();
  const institute = await createInstitute(superadmin, 'Held Reply College');
  expect(institute.status).toBe(201);
  const held = gate.close();
  const admin = await superadmin.call('POST', '/superadmin/admin', {
    json: { instituteId: institute.body.institute.id, email: 'held-reply@restart.test', name: 'Held Reply' },
  });
  expect(admin.status).toBe(201);
  await restartDuringHeldReply(held);

  await eventually(async () => {
    const { rows } = await t.db
      .query(`SELECT sent_at FROM mail_outbox WHERE "to" = 'held-reply@restart.test'`)
      .catch(() => ({ rows: [] }));
    return rows[0]?.sent_at != null;
  });
  await t.stack.services.flushOutbox();
  const received = (await credentialsMails()).filter((message) => message.to === 'held-reply@restart.test');
  expect(received.map((message) => message.messageId)).toEqual([expect.stringMatching(/^<\w+@rollcall\.local>$/)]);
});

it('survives three PostgreSQL restarts under sign-ins, API calls and mail: recovers by itself, loses nothing, sends nothing twice', async () => {
  const superadmin = await t.superadmin();
  const admins = await Promise.all([1, 2, 3].map(() => t.user('admin')));
  const createdInstitutes: string[] = [];
  const createdAdmins: string[] = [];
  const unexpected: string[] = [];
  const expectStatus = (what: string, answer: { status: number; body: unknown }, ok: number) => {
    // While the database is down an answer may be 503; never anything else.
    if (answer.status !== ok && answer.status !== 503)
      unexpected.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.status === ok;
  };
  let loading = true;

  const createLoop = async () => {
    for (let round = 0; loading && round < 400; round++) {
      const institute = await createInstitute(superadmin, `Restart Institute ${round}`);
      if (!expectStatus('create institute', institute, 201)) continue;
      createdInstitutes.push(institute.body.institute.id);
      const email = `admin-${round}@restart.test`;
      const admin = await superadmin.call('POST', '/superadmin/admin', {
        json: { instituteId: institute.body.institute.id, email, name: `Admin ${round}` },
      });
      if (expectStatus('create admin', admin, 201)) createdAdmins.push(email);
    }
  };
  const signInLoop = async () => {
    for (let round = 0; loading && round < 400; round++) {
      const { email } = admins[round % admins.length]!;
      const browser = t.browser();
      const signIn = await browser.call('POST', '/auth/login', { json: { role: 'admin', email, password: PASSWORD } });
      if (expectStatus('sign-in', signIn, 200)) expectStatus('verify-user', await browser.call('GET', '/auth/verify-user'), 200);
    }
  };
  const load = Promise.all([createLoop(), signInLoop()]);

  const servesAgain = async () => {
    const list = await superadmin.call('GET', '/superadmin/institute');
    const signIn = await t
      .browser()
      .call('POST', '/auth/login', { json: { role: 'admin', email: admins[0]!.email, password: PASSWORD } });
    return list.status === 200 && signIn.status === 200;
  };
  for (let restart = 1; restart <= 3; restart++) {
    await restartDuringHeldReply(gate.close());
    await eventually(servesAgain, 20_000);
  }
  loading = false;
  await load;

  expect(unexpected).toEqual([]);
  const stored = await t.db.query<{ id: string }>('SELECT id FROM institutes WHERE id = ANY($1)', [createdInstitutes]);
  expect(stored.rows.map((row) => row.id).sort()).toEqual([...createdInstitutes].sort());
  const storedAdmins = await t.db.query<{ email: string }>(`SELECT email FROM users WHERE role = 'admin' AND email = ANY($1)`, [
    createdAdmins,
  ]);
  expect(storedAdmins.rows.map((row) => row.email).sort()).toEqual([...createdAdmins].sort());

  await eventually(async () => (await t.db.query(`SELECT 1 FROM mail_outbox WHERE sent_at IS NULL`)).rowCount === 0, 20_000);
  await t.stack.services.flushOutbox();
  const received = await credentialsMails();
  const messageIds = received.map((message) => message.messageId);
  expect(new Set(messageIds).size).toBe(messageIds.length);
  expect(received.map((message) => message.to)).toEqual(expect.arrayContaining(createdAdmins));
});
