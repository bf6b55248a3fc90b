import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Role } from '@rollcall/contracts';
import { hashPassword } from '../../../services/src/passwords/hashing';
import { Browser } from './browser';
import { PASSWORD, SUPERADMIN } from './gateway-stack';

const repoRoot = path.resolve(__dirname, '../../..');

export interface StackInChild {
  gatewayUrl: string;
  /** A pool on the stack's database, for seeding rows and looking at its connections. */
  db: pg.Pool;
  /** Everything the process printed, line by line (its log, and anything on stderr). */
  output: string[];
  /** Null while the process runs; its exit code or signal once it has ended. */
  ended(): string | null;
  browser(): Browser;
  signedIn(role: Role, email: string, password?: string): Promise<Browser>;
  superadmin(): Promise<Browser>;
  institute(): Promise<string>;
  user(role: Role, instituteId: string | null): Promise<{ id: string; email: string }>;
  stop(): Promise<void>;
}

let counter = 0;

/** The whole server side in a child process (as `npm start` runs it), on free ports in a temporary folder. */
export async function startStackInChild(): Promise<StackInChild> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rollcall-child-'));
  await chmod(dataDir, 0o777);
  const secrets = {
    internalSecret: 'child-test-internal-secret-0123456789',
    sessionSecret: 'child-test-session-secret-0123456789abcdef',
    superadmin: SUPERADMIN,
  };
  const child: ChildProcess = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [path.join(__dirname, 'stack-process.ts'), dataDir, JSON.stringify(secrets)],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = `exit ${code ?? signal}`;
      resolve();
    }),
  );
  const ready = new Promise<{ gatewayUrl: string; databaseUrl: string }>((resolve, reject) => {
    let pending = '';
    const take = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        if (line.startsWith('ready ')) resolve(JSON.parse(line.slice('ready '.length)));
      }
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    void exited.then(() => reject(new Error(`the stack did not start:\n${output.join('\n')}`)));
  });
  const { gatewayUrl, databaseUrl } = await ready;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  db.on('error', () => {});

  const test: StackInChild = {
    gatewayUrl,
    db,
    output,
    ended: () => exit,
    browser: () => new Browser(gatewayUrl),
    async signedIn(role, email, password = PASSWORD) {
      const browser = test.browser();
      const answer = await browser.call('POST', '/auth/login', { json: { role, email, password } });
      if (answer.status !== 200) throw new Error(`sign-in as ${role} ${email} failed: ${answer.status}`);
      return browser;
    },
    superadmin: () => test.signedIn('superadmin', SUPERADMIN.email, SUPERADMIN.password),
    async institute() {
      const name = `Institute ${process.pid}-${++counter}`;
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO institutes (name, email, phone_number, address) VALUES ($1, $2, '+91 98765 43210', '1 College Road') RETURNING id`,
        [name, `office-${process.pid}-${counter}@institute.test`],
      );
      return rows[0]!.id;
    },
    async user(role, instituteId) {
      const email = `${role}-${process.pid}-${++counter}@rollcall.test`;
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO users (role, institute_id, name, email, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [role, instituteId, `A ${role}`, email, await hashPassword(PASSWORD)],
      );
      return { id: rows[0]!.id, email };
    },
    async stop() {
      await db.end();
      if (exit === null) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return test;
}
