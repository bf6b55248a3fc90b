/**
 * Webhooks benchmark: what a subscribed webhook costs the registers. The absences benchmark's school (BENCH_STUDENTS
 * students, 5,000, in classes of 40; BENCH_TEACHERS teachers, 50, teacher n taking the registers of classes n,
 * n + 50, …) on the stack as deployed, with WEBHOOKS_ALLOW_LOCAL=1 so the webhook may point at a receiver on this
 * machine's loopback (a node:http server in this process that checks every signature and counts each delivery id).
 *
 * A round is one period of today: every class's register through the gateway, the teachers all at once. Rounds
 * alternate the institute's one webhook (subscribed to register.saved) between active and disabled (on, off, off,
 * on, …: drift on a shared machine favours neither), after a warm-up round. Between rounds the dispatcher is let
 * deliver everything queued. Measured in the same run:
 * - the registers' p50 and p95 with the webhook on against off; goal: p95 on within 10 % of off;
 * - every register of the rounds with the webhook on delivered once (one arrival per delivery id, every signature
 *   good, every delivery row delivered), and none queued in the rounds with it off.
 *
 *   npm run bench:webhooks -w @rollcall/bench
 *   BENCH_STUDENTS (5000), BENCH_TEACHERS (50), BENCH_DAYS (10), BENCH_ROUNDS (6)
 */
import { randomBytes } from 'node:crypto';
import { PERIOD_MAX } from '@rollcall/contracts';
import { Agent } from 'undici';
import { createPool } from '../../services/src/db/pool';
import { generateAbsenceSchool } from '../absences/school';
import { type SignedInTeacher, saveRound } from '../absences/registers-round';
import { whenTrue } from '../absences/outbox-watch';
import { startDeployedStack } from '../api/deployed-stack';
import { roundMs } from '../api/load';
import { runBenchmark, writeResults } from '../api/results';
import { startBenchReceiver } from './receiver';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 5000);
const teacherCount = Number(process.env.BENCH_TEACHERS ?? 50);
const schoolDays = Number(process.env.BENCH_DAYS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const CLASS_SIZE = 40;
const GOALS = { p95Ratio: 1.1 };
const WAIT_MS = 300_000;
const modeOf = (round: number) => (['on', 'off', 'off', 'on'] as const)[round % 4]!;

function percentile(times: readonly number[], fraction: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return roundMs(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!);
}

async function main() {
  if (rounds < 2 || rounds + 1 > PERIOD_MAX) throw new Error(`BENCH_ROUNDS must be from 2 to ${PERIOD_MAX - 1}`);
  const deployed = await startDeployedStack({ env: { WEBHOOKS_ALLOW_LOCAL: '1' } });
  const pool = createPool(deployed.databaseOwnerUrl, () => {});
  const agent = new Agent({ connections: teacherCount });
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const receiver = await startBenchReceiver(secret);
  try {
    console.log(
      `Generating ${studentCount} students in classes of ${CLASS_SIZE}, ${schoolDays} school days, ${teacherCount} teachers…`,
    );
    const school = await generateAbsenceSchool(pool, {
      students: studentCount,
      classSize: CLASS_SIZE,
      schoolDays,
      teachers: teacherCount,
    });
    await pool.query(`UPDATE institutes SET absence_alerts = 'off' WHERE id = $1`, [school.instituteId]);
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO webhooks (institute_id, url, events, secret, disabled_at) VALUES ($1, $2, ARRAY['register.saved'], $3, now())
       RETURNING id`,
      [school.instituteId, receiver.url, secret],
    );
    const webhookId = rows[0]!.id;
    const setMode = (mode: 'on' | 'off') =>
      pool.query(`UPDATE webhooks SET disabled_at = ${mode === 'on' ? 'NULL' : 'now()'} WHERE id = $1`, [webhookId]);
    const pending = async () =>
      Number(
        (await pool.query(`SELECT count(*) FROM webhook_deliveries WHERE webhook_id = $1 AND status = 'pending'`, [webhookId]))
          .rows[0].count,
      );
    const teachers: SignedInTeacher[] = await Promise.all(
      school.teachers.map(async (teacher) => ({
        ...teacher,
        headers: (await deployed.signIn('teacher', teacher.email, school.password)).headers,
      })),
    );
    const classes = school.teachers.reduce((sum, teacher) => sum + teacher.classes.length, 0);
    console.log(`Warming up: period ${PERIOD_MAX}, no webhook…`);
    await saveRound(deployed.gatewayUrl, agent, teachers, { today: school.today, period: PERIOD_MAX, absent: new Set() });

    const registers = { on: [] as number[], off: [] as number[] };
    const perRound: Array<{
      period: number;
      webhook: string;
      'p50 ms': number;
      'p95 ms': number;
      'all delivered after, s': number | null;
    }> = [];
    let expected = 0;
    for (let round = 0; round < rounds; round++) {
      const mode = modeOf(round);
      const period = round + 1;
      await setMode(mode);
      console.log(`Period ${period}: ${classes} registers, webhook ${mode}…`);
      const saved = await saveRound(deployed.gatewayUrl, agent, teachers, { today: school.today, period, absent: new Set() });
      registers[mode].push(...saved.times);
      let deliveredAfter: number | null = null;
      if (mode === 'on') {
        expected += saved.times.length;
        const at = await whenTrue(
          async () => receiver.arrivals.size >= expected && (await pending()) === 0,
          WAIT_MS,
          'deliveries',
        );
        deliveredAfter = roundMs((at - saved.lastSavedAt) / 1000);
      }
      perRound.push({
        period,
        webhook: mode,
        'p50 ms': percentile(saved.times, 0.5),
        'p95 ms': percentile(saved.times, 0.95),
        'all delivered after, s': deliveredAfter,
      });
    }
    await agent.close();

    const counts = await pool.query<{ status: string; count: string }>(
      'SELECT status, count(*) FROM webhook_deliveries WHERE webhook_id = $1 GROUP BY status',
      [webhookId],
    );
    const byStatus = Object.fromEntries(counts.rows.map((row) => [row.status, Number(row.count)]));
    const twice = [...receiver.arrivals.values()].filter((times) => times > 1).length;
    const once =
      receiver.arrivals.size === expected && twice === 0 && receiver.badSignatures === 0 && byStatus.delivered === expected;

    const figures = (mode: 'on' | 'off') => ({
      webhook: mode,
      registers: registers[mode].length,
      'p50 ms': percentile(registers[mode], 0.5),
      'p95 ms': percentile(registers[mode], 0.95),
      'p99 ms': percentile(registers[mode], 0.99),
    });
    const on = figures('on');
    const off = figures('off');
    const ratios = { p50: on['p50 ms'] / off['p50 ms'], p95: on['p95 ms'] / off['p95 ms'] };
    console.log('');
    console.table(perRound);
    console.table([on, off]);
    console.log(
      `Webhook on against off: p50 ${ratios.p50.toFixed(2)}×, p95 ${ratios.p95.toFixed(2)}× ` +
        `(goal ≤ ${GOALS.p95Ratio.toFixed(2)}×: ${ratios.p95 <= GOALS.p95Ratio ? 'met' : 'not met'})`,
    );
    console.log(
      `Deliveries: ${expected} registers with the webhook on, ${receiver.arrivals.size} delivery ids received, ${twice} more than once, ` +
        `${receiver.badSignatures} bad signatures, rows ${JSON.stringify(byStatus)}: ${once ? 'every event delivered once' : 'NOT every event delivered once'}`,
    );
    await writeResults(
      'webhooks',
      { students: studentCount, classSize: CLASS_SIZE, teachers: teacherCount, schoolDays, rounds },
      {
        registers: { on, off, ratios, rounds: perRound },
        deliveries: { expected, received: receiver.arrivals.size, twice, byStatus, once },
        goals: GOALS,
      },
    );
    if (!once) throw new Error('not every event was delivered exactly once');
  } finally {
    await agent.close().catch(() => {});
    await receiver.close();
    await pool.end();
    await deployed.stop();
  }
}

runBenchmark(main);
