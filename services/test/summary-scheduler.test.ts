import { inboxDay } from '../src/summaries/attendance-mail-texts';
import { createPool } from '../src/db/pool';
import { startDevMailServer } from '../src/mail/dev-mail-server';
import { readMailbox } from '../src/mail/mailbox';
import { mailLinks } from '../src/summaries/mail-links';
import { startSummaryScheduler } from '../src/summaries/summary-scheduler';
import { adminAreaStack } from './support/institute';
import { eventually, INTERNAL_SECRET } from './support/stack';
import {
  emailOf,
  insertParent,
  markLecture,
  outboxAbout,
  summaryClockOf,
  type TeachingInstitute,
  teachingInstitute,
} from './support/teaching';

const area = adminAreaStack();
const clock = summaryClockOf(area);

const links = mailLinks({ shellUrl: 'http://shell.test', apiUrl: () => 'http://api.test', secret: INTERNAL_SECRET });

/** The instant of a local time of a day in Asia/Kolkata (UTC+05:30 all year), the institutes' default zone. */
const inKolkata = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

const delivered = async (to: string) => (await readMailbox(area.stack.mail.mailDir)).filter((message) => message.to === to);

/** A place whose students were all marked today. */
async function markedToday(students: number): Promise<TeachingInstitute> {
  const place = await teachingInstitute(area, { students });
  await markLecture(area, place, { heldOn: place.today, students: place.roster });
  return place;
}

/** Holds a summary key of the student in an open transaction, so a run that reaches it waits there until released. */
async function holdKey(studentId: string, day: string) {
  const client = await area.pool.connect();
  await client.query('BEGIN');
  await client.query(`INSERT INTO mail_outbox (idempotency_key, "to", subject, text) VALUES ($1, 'held@x.test', 'x', 'x')`, [
    `summary:${studentId}:${day}`,
  ]);
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const holder = rows[0]!.pid;
  return {
    /** Resolves once a run is waiting for the key. */
    waitedFor: () =>
      eventually(async () => {
        const { rows: waiting } = await area.pool.query(
          `SELECT pid FROM pg_stat_activity WHERE $1 = ANY (pg_blocking_pids(pid))`,
          [holder],
        );
        return waiting.length > 0;
      }),
    async release() {
      await client.query('ROLLBACK');
      client.release();
    },
  };
}

it('sends within a moment of a settings change that moves the summary time to a time already past', async () => {
  const place = await markedToday(1);
  const student = place.roster[0]!;
  await area.pool.query(`UPDATE institutes SET daily_summary_at = '23:00' WHERE id = $1`, [place.institute.id]);
  clock.set(inKolkata(place.today, '19:00'));
  await area.stack.services.runSummaries();
  expect(await outboxAbout(area.pool, place.institute.id)).toEqual([]);

  const changed = await area.stack.call('PATCH', '/admin/settings', {
    identity: place.institute.admin,
    body: { dailySummaryAt: '18:30' },
  });
  expect(changed.status).toBe(200);
  const email = await emailOf(area.pool, student.id);
  const [mail] = await eventually(async () => {
    const found = await delivered(email);
    return found.length > 0 && found;
  }, 2_000);
  expect(mail!.subject).toContain(inboxDay(place.today));
});

it('delivers the queued summaries once each after the mail server comes back', async () => {
  const place = await markedToday(2);
  const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [place.roster[0]!.id]);
  const emails = [
    await emailOf(area.pool, place.roster[0]!.id),
    await emailOf(area.pool, parent.id),
    await emailOf(area.pool, place.roster[1]!.id),
  ];
  const port = Number(new URL(area.stack.mail.url).port);
  await area.stack.mail.stop();
  const restarted: { stop(): Promise<void> }[] = [];
  try {
    clock.set(inKolkata(place.today, '18:00'));
    await area.stack.services.runSummaries();
    await eventually(async () => {
      const { rows } = await area.pool.query(
        `SELECT count(*)::int AS tried FROM mail_outbox WHERE "to" = ANY ($1) AND attempts > 0 AND sent_at IS NULL`,
        [emails],
      );
      return rows[0].tried === 3;
    });

    restarted.push(await startDevMailServer({ dataDir: area.stack.dataDir, port }));
    for (const email of emails) await eventually(async () => (await delivered(email)).length > 0);
    await area.stack.services.flushOutbox();
    for (const email of emails) expect(await delivered(email)).toHaveLength(1);
    const { rows } = await area.pool.query(
      `SELECT count(*)::int AS unsent FROM mail_outbox WHERE "to" = ANY ($1) AND sent_at IS NULL`,
      [emails],
    );
    expect(rows).toEqual([{ unsent: 0 }]);
  } finally {
    for (const server of restarted) await server.stop();
  }
}, 30_000);

it('never runs two ticks at once: a kick during a tick asks for one more after it, and stop waits for the running one', async () => {
  // A run takes the institutes in the order of their ids.
  const [first, second] = [await markedToday(1), await markedToday(1)].sort((a, b) =>
    a.institute.id.localeCompare(b.institute.id),
  ) as [TeachingInstitute, TeachingInstitute];
  const now = inKolkata(first.today, '18:00');
  let ticks = 0;
  const kickOutbox = jest.fn();
  const firstHeld = await holdKey(first.roster[0]!.id, first.today);
  const secondHeld = await holdKey(second.roster[0]!.id, second.today);
  const scheduler = startSummaryScheduler({
    pool: area.pool,
    links,
    clock: () => {
      ticks++;
      return now;
    },
    tickIntervalMs: 3_600_000,
    kickOutbox,
    log: () => {},
  });
  try {
    await firstHeld.waitedFor();
    scheduler.kick();
    scheduler.kick();
    expect(ticks).toBe(1);
    await firstHeld.release();
    // The first tick runs the first institute, then waits at the second one's key: no second tick before it ends.
    await secondHeld.waitedFor();
    expect(ticks).toBe(1);

    const stopped = jest.fn();
    const stopping = scheduler.stop().then(stopped);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stopped).not.toHaveBeenCalled();
    await secondHeld.release();
    await stopping;
    // Stopped: the kicks asked for no tick after the running one.
    expect(ticks).toBe(1);
    expect(kickOutbox).toHaveBeenCalled();
    for (const place of [first, second]) {
      expect((await outboxAbout(area.pool, place.institute.id)).map((mail) => mail.key)).toEqual([
        `summary:${place.roster[0]!.id}:${place.today}`,
      ]);
    }
    scheduler.kick();
    expect(ticks).toBe(1);
  } finally {
    await scheduler.stop();
  }
});

it('runs one more tick after a tick that was kicked while it ran', async () => {
  const place = await markedToday(1);
  let ticks = 0;
  const held = await holdKey(place.roster[0]!.id, place.today);
  const scheduler = startSummaryScheduler({
    pool: area.pool,
    links,
    clock: () => {
      ticks++;
      return inKolkata(place.today, '18:00');
    },
    tickIntervalMs: 3_600_000,
    kickOutbox: () => {},
    log: () => {},
  });
  try {
    await held.waitedFor();
    scheduler.kick();
    scheduler.kick();
    await held.release();
    await eventually(async () => ticks === 2);
    await scheduler.tickNow();
    expect(ticks).toBe(3);
  } finally {
    await scheduler.stop();
  }
});

it('logs a failed tick and goes on ticking', async () => {
  const lines: string[] = [];
  const unreachable = createPool('postgres://nobody@127.0.0.1:1/nothing', () => {});
  const scheduler = startSummaryScheduler({
    pool: unreachable,
    links,
    tickIntervalMs: 3_600_000,
    kickOutbox: () => {},
    log: (line) => lines.push(line),
  });
  try {
    await scheduler.tickNow();
    await scheduler.tickNow();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => line.startsWith('summaries: '))).toBe(true);
  } finally {
    await scheduler.stop();
    await unreachable.end();
  }
});
