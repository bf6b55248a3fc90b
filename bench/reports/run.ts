/**
 * Reports benchmark: the dashboard and the attendance reports of a generated institute, through the gateway as
 * deployed. 5,000 students in 50 classes of 100, six core subjects each on a Monday-to-Saturday timetable, 90
 * school days taken: 2.7 M marks (one in 200 corrected). Each figure is set against its baseline in the same
 * run: the same figures as plain SQL over attendance_marks, straight to PostgreSQL (bench/reports/baseline.ts).
 *
 * - Dashboard: GET /admin/dashboard back to back, from 1 and from BENCH_CONNECTIONS admins. Goal p95 ≤ 150 ms.
 * - A class × semester as JSON (100 students × 540 lecture periods), the 50 classes in turn. Goal p95 ≤ 150 ms.
 * - CSV of every mark of the institute (5,000 rows × 540 periods), streamed: marks/s (goal ≥ 200,000) and the
 *   services process's memory growth (goal ≤ 100 MB), against COPY of every mark as CSV.
 * - PDF of a 60-student class × 90 days (a second, small school: one subject of 90 lectures; and the whole
 *   class, 540 lectures): goal ≤ 2 s.
 *
 *   npm run bench:reports -w @rollcall/bench
 *   BENCH_SECONDS (20), BENCH_CONNECTIONS (5), BENCH_STUDENTS (5000), BENCH_RUNS (3, of each download)
 */
import { Agent, request } from 'undici';
import type { AttendanceReportResponse, DashboardResponse } from '@rollcall/contracts';
import { createPool } from '../../services/src/db/pool';
import { startDeployedStack } from '../api/deployed-stack';
import { type LoadResult, roundMs } from '../api/load';
import { runBenchmark, writeResults } from '../api/results';
import { signedInAdmin } from '../api/signed-in-admin';
import { directLoad } from '../attendance/direct-load';
import { peakRssDuring } from '../import/memory';
import { generateSemester } from '../semester/generate';
import { copyEveryMark, dashboardOverMarks, reportMarksOverMarks } from './baseline';
import { checkListedClasses } from './listed-classes';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 5);
const studentCount = Number(process.env.BENCH_STUDENTS ?? 5000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const GOALS = { dashboardP95Ms: 150, reportP95Ms: 150, csvMarksPerSecond: 200_000, csvMemoryMb: 100, pdfMs: 2000 };

type Headers = Record<string, string>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Times `work` `runs` times one after another; answers the median and every run. */
async function timed<T>(work: () => Promise<T>): Promise<{ medianMs: number; runsMs: number[]; last: T }> {
  const runsMs: number[] = [];
  let last!: T;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    last = await work();
    runsMs.push(roundMs(performance.now() - started));
  }
  return { medianMs: median(runsMs), runsMs, last };
}

async function main() {
  const deployed = await startDeployedStack();
  const pool = createPool(deployed.databaseOwnerUrl, () => {});
  const agent = new Agent({ connections: connections + 2 });
  try {
    console.log(`Generating ${studentCount} students in classes of 100, six subjects each, 90 school days…`);
    const generatedAt = performance.now();
    const school = await generateSemester(pool, { students: studentCount, classSize: 100, schoolDays: 90 });
    console.log(`${school.marks} marks in ${Math.round((performance.now() - generatedAt) / 1000)} s`);
    const small = await generateSemester(pool, { students: 60, classSize: 60, schoolDays: 90, domain: 'bench-small.test' });
    const admin = (await signedInAdmin(pool, deployed, school.instituteId, 'admin@bench-high.test')).headers;
    const smallAdmin = (await signedInAdmin(pool, deployed, small.instituteId, 'admin@bench-small.test')).headers;
    const classes = (
      await pool.query<{ id: string }>('SELECT id FROM classes WHERE institute_id = $1 ORDER BY name', [school.instituteId])
    ).rows.map((row) => row.id);
    const smallSubject = (
      await pool.query<{ id: string; class_id: string }>(
        'SELECT id, class_id FROM subjects WHERE institute_id = $1 ORDER BY code LIMIT 1',
        [small.instituteId],
      )
    ).rows[0]!;

    const get = async (path: string, headers: Headers) => {
      const answer = await request(`${deployed.gatewayUrl}${path}`, { headers, dispatcher: agent });
      const body = Buffer.from(await answer.body.arrayBuffer());
      if (answer.statusCode !== 200)
        throw new Error(`GET ${path} answered ${answer.statusCode}: ${body.toString().slice(0, 300)}`);
      return { body, headers: answer.headers };
    };
    const today = (
      await pool.query<{ today: string }>(`SELECT to_char((now() AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS today`)
    ).rows[0]!.today;

    console.log('Checking the answers against plain SQL over the marks…');
    const dashboard = JSON.parse((await get('/admin/dashboard', admin)).body.toString()) as DashboardResponse;
    const daily = dashboard.trend.daily.reduce((sum, point) => sum + point.total, 0);
    await checkListedClasses(pool, school, dashboard);
    console.log(
      `dashboard: the ${dashboard.classes.length} lowest of ${dashboard.counts.classes} classes, ${daily} marks in the last 30 days, ${dashboard.belowThreshold.count} below`,
    );
    for (const classId of classes.slice(0, 3)) {
      const report = JSON.parse(
        (await get(`/admin/reports/attendance?classId=${classId}`, admin)).body.toString(),
      ) as AttendanceReportResponse;
      const marks = await reportMarksOverMarks(pool, school.instituteId, school.semesterId, { classId });
      const present = marks.filter((mark) => mark.present).length;
      if (report.totals.total !== marks.length || report.totals.present !== present)
        throw new Error(
          `class ${classId}: the report counts ${report.totals.present}/${report.totals.total}, the marks ${present}/${marks.length}`,
        );
      if (report.rows.length !== 100 || report.columns.length !== 540)
        throw new Error(`class ${classId}: ${report.rows.length} rows × ${report.columns.length} columns, not 100 × 540`);
    }

    // Dashboard and the class report under load, each beside its baseline.
    let nextClass = 0;
    const sides = {
      dashboard: {
        gateway: () => get('/admin/dashboard', admin).then(() => undefined),
        PostgreSQL: () => dashboardOverMarks(pool, school.instituteId, school.semesterId, today).then(() => undefined),
      },
      'class × semester report': {
        gateway: () =>
          get(`/admin/reports/attendance?classId=${classes[nextClass++ % classes.length]}`, admin).then(() => undefined),
        PostgreSQL: () =>
          reportMarksOverMarks(pool, school.instituteId, school.semesterId, {
            classId: classes[nextClass++ % classes.length],
          }).then(() => undefined),
      },
    };
    const loads = { 'one at a time': 1, [`${connections} connections`]: connections };
    const results: Array<{ call: string; load: string; via: string } & LoadResult> = [];
    for (const [call, side] of Object.entries(sides)) {
      await directLoad(side.gateway, { workers: 1, seconds: 2 });
      for (const [load, workers] of Object.entries(loads))
        for (const via of ['PostgreSQL', 'gateway'] as const) {
          console.log(`${call}, ${load}, via ${via} (${seconds} s)…`);
          results.push({ call, load, via, ...(await directLoad(side[via], { workers, seconds })) });
        }
    }

    // CSV of every mark of the institute through the gateway, the services process's memory watched.
    console.log(`CSV of every mark (${runs} runs)…`);
    const csvRuns: Array<{ ms: number; bytes: number; lines: number; cells: number; memoryGrowthMb: number }> = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const { result, baseMb, peakMb } = await peakRssDuring(
        () => downloadCsv(`${deployed.gatewayUrl}/admin/reports/attendance?format=csv`, admin, agent),
        deployed.servicesPid,
      );
      csvRuns.push({
        ms: roundMs(performance.now() - started),
        ...result,
        memoryGrowthMb: Math.round((peakMb - baseMb) * 10) / 10,
      });
    }
    const csv = csvRuns.sort((a, b) => a.ms - b.ms)[Math.floor(csvRuns.length / 2)]!;
    if (csv.cells !== school.marks || csv.lines !== studentCount + 1)
      throw new Error(
        `the CSV holds ${csv.cells} marks in ${csv.lines} lines; ${school.marks} marks of ${studentCount} students expected`,
      );
    const copy = await timed(() => copyEveryMark(pool, school.instituteId, school.semesterId));

    // PDFs of the small school's class: one subject (60 × 90) and the whole class (60 × 540).
    console.log(`PDFs (${runs} runs each)…`);
    const pdf = async (query: string) => (await get(`/admin/reports/attendance?format=pdf&${query}`, smallAdmin)).body.length;
    const pdfSubject = await timed(() => pdf(`subjectId=${smallSubject.id}`));
    const pdfClass = await timed(() => pdf(`classId=${smallSubject.class_id}`));
    const pdfBaseline = await timed(() =>
      reportMarksOverMarks(pool, small.instituteId, small.semesterId, { subjectId: smallSubject.id }),
    );
    const pdfClassBaseline = await timed(() =>
      reportMarksOverMarks(pool, small.instituteId, small.semesterId, { classId: smallSubject.class_id }),
    );

    console.log('');
    console.table(
      results.map((row) => ({
        call: row.call,
        load: row.load,
        via: row.via,
        'requests/s': Math.round(row.requestsPerSecond * 10) / 10,
        'p50 ms': row.p50Ms,
        'p95 ms': row.p95Ms,
        failed: row.non2xx + row.errors,
      })),
    );
    console.table(
      Object.keys(sides).flatMap((call) =>
        Object.keys(loads).map((load) => {
          const gateway = results.find((row) => row.call === call && row.load === load && row.via === 'gateway')!;
          const direct = results.find((row) => row.call === call && row.load === load && row.via === 'PostgreSQL')!;
          return {
            call,
            load,
            'p95 gateway/plain SQL': `${(gateway.p95Ms / direct.p95Ms).toFixed(2)}×`,
            'goal (p95 ≤ 150 ms)': gateway.p95Ms <= GOALS.dashboardP95Ms ? 'met' : 'not met',
          };
        }),
      ),
    );
    const marksPerSecond = Math.round(csv.cells / (csv.ms / 1000));
    const copyPerSecond = Math.round(copy.last.lines / (copy.medianMs / 1000));
    console.table([
      {
        download: 'CSV, every mark (gateway)',
        'median ms': csv.ms,
        'marks/s': marksPerSecond,
        'rows/s': Math.round(csv.lines / (csv.ms / 1000)),
        MB: Math.round(csv.bytes / 2 ** 20),
        'services memory growth MB': csv.memoryGrowthMb,
        goal: marksPerSecond >= GOALS.csvMarksPerSecond && csv.memoryGrowthMb <= GOALS.csvMemoryMb ? 'met' : 'not met',
      },
      {
        download: 'COPY every mark, one line each (PostgreSQL)',
        'median ms': copy.medianMs,
        'marks/s': copyPerSecond,
        'rows/s': copyPerSecond,
        MB: Math.round(copy.last.bytes / 2 ** 20),
      },
      {
        download: 'PDF, 60 students × 90 lectures (gateway)',
        'median ms': pdfSubject.medianMs,
        KB: Math.round(pdfSubject.last / 1024),
        goal: pdfSubject.medianMs <= GOALS.pdfMs ? 'met' : 'not met',
      },
      { download: 'the same marks, plain SQL', 'median ms': pdfBaseline.medianMs },
      {
        download: 'PDF, 60 students × 540 lectures (gateway)',
        'median ms': pdfClass.medianMs,
        KB: Math.round(pdfClass.last / 1024),
      },
      { download: 'the same marks, plain SQL', 'median ms': pdfClassBaseline.medianMs },
    ]);
    console.log(`CSV marks/s against COPY's: ${(marksPerSecond / copyPerSecond).toFixed(2)}×`);

    await writeResults(
      'reports',
      { seconds, connections, students: studentCount, marks: school.marks, runs },
      {
        results,
        csv: { runs: csvRuns, copy },
        pdf: { subject: pdfSubject, class: pdfClass, subjectBaseline: pdfBaseline, classBaseline: pdfClassBaseline },
      },
    );
    if (results.some((row) => row.non2xx + row.errors))
      throw new Error('some requests failed during the run: the figures are not valid');
  } finally {
    await agent.close();
    await pool.end();
    await deployed.stop();
  }
}

/**
 * A cell of marks: P or A, each followed by its subject's code when the period held more than one subject, joined
 * by '/' ('P', 'A ART1/P MUS1').
 */
const MARKS_CELL = /^[PA](?: [^,/ ]+)?(?:\/[PA](?: [^,/ ]+)?)*$/;

/** Reads a CSV download as it streams: its bytes, lines and marks, never holding more than a cell of it. */
async function downloadCsv(url: string, headers: Headers, agent: Agent) {
  const answer = await request(url, { headers, dispatcher: agent });
  if (answer.statusCode !== 200) throw new Error(`the CSV answered ${answer.statusCode}: ${await answer.body.text()}`);
  const [COMMA, NEWLINE, CR] = [44, 10, 13];
  let bytes = 0;
  let lines = 0;
  let cells = 0;
  let cell = '';
  for await (const chunk of answer.body as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    let from = 0;
    for (let at = 0; at < chunk.length; at++) {
      const byte = chunk[at]!;
      if (byte !== COMMA && byte !== NEWLINE && byte !== CR) continue;
      cell += chunk.toString('latin1', from, at);
      from = at + 1;
      if (MARKS_CELL.test(cell)) cells += cell.split('/').length;
      cell = '';
      if (byte === NEWLINE) lines++;
    }
    cell += chunk.toString('latin1', from);
  }
  return { bytes, lines, cells };
}

runBenchmark(main);
