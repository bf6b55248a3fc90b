import path from 'node:path';
import { type Identity, identityHeaders } from '@rollcall/contracts/internal';
import pg from 'pg';
import type { RunningServices } from '../src/services';
import { adminAreaStack } from './support/institute';
import { recordCall } from './support/record-call';
import { callService, eventually, INTERNAL_SECRET } from './support/stack';
import { type StreamingReplica, startStreamingReplica } from './support/streaming-replica';
import {
  insertParent,
  recordLecture,
  registerOf,
  studentIdentity,
  type TeachingInstitute,
  teachingInstitute,
} from './support/teaching';

// Declared before the stack's own, so it runs first: the replica's slot is dropped while the primary still runs.
afterAll(async () => {
  await services?.close();
  await replica?.remove();
});

const area = adminAreaStack();
/** How far the replica may lag for the services under test: long enough to see a stale answer, short for the test. */
const MAX_LAG_MS = 2_500;

let replica: StreamingReplica;
let services: RunningServices;
let place: TeachingInstitute;
const logged: string[] = [];

beforeAll(async () => {
  const { dataDir, database } = area.stack;
  replica = await startStreamingReplica(
    { clusterDir: path.join(dataDir, 'postgres'), ownerUrl: database.ownerUrl, applicationUrl: database.applicationUrl },
    dataDir,
  );
  services = await area.stack.startServices({
    databaseReplicaUrl: replica.applicationUrl,
    replica: { maxLagMs: MAX_LAG_MS, checkIntervalMs: 100 },
    log: (line) => logged.push(line),
  });
  place = await teachingInstitute(area, { students: 3 });
  await insertParent(area.pool, place.institute.id, 'Paro Parent', [place.roster[0]!.id]);
}, 60_000);

/** A GET as the gateway would send it, to the services with the replica or (`primaryOnly`) to the stack's own. */
async function get(identity: Identity, pathAndQuery: string, { primaryOnly = false } = {}) {
  const base = primaryOnly ? area.stack.services.url : services.url;
  const response = await fetch(`${base}${pathAndQuery}`, { headers: identityHeaders(INTERNAL_SECRET, identity) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.startsWith('application/json') ? JSON.parse(bytes.toString('utf8')) : bytes.toString('utf8');
  recordCall('GET', pathAndQuery, {}, undefined, response, type.startsWith('application/json') ? body : '');
  return { status: response.status, type, body, bytes };
}

/** The routed reads: each caller and path whose reads may lag, and whether its answer can be compared whole. */
const routedReads = () => {
  const admin = place.institute.admin;
  const student = studentIdentity(place.institute.id, place.roster[0]!.id);
  return [
    { identity: admin, path: '/admin/reports/attendance', comparable: true },
    { identity: admin, path: '/admin/reports/attendance?format=csv', comparable: true },
    { identity: admin, path: '/admin/reports/attendance?format=pdf', comparable: false },
    { identity: place.teacher.identity, path: '/teacher/reports/attendance', comparable: true },
    { identity: admin, path: '/admin/dashboard', comparable: true },
    { identity: admin, path: '/admin/eligibility', comparable: true },
    { identity: admin, path: '/admin/eligibility.csv', comparable: true },
    { identity: admin, path: '/admin/eligibility.pdf', comparable: false },
    { identity: admin, path: '/admin/exports/oneroster.zip', comparable: false },
    { identity: student, path: '/student/attendance', comparable: true },
  ];
};

/** The transactions the application's login began on the replica so far: every one a routed read. */
const replicaTransactions = () =>
  replica.statements().filter((statement) => statement.login === 'rollcall_app' && /^BEGIN\b/i.test(statement.text));

/** The registers the caller's report counts (the admin's unless told), from the services with the replica or the stack's own. */
const lecturesInReport = async ({ identity = place.institute.admin, primaryOnly = false } = {}) =>
  ((await get(identity, `/${identity.role}/reports/attendance`, { primaryOnly })).body as { lectures: number }).lectures;

/** Saves a register through the services with the replica (period `period` of today, every student Present). */
async function saveRegister(period: number) {
  const sent = JSON.stringify(registerOf(place, { period }));
  const response = await fetch(`${services.url}/teacher/lectures`, {
    method: 'POST',
    headers: { ...identityHeaders(INTERNAL_SECRET, place.teacher.identity), 'content-type': 'application/json' },
    body: sent,
  });
  const body = await response.json();
  recordCall('POST', '/teacher/lectures', { 'content-type': 'application/json' }, sent, response, body);
  expect(response.status).toBe(201);
}

/** Waits until the services with the replica read through it again (a check found it well). */
const replicaInUseAgain = (since: number) =>
  eventually(async () => {
    const before = replicaTransactions().length;
    await get(place.institute.admin, '/admin/dashboard');
    return logged.length > since && replicaTransactions().length > before;
  }, 15_000);

describe('reads that may lag, on a streaming replica', () => {
  it('is a real standby streaming from the primary, and the services use it from the start', async () => {
    const standby = new pg.Client({ connectionString: replica.ownerUrl });
    await standby.connect();
    const { rows } = await standby.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering');
    await standby.end();
    expect(rows[0]!.recovering).toBe(true);
    const { rows: senders } = await area.pool.query(`SELECT 1 FROM pg_stat_replication WHERE state = 'streaming'`);
    expect(senders).toHaveLength(1);
    await eventually(async () => {
      await get(place.institute.admin, '/admin/dashboard');
      return logged.includes(`read replica: in use for reads that may lag (bound ${MAX_LAG_MS} ms)`);
    });
  });

  it('answers every routed read from the replica, the same as the primary answers it', async () => {
    await recordLecture(area, place, { heldOn: place.today, period: 1 });
    await eventually(async () => (await lecturesInReport()) === 1);
    for (const read of routedReads()) {
      const before = replicaTransactions().length;
      const answer = await get(read.identity, read.path);
      expect({ path: read.path, status: answer.status }).toEqual({ path: read.path, status: 200 });
      expect({ path: read.path, onReplica: replicaTransactions().length - before }).toEqual({ path: read.path, onReplica: 1 });
      if (!read.comparable) continue;
      const onPrimary = await get(read.identity, read.path, { primaryOnly: true });
      expect(answer.body).toEqual(onPrimary.body);
    }
  }, 30_000);

  it('keeps the register, the roster, Today and the reads of whoever just wrote on the primary', async () => {
    const before = replicaTransactions().length;
    await saveRegister(2);
    const teacher = place.teacher.identity;
    expect(await lecturesInReport({ identity: teacher })).toBe(2);
    expect((await get(teacher, '/teacher/today')).status).toBe(200);
    expect((await get(teacher, `/teacher/subjects/${place.subjectId}/roster?date=${place.today}`)).status).toBe(200);
    expect((await get(place.institute.admin, '/admin/me')).status).toBe(200);
    expect(replicaTransactions().length).toBe(before);
  });

  it('serves a stale answer within the lag bound, the primary beyond it, and the replica again once it catches up', async () => {
    await eventually(async () => (await lecturesInReport()) === 2);
    await replica.pauseReplay();
    const since = logged.length;
    await saveRegister(3);
    // Only the replica can still answer two: the primary holds three.
    expect(await lecturesInReport()).toBe(2);
    expect(await lecturesInReport({ primaryOnly: true })).toBe(3);
    // The teacher who saved it reads it at once, from the primary.
    const beforeWriter = replicaTransactions().length;
    expect(await lecturesInReport({ identity: place.teacher.identity })).toBe(3);
    expect(replicaTransactions().length).toBe(beforeWriter);

    await eventually(async () => (await lecturesInReport()) === 3, 15_000);
    expect(logged.slice(since).some((line) => /^read replica: \d+ ms behind the primary \(bound 2500 ms\)/.test(line))).toBe(
      true,
    );
    const before = replicaTransactions().length;
    await lecturesInReport();
    expect(replicaTransactions().length).toBe(before);

    await replica.resumeReplay();
    await replicaInUseAgain(since + 1);
    expect(await lecturesInReport()).toBe(3);
  }, 30_000);

  it('falls back to the primary with the same answers while the replica is down, and uses it again when it is back', async () => {
    await replica.stop();
    const since = logged.length;
    for (const read of routedReads()) {
      const answer = await get(read.identity, read.path);
      expect({ path: read.path, status: answer.status }).toEqual({ path: read.path, status: 200 });
      if (!read.comparable) continue;
      expect(answer.body).toEqual((await get(read.identity, read.path, { primaryOnly: true })).body);
    }
    expect(logged.slice(since).filter((line) => line.startsWith('read replica: unreachable'))).toHaveLength(1);

    // Services started while it is down start anyway, reading from the primary.
    const startedWithout = await area.stack.startServices({ databaseReplicaUrl: replica.applicationUrl, log: () => {} });
    await startedWithout.close();

    await replica.start();
    await replicaInUseAgain(since + 1);
    expect(logged.at(-1)).toBe(`read replica: in use for reads that may lag (bound ${MAX_LAG_MS} ms)`);
  }, 30_000);

  it('refuses to start on a replica login that could leave row-level security behind', async () => {
    await expect(area.stack.startServices({ databaseReplicaUrl: replica.ownerUrl, log: () => {} })).rejects.toThrow(
      /^DATABASE_REPLICA_URL: The database login "postgres" is a superuser/,
    );
  });

  it('leaves the reads on the primary when the replica named is no standby', async () => {
    const lines: string[] = [];
    const notAStandby = await area.stack.startServices({
      databaseReplicaUrl: area.stack.database.applicationUrl,
      log: (line) => lines.push(line),
    });
    try {
      expect(lines).toContain(
        'read replica: the server is not a standby (pg_is_in_recovery() is false): reads that may lag go to the primary',
      );
      expect((await callService(notAStandby.url, 'GET', '/admin/dashboard', { identity: place.institute.admin })).status).toBe(
        200,
      );
    } finally {
      await notAStandby.close();
    }
  });

  it('never sent the replica a write: only read-only transactions and reads', async () => {
    const sent = replica.statements().filter((statement) => statement.login === 'rollcall_app');
    expect(sent.length).toBeGreaterThan(20);
    const begins = sent.filter((statement) => /^BEGIN\b/i.test(statement.text)).map((statement) => statement.text);
    expect(begins.length).toBeGreaterThan(10);
    expect(begins.filter((text) => !/\bREAD ONLY$/i.test(text.trim()))).toEqual([]);
    const writes = sent.filter((statement) =>
      /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|COPY|CREATE|ALTER|DROP)\b/i.test(statement.text),
    );
    expect(writes).toEqual([]);
  });
});
