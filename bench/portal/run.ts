/**
 * Student portal benchmark: students read their semester's attendance through the gateway. A generated school
 * of 5,000 students in classes of 60, six subjects each, 90 school days of lectures taken (2.7 M marks); every
 * request is GET /student/attendance (the current semester: 6 subjects × 90 days = 540 marked lectures, the
 * percentages, lectures needed and lectures left), each of BENCH_CONNECTIONS connections signed in as its own
 * student, back to back for BENCH_SECONDS; and once with a single connection, what one student waits alone.
 * Baseline, in the same run and under the same load: the plain aggregate the percentages would otherwise take,
 * straight to PostgreSQL from a pool like the services' (10 connections): every current mark of the student in
 * the semester counted per subject. Before measuring, each student's answer is checked against that aggregate.
 * The goal is p95 at most 20 ms.
 *
 *   npm run bench:portal -w @rollcall/bench
 *   BENCH_SECONDS (30), BENCH_CONNECTIONS (20), BENCH_STUDENTS (5000)
 */
import { Agent, request } from 'undici';
import type { StudentAttendanceResponse } from '@rollcall/contracts';
import { createPool } from '../../services/src/db/pool';
import { startDeployedStack } from '../api/deployed-stack';
import type { LoadResult } from '../api/load';
import { runBenchmark, writeResults } from '../api/results';
import { directLoad } from '../attendance/direct-load';
import { type SubjectCount, studentSubjectsOverMarks } from '../reports/baseline';
import { generateSemester } from '../semester/generate';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const studentCount = Number(process.env.BENCH_STUDENTS ?? 5000);
const GOAL_P95_MS = 20;

async function main() {
  const deployed = await startDeployedStack();
  const pool = createPool(deployed.databaseOwnerUrl, () => {});
  try {
    console.log(`Generating ${studentCount} students, six subjects each, 90 school days of lectures…`);
    const generatedAt = performance.now();
    const school = await generateSemester(pool, { students: studentCount, classSize: 60, schoolDays: 90 });
    console.log(`${school.marks} marks in ${Math.round((performance.now() - generatedAt) / 1000)} s`);

    // Students spread across the classes, one per connection.
    const step = Math.floor(school.students.length / connections);
    const readers = await Promise.all(
      Array.from({ length: connections }, (_, n) => school.students[n * step]!).map((student) =>
        deployed.signIn('student', student.email, school.password),
      ),
    );

    const agent = new Agent({ connections });
    const readAttendance = async (reader: (typeof readers)[number]) => {
      const answer = await request(`${deployed.gatewayUrl}/student/attendance`, { headers: reader.headers, dispatcher: agent });
      const text = await answer.body.text();
      if (answer.statusCode !== 200) throw new Error(`GET /student/attendance answered ${answer.statusCode}: ${text}`);
      return text;
    };

    console.log('Checking every answer against the aggregate over marks…');
    for (const reader of readers) {
      const answer = JSON.parse(await readAttendance(reader)) as StudentAttendanceResponse;
      const counted = await studentSubjectsOverMarks(pool, school.instituteId, reader.userId, school.semesterId);
      const served = answer.subjects.map(({ subjectId, present, total }) => ({ subject_id: subjectId, present, total }));
      const bySubject = (a: SubjectCount, b: SubjectCount) => a.subject_id.localeCompare(b.subject_id);
      if (JSON.stringify(served.sort(bySubject)) !== JSON.stringify(counted.sort(bySubject)))
        throw new Error(`the answer for ${reader.userId} differs from its marks`);
      if (answer.lectures.length !== 6 * 90) throw new Error(`expected 540 lectures, got ${answer.lectures.length}`);
    }

    const sides = {
      gateway: (worker: number) => readAttendance(readers[worker]!).then(() => undefined),
      PostgreSQL: (worker: number) =>
        studentSubjectsOverMarks(pool, school.instituteId, readers[worker]!.userId, school.semesterId).then(() => undefined),
    };
    console.log('Warming up…');
    for (const via of ['gateway', 'PostgreSQL'] as const) await directLoad(sides[via], { workers: connections, seconds: 3 });

    // What one student waits alone, then the load: every connection reading back to back.
    const loads = { 'one at a time': 1, [`${connections} connections`]: connections };
    const results: Array<{ load: string; via: string } & LoadResult> = [];
    for (const [load, workers] of Object.entries(loads))
      for (const via of ['PostgreSQL', 'gateway'] as const) {
        console.log(`${load} via ${via} (${seconds} s)…`);
        results.push({ load, via, ...(await directLoad(sides[via], { workers, seconds })) });
      }
    await agent.close();
    console.log('');
    console.log(`GET /student/attendance (540 lectures) vs the aggregate over marks, ${seconds} s per run`);
    console.table(
      results.map((row) => ({
        load: row.load,
        via: row.via,
        'requests/s': Math.round(row.requestsPerSecond),
        'p50 ms': row.p50Ms,
        'p95 ms': row.p95Ms,
        'p99 ms': row.p99Ms,
        failed: row.non2xx + row.errors,
      })),
    );
    console.table(
      Object.keys(loads).map((load) => {
        const gateway = results.find((row) => row.load === load && row.via === 'gateway')!;
        const direct = results.find((row) => row.load === load && row.via === 'PostgreSQL')!;
        return {
          load,
          'p50 gateway/aggregate': `${(gateway.p50Ms / direct.p50Ms).toFixed(2)}×`,
          'p95 gateway/aggregate': `${(gateway.p95Ms / direct.p95Ms).toFixed(2)}×`,
          [`goal (p95 ≤ ${GOAL_P95_MS} ms)`]: gateway.p95Ms <= GOAL_P95_MS ? 'met' : 'not met',
        };
      }),
    );

    await writeResults('portal', { seconds, connections, students: studentCount, marks: school.marks }, { results });
    if (results.some((row) => row.non2xx + row.errors))
      throw new Error('some requests failed during the run: the figures are not valid');
  } finally {
    await pool.end();
    await deployed.stop();
  }
}

runBenchmark(main);
