import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, CSRF_VALUE } from '@rollcall/contracts';
import { freePort } from '../../services/src/db/free-port';
import { running, SupervisorProcess, until } from './support/supervisor-process';

const STARTS_WITHIN_MS = 120_000;
const READY = /Press Ctrl\+C to stop\./;

let dataDir: string;
let env: NodeJS.ProcessEnv;
let gateway: string;
let password: string;
const supervisors: SupervisorProcess[] = [];

function startSupervisor(options: { wrapped?: boolean } = {}): SupervisorProcess {
  const supervisor = new SupervisorProcess(env, options);
  supervisors.push(supervisor);
  return supervisor;
}

async function signIn(): Promise<number> {
  const answer = await fetch(`${gateway}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    body: JSON.stringify({ role: 'superadmin', email: 'superadmin@rollcall.local', password }),
  });
  return answer.status;
}

beforeAll(async () => {
  // embedded PostgreSQL runs as the postgres user when root: it must enter and write the data folder.
  dataDir = await mkdtemp(path.join(tmpdir(), 'rollcall-supervisor-'));
  await chmod(dataDir, 0o777);
  const ports = { POSTGRES_PORT: 0, SMTP_PORT: 0, SERVICES_PORT: 0, GATEWAY_PORT: 0 };
  for (const name of Object.keys(ports) as Array<keyof typeof ports>) ports[name] = await freePort();
  env = { DATA_DIR: dataDir, SKIP_FRONTENDS: '1', ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])) };
  delete env.SUPERADMIN_EMAIL;
  delete env.SUPERADMIN_PASSWORD;
  gateway = `http://127.0.0.1:${ports.GATEWAY_PORT}`;

  const supervisor = startSupervisor();
  await supervisor.waitFor(READY, STARTS_WITHIN_MS);
  password = (await supervisor.waitFor(/^ {2}password {2}(\S+)$/m, 1_000))[1]!;
}, STARTS_WITHIN_MS + 10_000);

afterAll(async () => {
  for (const supervisor of supervisors) await supervisor.cleanUp(dataDir);
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

it('runs services and gateway as child processes and prints the first super admin password once', async () => {
  const [supervisor] = supervisors;
  expect(supervisor!.childPids('services')).toHaveLength(1);
  expect(supervisor!.childPids('gateway')).toHaveLength(1);
  expect(supervisor!.output).toMatch(/^\[services\] Services on http:\/\/127\.0\.0\.1:\d+$/m);
  expect(supervisor!.output.split(password)).toHaveLength(2);
  expect(await signIn()).toBe(200);
});

it('restarts services killed with SIGKILL while the gateway keeps answering', async () => {
  const [supervisor] = supervisors;
  const [services] = supervisor!.childPids('services');
  process.kill(services!, 'SIGKILL');
  await until('services gone', () => !running(services!), 5_000);

  expect((await fetch(`${gateway}/openapi.json`)).status).toBe(200);
  expect(await signIn()).toBe(503);
  await supervisor!.waitFor(/^\[services\] was killed by SIGKILL; restarting in 0\.5 s$/m, 5_000);
  await supervisor!.waitFor(/^\[services\] restarted \(process \d+\)$/m, 5_000);
  await until('a sign-in through the gateway again', async () => (await signIn()) === 200, 60_000);
}, 90_000);

it(
  'comes back on the same data folder and ports after the supervisor itself was killed with SIGKILL',
  async () => {
    const [first] = supervisors;
    const children = first!.childPids();
    first!.process.kill('SIGKILL');
    await first!.whenExited();
    await until('its children exit with it', () => children.every((pid) => !running(pid)), 10_000);

    const second = startSupervisor();
    await second.waitFor(READY, STARTS_WITHIN_MS);
    expect(second.output).toMatch(/PostgreSQL \(process \d+\) was left running on .* by a RollCall that died: stopping it/);
    expect(await signIn()).toBe(200);

    second.process.kill('SIGTERM');
    expect(await second.whenExited()).toBe(0);
    expect(second.childPids().filter(running)).toEqual([]);
  },
  STARTS_WITHIN_MS + 30_000,
);

it(
  'stops everything when the process that started it is killed outright, and is not left holding the ports',
  async () => {
    const wrapped = startSupervisor({ wrapped: true });
    await wrapped.waitFor(READY, STARTS_WITHIN_MS);
    const supervisor = wrapped.wrappedPid!;
    const children = wrapped.childPids();
    expect(children).toHaveLength(2);

    wrapped.process.kill('SIGKILL');
    // The wrapper has exited, so waitFor would give up at once: the supervisor still writes to the same output.
    await until('the supervisor says why it stops', () => /^parent gone: stopping RollCall…$/m.test(wrapped.output), 5_000);
    await until('the supervisor and its children exit', () => ![supervisor, ...children].some(running), 30_000);

    const again = startSupervisor();
    await again.waitFor(READY, STARTS_WITHIN_MS);
    expect(again.output).not.toMatch(/was left running/);
    expect(await signIn()).toBe(200);
  },
  2 * STARTS_WITHIN_MS,
);
