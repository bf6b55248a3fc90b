import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Role } from '@rollcall/contracts';
import { startStack, type RunningStack, type StackOptions } from '../../../scripts/stack';
import { hashPassword } from '../../../services/src/passwords/hashing';
import { ADMIN_CREDENTIALS_SUBJECT, readMailbox } from '../../../services/src';
import { startGateway, type GatewayOptions, type RunningGateway } from '../../src';
import { Browser } from './browser';

export const SHELL_URL = 'http://localhost:3999';
export const SHELL_ORIGIN = 'http://localhost:3999';
export const REMOTE_ORIGIN = 'http://localhost:3998';
export const SUPERADMIN = { email: 'root@rollcall.test', password: 'Sup3r!Secret' };
export const PASSWORD = 'Str0ng!Pass';

export interface GatewayTestStack {
  stack: RunningStack;
  /** The gateway currently serving (replaced by restartGateway). */
  gatewayUrl: string;
  db: pg.Pool;
  browser(): Browser;
  signedIn(role: Role, email: string, password?: string): Promise<Browser>;
  superadmin(): Promise<Browser>;
  institute(name?: string): Promise<string>;
  user(
    role: Role,
    options?: { instituteId?: string; email?: string; password?: string; name?: string },
  ): Promise<{ id: string; email: string }>;
  /** Another gateway on the same database and services, with these options changed. */
  extraGateway(overrides: Partial<GatewayOptions>): Promise<RunningGateway>;
  restartGateway(): Promise<void>;
  mail(): ReturnType<typeof readMailbox>;
  stop(): Promise<void>;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}-${Date.now().toString(36)}`;

/** The whole server side on free ports in a temporary folder; one per test file. */
export async function startGatewayTestStack(more: Partial<StackOptions> = {}): Promise<GatewayTestStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rollcall-gateway-'));
  await chmod(dataDir, 0o777);
  const stack = await startStack({
    dataDir,
    internalSecret: 'gateway-test-internal-secret-0123456789',
    sessionSecrets: ['gateway-test-session-secret-0123456789abcdef'],
    shellUrl: SHELL_URL,
    shellOrigins: [SHELL_ORIGIN, REMOTE_ORIGIN],
    superadmin: SUPERADMIN,
    log: () => {},
    ...more,
    services: { outbox: { pollIntervalMs: 50, baseDelayMs: 50, maxDelayMs: 200 }, ...more.services },
  });
  // The owner's login, to seed people and read back past row-level security (the stack runs the embedded database).
  const db = new pg.Pool({ connectionString: stack.database!.ownerUrl, max: 3 });
  // A connection still closing when the database stops at teardown is no failure of the code under test;
  // without a listener the pool would turn it into an unhandled error that fails the whole file.
  db.on('error', () => {});
  const extras: RunningGateway[] = [];
  let gateway = stack.gateway;

  const test: GatewayTestStack = {
    stack,
    gatewayUrl: gateway.url,
    db,
    browser: () => new Browser(test.gatewayUrl),
    async signedIn(role, email, password = PASSWORD) {
      const browser = test.browser();
      const answer = await browser.call('POST', '/auth/login', { json: { role, email, password } });
      if (answer.status !== 200)
        throw new Error(`sign-in as ${role} ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return browser;
    },
    superadmin: () => test.signedIn('superadmin', SUPERADMIN.email, SUPERADMIN.password),
    async institute(name = unique('Institute')) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO institutes (name, email, phone_number, address) VALUES ($1, $2, '+91 98765 43210', '1 College Road') RETURNING id`,
        // An address the API would accept: a name's spaces are no part of an email.
        [name, `${name.toLowerCase().replace(/\s+/g, '-')}@institute.test`],
      );
      return rows[0]!.id;
    },
    async user(role, options = {}) {
      const email = options.email ?? `${unique(role)}@rollcall.test`;
      const instituteId = role === 'superadmin' ? null : (options.instituteId ?? (await test.institute()));
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO users (role, institute_id, name, email, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [role, instituteId, options.name ?? `A ${role}`, email, await hashPassword(options.password ?? PASSWORD)],
      );
      return { id: rows[0]!.id, email };
    },
    async extraGateway(overrides) {
      const extra = await startGateway({ ...stack.gatewayOptions, port: 0, ...overrides });
      extras.push(extra);
      return extra;
    },
    async restartGateway() {
      await gateway.close();
      gateway = await startGateway({ ...stack.gatewayOptions, port: 0 });
      extras.push(gateway);
      test.gatewayUrl = gateway.url;
    },
    mail: () => readMailbox(stack.mailDir!),
    async stop() {
      for (const extra of extras) await extra.close().catch(() => {});
      await db.end();
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return test;
}

/** The super admin creates an admin of a new institute through the gateway; answers the text of their welcome mail. */
export async function newAdminWelcomeMail(t: GatewayTestStack, email: string): Promise<string> {
  const instituteId = await t.institute();
  const created = await (await t.superadmin()).call('POST', '/superadmin/admin', {
    json: { instituteId, email, name: 'Nila Admin' },
  });
  if (created.status !== 201)
    throw new Error(`creating admin ${email} failed: ${created.status} ${JSON.stringify(created.body)}`);
  await t.stack.services.flushOutbox();
  const mail = (await t.mail()).find((message) => message.to.includes(email) && message.subject === ADMIN_CREDENTIALS_SUBJECT);
  if (!mail) throw new Error(`no welcome mail to ${email}`);
  return mail.text;
}
