import net from 'node:net';
import { CacheNotices, CACHE_CHANNEL } from '../src/cache/cache-notices';
import { NoticedCache } from '../src/cache/noticed-cache';
import { startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

let t: GatewayTestStack;
const started: CacheNotices[] = [];

beforeAll(async () => {
  t = await startGatewayTestStack();
});
afterAll(async () => {
  for (const notices of started) await notices.stop();
  await t?.stop();
});

async function listening(connectionString = t.stack.gatewayOptions.databaseUrl!, heartbeatMs?: number) {
  const notices = new CacheNotices({ connectionString, pool: t.db, log: () => {}, heartbeatMs, retryMs: [50, 200] });
  started.push(notices);
  await notices.start();
  return notices;
}

const announce = (payload: string) => t.db.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, payload]);

async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  for (const end = Date.now() + ms; !condition(); ) {
    if (Date.now() > end) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('CacheNotices', () => {
  it('settle resolves only once the notices committed before it have reached their caches', async () => {
    const notices = await listening();
    const sessions = new NoticedCache<string>(notices, 's', 10);
    const users = new NoticedCache<string>(notices, 'u', 10);
    sessions.keep('a', 'session a', Date.now() + 60_000, sessions.ticket());
    users.keep('a', 'user a', Date.now() + 60_000, users.ticket());

    await announce('s:a');
    await notices.settle();
    expect(sessions.get('a')).toBeUndefined();
    expect(users.get('a')).toBe('user a');
  });

  it('a database trigger announces a session that ends and a user that changes', async () => {
    const notices = await listening();
    const sessions = new NoticedCache<string>(notices, 's', 10);
    const users = new NoticedCache<string>(notices, 'u', 10);
    const user = await t.user('superadmin');
    await t.db.query(
      `INSERT INTO sessions (id, data, user_id, expires_at) VALUES ('ending', '{}', $1, now() + interval '1 hour')`,
      [user.id],
    );
    sessions.keep('ending', 'copy', Date.now() + 60_000, sessions.ticket());
    users.keep(user.id, 'copy', Date.now() + 60_000, users.ticket());

    // Moving koa-session's own expiry is a touch: no notice.
    await t.db.query(
      `UPDATE sessions SET data = '{"_expire": 1}', expires_at = expires_at + interval '1 minute' WHERE id = 'ending'`,
    );
    await t.db.query(`UPDATE users SET updated_at = now() WHERE id = $1`, [user.id]);
    await notices.settle();
    expect(sessions.get('ending')).toBe('copy');
    expect(users.get(user.id)).toBe('copy');

    await t.db.query(`UPDATE users SET name = 'Someone Else' WHERE id = $1`, [user.id]);
    await t.db.query(`DELETE FROM sessions WHERE id = 'ending'`);
    await notices.settle();
    expect(sessions.get('ending')).toBeUndefined();
    expect(users.get(user.id)).toBeUndefined();
  });

  it('a connection that goes silent is found by the heartbeat: its caches empty and it listens again', async () => {
    const database = new URL(t.stack.gatewayOptions.databaseUrl!);
    const sockets: net.Socket[] = [];
    let silent = false;
    // A hop between the listener and the database that can stop carrying bytes without closing anything.
    const hop = net.createServer((client) => {
      const server = net.connect(Number(database.port), database.hostname);
      sockets.push(client, server);
      client.on('data', (chunk) => silent || server.write(chunk));
      server.on('data', (chunk) => silent || client.write(chunk));
      client.on('error', () => {});
      server.on('error', () => {});
    });
    await new Promise<void>((resolve) => hop.listen(0, '127.0.0.1', resolve));
    const through = new URL(database);
    through.host = `127.0.0.1:${(hop.address() as net.AddressInfo).port}`;
    try {
      const notices = await listening(through.toString(), 100);
      const sessions = new NoticedCache<string>(notices, 's', 10);
      expect(notices.listening).toBe(true);
      sessions.keep('a', 'copy', Date.now() + 60_000, sessions.ticket());

      silent = true;
      await until(() => !notices.listening);
      expect(sessions.get('a')).toBeUndefined();
      silent = false;
      await until(() => notices.listening);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hop.close(resolve));
    }
  });
});

describe('NoticedCache', () => {
  it('keeps no copy read before a drop, serves none past its time, and makes room by dropping the oldest', async () => {
    const notices = await listening();
    const cache = new NoticedCache<number>(notices, 'x', 2);
    const later = Date.now() + 60_000;

    const before = cache.ticket();
    cache.drop('other');
    cache.keep('raced', 1, later, before);
    expect(cache.get('raced')).toBeUndefined();

    cache.keep('old', 1, later, cache.ticket());
    cache.keep('expired', 2, Date.now() - 1, cache.ticket());
    expect(cache.get('expired')).toBeUndefined();
    cache.keep('a', 3, later, cache.ticket());
    cache.keep('b', 4, later, cache.ticket());
    expect([cache.get('old'), cache.get('a'), cache.get('b')]).toEqual([undefined, 3, 4]);
    expect(cache.size).toBe(2);
  });

  it('serves nothing while its notices are not heard', async () => {
    const notices = await listening();
    const cache = new NoticedCache<number>(notices, 'y', 10);
    cache.keep('a', 1, Date.now() + 60_000, cache.ticket());
    await notices.stop();
    expect(cache.get('a')).toBeUndefined();
    cache.keep('b', 2, Date.now() + 60_000, cache.ticket());
    expect(cache.get('b')).toBeUndefined();
  });

  it('a gateway started while the database is away reads from the database until it can listen', async () => {
    const away = new URL(t.stack.gatewayOptions.databaseUrl!);
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    away.host = `127.0.0.1:${(closed.address() as net.AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const notices = await listening(away.toString());
    const cache = new NoticedCache<number>(notices, 'z', 10);
    expect(notices.listening).toBe(false);
    cache.keep('a', 1, Date.now() + 60_000, cache.ticket());
    expect(cache.get('a')).toBeUndefined();
  });
});
