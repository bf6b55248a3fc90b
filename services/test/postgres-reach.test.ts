import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountOf, assertPostgresCanReach, firstClosedFolder } from '../src/db/postgres-reach';

const stranger = { uid: 54_321, gid: 54_321 };
let base: string;

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'rollcall-reach-'));
  await chmod(base, 0o755);
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

test('a folder of mode 700 on the way closes it to another user, and is the one named', async () => {
  const hidden = path.join(base, 'home');
  await mkdir(path.join(hidden, 'checkout', 'node_modules'), { recursive: true });
  await chmod(hidden, 0o700);

  expect(await firstClosedFolder(path.join(hidden, 'checkout', 'node_modules'), stranger)).toEqual({
    folder: hidden,
    mode: '700',
  });
});

test('folders other users may enter leave the way open, including folders not made yet', async () => {
  await mkdir(path.join(base, 'srv', 'rollcall'), { recursive: true });

  expect(await firstClosedFolder(path.join(base, 'srv', 'rollcall', '.data', 'later'), stranger)).toBeNull();
});

test('the owner and the group are judged by their own permission bits', async () => {
  const folder = path.join(base, 'mine');
  await mkdir(folder);
  await chmod(folder, 0o750);
  const { uid, gid } = process.getuid && process.getgid ? { uid: process.getuid(), gid: process.getgid() } : stranger;

  expect(await firstClosedFolder(folder, { uid, gid })).toBeNull();
  expect(await firstClosedFolder(folder, { uid: stranger.uid, gid })).toBeNull();
  expect(await firstClosedFolder(folder, stranger)).toEqual({ folder, mode: '750' });
});

test("an account's ids are read from the password file", async () => {
  const passwd = path.join(base, 'passwd');
  await writeFile(passwd, 'root:x:0:0:root:/root:/bin/bash\npostgres:x:101:104:PostgreSQL:/var/lib/postgresql:/bin/bash\n');

  expect(await accountOf('postgres', passwd)).toEqual({ uid: 101, gid: 104 });
  expect(await accountOf('nobody-here', passwd)).toBeNull();
});

test('a data folder inside a private folder stops the start with what to do', async () => {
  const hidden = path.join(base, 'private');
  await mkdir(hidden);
  await chmod(hidden, 0o700);
  const start = assertPostgresCanReach(path.join(hidden, '.data'));

  // Only root hands the server to another user; anyone else runs it themselves and owns the folder.
  if (process.getuid?.() === 0)
    await expect(start).rejects.toThrow(
      `cannot enter ${hidden} (mode 700) to reach its data in ${path.join(hidden, '.data')}. Set DATA_DIR`,
    );
  else await expect(start).resolves.toBeUndefined();
});
