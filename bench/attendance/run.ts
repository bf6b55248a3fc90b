/**
 * Attendance benchmark: teachers take whole registers at once through the gateway. A generated institute of
 * 5,000 students has 50 teachers, each with a 120-student subject; every request is POST /teacher/lectures
 * with a new lecture (a fresh id and slot) and its 120 marks, signed in as that teacher. Three loads, each for
 * BENCH_SECONDS:
 *   - one at a time: one register after another (the teachers in turn), what a register costs alone;
 *   - paced: the 50 teachers each saving one register a second (50 registers, 6,000 marks a second), spread
 *     evenly over the second;
 *   - at once: the 50 teachers each sending their next register as soon as the last is saved (the most the
 *     stack takes; latency there is mostly waiting in line, by Little's law 50 ÷ throughput).
 * Baseline, in the same run and under the same loads: the same registers written straight to PostgreSQL (one
 * transaction: the lecture row, one 120-row INSERT of its marks, the rollup triggers firing, and one of its
 * students' seats in the period) from loops
 * sharing a pool like the services' (10 connections). Both sides are driven by the same scheduler (one
 * connection per teacher to the gateway). Afterwards the lectures and marks in the database are counted
 * against the answers; the goal is p95 at most 50 ms.
 *
 *   npm run bench:attendance -w @rollcall/bench
 *   BENCH_SECONDS (30), BENCH_TEACHERS (50), BENCH_STUDENTS (5000), BENCH_ROSTER (120)
 */
import { Agent, request } from 'undici';
import { createPool } from '../../services/src/db/pool';
import { startDeployedStack } from '../api/deployed-stack';
import type { LoadResult } from '../api/load';
import { runBenchmark, writeResults } from '../api/results';
import { directLoad } from './direct-load';
import { generateInstitute } from './generate';
import { insertRegister, registerBook } from './registers';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const teacherCount = Number(process.env.BENCH_TEACHERS ?? 50);
const studentCount = Number(process.env.BENCH_STUDENTS ?? 5000);
const rosterSize = Number(process.env.BENCH_ROSTER ?? 120);
const GOAL_P95_MS = 50;

async function main() {
  const deployed = await startDeployedStack();
  // The services' own pool (10 connections), so the baseline has as many connections as the service.
  const pool = createPool(deployed.databaseOwnerUrl, () => {});
  try {
    console.log(`Generating ${studentCount} students and ${teacherCount} teachers with ${rosterSize}-student subjects…`);
    const institute = await generateInstitute(pool, {
      students: studentCount,
      classSize: 100,
      teachers: teacherCount,
      rosterSize,
      pastDays: 240,
    });
    const teachers = await Promise.all(
      institute.teachers.map(async (teacher) => ({
        ...teacher,
        ...(await deployed.signIn('teacher', teacher.email, institute.password)),
      })),
    );
    const nextRegister = registerBook(institute);

    const gatewayAgent = new Agent({ connections: teachers.length });
    const loads = {
      /** One register after another, the teachers in turn: what a register costs when nothing else is waiting. */
      'one at a time': { workers: 1, intervalMs: undefined },
      /** Every teacher saves a register a second, spread over the second: 50 registers and 6,000 marks a second. */
      paced: { workers: teachers.length, intervalMs: 1000 },
      /** Every teacher saves the next register as soon as the last is saved: the most the stack takes. */
      'at once': { workers: teachers.length, intervalMs: undefined },
    } as const;
    type Teacher = (typeof teachers)[number];
    const sides = {
      gateway: async (teacher: Teacher) => {
        const answer = await request(`${deployed.gatewayUrl}/teacher/lectures`, {
          method: 'POST',
          headers: { ...teacher.headers, 'content-type': 'application/json' },
          body: JSON.stringify(nextRegister(teacher)),
          dispatcher: gatewayAgent,
        });
        const text = await answer.body.text();
        if (answer.statusCode !== 201) throw new Error(`POST /teacher/lectures answered ${answer.statusCode}: ${text}`);
      },
      PostgreSQL: (teacher: Teacher) => insertRegister(pool, institute.instituteId, teacher.userId, nextRegister(teacher)),
    };
    /** Each loop is one teacher; a single loop takes the teachers in turn, so none runs out of lecture slots. */
    let turn = 0;
    const run = (via: keyof typeof sides, shape: { workers: number; intervalMs?: number }, duration: number) =>
      directLoad((worker) => sides[via](teachers[shape.workers === 1 ? turn++ % teachers.length : worker]!), {
        ...shape,
        seconds: duration,
      });

    console.log('Warming up…');
    for (const via of ['gateway', 'PostgreSQL'] as const) await run(via, loads['at once'], 3);

    const results: Array<{ load: string; via: string } & LoadResult> = [];
    for (const [load, shape] of Object.entries(loads)) {
      // The baseline goes first in one load and second in the next, so drift on a shared machine favours neither.
      const order = results.length % 4 === 0 ? (['PostgreSQL', 'gateway'] as const) : (['gateway', 'PostgreSQL'] as const);
      for (const via of order) {
        console.log(`${load} via ${via} (${seconds} s)…`);
        results.push({ load, via, ...(await run(via, shape, seconds)) });
      }
    }
    await gatewayAgent.close();

    const counted = await pool.query<{ lectures: number; marks: number }>(
      `SELECT (SELECT count(*)::int FROM lectures WHERE institute_id = $1) AS lectures,
              (SELECT count(*)::int FROM attendance_marks WHERE institute_id = $1) AS marks`,
      [institute.instituteId],
    );

    console.log('');
    console.log(`Registers of ${rosterSize} marks, ${teachers.length} teachers, ${seconds} s per run`);
    console.table(
      results.map((row) => ({
        load: row.load,
        via: row.via,
        'registers/s': Math.round(row.requestsPerSecond),
        'marks/s': Math.round(row.requestsPerSecond * rosterSize),
        'p50 ms': row.p50Ms,
        'p95 ms': row.p95Ms,
        'p99 ms': row.p99Ms,
        failed: row.non2xx + row.errors,
      })),
    );
    const ratios = Object.keys(loads).map((load) => {
      const gateway = results.find((row) => row.load === load && row.via === 'gateway')!;
      const direct = results.find((row) => row.load === load && row.via === 'PostgreSQL')!;
      return {
        load,
        'p50 gateway/PostgreSQL': `${(gateway.p50Ms / direct.p50Ms).toFixed(2)}×`,
        'p95 gateway/PostgreSQL': `${(gateway.p95Ms / direct.p95Ms).toFixed(2)}×`,
        'throughput gateway/PostgreSQL': `${((gateway.requestsPerSecond / direct.requestsPerSecond) * 100).toFixed(0)} %`,
        [`goal (p95 ≤ ${GOAL_P95_MS} ms)`]: gateway.p95Ms <= GOAL_P95_MS ? 'met' : 'not met',
      };
    });
    console.table(ratios);
    console.log(`In the database: ${counted.rows[0]!.lectures} lectures, ${counted.rows[0]!.marks} marks`);

    await writeResults(
      'attendance',
      { seconds, teachers: teacherCount, students: studentCount, roster: rosterSize },
      { results, database: counted.rows[0] },
    );

    const failures = results.reduce((sum, row) => sum + row.non2xx + row.errors, 0);
    if (failures) throw new Error(`${failures} registers failed during the run: the figures are not valid`);
    if (counted.rows[0]!.marks !== counted.rows[0]!.lectures * rosterSize)
      throw new Error('a lecture was saved without all of its marks');
  } finally {
    await pool.end();
    await deployed.stop();
  }
}

runBenchmark(main);
