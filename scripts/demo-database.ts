import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaults, portFrom } from '../services/src';
import { APPLICATION_ROLE } from '../services/src/db/embedded-database';

type Env = NodeJS.ProcessEnv;

/** Where `npm run demo` writes: a connection string, or what to do first. */
export type DemoDatabase = { url: string; shown: string } | { problem: string };

/** Said when nothing answers at the database's address. */
export const notRunning = (where: string) =>
  `RollCall's database is not running (${where}). Start RollCall with \`npm start\` in another terminal ` +
  '(`SKIP_FRONTENDS=1 npm start` for the server side only), then run `npm run demo` again.';

/**
 * The database `npm start` uses, as the application's login: DATABASE_URL when set, else the embedded PostgreSQL of
 * DATA_DIR on POSTGRES_PORT, whose password `npm start` keeps in DATA_DIR.
 */
export async function demoDatabase(env: Env): Promise<DemoDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, shown: 'DATABASE_URL' };
  const dataDir = path.resolve(env.DATA_DIR || defaults.dataDir);
  const port = portFrom(env.POSTGRES_PORT, defaults.postgresPort, 'POSTGRES_PORT');
  const passwordFile = path.join(dataDir, `${APPLICATION_ROLE}.password`);
  if (!existsSync(passwordFile)) return { problem: notRunning(`no database in ${dataDir} yet`) };
  const password = (await readFile(passwordFile, 'utf8')).trim();
  return {
    url: `postgres://${APPLICATION_ROLE}:${password}@127.0.0.1:${port}/rollcall`,
    shown: `127.0.0.1:${port}, data in ${path.join(dataDir, 'postgres')}`,
  };
}
