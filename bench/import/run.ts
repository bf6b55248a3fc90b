/**
 * Import benchmark: 5,000 students with a guardian each, across 50 classes with three core subjects each, imported
 * as one CSV through POST /admin/students/import, end to end over HTTP (goal: at most 10 s). Baseline, in the
 * same run and process: the same students written with one multi-row INSERT into users and one into students
 * (no classes, guardians, enrolments or mail). A smaller import beside the large one shows how memory grows
 * with the file.
 *
 *   npm run bench:import -w @rollcall/bench
 *   BENCH_STUDENTS (5000), BENCH_CLASSES (50)
 *
 * The services' app runs in this process (its routes, pool and database as deployed, without the outbox
 * worker, so the credentials mails stay queued and their sending is not timed), on an embedded PostgreSQL.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { identityHeaders, type Identity } from '@rollcall/contracts/internal';
import { runBenchmark, writeResults } from '../api/results';
import { startDatabase } from '../../services/src/db/embedded-database';
import { runMigrations } from '../../services/src/db/migrations';
import { createPool, type Pool, withTransaction } from '../../services/src/db/pool';
import { createApp } from '../../services/src/http/app';
import { className, generateStudents, type GeneratedStudent, studentsCsv } from './generate';
import { peakRssDuring } from './memory';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 5000);
const classCount = Number(process.env.BENCH_CLASSES ?? 50);
const smallCount = Math.max(1, Math.round(studentCount / 5));
const GOAL_SECONDS = 10;
const internalSecret = 'bench-import-internal-secret-0123456789';

/** A fresh institute with its classes, a semester covering today and three core subjects per class, and its admin. */
async function seedInstitute(pool: Pool, tag: string): Promise<Identity> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO institutes (name, email, phone_number, address) VALUES ($1, $2, '080 1234', '1 Bench Road') RETURNING id`,
    [`Bench ${tag}`, `office.${tag}@bench.test`],
  );
  const instituteId = rows[0]!.id;
  const admin = await pool.query<{ id: string }>(
    `INSERT INTO users (role, institute_id, name, email, password_hash) VALUES ('admin', $1, 'Bench Admin', $2, 'x') RETURNING id`,
    [instituteId, `admin.${tag}@bench.test`],
  );
  await pool.query(
    `WITH year AS (
       INSERT INTO academic_years (institute_id, name, starts_on, ends_on)
       VALUES ($1, 'This year', current_date - 100, current_date + 200) RETURNING id
     ), semester AS (
       INSERT INTO semesters (institute_id, academic_year_id, name, starts_on, ends_on)
       SELECT $1, id, 'This semester', current_date - 30, current_date + 90 FROM year RETURNING id
     ), new_classes AS (
       INSERT INTO classes (institute_id, name) SELECT $1, unnest($2::text[]) RETURNING id
     )
     INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind)
     SELECT $1, c.id, s.id, code, code, 'core' FROM new_classes c, semester s, unnest(ARRAY['MATH', 'PHY', 'ENG']) AS code`,
    [instituteId, Array.from({ length: classCount }, (_, i) => className(i))],
  );
  return { role: 'admin', userId: admin.rows[0]!.id, instituteId };
}

/** The baseline: the same people as one multi-row INSERT into users and one into students, in one transaction. */
function insertPlainly(pool: Pool, instituteId: string, students: GeneratedStudent[]): Promise<void> {
  return withTransaction(pool, async (client) => {
    const values = students.map((_, i) => `('student', $1, $${i * 2 + 2}, $${i * 2 + 3}, 'hash')`).join(', ');
    const users = await client.query<{ id: string }>(
      `INSERT INTO users (role, institute_id, name, email, password_hash) VALUES ${values} RETURNING id`,
      [instituteId, ...students.flatMap((student) => [student.name, student.email])],
    );
    const records = students.map((_, i) => `($1, $${i * 2 + 2}::uuid, $${i * 2 + 3})`).join(', ');
    await client.query(`INSERT INTO students (institute_id, id, roll_number) VALUES ${records}`, [
      instituteId,
      ...students.flatMap((student, i) => [users.rows[i]!.id, student.rollNumber]),
    ]);
  });
}

async function importCsv(servicesUrl: string, admin: Identity, csv: string): Promise<void> {
  const answer = await fetch(`${servicesUrl}/admin/students/import`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...identityHeaders(internalSecret, admin) },
    body: csv,
  });
  const body = (await answer.json()) as { created?: number; errors?: string[] };
  if (answer.status !== 201) throw new Error(`import failed: ${answer.status} ${JSON.stringify(body.errors?.slice(0, 5))}`);
}

interface Measured {
  run: string;
  rows: number;
  seconds: number;
  baseMb: number;
  peakMb: number;
}

async function measure(run: string, rows: number, work: () => Promise<void>): Promise<Measured> {
  const started = performance.now();
  const { baseMb, peakMb } = await peakRssDuring(work);
  return { run, rows, seconds: (performance.now() - started) / 1000, baseMb, peakMb };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-import-'));
  await chmod(dataDir, 0o777);
  console.log('Starting PostgreSQL and the services app…');
  const database = await startDatabase({ dataDir, port: 0 });
  // The owner's pool seeds and runs the plain baseline; the app runs on the application's login, as deployed.
  const pool = createPool(database.ownerUrl, () => {});
  const applicationPool = createPool(database.applicationUrl, () => {});
  const server = await (async () => {
    await runMigrations(database.ownerUrl);
    const app = createApp({
      pool: applicationPool,
      internalSecret,
      log: console.error,
      loginUrl: 'http://localhost/login',
      googleSignIn: false,
      apiUrl: () => 'http://localhost',
      kickOutbox: () => {},
    });
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    return listening;
  })();
  const servicesUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const baselineAdmin = await seedInstitute(pool, 'baseline');
    const warmAdmin = await seedInstitute(pool, 'warm');
    const warmPlainAdmin = await seedInstitute(pool, 'warm-plain');
    const smallAdmin = await seedInstitute(pool, 'small');
    const largeAdmin = await seedInstitute(pool, 'large');
    const baselineStudents = generateStudents('baseline', studentCount, classCount);
    const smallCsv = studentsCsv(generateStudents('small', smallCount, classCount), 'small');
    const largeCsv = studentsCsv(generateStudents('large', studentCount, classCount), 'large');
    console.log(
      `Generated ${studentCount} students across ${classCount} classes (${(largeCsv.length / 1024).toFixed(0)} KB of CSV)`,
    );

    // Warm both paths (JIT, plans, connections) before anything is timed.
    await importCsv(servicesUrl, warmAdmin, studentsCsv(generateStudents('warm', 200, classCount), 'warm'));
    await insertPlainly(pool, warmPlainAdmin.instituteId!, generateStudents('warm-plain', 200, classCount));

    const baseline = await measure('baseline: multi-row INSERT (users + students)', studentCount, () =>
      insertPlainly(pool, baselineAdmin.instituteId!, baselineStudents),
    );
    const small = await measure(`import via HTTP, ${smallCount} rows`, smallCount, () =>
      importCsv(servicesUrl, smallAdmin, smallCsv),
    );
    const large = await measure(`import via HTTP, ${studentCount} rows`, studentCount, () =>
      importCsv(servicesUrl, largeAdmin, largeCsv),
    );

    const counts = await pool.query(
      `SELECT (SELECT count(*) FROM students WHERE institute_id = $1)::int AS students,
              (SELECT count(*) FROM users WHERE institute_id = $1 AND role = 'parent')::int AS parents,
              (SELECT count(*) FROM enrollments WHERE institute_id = $1)::int AS enrolments,
              (SELECT count(*) FROM mail_outbox WHERE "to" LIKE '%.large@bench.test')::int AS mails`,
      [largeAdmin.instituteId],
    );
    console.log('');
    console.table(
      [baseline, small, large].map((m) => ({
        run: m.run,
        rows: m.rows,
        's (wall)': Number(m.seconds.toFixed(2)),
        'rows/s': Math.round(m.rows / m.seconds),
        'RSS before MB': Math.round(m.baseMb),
        'peak RSS MB': Math.round(m.peakMb),
        'RSS growth MB': Math.round(m.peakMb - m.baseMb),
      })),
    );
    const timeRatio = large.seconds / baseline.seconds;
    const growth = (m: Measured) => Math.max(m.peakMb - m.baseMb, 0);
    console.log(`Saved by the ${studentCount}-row import: ${JSON.stringify(counts.rows[0])}`);
    console.log(`Import time / baseline time: ${timeRatio.toFixed(1)}×`);
    console.log(
      `Peak RSS growth, import / baseline: ${(growth(large) / Math.max(growth(baseline), 1)).toFixed(1)}× ` +
        `(${studentCount} rows ${growth(large).toFixed(0)} MB vs ${smallCount} rows ${growth(small).toFixed(0)} MB)`,
    );
    console.log(
      `Goal (≤ ${GOAL_SECONDS} s for ${studentCount} students with guardians): ${large.seconds <= GOAL_SECONDS ? 'met' : 'not met'}`,
    );

    await writeResults(
      'import',
      { studentCount, classCount },
      { runs: [baseline, small, large], saved: counts.rows[0], timeRatio },
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await pool.end();
    await applicationPool.end();
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
