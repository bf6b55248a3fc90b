/**
 * Eligibility benchmark: the eligibility list of a whole generated institute, on an embedded PostgreSQL in this
 * process. The reports benchmark's school (BENCH_STUDENTS students in classes of 100, six core subjects each on a
 * Monday-to-Saturday timetable, 90 school days taken: 2.7 M marks, one in 200 corrected; the semester goes on 75
 * days after today), given the calendar benchmark's calendar (20 holidays and exam days, 200 cancellations and
 * covers) so the lectures left are the calendar's, and a condonation for every tenth student in Mathematics.
 *
 * Each run reads eligibilityList() for the whole institute as of today, in the read-only snapshot its route opens, as
 * the application's login, and turns it into the JSON answer, then its counts query alone; after those runs, the
 * baseline, in the same process: plain SQL over the marks, every current mark of the semester up to today counted per
 * student and subject. The list is timed once more right after each baseline run: the baseline reads every mark and
 * evicts the list's pages from PostgreSQL's buffers, so that figure is the list of a server busy with other work.
 * Goal: the JSON list's p95 ≤ 300 ms. Then the PDF of the whole list, read and laid out as its route does it,
 * BENCH_PDF_RUNS times: goal ≤ 5 s, with the peak RSS of the process while it is drawn.
 *
 *   npm run bench:eligibility -w @rollcall/bench
 *   BENCH_STUDENTS (5000), BENCH_RUNS (15), BENCH_BASELINE_RUNS (BENCH_RUNS), BENCH_PDF_RUNS (3),
 *   BENCH_EXPLAIN=1 (print the plans of the list's queries),
 *   BENCH_DATA_DIR: keep the database in this folder (one the user postgres can enter, such as under /tmp) and, when
 *   it already holds a generated school of the same day and size, time that one instead of generating it again
 *   (≈ 6.5 minutes); migrations added since are applied. Without it, a temporary folder, removed at the end.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EligibilityResponse } from '@rollcall/contracts';
import { startDatabase } from '../../services/src/db/embedded-database';
import { runMigrations } from '../../services/src/db/migrations';
import { createPool, type Pool, type Queryable } from '../../services/src/db/pool';
import { withTenant } from '../../services/src/db/tenant';
import { eligibilityCounts } from '../../services/src/eligibility/eligibility-counts-store';
import { eligibilityPdf } from '../../services/src/eligibility/eligibility-pdf';
import { type EligibilityList, eligibilityList } from '../../services/src/eligibility/eligibility-store';
import { roundMs } from '../api/load';
import { runBenchmark, writeResults } from '../api/results';
import { type CalendarRows, insertCalendar } from '../calendar/calendar-rows';
import { peakRssDuring } from '../import/memory';
import { median } from '../median';
import { type PairCount, pairsOverMarks } from '../reports/baseline';
import { generateSemester } from '../semester/generate';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 5000);
const runs = Number(process.env.BENCH_RUNS ?? 15);
const baselineRuns = Number(process.env.BENCH_BASELINE_RUNS ?? runs);
const keptDataDir = process.env.BENCH_DATA_DIR;
const explain = process.env.BENCH_EXPLAIN === '1';
const pdfRuns = Number(process.env.BENCH_PDF_RUNS ?? 3);
const WARM_UP_RUNS = 2;
const GOALS = { jsonP95Ms: 300, pdfMs: 5000 };

/** The time below which the fraction of the runs fall, as the load benchmarks take it. */
function percentile(times: readonly number[], fraction: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return roundMs(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!);
}

/** The list as its route reads it: one read-only snapshot of the institute, as the application's login. */
async function listOf(pool: Pool, instituteId: string): Promise<EligibilityList> {
  const outcome = await withTenant(pool, instituteId, (db) => eligibilityList(db, instituteId, {}), 'read-only-snapshot');
  if (!outcome.ok) throw new Error(`the list was refused: ${outcome.reason}`);
  return outcome.value;
}

/** The JSON answer of GET /admin/eligibility, as the route writes it. */
function answerOf({ instituteName: _name, timeZone: _zone, ...list }: EligibilityList): string {
  const answer: EligibilityResponse = { success: true, ...list };
  return JSON.stringify(answer);
}

/** Reads the list once, printing EXPLAIN ANALYZE of each of its queries before running it. */
async function explainList(pool: Pool, instituteId: string): Promise<void> {
  await withTenant(
    pool,
    instituteId,
    async (db) => {
      const explaining = {
        async query(config: { text: string; values?: unknown[] }) {
          const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${config.text}`, config.values);
          console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'), '\n');
          return db.query(config);
        },
      } as unknown as Queryable;
      await eligibilityList(explaining, instituteId, {});
    },
    'read-only-snapshot',
  );
}

/** The PDF as its route makes it: the list read, then laid out once the snapshot has ended. */
async function pdfOf(pool: Pool, instituteId: string): Promise<Buffer> {
  const { instituteName, timeZone, ...list } = await listOf(pool, instituteId);
  return eligibilityPdf({ instituteName, timeZone, generatedAt: new Date(), list });
}

/** The list's figures must be the baseline's: every pair counted alike, and a calendar that leaves lectures. */
function checkAgainstBaseline(list: EligibilityList, baseline: PairCount[]) {
  const listed = new Map<string, { present: number; total: number }>();
  for (const student of list.students)
    for (const subject of student.subjects) listed.set(`${student.studentId}:${subject.subjectId}`, subject);
  for (const pair of baseline) {
    const seen = listed.get(`${pair.student_id}:${pair.subject_id}`);
    if (!seen || seen.present !== pair.present || seen.total !== pair.total)
      throw new Error(`the list counts ${JSON.stringify(seen)} where the marks give ${JSON.stringify(pair)}`);
  }
  if (listed.size !== baseline.length) throw new Error(`the list holds ${listed.size} subjects, the marks ${baseline.length}`);
}

/** What the timing needs of a generated school, kept beside a kept database. */
interface School {
  instituteId: string;
  semesterId: string;
  /** The institute's today when generated: the school days run up to it. */
  today: string;
  students: number;
  marks: number;
  calendar: CalendarRows;
  condonations: number;
}

/** The bench's school: the reports benchmark's semester, the calendar benchmark's calendar and some condonations. */
async function generateSchool(pool: Pool): Promise<School> {
  console.log(`Generating ${studentCount} students in classes of 100, six subjects each, 90 school days…`);
  const generatedAt = performance.now();
  const school = await generateSemester(pool, { students: studentCount, classSize: 100, schoolDays: 90 });
  const { instituteId, semesterId } = school;
  const admin = await pool.query<{ id: string; today: string }>(
    `INSERT INTO users (role, institute_id, name, email) VALUES ('admin', $1, 'Bench Admin', 'admin@bench-high.test')
     RETURNING id, (SELECT to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') FROM institutes WHERE id = $1) AS today`,
    [instituteId],
  );
  const { id: adminId, today } = admin.rows[0]!;
  const calendar = await insertCalendar(pool, { instituteId, semesterId, adminId, today, holidays: 20, changes: 200 });
  const condoned = await pool.query(
    `INSERT INTO condonations (institute_id, student_id, subject_id, lectures, reason, granted_by, granted_at)
     SELECT $1, e.student_id, e.subject_id, 1 + abs(hashtext(e.student_id::text)) % 5, 'Medical certificate', $2, now() - interval '1 day'
     FROM enrollments e JOIN subjects s ON s.institute_id = e.institute_id AND s.id = e.subject_id
     JOIN students st ON st.institute_id = e.institute_id AND st.id = e.student_id
     WHERE e.institute_id = $1 AND s.code LIKE 'MA%' AND right(st.roll_number, 1) = '0'`,
    [instituteId, adminId],
  );
  await pool.query('ANALYZE condonations');
  console.log(`Generated in ${Math.round((performance.now() - generatedAt) / 1000)} s`);
  return {
    instituteId,
    semesterId,
    today,
    students: studentCount,
    marks: school.marks,
    calendar,
    condonations: condoned.rowCount ?? 0,
  };
}

/** The school already in a kept database when it is of today and of this size; else a new one, noted there. */
async function keptSchool(pool: Pool, dataDir: string): Promise<School> {
  const note = path.join(dataDir, 'bench-school.json');
  if (keptDataDir && existsSync(note)) {
    const school: School = JSON.parse(await readFile(note, 'utf8'));
    const today = await pool.query<{ today: string }>(
      `SELECT to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today FROM institutes WHERE id = $1`,
      [school.instituteId],
    );
    if (today.rows[0]?.today === school.today && school.students === studentCount) {
      console.log(`Timing the school kept in ${dataDir}`);
      return school;
    }
    throw new Error(`${dataDir} holds a school of another day or size: empty it, or name another folder`);
  }
  const school = await generateSchool(pool);
  if (keptDataDir) await writeFile(note, `${JSON.stringify(school, null, 2)}\n`);
  return school;
}

async function main() {
  const dataDir = keptDataDir ? path.resolve(keptDataDir) : await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-eligibility-'));
  await mkdir(dataDir, { recursive: true });
  await chmod(dataDir, 0o777);
  console.log('Starting PostgreSQL…');
  const database = await startDatabase({ dataDir, port: 0 });
  await runMigrations(database.ownerUrl);
  // The owner's pool generates; the list and the baseline are read as the application's login, as deployed.
  const pool = createPool(database.ownerUrl, () => {});
  const applicationPool = createPool(database.applicationUrl, () => {});
  try {
    const school = await keptSchool(pool, dataDir);
    const { instituteId, semesterId } = school;
    console.log(
      `${school.marks} marks, ${school.calendar.entries} calendar entries, ` +
        `${school.calendar.cancels + school.calendar.covers} timetable changes, ${school.condonations} condonations`,
    );

    if (explain) await explainList(applicationPool, instituteId);
    const first = await listOf(applicationPool, instituteId);
    const baseline = await pairsOverMarks(applicationPool, instituteId, semesterId, first.asOf);
    checkAgainstBaseline(first, baseline);

    const scope = {
      semesterId,
      classId: null,
      asOf: first.asOf,
      endsOn: first.semester.endsOn,
      timeZone: first.timeZone,
    };
    const countsOnly = () =>
      withTenant(applicationPool, instituteId, (db) => eligibilityCounts(db, instituteId, scope), 'read-only-snapshot');
    const times = {
      json: [] as number[],
      list: [] as number[],
      counts: [] as number[],
      baseline: [] as number[],
      jsonAfterBaseline: [] as number[],
    };
    let bytes = 0;
    const timedAnswer = async () => {
      const started = performance.now();
      const list = await listOf(applicationPool, instituteId);
      const listed = performance.now();
      bytes = Buffer.byteLength(answerOf(list));
      return { list: listed - started, json: performance.now() - started };
    };
    console.log(`Timing the list, ${WARM_UP_RUNS} warm-up runs and ${runs} runs, each followed by its counts query alone…`);
    for (let run = -WARM_UP_RUNS; run < runs; run++) {
      const answered = await timedAnswer();
      const countsStarted = performance.now();
      await countsOnly();
      const countsRead = performance.now();
      if (run < 0) continue;
      times.list.push(answered.list);
      times.json.push(answered.json);
      times.counts.push(countsRead - countsStarted);
    }
    console.log(`Timing the baseline ${baselineRuns} times, each followed by the list…`);
    for (let run = 0; run < baselineRuns; run++) {
      const started = performance.now();
      await pairsOverMarks(applicationPool, instituteId, semesterId, first.asOf);
      times.baseline.push(performance.now() - started);
      times.jsonAfterBaseline.push((await timedAnswer()).json);
    }

    const subjects = first.students.flatMap((student) => student.subjects);
    const statuses = Object.fromEntries(
      ['eligible', 'condonable', 'short'].map((status) => [
        status,
        subjects.filter((subject) => subject.status === status).length,
      ]),
    );
    const figures = (name: string, ms: number[]) => ({
      step: name,
      'p50 ms': percentile(ms, 0.5),
      'p95 ms': percentile(ms, 0.95),
    });
    console.log('');
    console.log(
      `As of ${first.asOf}: ${first.students.length} students, ${subjects.length} subjects (${JSON.stringify(statuses)}), ` +
        `${subjects.reduce((sum, subject) => sum + subject.lecturesLeft, 0)} lectures left in all, ` +
        `${subjects.filter((subject) => subject.condoned > 0).length} subjects with lectures condoned; the JSON answer ${Math.round(bytes / 1024)} KB`,
    );
    const json = figures('eligibilityList + the JSON answer', times.json);
    const plain = figures('baseline: plain SQL, current marks per student and subject', times.baseline);
    console.table([
      { ...json, goal: `p95 ≤ ${GOALS.jsonP95Ms} ms: ${json['p95 ms'] <= GOALS.jsonP95Ms ? 'met' : 'not met'}` },
      figures('eligibilityList alone', times.list),
      figures('its counts query alone (eligibilityCounts)', times.counts),
      figures('eligibilityList + the JSON answer, right after the baseline', times.jsonAfterBaseline),
      plain,
    ]);
    const ratios = { p50: json['p50 ms'] / plain['p50 ms'], p95: json['p95 ms'] / plain['p95 ms'] };
    console.log(`The JSON list against the baseline: p50 ${ratios.p50.toFixed(2)}×, p95 ${ratios.p95.toFixed(2)}×`);

    console.log(`Drawing the PDF of the whole list ${pdfRuns} times…`);
    const pdfMs: number[] = [];
    let pdfBytes = 0;
    const pdfMemory = await peakRssDuring(async () => {
      for (let run = 0; run < pdfRuns; run++) {
        const started = performance.now();
        pdfBytes = (await pdfOf(applicationPool, instituteId)).length;
        pdfMs.push(roundMs(performance.now() - started));
      }
    });
    const pdf = { 'median ms': median(pdfMs), runs: pdfMs.join(', '), MB: Math.round((pdfBytes / 2 ** 20) * 10) / 10 };
    console.table([
      {
        step: 'eligibilityList + eligibilityPdf',
        ...pdf,
        'peak RSS MB': Math.round(pdfMemory.peakMb),
        goal: `≤ ${GOALS.pdfMs} ms: ${pdf['median ms'] <= GOALS.pdfMs ? 'met' : 'not met'}`,
      },
    ]);

    await writeResults(
      'eligibility',
      { students: studentCount, runs, baselineRuns, warmUpRuns: WARM_UP_RUNS },
      {
        marks: school.marks,
        calendar: school.calendar,
        condonations: school.condonations,
        asOf: first.asOf,
        listed: { students: first.students.length, subjects: subjects.length, statuses, jsonBytes: bytes },
        ms: times,
        json,
        list: figures('eligibilityList alone', times.list),
        counts: figures('its counts query alone', times.counts),
        jsonAfterBaseline: figures('the JSON list right after the baseline', times.jsonAfterBaseline),
        baseline: plain,
        ratios,
        pdf: { ms: pdfMs, medianMs: median(pdfMs), bytes: pdfBytes, peakRssMb: pdfMemory.peakMb, baseRssMb: pdfMemory.baseMb },
        goals: GOALS,
      },
    );
  } finally {
    await pool.end();
    await applicationPool.end();
    await database.stop();
    if (!keptDataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
