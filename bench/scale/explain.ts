/**
 * Where a page's time goes at the school and at the university of a kept scale database (SCALE_DATA_DIR, after a
 * run of bench:scale): each page's own service functions run once, warm, in the transaction its route opens, as the
 * application's tenant; every statement they send is printed with EXPLAIN (ANALYZE, BUFFERS), then the statements'
 * times side by side, slowest first.
 *
 * A register save (`register`) writes: each of its writes is explained inside a savepoint rolled back before it runs
 * for real, so the plan shows its triggers' time, and the whole save is rolled back at the end, leaving the data as
 * it was.
 *
 *   SCALE_DATA_DIR=/tmp/… npx tsx bench/scale/explain.ts [portal|dashboard|report|csv|eligibility|register …]
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startDatabase } from '../../services/src/db/embedded-database';
import { createPool, type Pool, type Queryable } from '../../services/src/db/pool';
import { withTenant } from '../../services/src/db/tenant';
import { dashboardOn } from '../../services/src/dashboard/dashboard';
import { eligibilityList } from '../../services/src/eligibility/eligibility-store';
import { submitLecture } from '../../services/src/lectures/lecture-submission';
import { permissionsOf } from '../../services/src/permissions/permission-store';
import { studentAttendance } from '../../services/src/portals/student-attendance';
import { openReport, reportRows, wholeReport } from '../../services/src/reports/report-reader';
import { reportScope } from '../../services/src/reports/report-scope';
import { runBenchmark } from '../api/results';
import type { ScaleInstitute, ScaleWorld } from './generate';

interface PageIds {
  student: string;
  admin: string;
  classId: string;
  /** A subject of the class, its teacher and its students: a whole class's register. */
  subjectId: string;
  teacher: string;
  roster: string[];
  /** A past school day's period that no lecture of the institute holds yet: where the register goes. */
  freeSlot: { day: string; period: number } | undefined;
}

type Page = (db: Queryable, institute: ScaleInstitute, ids: PageIds) => Promise<unknown>;

/** Rolls the page's transaction back once it has run: a page that writes leaves the kept data as it was. */
class RolledBack extends Error {}

/** A register of the whole class in a period no lecture holds yet, one student in ten absent. */
const saveRegister: Page = async (db, institute, ids) => {
  const free = ids.freeSlot;
  if (!free) throw new Error('every period of every school day holds a lecture already');
  const saved = await submitLecture(db, institute.instituteId, ids.teacher, {
    id: randomUUID(),
    subjectId: ids.subjectId,
    heldOn: free.day,
    period: free.period,
    marks: ids.roster.map((studentId, at) => ({ studentId, status: at % 10 === 0 ? 'absent' : 'present' })),
  });
  if (!saved.ok) throw new Error(`the register was refused: ${JSON.stringify(saved)}`);
  throw new RolledBack();
};

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
  register: { page: saveRegister, snapshot: false },
};

/** A Queryable that runs each statement under EXPLAIN (ANALYZE, BUFFERS) first and notes its plan and time. */
function explaining(db: Queryable, noted: Array<{ sql: string; ms: number; plan: string }>): Queryable {
  return {
    async query(config: string | { text: string; values?: unknown[] }, values?: unknown[]) {
      const text = typeof config === 'string' ? config : config.text;
      const given = typeof config === 'string' ? values : (config.values ?? values);
      const writes = /^\s*(INSERT|UPDATE|DELETE)/i.test(text);
      if (writes || /^\s*(SELECT|WITH)/i.test(text)) {
        if (writes) await db.query('SAVEPOINT explained');
        const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, given);
        if (writes) await db.query('ROLLBACK TO SAVEPOINT explained');
        const lines = plan.rows.map((row) => row['QUERY PLAN']);
        const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1] ?? Number.NaN);
        noted.push({ sql: text.replace(/\s+/g, ' ').slice(0, 160), ms, plan: lines.join('\n') });
      }
      return db.query(config as string, given);
    },
  } as Queryable;
}

/** A past school day's period of the subject that no lecture of the institute holds yet. */
async function firstFreeSlot(owner: Pool, instituteId: string, subjectId: string) {
  const { rows } = await owner.query<{ day: string; period: number }>(
    `SELECT to_char(d.held_on, 'YYYY-MM-DD') AS day, p.period
       FROM (SELECT DISTINCT held_on FROM lectures WHERE institute_id = $1 AND subject_id = $2) d
      CROSS JOIN generate_series(1, 24) AS p (period)
      WHERE NOT EXISTS (SELECT FROM lectures l WHERE l.institute_id = $1 AND l.held_on = d.held_on AND l.period = p.period)
      ORDER BY d.held_on, p.period LIMIT 1`,
    [instituteId, subjectId],
  );
  return rows[0];
}

function rolledBackOnly(error: unknown) {
  if (!(error instanceof RolledBack)) throw error;
}

async function explainPage(pool: Pool, owner: Pool, name: string, institute: ScaleInstitute) {
  const found = (
    await owner.query<{ student: string; admin: string; class_id: string; subject_id: string; teacher: string }>(
      `SELECT (SELECT id FROM students WHERE institute_id = $1 ORDER BY roll_number LIMIT 1) AS student,
              (SELECT id FROM users WHERE institute_id = $1 AND role = 'admin' LIMIT 1) AS admin,
              class.id AS class_id, subject.id AS subject_id, teaching.teacher_id AS teacher
         FROM classes class
         JOIN subjects subject ON subject.institute_id = class.institute_id AND subject.class_id = class.id
         JOIN subject_teachers teaching ON teaching.institute_id = subject.institute_id AND teaching.subject_id = subject.id
        WHERE class.institute_id = $1
        ORDER BY class.name, subject.code LIMIT 1`,
      [institute.instituteId],
    )
  ).rows[0]!;
  const roster = await owner.query<{ student_id: string }>(
    `SELECT student_id FROM enrollments WHERE institute_id = $1 AND subject_id = $2 AND dropped_on IS NULL`,
    [institute.instituteId, found.subject_id],
  );
  // Found once, as the owner, so that neither the warm run nor the explained one counts the look-up.
  const freeSlot = name === 'register' ? await firstFreeSlot(owner, institute.instituteId, found.subject_id) : undefined;
  const ids: PageIds = {
    student: found.student,
    admin: found.admin,
    classId: found.class_id,
    subjectId: found.subject_id,
    teacher: found.teacher,
    roster: roster.rows.map((row) => row.student_id),
    freeSlot,
  };
  const { page, snapshot } = PAGES[name]!;
  const mode = snapshot ? 'read-only-snapshot' : 'read-write';
  await withTenant(pool, institute.instituteId, (db) => page(db, institute, ids), mode).catch(rolledBackOnly);
  const noted: Array<{ sql: string; ms: number; plan: string }> = [];
  await withTenant(pool, institute.instituteId, (db) => page(explaining(db, noted), institute, ids), mode).catch(rolledBackOnly);
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
