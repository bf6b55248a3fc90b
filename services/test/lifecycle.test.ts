import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startDatabase, type RunningDatabase } from '../src/db/embedded-database';
import { startDevMailServer } from '../src/mail/dev-mail-server';
import { readMailbox } from '../src/mail/mailbox';
import { startServices, type RunningServices, type StartServicesOptions } from '../src/services';
import { callService, eventually, freePort, identities, INTERNAL_SECRET, LOGIN_URL, temporaryFolder } from './support/stack';

let dataDir: string;
let databasePort: number;
let database: RunningDatabase;
const running: RunningServices[] = [];
const asSuperadmin = { identity: identities.superadmin() };

beforeAll(async () => {
  dataDir = await temporaryFolder();
  databasePort = await freePort();
  database = await startDatabase({ dataDir, port: databasePort });
}, 60_000);
afterAll(async () => {
  for (const services of running) await services.close().catch(() => {});
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(options: Partial<StartServicesOptions> & { smtpUrl: string }): Promise<RunningServices> {
  const services = await startServices({
    port: 0,
    databaseUrl: database.applicationUrl,
    databaseOwnerUrl: database.ownerUrl,
    internalSecret: INTERNAL_SECRET,
    mailFrom: 'RollCall <no-reply@rollcall.test>',
    loginUrl: LOGIN_URL,
    log: () => {},
    outbox: { pollIntervalMs: 100, baseDelayMs: 100, maxDelayMs: 300 },
    ...options,
  });
  running.push(services);
  return services;
}

async function createInstitute(services: RunningServices, email: string) {
  const answer = await callService(services.url, 'POST', '/superadmin/institute', {
    ...asSuperadmin,
    body: { name: `Institute ${email}`, email, phoneNumber: '1', address: 'Somewhere' },
  });
  expect(answer.status).toBe(201);
  return answer.body.institute.id as string;
}

it('creates the first super admin with a generated password once, and applies migrations once', async () => {
  const nowhere = `smtp://127.0.0.1:${await freePort()}`;
  await expect(start({ smtpUrl: nowhere, superadmin: { password: 'weak' } })).rejects.toThrow(
    /SUPERADMIN_PASSWORD must have at least 8 characters/,
  );

  const first = await start({ smtpUrl: nowhere });
  expect(first.createdSuperadmin).toEqual({
    email: 'superadmin@rollcall.local',
    password: expect.stringMatching(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{24}$/),
  });
  const login = await callService(first.url, 'POST', '/internal/credentials/verify', {
    identity: identities.gateway,
    body: { role: 'superadmin', ...first.createdSuperadmin },
  });
  expect(login.status).toBe(200);
  await createInstitute(first, 'kept@restart.in');
  await first.close();

  const second = await start({ smtpUrl: nowhere, superadmin: { email: 'another@rollcall.test', password: 'An0ther!pass' } });
  expect(second.createdSuperadmin).toBeNull();
  const list = await callService(second.url, 'GET', '/superadmin/institute', asSuperadmin);
  expect(list.body.instituteData.map((institute: { email: string }) => institute.email)).toContain('kept@restart.in');

  const db = new pg.Client({ connectionString: database.ownerUrl });
  await db.connect();
  const migrations = await db.query('SELECT name FROM pgmigrations ORDER BY run_on, id');
  const superadmins = await db.query(`SELECT email FROM users WHERE role = 'superadmin'`);
  await db.end();
  // Every versioned file, once each, in the order of their versions.
  const files = (await readdir(path.join(__dirname, '..', 'migrations'))).filter((file) => file.endsWith('.sql')).sort();
  expect(files.length).toBeGreaterThanOrEqual(4);
  expect(migrations.rows).toEqual(files.map((file) => ({ name: file.replace(/\.sql$/, '') })));
  expect(superadmins.rows).toEqual([{ email: 'superadmin@rollcall.local' }]);
  await second.close();
}, 30_000);

it('answers 503 while the database is down and keeps its data across a database restart', async () => {
  const services = await start({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
  await createInstitute(services, 'survives@restart.in');

  await database.stop();
  const down = await callService(services.url, 'GET', '/superadmin/institute', asSuperadmin);
  expect(down).toEqual({ status: 503, body: { success: false, errors: ['Service temporarily unavailable, please try again'] } });

  const restarted = await startDatabase({ dataDir, port: databasePort });
  expect(restarted.applicationUrl).toBe(database.applicationUrl);
  database = restarted;
  const list = await eventually(async () => {
    const answer = await callService(services.url, 'GET', '/superadmin/institute', asSuperadmin);
    return answer.status === 200 ? answer : null;
  });
  expect(list.body.instituteData.map((institute: { email: string }) => institute.email)).toContain('survives@restart.in');
  await services.close();
}, 30_000);

it('keeps mail while the SMTP server is down and sends it once when it is back, even with two workers', async () => {
  const smtpPort = await freePort();
  const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
  const one = await start({ smtpUrl });
  const two = await start({ smtpUrl });
  const instituteId = await createInstitute(one, 'mail@outbox.in');
  const emails = ['w1@outbox.in', 'w2@outbox.in', 'w3@outbox.in', 'w4@outbox.in'];
  for (const [index, email] of emails.entries()) {
    const answer = await callService((index % 2 ? two : one).url, 'POST', '/superadmin/admin', {
      ...asSuperadmin,
      body: { instituteId, email, name: email },
    });
    expect(answer.status).toBe(201);
  }

  const db = new pg.Client({ connectionString: database.ownerUrl });
  await db.connect();
  const outbox = () =>
    db.query(`SELECT "to", attempts, sent_at, last_error FROM mail_outbox WHERE "to" LIKE '%@outbox.in' ORDER BY "to"`);
  await eventually(async () => (await outbox()).rows.every((row) => row.attempts >= 2));
  expect((await outbox()).rows.every((row) => row.sent_at === null && /ECONNREFUSED/.test(row.last_error))).toBe(true);

  const mail = await startDevMailServer({ dataDir, port: smtpPort });
  try {
    await eventually(async () => (await outbox()).rows.every((row) => row.sent_at !== null));
    await Promise.all([one.flushOutbox(), two.flushOutbox()]);
    const received = (await readMailbox(mail.mailDir)).filter((message) => message.to.endsWith('@outbox.in'));
    expect(received.map((message) => message.to).sort()).toEqual(emails);
    expect(new Set(received.map((message) => message.messageId)).size).toBe(emails.length);
    expect(received.every((message) => message.subject === 'Your RollCall admin account')).toBe(true);
  } finally {
    await db.end();
    await mail.stop();
  }
}, 30_000);
