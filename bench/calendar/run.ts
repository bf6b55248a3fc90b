/**
 * Calendar benchmark: what the school calendar costs the student portal and the dashboard, through the gateway as
 * deployed. The generated school of the reports benchmark (5,000 students in classes of 100, six core subjects each
 * on a Monday-to-Saturday timetable, 90 school days taken: 2.7 M marks) is read first with no calendar, then with
 * one written straight into the calendar's tables as the owner: 20 holidays (whole-institute ones, ones of three
 * classes, one spanning today, an exam week near the semester's end) and 200 timetable changes spread over the
 * semester, half cancellations and half covers by a teacher free in that period (bench/calendar/calendar-rows.ts).
 * Holidays and changes before today fall on days the generator took lectures: those count as extra lectures
 * taken on a holiday (make-up classes), which the readers then have to tell apart.
 *
 * Each round measures GET /student/attendance (each connection its own student, across the classes) and
 * GET /admin/dashboard back to back from BENCH_CONNECTIONS connections for BENCH_SECONDS each, once without the
 * calendar and once with it: the first round without first, then the order alternates (the calendar deleted and
 * written again as it goes). The figures are the medians over the rounds; the goal is p95 with the calendar at
 * most 1.10 × p95 without.
 *
 *   npm run bench:calendar -w @rollcall/bench
 *   BENCH_SECONDS (15), BENCH_CONNECTIONS (5), BENCH_STUDENTS (5000), BENCH_ROUNDS (4)
 */
import { Agent, request } from 'undici';
import type { DashboardResponse, StudentAttendanceResponse } from '@rollcall/contracts';
import { createPool } from '../../services/src/db/pool';
import { startDeployedStack } from '../api/deployed-stack';
import type { LoadResult } from '../api/load';
import { runBenchmark, writeResults } from '../api/results';
import { signedInAdmin } from '../api/signed-in-admin';
import { directLoad } from '../attendance/direct-load';
import { median } from '../median';
import { generateSemester } from '../semester/generate';
import { type CalendarRows, deleteCalendar, insertCalendar } from './calendar-rows';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 5);
const studentCount = Number(process.env.BENCH_STUDENTS ?? 5000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const HOLIDAYS = 20;
const CHANGES = 200;
const GOAL_P95_RATIO = 1.1;
const SIDES = ['without calendar', 'with calendar'] as const;
type Side = (typeof SIDES)[number];

async function main() {
  const deployed = await startDeployedStack();
  const pool = createPool(deployed.databaseOwnerUrl, () => {});
  const agent = new Agent({ connections: connections + 2 });
  try {
    console.log(`Generating ${studentCount} students in classes of 100, six subjects each, 90 school days…`);
    const generatedAt = performance.now();
    const school = await generateSemester(pool, { students: studentCount, classSize: 100, schoolDays: 90 });
    console.log(`${school.marks} marks in ${Math.round((performance.now() - generatedAt) / 1000)} s`);
    const admin = await signedInAdmin(pool, deployed, school.instituteId, 'admin@bench-high.test');
    // One student per connection, spread across the classes.
    const step = Math.floor(school.students.length / connections);
    const readers = await Promise.all(
      Array.from({ length: connections }, (_, n) => school.students[n * step]!).map((student) =>
        deployed.signIn('student', student.email, school.password),
      ),
    );

    const get = async <T>(path: string, headers: Record<string, string>): Promise<T> => {
      const answer = await request(`${deployed.gatewayUrl}${path}`, { headers, dispatcher: agent });
      const text = await answer.body.text();
      if (answer.statusCode !== 200) throw new Error(`GET ${path} answered ${answer.statusCode}: ${text.slice(0, 300)}`);
      return JSON.parse(text) as T;
    };
    const calls = {
      'GET /student/attendance': (worker: number) => get('/student/attendance', readers[worker]!.headers).then(() => undefined),
      'GET /admin/dashboard': () => get('/admin/dashboard', admin.headers).then(() => undefined),
    };

    // The calendar changes what is scheduled, never a mark: every answer keeps its counts, with or without it.
    let countsWithout: string | undefined;
    const seen: Partial<Record<Side, { lecturesLeft: number; calendarDays: number; scheduled: number; notTaken: number }>> = {};
    const check = async (side: Side) => {
      const portal = await Promise.all(
        readers.map((reader) => get<StudentAttendanceResponse>('/student/attendance', reader.headers)),
      );
      const dashboard = await get<DashboardResponse>('/admin/dashboard', admin.headers);
      const classTotal = dashboard.classes.reduce((sum, row) => sum + row.total, 0);
      if (classTotal !== school.marks)
        throw new Error(`${side}: the dashboard counts ${classTotal} marks by class, ${school.marks} were given`);
      const counts = JSON.stringify(
        portal.map((answer) => answer.subjects.map(({ subjectId, present, total }) => [subjectId, present, total])),
      );
      countsWithout ??= counts;
      if (counts !== countsWithout) throw new Error(`${side}: the portal's counts differ from those without the calendar`);
      seen[side] = {
        lecturesLeft: portal.reduce(
          (sum, answer) => sum + answer.subjects.reduce((left, subject) => left + subject.lecturesLeft, 0),
          0,
        ),
        calendarDays: portal.reduce((sum, answer) => sum + answer.calendar.length, 0),
        scheduled: dashboard.today.scheduled,
        notTaken: dashboard.notTaken.length,
      };
      return dashboard.date;
    };
    const today = await check('without calendar');

    const results: Array<{ round: number; side: Side; call: string } & LoadResult> = [];
    const measure = async (round: number, side: Side) => {
      for (const [call, work] of Object.entries(calls)) {
        await directLoad(work, { workers: connections, seconds: 2 });
        console.log(`round ${round}, ${side}: ${call} (${seconds} s)…`);
        results.push({ round, side, call, ...(await directLoad(work, { workers: connections, seconds })) });
      }
    };
    const plan = {
      instituteId: school.instituteId,
      semesterId: school.semesterId,
      adminId: admin.userId,
      today,
      holidays: HOLIDAYS,
      changes: CHANGES,
    };
    let written: CalendarRows | undefined;
    let inTables = false;
    const setUp = async (side: Side) => {
      if (side === 'with calendar' && !inTables) {
        written = await insertCalendar(pool, plan);
        if (written.entries !== HOLIDAYS || written.cancels + written.covers !== CHANGES)
          throw new Error(`the calendar holds ${written.entries} entries and ${written.cancels + written.covers} changes`);
      }
      if (side === 'without calendar' && inTables) await deleteCalendar(pool, school.instituteId);
      inTables = side === 'with calendar';
      await check(side);
    };
    for (let round = 1; round <= rounds; round++) {
      // Without then with, then with then without: over an even number of rounds a drift of the machine's load
      // weighs on both sides alike.
      for (const side of round % 2 ? SIDES : [...SIDES].reverse()) {
        await setUp(side);
        await measure(round, side);
      }
    }

    console.log('');
    console.log(
      `Calendar: ${written!.entries} entries taking ${written!.classDays} class-days out of the timetable; ` +
        `${written!.cancels} cancellations and ${written!.covers} covers, ${written!.changesToday} of them today (${today})`,
    );
    console.table(
      SIDES.map((side) => ({
        side,
        [`portal: lectures left of ${connections} students`]: seen[side]!.lecturesLeft,
        'portal: calendar days listed': seen[side]!.calendarDays,
        'dashboard: scheduled today': seen[side]!.scheduled,
        'dashboard: not taken': seen[side]!.notTaken,
      })),
    );
    const [without, withCalendar] = SIDES.map((side) => seen[side]!);
    if (withCalendar!.lecturesLeft === without!.lecturesLeft)
      console.log('The portal counts the same lectures left with the calendar: it does not read the calendar (yet).');
    if (withCalendar!.scheduled === without!.scheduled && withCalendar!.notTaken === without!.notTaken)
      console.log('The dashboard schedules the same registers today with the calendar: it does not read the calendar (yet).');

    const summary = Object.keys(calls).flatMap((call) =>
      SIDES.map((side) => {
        const runs = results.filter((row) => row.call === call && row.side === side);
        return {
          call,
          side,
          'requests/s': Math.round(median(runs.map((row) => row.requestsPerSecond)) * 10) / 10,
          'p50 ms': median(runs.map((row) => row.p50Ms)),
          'p95 ms': median(runs.map((row) => row.p95Ms)),
          'p95 ms of each round': runs.map((row) => row.p95Ms).join(', '),
          failed: runs.reduce((sum, row) => sum + row.non2xx + row.errors, 0),
        };
      }),
    );
    console.log(`Medians over ${rounds} rounds, ${connections} connections, ${seconds} s per run`);
    console.table(summary);
    const ratios = Object.keys(calls).map((call) => {
      const [without, withCalendar] = SIDES.map((side) => summary.find((row) => row.call === call && row.side === side)!);
      const p95Ratio = withCalendar!['p95 ms'] / without!['p95 ms'];
      return {
        call,
        'p50 with/without': `${(withCalendar!['p50 ms'] / without!['p50 ms']).toFixed(2)}×`,
        'p95 with/without': `${p95Ratio.toFixed(2)}×`,
        [`goal (p95 ≤ ${GOAL_P95_RATIO.toFixed(2)}×)`]: p95Ratio <= GOAL_P95_RATIO ? 'met' : 'not met',
      };
    });
    console.table(ratios);

    await writeResults(
      'calendar',
      { seconds, connections, students: studentCount, marks: school.marks, rounds, holidays: HOLIDAYS, changes: CHANGES },
      { calendar: written, seen, results, summary, ratios },
    );
    if (results.some((row) => row.non2xx + row.errors))
      throw new Error('some requests failed during the run: the figures are not valid');
  } finally {
    await agent.close();
    await pool.end();
    await deployed.stop();
  }
}

runBenchmark(main);
