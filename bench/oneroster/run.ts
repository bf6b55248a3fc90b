/**
 * OneRoster export benchmark: the zip of a generated school of BENCH_STUDENTS students (5,000) in classes of 40,
 * six core subjects each, every student with a parent (as the absences benchmark generates it, with no marks),
 * downloaded through the gateway as deployed, BENCH_RUNS times (3). Goal: ≤ 5 s. Its baseline in the same run: the
 * same rows (users with guardian links, class members, subject teachers, enrolments) as CSV by COPY straight from
 * PostgreSQL, with no service, no zip and no gateway. For scale (no goal), the import's preview of that zip once.
 *
 *   npm run bench:oneroster -w @rollcall/bench
 *   BENCH_STUDENTS (5000), BENCH_RUNS (3)
 */
import { request } from 'undici';
import { createPool } from '../../services/src/db/pool';
import { generateAbsenceSchool } from '../absences/school';
import { startDeployedStack } from '../api/deployed-stack';
import { roundMs } from '../api/load';
import { runBenchmark, writeResults } from '../api/results';
import { signedInAdmin } from '../api/signed-in-admin';
import { median } from '../median';
import { copyRosterRows } from './baseline';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 5000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_MS = 5000;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number[]; last: T }> {
  const ms: number[] = [];
  let last!: T;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    last = await work();
    ms.push(roundMs(performance.now() - started));
  }
  return { ms, last };
}

async function main() {
  const deployed = await startDeployedStack();
  const pool = createPool(deployed.databaseOwnerUrl, () => {});
  try {
    console.log(`Generating ${studentCount} students in classes of 40, six subjects each, their parents…`);
    const school = await generateAbsenceSchool(pool, { students: studentCount, classSize: 40, schoolDays: 1, teachers: 50 });
    const admin = await signedInAdmin(pool, deployed, school.instituteId, `roster-admin-${Date.now()}@bench.test`);
    let zip = Buffer.alloc(0);
    const download = async () => {
      const answer = await request(`${deployed.gatewayUrl}/admin/exports/oneroster.zip`, { headers: admin.headers });
      if (answer.statusCode !== 200) throw new Error(`export answered ${answer.statusCode}: ${await answer.body.text()}`);
      zip = Buffer.from(await answer.body.arrayBuffer());
      return zip.length;
    };
    await download();
    console.log(`The export, ${runs} runs…`);
    const exported = await timed(download);
    console.log(`The baseline (COPY of the same rows), ${runs} runs…`);
    const baseline = await timed(() => copyRosterRows(pool, school.instituteId));
    // Not a goal, for scale: the export taken back by the import's preview (every record matched, nothing changed).
    console.log('The import preview of that zip, once…');
    const previewStarted = performance.now();
    const preview = await request(`${deployed.gatewayUrl}/admin/imports/oneroster`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/zip' },
      body: zip,
    });
    const previewed = (await preview.body.json()) as { lines?: unknown[]; errors?: string[] };
    const previewMs = roundMs(performance.now() - previewStarted);
    if (preview.statusCode !== 200 || previewed.lines?.length !== 0)
      throw new Error(`the preview answered ${preview.statusCode}: ${JSON.stringify(previewed).slice(0, 500)}`);
    console.log(`Import preview of the ${roundMs(zip.length / 1024)} KB zip: ${roundMs(previewMs / 1000)} s, nothing to change`);
    const exportMs = median(exported.ms);
    const baselineMs = median(baseline.ms);
    console.table([
      { what: 'OneRoster zip through the gateway', 'median ms': exportMs, runs: exported.ms.join(', '), bytes: exported.last },
      { what: 'COPY of the same rows', 'median ms': baselineMs, runs: baseline.ms.join(', '), bytes: baseline.last.bytes },
    ]);
    console.log(
      `Export ${roundMs(exportMs / 1000)} s for ${studentCount} students, ${(exportMs / baselineMs).toFixed(1)}× the COPY ` +
        `(goal ≤ ${GOAL_MS / 1000} s: ${exportMs <= GOAL_MS ? 'met' : 'not met'})`,
    );
    await writeResults(
      'oneroster',
      { students: studentCount, runs },
      { exportMs: exported.ms, baselineMs: baseline.ms, zipBytes: exported.last, baselineLines: baseline.last.lines, previewMs },
    );
  } finally {
    await pool.end();
    await deployed.stop();
  }
}

runBenchmark(main);
