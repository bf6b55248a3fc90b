/**
 * Summaries benchmark: the evening of a generated institute, BENCH_STUDENTS students (10,000) in classes of 100
 * with six core subjects and one parent each, BENCH_DAYS school days (10) taken, on an embedded PostgreSQL in this
 * process. Each figure is set against its baseline in the same run:
 *
 * - Composing and queuing: runDueSummaries at the institute's summary time on its last school day, one summary
 *   to each student and each parent, against the floor of queuing: as many mails of the same sizes, built
 *   beforehand, written with enqueueMails in batches of 1,000 in one transaction. Goal: ≤ 20 s for 10,000
 *   students.
 * - Sending: an outbox worker (BENCH_CONCURRENCY mails at once, the services' default unless set) on the queued
 *   mails to the dev mail server, until drain() resolves: mails/s, against nodemailer sending as many mails of
 *   the same sizes straight to the same server with the same concurrency (no outbox). The process's peak RSS of
 *   each.
 *
 *   npm run bench:summaries -w @rollcall/bench
 *   BENCH_STUDENTS (10000), BENCH_DAYS (10), BENCH_CONCURRENCY (the outbox's default)
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startDatabase } from '../../services/src/db/embedded-database';
import { runMigrations } from '../../services/src/db/migrations';
import { createPool, type Pool, withTransaction } from '../../services/src/db/pool';
import { startDevMailServer, type DevMailServer } from '../../services/src/mail/dev-mail-server';
import { enqueueMails, type OutgoingMail } from '../../services/src/mail/outbox';
import { messageIdFor, startOutboxWorker } from '../../services/src/mail/outbox-worker';
import { createMailTransport, MAIL_CONCURRENCY } from '../../services/src/mail/transport';
import { mailLinks } from '../../services/src/summaries/mail-links';
import { runDueSummaries } from '../../services/src/summaries/summary-run';
import { runBenchmark, writeResults } from '../api/results';
import { peakRssDuring } from '../import/memory';
import { generateGuardians, generateSemester } from '../semester/generate';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 10_000);
const schoolDays = Number(process.env.BENCH_DAYS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? MAIL_CONCURRENCY);
const GOALS = { queueSeconds: 20 };
const FROM = 'RollCall <no-reply@bench.test>';
const FLOOR_KEY = 'bench-floor:';
const BATCH = 1_000;

const seconds = (since: number) => Math.round((performance.now() - since) / 10) / 100;

/** The institute's summary time on its last school day, as an instant: when the evening run is due. */
async function summaryTime(pool: Pool, instituteId: string): Promise<Date> {
  const { rows } = await pool.query<{ at: Date }>(
    `SELECT (max(l.held_on) + i.daily_summary_at) AT TIME ZONE i.time_zone AS at
     FROM institutes i JOIN lectures l ON l.institute_id = i.id WHERE i.id = $1 GROUP BY i.id`,
    [instituteId],
  );
  return rows[0]!.at;
}

/** The evening run as the services' scheduler calls it: every summary due at `now`, composed and queued. */
async function composeAndQueue(pool: Pool, now: Date) {
  const links = mailLinks({
    shellUrl: 'https://rollcall.bench.test',
    apiUrl: () => 'https://api.rollcall.bench.test',
    secret: 'bench-summaries-secret-0123456789',
  });
  const runs = await runDueSummaries(pool, { now, links });
  return runs.reduce((sum, run) => ({ summaries: sum.summaries + run.summaries, mails: sum.mails + run.mails }), {
    summaries: 0,
    mails: 0,
  });
}

/** The queued mails, read back whole: the floor's mails are these under other keys, so their sizes are the same. */
async function queuedMails(pool: Pool): Promise<OutgoingMail[]> {
  const { rows } = await pool.query<{
    key: string;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    headers: Record<string, string> | null;
  }>(`SELECT idempotency_key AS key, "to", subject, text, html, headers FROM mail_outbox WHERE sent_at IS NULL ORDER BY id`);
  return rows.map(({ key, ...mail }) => ({ idempotencyKey: `${FLOOR_KEY}${key}`, ...mail }));
}

/** The floor of queuing: the same mails, built beforehand, in batches of 1,000 in one transaction. */
async function queueFloor(pool: Pool, mails: OutgoingMail[]): Promise<void> {
  await withTransaction(pool, async (db) => {
    for (let at = 0; at < mails.length; at += BATCH) await enqueueMails(db, mails.slice(at, at + BATCH));
  });
}

/** The outbox sending everything due to the dev mail server, timed until drain() resolves. */
async function sendThroughOutbox(pool: Pool, mail: DevMailServer): Promise<void> {
  const worker = startOutboxWorker({
    pool,
    transport: createMailTransport(mail.url, { connections: concurrency }),
    from: FROM,
    log: console.error,
    concurrency,
  });
  await worker.drain();
  await worker.stop();
}

/** The baseline of sending: `count` mails cycling through `samples`, straight to the dev mail server, `concurrency` at once. */
async function sendStraight(mail: DevMailServer, samples: OutgoingMail[], count: number): Promise<void> {
  const transport = createMailTransport(mail.url, { connections: concurrency });
  let next = 0;
  const sender = async () => {
    for (let n = next++; n < count; n = next++) {
      const sample = samples[n % samples.length]!;
      await transport.sendMail({
        from: FROM,
        to: sample.to,
        subject: sample.subject,
        text: sample.text,
        ...(sample.html ? { html: sample.html } : {}),
        ...(sample.headers ? { headers: sample.headers } : {}),
        messageId: messageIdFor(`${FLOOR_KEY}${n}`, FROM),
      });
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, sender));
  } finally {
    transport.close();
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-summaries-'));
  await chmod(dataDir, 0o777);
  console.log('Starting PostgreSQL…');
  const database = await startDatabase({ dataDir, port: 0 });
  await runMigrations(database.ownerUrl);
  // The owner's pool generates, inspects and cleans up; the run and the outbox use the application's login, as deployed.
  const pool = createPool(database.ownerUrl, () => {});
  const applicationPool = createPool(database.applicationUrl, () => {});
  const mail = await startDevMailServer({ dataDir, port: 0 });
  try {
    console.log(`Generating ${studentCount} students in classes of 100 with a parent each, ${schoolDays} school days…`);
    const generatedAt = performance.now();
    const school = await generateSemester(pool, { students: studentCount, classSize: 100, schoolDays });
    const parents = await generateGuardians(pool, school.instituteId);
    await pool.query('VACUUM ANALYZE users, guardians');
    console.log(`${school.marks} marks, ${parents} parents in ${seconds(generatedAt)} s`);
    const now = await summaryTime(pool, school.instituteId);

    console.log(`Composing and queuing the summaries due at ${now.toISOString()}…`);
    const queuingAt = performance.now();
    const queued = await composeAndQueue(applicationPool, now);
    const queueSeconds = seconds(queuingAt);
    const mails = await queuedMails(pool);
    const { rows: sizes } = await pool.query<{ count: number; average_kb: number; html_kb: number }>(
      `SELECT count(*)::int AS count,
              round(avg(octet_length(text) + coalesce(octet_length(html), 0) + coalesce(octet_length(headers::text), 0)) / 1024.0, 1)::float AS average_kb,
              round(avg(coalesce(octet_length(html), 0)) / 1024.0, 1)::float AS html_kb
       FROM mail_outbox WHERE sent_at IS NULL`,
    );
    const size = sizes[0]!;
    if (size.count !== queued.mails) throw new Error(`the run answered ${queued.mails} mails, the outbox holds ${size.count}`);
    console.log('Queuing the same mails plainly (the floor)…');
    const floorAt = performance.now();
    await queueFloor(pool, mails);
    const floorSeconds = seconds(floorAt);
    await pool.query(`DELETE FROM mail_outbox WHERE idempotency_key LIKE '${FLOOR_KEY}%'`);
    await pool.query('VACUUM ANALYZE mail_outbox');
    const samples = mails.slice(0, 200);
    mails.length = 0;

    console.log(`Sending ${queued.mails} mails straight to the dev mail server, ${concurrency} at once (the baseline)…`);
    const straightAt = performance.now();
    const straight = await peakRssDuring(() => sendStraight(mail, samples, queued.mails));
    const straightSeconds = seconds(straightAt);
    console.log(`Sending them through the outbox, ${concurrency} at once…`);
    const outboxAt = performance.now();
    const outbox = await peakRssDuring(() => sendThroughOutbox(applicationPool, mail));
    const outboxSeconds = seconds(outboxAt);
    const { rows: left } = await pool.query<{ unsent: number; retried: number }>(
      `SELECT count(*) FILTER (WHERE sent_at IS NULL)::int AS unsent, count(*) FILTER (WHERE attempts > 0)::int AS retried FROM mail_outbox`,
    );
    if (left[0]!.unsent) throw new Error(`${left[0]!.unsent} mails were left unsent: the figures are not valid`);

    const outboxRate = Math.round(queued.mails / outboxSeconds);
    const straightRate = Math.round(queued.mails / straightSeconds);
    console.log('');
    /** A row of the table: a step's mails in so many seconds, with its memory when it sent them. */
    const row = (step: string, seconds: number, memory?: { peakMb: number; baseMb: number }) => ({
      step,
      mails: queued.mails,
      s: seconds,
      'mails/s': Math.round(queued.mails / seconds),
      ...(memory && {
        'peak RSS MB': Math.round(memory.peakMb),
        'RSS growth MB': Math.round(memory.peakMb - memory.baseMb),
      }),
    });
    console.table([
      {
        ...row('compose and queue (runDueSummaries)', queueSeconds),
        goal: `≤ ${GOALS.queueSeconds} s: ${queueSeconds <= GOALS.queueSeconds ? 'met' : 'not met'}`,
      },
      row('the floor: enqueueMails in batches', floorSeconds),
      row(`send through the outbox (${concurrency} at once)`, outboxSeconds, outbox),
      row(`send straight with nodemailer (${concurrency} at once)`, straightSeconds, straight),
    ]);
    console.log(
      `${queued.summaries} summaries, ${queued.mails} mails of ${size.average_kb} KB on average (HTML ${size.html_kb} KB); ${left[0]!.retried} retried`,
    );
    console.log(`Queuing, run / floor: ${(queueSeconds / floorSeconds).toFixed(1)}×`);
    console.log(`Sending, outbox mails/s / straight mails/s: ${(outboxRate / straightRate).toFixed(2)}×`);

    await writeResults(
      'summaries',
      { students: studentCount, schoolDays, concurrency },
      {
        mails: queued.mails,
        summaries: queued.summaries,
        averageMailKb: size.average_kb,
        queue: { seconds: queueSeconds, floorSeconds, ratio: queueSeconds / floorSeconds, goalSeconds: GOALS.queueSeconds },
        send: {
          outbox: {
            seconds: outboxSeconds,
            mailsPerSecond: outboxRate,
            peakRssMb: outbox.peakMb,
            baseRssMb: outbox.baseMb,
            retried: left[0]!.retried,
          },
          straight: {
            seconds: straightSeconds,
            mailsPerSecond: straightRate,
            peakRssMb: straight.peakMb,
            baseRssMb: straight.baseMb,
          },
          ratio: outboxRate / straightRate,
        },
      },
    );
  } finally {
    await pool.end();
    await applicationPool.end();
    await mail.stop();
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
