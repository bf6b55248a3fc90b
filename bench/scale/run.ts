/**
 * Scale benchmark: does a page cost the same at a 50,000-student university as at the 5,000-student school, with
 * 200 small institutes in the same database? One database (bench/scale/generate.ts: the school, the university and
 * the institutes, about 62 M marks at full size), the real services and gateway as deployed. For the school and the
 * university in the same run, each for BENCH_SECONDS one at a time and from BENCH_CONNECTIONS at once, beside plain
 * SQL over the marks (bench/reports/baseline.ts, the same calls straight to PostgreSQL as the owner):
 * - the student portal (GET /student/attendance, students across the classes);
 * - the admin dashboard (GET /admin/dashboard);
 * - the class × semester report as JSON (GET /admin/reports/attendance?classId=, the classes in turn);
 * - the eligibility list of a class (GET /admin/eligibility?classId=);
 * - the CSV of a class (…&format=csv), beside COPY of the class's marks;
 * - a register save (POST /teacher/lectures: a teacher taking one lecture's register, a whole class), beside the
 *   same rows inserted by plain SQL (bench/attendance/registers.ts);
 * and BENCH_TEACHERS teachers saving registers back to back, beside plain PostgreSQL's throughput for the same
 * inserts, with the CPU each process spent per register. One table: each figure at both, the university's over the
 * school's, the goal and whether it is met.
 *
 *   npm run bench:scale -w @rollcall/bench
 *   SCALE_FACTOR (1: every size scaled, at least one class and one small institute), SCALE_INSTITUTES (how many
 *   small institutes, when not 200 × SCALE_FACTOR),
 *   SCALE_DATA_DIR: keep the database there (a folder the user postgres can enter) and, when it already holds
 *   today's institutes of this factor, time those instead of generating them again; migrations added since apply.
 *   BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_TEACHERS (50)
 */
import { chmod, mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Agent } from 'undici';
import { createPool } from '../../services/src/db/pool';
import { startDeployedStack } from '../api/deployed-stack';
import { runBenchmark, writeResults } from '../api/results';
import { directLoad } from '../attendance/direct-load';
import { checkAnswers } from './answers-check';
import { cpuPerRequest, cpuSeconds } from './cpu-time';
import { callsOf, READ_CALLS, REGISTER_SAVE } from './calls';
import { keptWorld } from './kept-world';
import { signedInInstitute } from './signed-in';
import { type CpuShare, figuresTable, type Institute, type Measured, TEACHERS, type Via } from './table';

const factor = Number(process.env.SCALE_FACTOR ?? 1);
const institutes = process.env.SCALE_INSTITUTES ? Number(process.env.SCALE_INSTITUTES) : undefined;
const dataDir = process.env.SCALE_DATA_DIR ? path.resolve(process.env.SCALE_DATA_DIR) : undefined;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const teachers = Number(process.env.BENCH_TEACHERS ?? 50);
const INSTITUTES: Institute[] = ['school', 'university'];

async function main() {
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    await chmod(dataDir, 0o777);
  }
  const deployed = await startDeployedStack({ env: dataDir ? { BENCH_DATA_DIR: dataDir } : {} });
  const pool = createPool(deployed.databaseOwnerUrl, () => {});
  const agent = new Agent({ connections: teachers + 2 });
  try {
    const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
    const world = await keptWorld(pool, { dataDir, factor, institutes, log });
    log(`${world.marks} marks in ${world.institutes.length + 2} institutes, generated in ${world.seconds} s`);
    const today = world.today;
    const signedIn = {
      school: await signedInInstitute(pool, deployed, world.school, { readers: connections, teachers }),
      university: await signedInInstitute(pool, deployed, world.university, { readers: connections, teachers }),
    };
    log('Checking the answers against plain SQL over the marks…');
    for (const institute of INSTITUTES) await checkAnswers(pool, deployed, signedIn[institute]);
    const calls = {
      school: callsOf(deployed, pool, agent, signedIn.school, today),
      university: callsOf(deployed, pool, agent, signedIn.university, today),
    };

    const results: Measured[] = [];
    const measure = async (call: string, load: string, workers: number, institute: Institute, via: Via, label = call) => {
      const side = calls[institute][call]![via];
      log(`${label}, ${load}, ${institute} via ${via} (${seconds} s)…`);
      const measured = await directLoad((worker) => side(worker, workers), { workers, seconds });
      results.push({ call: label, load, institute, via, ...measured });
    };
    const loads = { 'one at a time': 1, [`${connections} at once`]: connections };
    // The saves come last: every read sees the generated semester and nothing more.
    for (const call of [...READ_CALLS, REGISTER_SAVE]) {
      for (const institute of INSTITUTES)
        for (const via of ['gateway', 'PostgreSQL'] as const)
          await directLoad((worker) => calls[institute][call]![via](worker, 1), { workers: 1, seconds: 1 });
      // The baseline goes first at one institute and second at the other, so drift on a shared machine favours neither.
      for (const [load, workers] of Object.entries(loads))
        for (const institute of INSTITUTES)
          for (const via of institute === 'school' ? (['PostgreSQL', 'gateway'] as const) : (['gateway', 'PostgreSQL'] as const))
            if (via === 'gateway' || workers === 1 || !calls[institute][call]!.baselineAlone)
              await measure(call, load, workers, institute, via);
    }
    // Where the teachers' CPU goes, per register: on a machine whose cores the processes share, throughput follows it.
    const cpuParts = {
      own: 'bench (clients)',
      processes: { gateway: deployed.gatewayPid, services: deployed.servicesPid },
      descendantsOf: { PostgreSQL: deployed.servicesPid },
    };
    const cpu: CpuShare[] = [];
    for (const institute of INSTITUTES)
      for (const via of ['PostgreSQL', 'gateway'] as const) {
        const before = cpuSeconds(cpuParts);
        await measure(REGISTER_SAVE, `${teachers} back to back`, teachers, institute, via, TEACHERS);
        cpu.push({ institute, via, msPerRegister: cpuPerRequest(before, cpuSeconds(cpuParts), results.at(-1)!.requests) });
      }

    console.log('');
    console.table(
      results.map((row) => ({
        call: row.call,
        load: row.load,
        institute: row.institute,
        via: row.via,
        'per s': Math.round(row.requestsPerSecond * 10) / 10,
        'p50 ms': row.p50Ms,
        'p95 ms': row.p95Ms,
        failed: row.non2xx + row.errors,
      })),
    );
    console.log(
      `Scale factor ${factor}: school ${world.school.students} students (${world.school.marks} marks), university ` +
        `${world.university.students} (${world.university.marks} marks), ${world.institutes.length} more institutes; ` +
        `${seconds} s a figure`,
    );
    console.table(figuresTable(results));
    console.log(`CPU ms per register of ${teachers} teachers back to back, by process (${availableParallelism()} cores):`);
    console.table(cpu.map(({ institute, via, msPerRegister }) => ({ institute, via, ...msPerRegister })));
    await writeResults('scale', { factor, seconds, connections, teachers }, { world, results, cpu });
    if (results.some((row) => row.non2xx + row.errors))
      throw new Error('some calls failed during the run: the figures are not valid');
  } finally {
    await agent.close();
    await pool.end();
    await deployed.stop();
  }
}

runBenchmark(main);
