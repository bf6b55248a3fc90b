/**
 * Same-morning absence alerts benchmark. A generated school of BENCH_STUDENTS students (5,000) in classes of 40
 * (125 classes, six core subjects each on a Monday-to-Saturday timetable, BENCH_DAYS school days of marks before
 * today), every student with a parent and every third with a second one, and BENCH_TEACHERS teachers (50), teacher n
 * taking the registers of classes n, n + 50, n + 100. The stack runs as deployed (services and the gateway in their
 * own processes, see ../api/deployed-stack.ts), with the absence alerts held 0 s (ABSENCE_ALERT_HOLD_SECONDS=0) so
 * a mail is due as soon as its register commits.
 *
 * A round is one period of today: every class's register through the gateway, the teachers all at once (each
 * saving their classes one after another), 8 % of the students (BENCH_ABSENT) Absent, each of them absent for the
 * first time today (a round's absentees are new to Absent, everyone else Present). Rounds alternate the institute's
 * absence alerts between 'first-absence' and 'off' (on, off, off, on, …: drift on a shared machine favours
 * neither), after a warm-up round with nobody absent in an extra lecture of the last period of the day (so the measured
 * rounds are periods 1, 2, …). Measured in the same run:
 * - the registers' p50 and p95 with alerts on against off; goal: p95 on within 10 % of off;
 * - in each round with alerts on, the time from the last register's answer (it had committed) until every
 *   absence mail (key absence:…, one per parent of each absentee) is in the outbox; goal ≤ 60 s. Its baseline,
 *   right after: the same mails read back and queued plainly with enqueueMails under other keys (500 a statement
 *   in one transaction, as the evening run queues), built beforehand.
 * Between rounds the outbox is let drain to the dev mail server, so each round starts with nothing queued.
 *
 *   npm run bench:absences -w @rollcall/bench
 *   BENCH_STUDENTS (5000), BENCH_TEACHERS (50), BENCH_DAYS (10), BENCH_ROUNDS (6, at most 11), BENCH_ABSENT (0.08),
 *   BENCH_DATA_DIR: keep the stack's database and mail in this folder (one the user postgres can enter, such as
 *   under /tmp) after the run, to look at the mails; each run adds a school of its own there. Without it a
 *   temporary folder, removed at the end.
 */
import path from 'node:path';
import { PERIOD_MAX } from '@rollcall/contracts';
import { Agent } from 'undici';
import { createPool } from '../../services/src/db/pool';
import { startDeployedStack } from '../api/deployed-stack';
import { roundMs } from '../api/load';
import { runBenchmark, writeResults } from '../api/results';
import { median } from '../median';
import { absenceMailCount, absenceMailsOf, queueFloor, recipientsOf, unsentCount, whenTrue } from './outbox-watch';
import { type SignedInTeacher, saveRound } from './registers-round';
import { generateAbsenceSchool } from './school';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 5000);
const teacherCount = Number(process.env.BENCH_TEACHERS ?? 50);
const schoolDays = Number(process.env.BENCH_DAYS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const absentShare = Number(process.env.BENCH_ABSENT ?? 0.08);
const keptDataDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : undefined;
const CLASS_SIZE = 40;
const GOALS = { p95Ratio: 1.1, queuedSeconds: 60 };
const WAIT_MS = 180_000;
/** The modes of the measured rounds, in order: on, off, off, on, on, off, … */
const modeOf = (round: number) => (['first-absence', 'off', 'off', 'first-absence'] as const)[round % 4]!;

/** The time below which this fraction of the registers fall, as the load benchmarks take it. */
function percentile(times: readonly number[], fraction: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return roundMs(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!);
}

/** The students in a random order, cut into one group per round: no one is absent in two rounds. */
function absenteesByRound(students: readonly string[], count: number, perRound: number): string[][] {
  const shuffled = [...students];
  for (let at = shuffled.length - 1; at > 0; at--) {
    const other = Math.floor(Math.random() * (at + 1));
    [shuffled[at], shuffled[other]] = [shuffled[other]!, shuffled[at]!];
  }
  return Array.from({ length: count }, (_, round) => shuffled.slice(round * perRound, (round + 1) * perRound));
}

async function main() {
  const perRound = Math.round(studentCount * absentShare);
  if (rounds < 2 || rounds * perRound > studentCount)
    throw new Error(`BENCH_ROUNDS must be from 2 to ${Math.floor(1 / absentShare)}`);
  const deployed = await startDeployedStack({
    env: { ABSENCE_ALERT_HOLD_SECONDS: '0', ...(keptDataDir ? { BENCH_DATA_DIR: keptDataDir } : {}) },
  });
  const pool = createPool(deployed.databaseOwnerUrl, () => {});
  const agent = new Agent({ connections: teacherCount });
  try {
    console.log(
      `Generating ${studentCount} students in classes of ${CLASS_SIZE}, ${schoolDays} school days, parents, ${teacherCount} teachers…`,
    );
    const generatedAt = performance.now();
    const school = await generateAbsenceSchool(pool, {
      students: studentCount,
      classSize: CLASS_SIZE,
      schoolDays,
      teachers: teacherCount,
    });
    const classes = school.teachers.reduce((sum, teacher) => sum + teacher.classes.length, 0);
    console.log(
      `${school.marks} marks, ${classes} classes, ${school.parents} parents in ${Math.round((performance.now() - generatedAt) / 1000)} s`,
    );
    const teachers: SignedInTeacher[] = await Promise.all(
      school.teachers.map(async (teacher) => ({
        ...teacher,
        headers: (await deployed.signIn('teacher', teacher.email, school.password)).headers,
      })),
    );
    const setMode = (mode: 'first-absence' | 'off') =>
      pool.query('UPDATE institutes SET absence_alerts = $2 WHERE id = $1', [school.instituteId, mode]);
    const periodOf = (round: number) => round + 1;
    const subjectsPerDay = school.periods;
    if (periodOf(rounds - 1) > subjectsPerDay)
      console.log(
        `Periods after ${subjectsPerDay} are extra lectures of the same subjects (the timetable has ${subjectsPerDay}).`,
      );
    console.log(`Warming up: period ${PERIOD_MAX}, everyone present…`);
    await setMode('off');
    await saveRound(deployed.gatewayUrl, agent, teachers, { today: school.today, period: PERIOD_MAX, absent: new Set() });

    const allStudents = school.teachers.flatMap((teacher) => teacher.classes.flatMap((taught) => taught.students));
    const absentees = absenteesByRound(allStudents, rounds, perRound);
    const registers = { 'first-absence': [] as number[], off: [] as number[] };
    const perRoundRows: Array<{ period: number; alerts: string; 'p50 ms': number; 'p95 ms': number; 'registers/s': number }> = [];
    const queued: Array<{ round: number; absent: number; mails: number; queuedMs: number; floorMs: number }> = [];
    let expectedMails = 0;
    for (let round = 0; round < rounds; round++) {
      const mode = modeOf(round);
      const period = periodOf(round);
      const absent = absentees[round]!;
      await setMode(mode);
      console.log(`Period ${period}: ${classes} registers, ${absent.length} absent, alerts ${mode}…`);
      const saved = await saveRound(deployed.gatewayUrl, agent, teachers, {
        today: school.today,
        period,
        absent: new Set(absent),
      });
      registers[mode].push(...saved.times);
      perRoundRows.push({
        period,
        alerts: mode,
        'p50 ms': percentile(saved.times, 0.5),
        'p95 ms': percentile(saved.times, 0.95),
        'registers/s': Math.round((saved.times.length / (saved.lastSavedAt - saved.startedAt)) * 10_000) / 10,
      });
      if (mode === 'first-absence') {
        const mails = await recipientsOf(pool, school.instituteId, absent);
        expectedMails += mails;
        const allQueuedAt = await whenTrue(
          async () => (await absenceMailCount(pool)) >= expectedMails,
          WAIT_MS,
          `${mails} absence mails of period ${period}`,
        );
        const queuedMs = allQueuedAt - saved.lastSavedAt;
        await whenTrue(async () => (await unsentCount(pool)) === 0, WAIT_MS, 'the outbox sending them');
        const same = await absenceMailsOf(pool, absent);
        if (same.length !== mails) throw new Error(`period ${period}: ${same.length} absence mails where ${mails} were due`);
        const floorMs = await queueFloor(pool, same);
        await whenTrue(async () => (await unsentCount(pool)) === 0, WAIT_MS, 'the outbox sending the floor');
        queued.push({ round, absent: absent.length, mails, queuedMs, floorMs });
      }
    }
    // Rounds with alerts off queued none, and none was queued twice.
    const absenceMails = await absenceMailCount(pool);
    if (absenceMails !== expectedMails)
      throw new Error(`${absenceMails} absence mails in the outbox where ${expectedMails} were due`);
    await agent.close();

    const figures = (mode: keyof typeof registers) => ({
      alerts: mode,
      registers: registers[mode].length,
      'p50 ms': percentile(registers[mode], 0.5),
      'p95 ms': percentile(registers[mode], 0.95),
      'p99 ms': percentile(registers[mode], 0.99),
    });
    const on = figures('first-absence');
    const off = figures('off');
    const ratios = { p50: on['p50 ms'] / off['p50 ms'], p95: on['p95 ms'] / off['p95 ms'] };
    console.log('');
    console.log(`Registers of ${CLASS_SIZE} students, ${teachers.length} teachers at once, ${rounds} periods (after a warm-up)`);
    console.table(perRoundRows);
    console.table([on, off]);
    console.log(
      `Alerts on against off: p50 ${ratios.p50.toFixed(2)}×, p95 ${ratios.p95.toFixed(2)}× ` +
        `(goal ≤ ${GOALS.p95Ratio.toFixed(2)}×: ${ratios.p95 <= GOALS.p95Ratio ? 'met' : 'not met'})`,
    );
    console.table(
      queued.map((row) => ({
        period: periodOf(row.round),
        absent: row.absent,
        'absence mails': row.mails,
        'all queued after the last register, s': roundMs(row.queuedMs / 1000),
        'floor: enqueueMails, s': roundMs(row.floorMs / 1000),
        ratio: `${(row.queuedMs / row.floorMs).toFixed(1)}×`,
        [`goal ≤ ${GOALS.queuedSeconds} s`]: row.queuedMs <= GOALS.queuedSeconds * 1000 ? 'met' : 'not met',
      })),
    );
    const worstQueuedMs = Math.max(...queued.map((row) => row.queuedMs));
    console.log(
      `Every absence mail queued within ${roundMs(worstQueuedMs / 1000)} s of the last register (median ` +
        `${roundMs(median(queued.map((row) => row.queuedMs)) / 1000)} s; the floor ${roundMs(median(queued.map((row) => row.floorMs)) / 1000)} s)`,
    );

    await writeResults(
      'absences',
      { students: studentCount, classSize: CLASS_SIZE, teachers: teacherCount, schoolDays, rounds, absentShare },
      {
        marks: school.marks,
        parents: school.parents,
        classes,
        registers: { on, off, ratios, rounds: perRoundRows, ms: registers },
        queued: queued.map((row) => ({ ...row, period: periodOf(row.round), ratio: row.queuedMs / row.floorMs })),
        worstQueuedMs,
        goals: GOALS,
      },
    );
  } finally {
    await agent.close().catch(() => {});
    await pool.end();
    await deployed.stop();
  }
}

runBenchmark(main);
