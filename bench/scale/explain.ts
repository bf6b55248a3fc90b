/**
 * Where a page's time goes at the school and at the university of a kept scale database (SCALE_DATA_DIR, after a
 * run of bench:scale): each page's own service functions run once, warm, in the transaction its route opens, as the
 * application's tenant; every statement they send is printed with EXPLAIN (ANALYZE, BUFFERS), then the statements'
 * times side by side, slowest first.
 *
 *   SCALE_DATA_DIR=/tmp/… npx tsx bench/scale/explain.ts [portal|dashboard|report|csv|eligibility …]
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startDatabase } from '../../services/src/db/embedded-database';
import { createPool, type Pool, type Queryable } from '../../services/src/db/pool';
import { withTenant } from '../../services/src/db/tenant';
import { dashboardOn } from '../../services/src/dashboard/dashboard';
import { eligibilityList } from '../../services/src/eligibility/eligibility-store';
import { permissionsOf } from '../../services/src/permissions/permission-store';
import { studentAttendance } from '../../services/src/portals/student-attendance';
import { openReport, reportRows, wholeReport } from '../../services/src/reports/report-reader';
import { reportScope } from '../../services/src/reports/report-scope';
import { runBenchmark } from '../api/results';
import type { ScaleInstitute, ScaleWorld } from './generate';

type Page = (
  db: Queryable,
  institute: ScaleInstitute,
  ids: { student: string; admin: string; classId: string },
) => Promise<unknown>;

const report = async (db: Queryable, institute: ScaleInstitute, admin: string, classId: string, csv: boolean) => {
  const { instituteId } = institute;
  const caller = { userId: admin, role: 'admin' as const, permissions: await permissionsOf(db, instituteId, admin, 'admin') };
  const scope = await reportScope(db, instituteId, caller, { classId, format: csv ? 'csv' : 'json' });
  if (!scope.ok) throw new Error(`the report was refused: ${scope.reason}`);
  const opened = await openReport(db, instituteId, scope.value);
  if (!csv) return wholeReport(db, instituteId, opened);
  for await (const _batch of reportRows(db, instituteId, opened));
};

const PAGES: Record<string, { page: Page; snapshot: boolean }> = {
  portal: {
    page: (db, institute, ids) => studentAttendance(db, institute.instituteId, { studentId: ids.student, parentId: null }, null),
    snapshot: false,
  },
  dashboard: { page: (db, institute) => dashboardOn(db, institute.instituteId, null), snapshot: false },
  report: { page: (db, institute, ids) => report(db, institute, ids.admin, ids.classId, false), snapshot: true },
  csv: { page: (db, institute, ids) => report(db, institute, ids.admin, ids.classId, true), snapshot: true },
  eligibility: {
    page: (db, institute, ids) => eligibilityList(db, institute.instituteId, { classId: ids.classId }),
    snapshot: true,
  },
};

/** A Queryable that runs each statement under EXPLAIN (ANALYZE, BUFFERS) first and notes its plan and time. */
function explaining(db: Queryable, noted: Array<{ sql: string; ms: number; plan: string }>): Queryable {
  return {
    async query(config: string | { text: string; values?: unknown[] }, values?: unknown[]) {
      const text = typeof config === 'string' ? config : config.text;
      const given = typeof config === 'string' ? values : (config.values ?? values);
      if (/^\s*(SELECT|WITH)/i.test(text)) {
        const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, given);
        const lines = plan.rows.map((row) => row['QUERY PLAN']);
        const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1] ?? Number.NaN);
        noted.push({ sql: text.replace(/\s+/g, ' ').slice(0, 160), ms, plan: lines.join('\n') });
      }
      return db.query(config as string, given);
    },
  } as Queryable;
}

async function explainPage(pool: Pool, owner: Pool, name: string, institute: ScaleInstitute) {
  const ids = (
    await owner.query<{ student: string; admin: string; class_id: string }>(
      `SELECT (SELECT id FROM students WHERE institute_id = $1 ORDER BY roll_number LIMIT 1) AS student,
              (SELECT id FROM users WHERE institute_id = $1 AND role = 'admin' LIMIT 1) AS admin,
              (SELECT id FROM classes WHERE institute_id = $1 ORDER BY name LIMIT 1) AS class_id`,
      [institute.instituteId],
    )
  ).rows[0]!;
  const { page, snapshot } = PAGES[name]!;
  const mode = snapshot ? 'read-only-snapshot' : 'read-write';
  const run = (db: Queryable) => page(db, institute, { student: ids.student, admin: ids.admin, classId: ids.class_id });
  await withTenant(pool, institute.instituteId, run, mode);
  const noted: Array<{ sql: string; ms: number; plan: string }> = [];
  await withTenant(pool, institute.instituteId, (db) => run(explaining(db, noted)), mode);
  return noted;
}

async function main() {
  const dataDir = process.env.SCALE_DATA_DIR;
  if (!dataDir) throw new Error('SCALE_DATA_DIR names the kept database of a bench:scale run');
  const world: ScaleWorld = JSON.parse(await readFile(path.join(path.resolve(dataDir), 'bench-scale.json'), 'utf8'));
  const database = await startDatabase({ dataDir: path.resolve(dataDir), port: 0 });
  const pool = createPool(database.applicationUrl, () => {});
  const owner = createPool(database.ownerUrl, () => {});
  try {
    const pages = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(PAGES);
    for (const name of pages) {
      const school = await explainPage(pool, owner, name, world.school);
      const university = await explainPage(pool, owner, name, world.university);
      for (const [at, noted] of [
        ['university', university],
        ['school', school],
      ] as const)
        for (const statement of noted) console.log(`\n── ${name} at the ${at}: ${statement.ms} ms\n${statement.plan}`);
      console.log(`\n${name}: each statement's execution time (ms), the university's slowest first`);
      console.table(
        university
          .map((statement, at) => ({
            statement: statement.sql.slice(0, 100),
            school: school[at]?.ms,
            university: statement.ms,
          }))
          .sort((a, b) => b.university - a.university),
      );
    }
  } finally {
    await pool.end();
    await owner.end();
    await database.stop();
  }
}

runBenchmark(main);
