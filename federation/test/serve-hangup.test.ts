import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { frontends } from '../src/frontends';
import { type ServedFrontends, serveFrontends } from '../src/serve';

// A client that hangs up halfway through a file costs the static server nothing: the file is closed, the hang-up
// is one line of the log, and the next download is whole.

const BIG = 4 * 1024 * 1024;
let root: string;
let served: ServedFrontends;
const lines: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'rollcall-serve-hangup-'));
  const dist = path.join(root, frontends.shell.folder, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(dist, 'assets', 'big.0123456789.js'), Buffer.alloc(BIG, 'x'));
  served = await serveFrontends({
    host: '127.0.0.1',
    ports: { shell: 0 },
    api: 'http://127.0.0.1:4999',
    root,
    log: (line) => lines.push(line),
  });
}, 30_000);

afterAll(async () => {
  await served.close();
  await rm(root, { recursive: true, force: true });
});

const openFiles = async () => (await readdir('/proc/self/fd')).length;

/** Asks for the big file and hangs up once its first bytes have arrived. */
function hangUpMidFile(how: 'destroy' | 'resetAndDestroy'): Promise<void> {
  const { port } = new URL(served.urls.shell!);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write('GET /assets/big.0123456789.js HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    socket.on('error', () => {});
    socket.once('data', () => {
      socket[how]();
      resolve();
    });
  });
}

it.each(['destroy', 'resetAndDestroy'] as const)('closes the file of a client that hangs up mid-download (%s)', async (how) => {
  const before = await openFiles();
  const from = lines.length;
  for (let round = 0; round < 40; round++) await hangUpMidFile(how);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await openFiles()).toBeLessThan(before + 5);
  expect(lines.slice(from).every((line) => line === 'GET /assets/big.0123456789.js: client went away (closed)')).toBe(true);
  expect(lines.length - from).toBeGreaterThan(0);
  const whole = await fetch(`${served.urls.shell}/assets/big.0123456789.js`, { headers: { 'accept-encoding': 'identity' } });
  expect((await whole.arrayBuffer()).byteLength).toBe(BIG);
});
