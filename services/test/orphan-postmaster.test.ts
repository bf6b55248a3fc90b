import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startDatabase, type RunningDatabase } from '../src/db/embedded-database';
import { temporaryFolder } from './support/stack';

const repoRoot = path.resolve(__dirname, '..', '..');
const started: ChildProcess[] = [];
const folders: string[] = [];
const databases: RunningDatabase[] = [];

/** Starts the embedded database in a child process on dataDir; resolves with its URL once it answers. */
function databaseProcess(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'support', 'database-process.ts'), dataDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{"url"'));
      if (line) resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
    child.once('exit', (code, signal) => reject(new Error(`the database process exited (${signal ?? code}): ${output}`)));
  });
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

const running = (pid: number) => existsSync(`/proc/${pid}`) && !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterEach(async () => {
  for (const database of databases.splice(0)) await database.stop().catch(() => {});
  for (const child of started.splice(0)) await killed(child);
  // A server a failed test left behind, whoever started it.
  for (const dataDir of folders.splice(0)) {
    const file = path.join(dataDir, 'postgres', 'postmaster.pid');
    if (existsSync(file) && running(postmasterPid(dataDir))) {
      const pid = postmasterPid(dataDir);
      process.kill(pid, 'SIGINT');
      for (let waited = 0; waited < 10_000 && running(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
});

it('stops the PostgreSQL a killed process left running, then starts on the same folder with its data', async () => {
  const dataDir = await temporaryFolder();
  folders.push(dataDir);
  const { child, url } = await databaseProcess(dataDir);
  await query(url, 'CREATE TABLE kept (word text); INSERT INTO kept VALUES ($$still here$$)');
  const orphan = postmasterPid(dataDir);
  await killed(child);
  expect(running(orphan)).toBe(true);

  const database = await startDatabase({ dataDir, port: 0 });
  databases.push(database);
  expect(running(orphan)).toBe(false);
  expect(await query(database.ownerUrl, 'SELECT word FROM kept')).toEqual([{ word: 'still here' }]);
}, 60_000);

it('refuses a data folder whose PostgreSQL still belongs to a live process, and leaves that server alone', async () => {
  const dataDir = await temporaryFolder();
  folders.push(dataDir);
  const { url } = await databaseProcess(dataDir);
  const server = postmasterPid(dataDir);

  await expect(startDatabase({ dataDir, port: 0 })).rejects.toThrow(
    `Another RollCall (process ${started[0]!.pid}) is using the data folder ${dataDir}`,
  );
  expect(running(server)).toBe(true);
  expect(await query(url, 'SELECT 1 AS answer')).toEqual([{ answer: 1 }]);
}, 60_000);
