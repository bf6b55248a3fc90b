/**
 * Calendar benchmark: what the school calendar costs the student portal and the dashboard, through the gateway as
 * deployed. Two copies of the reports benchmark's generated school (each 5,000 students in classes of 100, six
 * core subjects on a Monday-to-Saturday timetable, 90 school days taken: 2.7 M marks): the calendar school and a
 * control school that never gets a calendar.
 *
 * Both are read first with no calendar; then the calendar school gets one, written straight into the calendar's
 * tables as the owner (bench/calendar/calendar-rows.ts): 20 holidays (whole-institute ones, ones of three classes,
 * one spanning today, an exam week near the semester's end) and 200 timetable changes spread over the semester,
 * half cancellations and half covers by a teacher free in that period; and both are read again. Holidays and
 * changes before today fall on days the generator took lectures: those count as extra lectures taken on a holiday
 * (make-up classes), which the readers then have to tell apart.
 *
 * Each read is GET /student/attendance (each connection its own student, across the classes) or GET
 * /admin/dashboard, back to back from BENCH_CONNECTIONS connections per school for BENCH_SECONDS, both schools at
 * once: the control school goes through the same load at the same moments, so its own after/before ratio is the
 * drift of the (shared) machine between the two runs, and the calendar's cost is the calendar school's after/before
 * ratio divided by it. The goal is that cost at most 1.10 on p95.
 *
 *   npm run bench:calendar -w @rollcall/bench
 *   BENCH_SECONDS (30), BENCH_CONNECTIONS (5), BENCH_STUDENTS (5000, per school)
 */
import { Agent, request } from 'undici';
import { createPool } from '../../services/src/db/pool';
import { startDeployedStack } from '../api/deployed-stack';
import type { LoadResult } from '../api/load';
import { runBenchmark, writeResults } from '../api/results';
import { directLoad } from '../attendance/direct-load';
import { generateSemester } from '../semester/generate';
import { insertCalendar } from './calendar-rows';
import { CALLS, type Get, type SchoolReaders, schoolReaders } from './school-readers';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 5);
const studentCount = Number(process.env.BENCH_STUDENTS ?? 5000);
const HOLIDAYS = 20;
const CHANGES = 200;
const GOAL_P95_RATIO = 1.1;
const SCHOOLS = { control: 'bench-high.test', calendar: 'bench-calendar.test' } as const;
type School = keyof typeof SCHOOLS;
const PHASES = ['without calendar', 'with calendar'] as const;
type Phase = (typeof PHASES)[number];

async function main() {
  const deployed = await startDeployedStack();
  const pool = createPool(deployed.databaseOwnerUrl, () => {});
  const agent = new Agent({ connections: 2 * connections + 2 });
  try {
    const get: Get = async <T>(path: string, headers: Record<string, string>) => {
      const answer = await request(`${deployed.gatewayUrl}${path}`, { headers, dispatcher: agent });
      const text = await answer.body.text();
      if (answer.statusCode !== 200) throw new Error(`GET ${path} answered ${answer.statusCode}: ${text.slice(0, 300)}`);
      return JSON.parse(text) as T;
    };
    const schools = {} as Record<School, SchoolReaders>;
    for (const [name, domain] of Object.entries(SCHOOLS) as Array<[School, string]>) {
      console.log(
        `Generating the ${name} school: ${studentCount} students in classes of 100, six subjects each, 90 school days…`,
      );
      const generatedAt = performance.now();
      const school = await generateSemester(pool, { students: studentCount, classSize: 100, schoolDays: 90, domain });
      console.log(`${school.marks} marks in ${Math.round((performance.now() - generatedAt) / 1000)} s`);
      schools[name] = await schoolReaders(pool, deployed, get, school, { readers: connections, domain });
    }

    const results: Array<{ phase: Phase; school: School; call: string } & LoadResult> = [];
    const measure = async (phase: Phase) => {
      for (const call of CALLS) {
        const both = (forSeconds: number) =>
          Promise.all(
            (Object.keys(SCHOOLS) as School[]).map(async (school) => ({
              school,
              ...(await directLoad(schools[school].calls[call], { workers: connections, seconds: forSeconds })),
            })),
          );
        await both(3);
        console.log(`${phase}: ${call}, both schools at once (${seconds} s)…`);
        for (const row of await both(seconds)) results.push({ phase, call, ...row });
      }
    };

    const before = await schools.calendar.observe();
    await measure('without calendar');
    const calendar = schools.calendar;
    const written = await insertCalendar(pool, {
      instituteId: calendar.school.instituteId,
      semesterId: calendar.school.semesterId,
      adminId: calendar.adminId,
      today: before.date,
      holidays: HOLIDAYS,
      changes: CHANGES,
    });
    if (written.entries !== HOLIDAYS || written.cancels + written.covers !== CHANGES)
      throw new Error(`the calendar holds ${written.entries} entries and ${written.cancels + written.covers} changes`);
    const after = await calendar.observe();
    if (after.counts !== before.counts) throw new Error("with the calendar, the portal's counts of marks changed");
    await measure('with calendar');

    console.log('');
    console.log(
      `The calendar school's calendar: ${written.entries} entries covering ${written.classDays} class-days ` +
        `(Sundays included); ${written.cancels} cancellations and ${written.covers} covers, ${written.changesToday} of them today (${before.date})`,
    );
    const seen = { 'without calendar': before, 'with calendar': after };
    console.table(
      PHASES.map((phase) => ({
        phase,
        [`portal: lectures left of ${connections} students`]: seen[phase].lecturesLeft,
        'portal: calendar days listed': seen[phase].calendarDays,
        'dashboard: scheduled today': seen[phase].scheduledToday,
        'dashboard: not taken': seen[phase].notTaken,
      })),
    );
    if (after.lecturesLeft === before.lecturesLeft)
      console.log('The portal counts the same lectures left with the calendar: it does not read the calendar (yet).');
    if (after.scheduledToday === before.scheduledToday && after.notTaken === before.notTaken)
      console.log('The dashboard schedules the same registers today with the calendar: it does not read the calendar (yet).');

    const figure = (phase: Phase, school: School, call: string) =>
      results.find((row) => row.phase === phase && row.school === school && row.call === call)!;
    console.log(`${connections} connections per school, both schools at once, ${seconds} s per run`);
    console.table(
      results.map((row) => ({
        call: row.call,
        phase: row.phase,
        school: row.school,
        'requests/s': Math.round(row.requestsPerSecond * 10) / 10,
        'p50 ms': row.p50Ms,
        'p95 ms': row.p95Ms,
        failed: row.non2xx + row.errors,
      })),
    );
    const ratios = CALLS.map((call) => {
      const afterOverBefore = (school: School, percentile: 'p50Ms' | 'p95Ms') =>
        figure('with calendar', school, call)[percentile] / figure('without calendar', school, call)[percentile];
      const cost = (percentile: 'p50Ms' | 'p95Ms') =>
        afterOverBefore('calendar', percentile) / afterOverBefore('control', percentile);
      return {
        call,
        'calendar school p95 with/without': `${afterOverBefore('calendar', 'p95Ms').toFixed(2)}×`,
        'control school p95 (drift)': `${afterOverBefore('control', 'p95Ms').toFixed(2)}×`,
        'calendar cost p50': `${cost('p50Ms').toFixed(2)}×`,
        'calendar cost p95': `${cost('p95Ms').toFixed(2)}×`,
        [`goal (p95 ≤ ${GOAL_P95_RATIO.toFixed(2)}×)`]: cost('p95Ms') <= GOAL_P95_RATIO ? 'met' : 'not met',
      };
    });
    console.table(ratios);

    await writeResults(
      'calendar',
      { seconds, connections, students: studentCount, marks: calendar.school.marks, holidays: HOLIDAYS, changes: CHANGES },
      { calendar: written, seen, results, ratios },
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
