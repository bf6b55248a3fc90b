import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type RunningDatabase, startDatabase } from '../../services/src/db/embedded-database';
import { freePort } from '../../services/src/db/free-port';
import { runMigrations } from '../../services/src/db/migrations';
import { demoDatabase } from '../demo-database';

const repoRoot = path.resolve(__dirname, '..', '..');

/** `npm run demo` as its script, with this environment on top of the test's; never throws on a failed exit. */
async function runDemo(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts/demo.ts')],
      {
        cwd: repoRoot,
        env: { ...base, ...env },
        timeout: 120_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rollcall-demo-'));
  // The embedded server runs as postgres when the tests run as root.
  await chmod(folder, 0o777);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('npm run demo', () => {
  it('says to start RollCall first when its data folder has no database yet', async () => {
    const empty = path.join(folder, 'empty');
    expect(await demoDatabase({ DATA_DIR: empty })).toEqual({ problem: expect.stringContaining('`npm start`') });
    const run = await runDemo({ DATA_DIR: empty });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("RollCall's database is not running (no database in");
    expect(run.stdout).toBe('');
  }, 60_000);

  it('says the same when the database of the data folder is not running', async () => {
    const stopped = path.join(folder, 'stopped');
    await rm(stopped, { recursive: true, force: true });
    await mkdir(stopped, { recursive: true });
    await writeFile(path.join(stopped, 'rollcall_app.password'), 'secret\n');
    const port = String(await freePort());
    const run = await runDemo({ DATA_DIR: stopped, POSTGRES_PORT: port });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`RollCall's database is not running (127.0.0.1:${port}`);
  }, 60_000);

  describe('with the database running', () => {
    let database: RunningDatabase;
    beforeAll(async () => {
      database = await startDatabase({ dataDir: path.join(folder, 'running'), port: 0 });
      await runMigrations(database.ownerUrl);
    }, 120_000);
    afterAll(() => database?.stop());

    it('creates a demo institute and prints its four sign-ins once', async () => {
      const run = await runDemo({ DATABASE_URL: database.applicationUrl, SHELL_URL: 'http://school.test:3000/' });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const name = /^Demo institute created in [\d.]+ s: (.+)$/m.exec(run.stdout)?.[1];
      expect(name).toMatch(/^Sunrise Public School \(demo [a-z0-9]{6}\)$/);
      expect(run.stdout).toContain('Sign in at http://school.test:3000/login');
      const lines = [...run.stdout.matchAll(/^ {2}(Admin|Teacher|Student|Parent) +(\S+@\S+) +(\S{20}) /gm)];
      expect(lines.map((line) => line[1])).toEqual(['Admin', 'Teacher', 'Student', 'Parent']);

      const owner = new pg.Client({ connectionString: database.ownerUrl });
      await owner.connect();
      try {
        const { rows } = await owner.query(
          `SELECT i.demo, count(s.id)::int AS students FROM institutes i JOIN students s ON s.institute_id = i.id
           WHERE i.name = $1 GROUP BY i.demo`,
          [name],
        );
        expect(rows).toEqual([{ demo: true, students: 160 }]);
      } finally {
        await owner.end();
      }
    }, 180_000);
  });
});
