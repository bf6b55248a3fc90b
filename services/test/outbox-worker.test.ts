import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startDatabase, type RunningDatabase } from '../src/db/embedded-database';
import { runMigrations } from '../src/db/migrations';
import { createPool, type Pool } from '../src/db/pool';
import { enqueueMails } from '../src/mail/outbox';
import { messageIdFor, startOutboxWorker, type OutboxWorker } from '../src/mail/outbox-worker';
import { createMailTransport } from '../src/mail/transport';
import { eventually, temporaryFolder } from './support/stack';

const FROM = 'RollCall <no-reply@rollcall.test>';

interface Received {
  to: string;
  messageId: string;
}

/**
 * An SMTP relay that keeps what it accepts in memory, counts the messages it holds at once, can hold its 250
 * until released, and refuses the first delivery to the addresses in `refuseOnce`.
 */
async function startRelay() {
  const received: Received[] = [];
  const refuseOnce = new Set<string>();
  const waiting: Array<() => void> = [];
  let holding = false;
  let atOnce = 0;
  let mostAtOnce = 0;
  const sessions = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseOnce.delete(address.address)) {
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      sessions.add(session.id);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        atOnce++;
        mostAtOnce = Math.max(mostAtOnce, atOnce);
        // Each message keeps its slot a moment, so messages sent at once overlap here.
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
        atOnce--;
        const raw = Buffer.concat(chunks).toString();
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', '),
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseOnce,
    /** How many messages it held at the same moment, at most. */
    mostAtOnce: () => mostAtOnce,
    /** How many SMTP sessions delivered a message. */
    sessions: () => sessions.size,
    held: () => waiting.length,
    hold() {
      holding = true;
    },
    /** Lets `count` held messages through (all of them, and stops holding, without a count). */
    release(count = Number.POSITIVE_INFINITY) {
      if (count === Number.POSITIVE_INFINITY) holding = false;
      for (const resolve of waiting.splice(0, count)) resolve();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let dataDir: string;
let database: RunningDatabase;
let pool: Pool;
let relay: Awaited<ReturnType<typeof startRelay>>;
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  dataDir = await temporaryFolder();
  database = await startDatabase({ dataDir, port: 0 });
  await runMigrations(database.ownerUrl);
  pool = createPool(database.ownerUrl, () => {});
}, 60_000);
beforeEach(async () => {
  relay = await startRelay();
  await pool.query('DELETE FROM mail_outbox');
});
afterEach(async () => {
  relay.release();
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await relay.stop();
});
afterAll(async () => {
  await pool?.end();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function worker(concurrency: number) {
  const started = startOutboxWorker({
    pool,
    transport: createMailTransport(relay.url, { connections: concurrency }),
    from: FROM,
    pollIntervalMs: 60_000,
    baseDelayMs: 1_000,
    maxDelayMs: 1_000,
    concurrency,
  });
  workers.push(started);
  return started;
}

const addresses = (count: number) => Array.from({ length: count }, (_, n) => `student${String(n).padStart(3, '0')}@outbox.test`);

function queue(to: string[]) {
  return enqueueMails(
    pool,
    to.map((address) => ({
      idempotencyKey: `summary:${address}:2026-11-20`,
      to: address,
      subject: 'Attendance today',
      text: 'Physics: present',
      html: '<p style="margin:0">Physics: present</p>',
    })),
  );
}

const outbox = () =>
  pool
    .query<{ to: string; attempts: number; sent: boolean; leased: boolean; last_error: string | null }>(
      `SELECT "to", attempts, sent_at IS NOT NULL AS sent, leased_until IS NOT NULL AS leased, last_error FROM mail_outbox ORDER BY "to"`,
    )
    .then((result) => result.rows);

it('sends every queued mail exactly once, several at a time over a few reused connections, even with two workers', async () => {
  const to = addresses(60);
  await queue(to);

  await Promise.all([worker(4).drain(), worker(4).drain()]);

  expect(relay.received.map((mail) => mail.to).sort()).toEqual(to);
  expect(relay.received.map((mail) => mail.messageId).sort()).toEqual(
    to.map((address) => messageIdFor(`summary:${address}:2026-11-20`, FROM)).sort(),
  );
  // More than one at a time from each worker.
  expect(relay.mostAtOnce()).toBeGreaterThan(2);
  expect(relay.mostAtOnce()).toBeLessThanOrEqual(8);
  // A pooled connection carries many mails: two workers of four connections open at most eight sessions.
  expect(relay.sessions()).toBeLessThanOrEqual(8);
  expect((await outbox()).every((row) => row.sent && row.attempts === 0 && !row.leased)).toBe(true);
}, 30_000);

it('retries only the mail the relay refused, and the others go out on the same connections meanwhile', async () => {
  const to = addresses(12);
  relay.refuseOnce.add(to[5]!);
  await queue(to);
  const sender = worker(4);

  await sender.drain();
  const afterFirstPass = await outbox();
  expect(afterFirstPass.filter((row) => !row.sent)).toEqual([
    { to: to[5], attempts: 1, sent: false, leased: false, last_error: expect.stringContaining('Mailbox busy, try later') },
  ]);
  expect(relay.received.map((mail) => mail.to).sort()).toEqual(to.filter((address) => address !== to[5]));

  await eventually(async () => {
    sender.kick();
    return (await outbox()).every((row) => row.sent);
  });
  await sender.drain();
  expect(relay.received.map((mail) => mail.to).sort()).toEqual(to);
  expect((await outbox()).find((row) => row.to === to[5])).toMatchObject({ attempts: 1, sent: true, last_error: null });
}, 30_000);

it('on stop, lets the mails with the relay finish and be marked sent, and gives back the rows it claimed but had not sent', async () => {
  const to = addresses(10);
  await queue(to);
  relay.hold();
  const sender = worker(3);
  sender.kick();
  await eventually(async () => relay.held() === 3);
  // One mail through: its sender claims the next three, takes one to the relay and keeps two for the others.
  relay.release(1);
  await eventually(async () => relay.held() === 3);
  expect((await outbox()).filter((row) => row.leased)).toHaveLength(5);

  let stopped = false;
  const stopping = sender.stop().then(() => {
    stopped = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(stopped).toBe(false);
  relay.release();
  await stopping;
  workers.splice(workers.indexOf(sender), 1);

  const rows = await outbox();
  expect(rows.filter((row) => row.sent)).toHaveLength(4);
  expect(relay.received).toHaveLength(4);
  expect(rows.filter((row) => !row.sent).every((row) => row.attempts === 0 && !row.leased)).toBe(true);

  // Nothing is held by a lease, so the next worker sends the rest at once, none a second time.
  await worker(3).drain();
  expect(relay.received.map((mail) => mail.to).sort()).toEqual(to);
}, 30_000);
