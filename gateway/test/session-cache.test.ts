/**
 * The gateway serves sessions and users from memory while the database's notices reach it; these tests race
 * requests against the calls that end a session, on the gateway that ends it and on another one, and take the
 * listener away.
 */
import { performance } from 'node:perf_hooks';
import type { RunningGateway } from '../src';
import { LISTENER_NAME } from '../src/cache/cache-notices';
import type { Browser } from './support/browser';
import { startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(120_000);

let t: GatewayTestStack;
let other: RunningGateway;

beforeAll(async () => {
  t = await startGatewayTestStack();
  other = await t.extraGateway({});
});
afterAll(() => t?.stop());

interface Sent {
  at: number;
  status: number;
}

/** The same cookie as `browser`, sent by another client to `baseUrl` (another tab, another gateway). */
function replayOf(browser: Browser, baseUrl: string): Browser {
  const replay = t.browser();
  replay.setCookieHeader(browser.cookieHeader);
  const request = replay.request.bind(replay);
  replay.request = (method, path, options) => request(method, path.startsWith('http') ? path : `${baseUrl}${path}`, options);
  return replay;
}

/**
 * Keeps `lanes` requests in flight with the replayed cookie until `stop()` resolves, and answers when each was
 * sent (its fetch started) and what it got.
 */
function keepAsking(replay: Browser, path: string, lanes = 4) {
  const sent: Sent[] = [];
  let running = true;
  const lane = async () => {
    while (running) {
      const at = performance.now();
      const { status } = await replay.request('GET', path);
      sent.push({ at, status });
    }
  };
  const all = Array.from({ length: lanes }, lane);
  return {
    sent,
    async stop() {
      running = false;
      await Promise.all(all);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Races requests with the cookie of `browser` (through `requestsTo`) against `end()`; answers what they got. */
async function raceAgainst(browser: Browser, requestsTo: string, path: string, end: () => Promise<void>) {
  const replay = replayOf(browser, requestsTo);
  // Read once, so the session (and the user) is served from memory when the race starts.
  expect((await replay.request('GET', path)).status).toBe(200);
  const asking = keepAsking(replay, path);
  await pause(30);
  await end();
  const ended = performance.now();
  await pause(30);
  await asking.stop();
  const after = asking.sent.filter((request) => request.at > ended);
  const before = asking.sent.filter((request) => request.at <= ended);
  return { after, before };
}

describe('a request racing the call that ends its session', () => {
  it('a logout: no request sent after it answered is let in, on this gateway or another', async () => {
    for (let round = 0; round < 5; round++) {
      for (const requestsTo of [t.gatewayUrl, other.url]) {
        const browser = await t.superadmin();
        const { before, after } = await raceAgainst(browser, requestsTo, '/auth/verify-user', async () => {
          expect((await browser.call('POST', '/auth/logout')).status).toBe(200);
        });
        expect(before.filter((request) => request.status === 200).length).toBeGreaterThan(0);
        expect(after.length).toBeGreaterThan(0);
        expect(after.map((request) => request.status)).toEqual(after.map(() => 401));
      }
    }
  });

  it('an account removed: its sessions end for every request sent after the removal answered', async () => {
    const superadmin = await t.superadmin();
    for (const requestsTo of [t.gatewayUrl, other.url]) {
      const instituteId = await t.institute();
      const admin = await t.user('admin', { instituteId });
      const browser = await t.signedIn('admin', admin.email);
      const { before, after } = await raceAgainst(browser, requestsTo, '/admin/institute', async () => {
        expect((await superadmin.call('DELETE', `/superadmin/admin?adminId=${admin.id}`)).status).toBe(200);
      });
      expect(before.filter((request) => request.status === 200).length).toBeGreaterThan(0);
      expect(after.length).toBeGreaterThan(0);
      expect(after.map((request) => request.status)).toEqual(after.map(() => 401));
    }
  });

  it('a password changed: every other session of the user ends before the change answers', async () => {
    const instituteId = await t.institute();
    const admin = await t.user('admin', { instituteId });
    const changing = await t.signedIn('admin', admin.email);
    const elsewhere = await t.signedIn('admin', admin.email);
    const { after } = await raceAgainst(elsewhere, other.url, '/auth/verify-user', async () => {
      const changed = await changing.call('POST', '/auth/change-password', {
        json: { currentPassword: 'Str0ng!Pass', newPassword: 'N3w!Passw0rd' },
      });
      expect(changed.status).toBe(200);
    });
    expect(after.map((request) => request.status)).toEqual(after.map(() => 401));
    expect((await changing.call('GET', '/auth/verify-user')).status).toBe(200);
  });
});

describe('copies kept in memory', () => {
  it('a renamed user is answered with the new name by every gateway once the rename answered', async () => {
    const superadmin = await t.superadmin();
    const instituteId = await t.institute();
    const admin = await t.user('admin', { instituteId, name: 'Before Rename' });
    const browser = await t.signedIn('admin', admin.email);
    const onOther = replayOf(browser, other.url);
    expect((await onOther.call('GET', '/auth/verify-user')).body.user.name).toBe('Before Rename');
    expect((await browser.call('GET', '/auth/verify-user')).body.user.name).toBe('Before Rename');

    expect(
      (await superadmin.call('PATCH', '/superadmin/admin', { json: { adminId: admin.id, name: 'After Rename' } })).status,
    ).toBe(200);
    expect((await onOther.call('GET', '/auth/verify-user')).body.user.name).toBe('After Rename');
    expect((await browser.call('GET', '/auth/verify-user')).body.user.name).toBe('After Rename');
  });

  it('without its listener a gateway reads every session from the database, and listens again', async () => {
    const browser = await t.superadmin();
    const replay = replayOf(browser, other.url);
    expect((await replay.call('GET', '/auth/verify-user')).status).toBe(200);
    const listeners = () =>
      t.db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [LISTENER_NAME]);
    const before = (await listeners()).rows.map((row) => row.pid);
    expect(before.length).toBeGreaterThanOrEqual(2);
    // Every gateway loses its listener, then the session ends behind their backs (no notice is heard).
    await t.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ANY($1)', [before]);
    await t.db.query(`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE role = 'superadmin')`);
    expect((await replay.call('GET', '/auth/verify-user')).status).toBe(401);
    expect((await browser.call('GET', '/auth/verify-user')).status).toBe(401);

    for (let waited = 0; waited < 100; waited++) {
      const now = (await listeners()).rows.map((row) => row.pid);
      if (now.length >= before.length && now.every((pid) => !before.includes(pid))) return;
      await pause(100);
    }
    throw new Error('the gateways did not listen again');
  });
});
