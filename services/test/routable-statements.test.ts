import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { unroutableStatements } from './support/routing/routing-check';
import { routingProblems, UNEQUAL_JOIN, UNROUTED } from './support/routing/routing-problems';
import { applicationSource } from './support/routing/statement-source';
import { type TenantCatalog, tenantCatalog } from './support/routing/tenant-catalog';
import { UNROUTED_STATEMENTS } from './support/routing/unrouted-statements';
import { cachedRoutingProblems } from './support/routing/verdict-cache';

const catalog: TenantCatalog = {
  tenantTables: ['attendance_marks', 'lectures', 'students', 'subjects'],
  columns: {
    attendance_marks: ['institute_id', 'id', 'lecture_id', 'student_id', 'status'],
    lectures: ['institute_id', 'id', 'subject_id', 'held_on'],
    students: ['institute_id', 'id', 'class_id', 'name'],
    subjects: ['institute_id', 'id', 'class_id', 'name'],
    institutes: ['id', 'name'],
    users: ['id', 'institute_id', 'email'],
  },
};

const problemsOf = (sql: string) => routingProblems(sql, catalog);

describe('a statement that names one institute', () => {
  it.each([
    ['an equality to a parameter', 'SELECT * FROM lectures WHERE institute_id = $1 AND id = $2'],
    ['a cast parameter and an unqualified column', 'SELECT name FROM students WHERE id = $2 AND institute_id = $1::uuid'],
    ['a row comparison', 'SELECT * FROM lectures l WHERE (l.institute_id, l.id) = ($1, $2)'],
    [
      'a join on equal institute_id',
      `SELECT m.status FROM lectures l JOIN attendance_marks m ON m.institute_id = l.institute_id AND m.lecture_id = l.id
       WHERE l.institute_id = $1`,
    ],
    ['a join USING institute_id', 'SELECT * FROM lectures l JOIN subjects s USING (institute_id) WHERE l.institute_id = $1'],
    [
      'two tables equal to the same parameter',
      'SELECT * FROM lectures l, subjects s WHERE l.institute_id = $1 AND s.institute_id = $1 AND s.id = l.subject_id',
    ],
    ['an INSERT of a parameter', 'INSERT INTO lectures (institute_id, id, subject_id) VALUES ($1, $2, $3), ($1, $4, $3)'],
    [
      'an INSERT … SELECT from a routed read',
      `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status)
       SELECT s.institute_id, $2, s.id, 'present' FROM students s WHERE s.institute_id = $1 AND s.class_id = $3`,
    ],
    [
      'a CTE with its own equality',
      `WITH m AS (SELECT * FROM attendance_marks WHERE institute_id = $1 AND student_id = $2)
       SELECT l.held_on FROM m JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id`,
    ],
    [
      'a correlated subquery held to the outer row',
      `SELECT s.id, (SELECT count(*) FROM attendance_marks m WHERE m.institute_id = s.institute_id AND m.student_id = s.id)
       FROM students s WHERE s.institute_id = $1`,
    ],
    [
      'EXISTS held to the outer row',
      `SELECT * FROM students s WHERE s.institute_id = $1
       AND NOT EXISTS (SELECT 1 FROM attendance_marks m WHERE m.institute_id = s.institute_id AND m.student_id = s.id)`,
    ],
    [
      'LATERAL held to the outer row',
      `SELECT * FROM students s, LATERAL (SELECT m.status FROM attendance_marks m
       WHERE m.institute_id = s.institute_id AND m.student_id = s.id LIMIT 1) last WHERE s.institute_id = $1`,
    ],
    [
      'a UNION whose branches are both routed, read through a subquery',
      `SELECT u.id FROM (SELECT id, institute_id FROM lectures WHERE institute_id = $1
       UNION ALL SELECT id, institute_id FROM subjects WHERE institute_id = $1) u`,
    ],
    [
      'a condition on a subquery in FROM',
      'SELECT * FROM (SELECT institute_id, student_id FROM attendance_marks) x WHERE x.institute_id = $1',
    ],
    [
      'UPDATE … FROM',
      `UPDATE students s SET class_id = $3 FROM subjects sub
       WHERE s.institute_id = $1 AND sub.institute_id = s.institute_id AND sub.id = $2`,
    ],
    [
      'DELETE … USING',
      'DELETE FROM attendance_marks m USING lectures l WHERE l.institute_id = $1 AND m.institute_id = l.institute_id AND m.lecture_id = l.id',
    ],
    [
      'a data-modifying CTE',
      `WITH gone AS (DELETE FROM lectures WHERE institute_id = $1 AND id = $2 RETURNING institute_id, subject_id)
       UPDATE subjects s SET name = name FROM gone g WHERE s.institute_id = g.institute_id AND s.id = g.subject_id`,
    ],
    [
      'a join to a set-returning function of parameters',
      'SELECT s.name FROM unnest($2::uuid[]) AS u(id) JOIN students s ON s.institute_id = $1 AND s.id = u.id',
    ],
    [
      'an INSERT … SELECT of rows given as parameters',
      `INSERT INTO students (institute_id, id, name) SELECT $1, r.id, r.name FROM unnest($2::uuid[], $3::text[]) AS r(id, name)`,
    ],
    ['reference tables only', 'SELECT u.id FROM users u JOIN institutes i ON i.id = u.institute_id WHERE u.email = $1'],
    ['no table at all', `SELECT set_config('app.institute_id', $1, true)`],
  ])('passes: %s', async (_, sql) => {
    expect(await problemsOf(sql)).toEqual([]);
  });
});

describe('a statement that does not', () => {
  it.each([
    ['no equality at all', 'SELECT * FROM lectures WHERE id = $1', `reads lectures: ${UNROUTED}`],
    ['an equality to a constant column', 'SELECT * FROM lectures WHERE institute_id = subject_id', `reads lectures: ${UNROUTED}`],
    ['an equality under OR', 'SELECT * FROM lectures WHERE institute_id = $1 OR id = $2', `reads lectures: ${UNROUTED}`],
    [
      'a join without equal institute_id',
      'SELECT * FROM lectures l JOIN attendance_marks m ON m.lecture_id = l.id WHERE l.institute_id = $1',
      `lectures (as l) and attendance_marks (as m): ${UNEQUAL_JOIN}`,
    ],
    [
      'a join of tables held to two different parameters',
      'SELECT * FROM lectures l JOIN attendance_marks m ON m.lecture_id = l.id WHERE l.institute_id = $1 AND m.institute_id = $2',
      `lectures (as l) and attendance_marks (as m): ${UNEQUAL_JOIN} (different parameters)`,
    ],
    [
      'a CTE hiding an unscoped read',
      `WITH m AS (SELECT * FROM attendance_marks WHERE student_id = $2)
       SELECT * FROM m JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id WHERE l.institute_id = $1`,
      `reads attendance_marks: ${UNROUTED}`,
    ],
    [
      'an INSERT … SELECT from an unscoped read',
      `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status)
       SELECT $1, $2, s.id, 'present' FROM students s WHERE s.class_id = $3`,
      `reads students (as s): ${UNROUTED}`,
    ],
    [
      'an INSERT whose institute comes from an unscoped read',
      'INSERT INTO lectures (institute_id, id, subject_id) SELECT s.institute_id, $2, s.id FROM subjects s WHERE s.id = $1',
      [`inserts into lectures: ${UNROUTED}`, `reads subjects (as s): ${UNROUTED}`],
    ],
    [
      'an INSERT relying on a default',
      'INSERT INTO lectures (id, subject_id) VALUES ($1, $2)',
      `inserts into lectures: ${UNROUTED}`,
    ],
    [
      'a correlated subquery not held to the outer row',
      'SELECT s.id, (SELECT count(*) FROM attendance_marks m WHERE m.student_id = s.id) FROM students s WHERE s.institute_id = $1',
      `reads attendance_marks (as m): ${UNROUTED}`,
    ],
    [
      'a LEFT JOIN whose ON holds only the joined side',
      `SELECT * FROM lectures l LEFT JOIN attendance_marks m
       ON m.institute_id = $1 AND m.institute_id = l.institute_id AND m.lecture_id = l.id`,
      `attendance_marks (as m) and lectures (as l): ${UNEQUAL_JOIN}`,
    ],
    [
      'a subquery in the select list, which restricts no row around it',
      `SELECT s.id, (SELECT count(*) FROM attendance_marks m WHERE m.institute_id = $1 AND m.institute_id = s.institute_id)
       FROM students s`,
      `reads students (as s): ${UNROUTED}`,
    ],
    [
      'a UNION with one unscoped branch',
      'SELECT id FROM lectures WHERE institute_id = $1 UNION SELECT id FROM subjects WHERE class_id = $2',
      `reads subjects: ${UNROUTED}`,
    ],
    ['an UPDATE without the equality', 'UPDATE lectures SET held_on = $2 WHERE id = $1', `updates lectures: ${UNROUTED}`],
    [
      'a DELETE … USING joined without equal institute_id',
      'DELETE FROM attendance_marks m USING lectures l WHERE l.institute_id = $1 AND m.lecture_id = l.id',
      `lectures (as l) and attendance_marks (as m): ${UNEQUAL_JOIN}`,
    ],
    [
      'a subquery in FROM cut by a LIMIT before the condition',
      'SELECT * FROM (SELECT institute_id FROM attendance_marks LIMIT 10) x WHERE x.institute_id = $1',
      `reads attendance_marks: ${UNROUTED}`,
    ],
    [
      'a tenant table in a statement the check does not read',
      'TRUNCATE lectures',
      'lectures: named in a TruncateStmt, which the check does not read',
    ],
  ])('fails: %s', async (_, sql, problems) => {
    expect(await problemsOf(sql)).toEqual([problems].flat());
  });

  it('is reported with its text, the file, line and function that sent it, and the rule it breaks', async () => {
    const failures = await unroutableStatements(
      [
        {
          text: 'SELECT *\n  FROM lectures WHERE id = $1',
          source: { file: 'lectures/lecture-store.ts', line: 12, function: 'findLecture' },
        },
      ],
      [],
      problemsOf,
    );
    expect(failures).toEqual([
      `SELECT * FROM lectures WHERE id = $1\n  sent from services/src/lectures/lecture-store.ts:12 (findLecture)\n  reads lectures: ${UNROUTED}`,
    ]);
  });

  it('is let through when its source is a listed exception', async () => {
    const statement = { text: 'SELECT * FROM lectures', source: { file: 'jobs/sweep.ts', line: 3, function: 'sweepAll' } };
    const sweep = (name: string) => [{ file: 'jobs/sweep.ts', function: name, reason: 'test' }];
    expect(await unroutableStatements([statement], sweep('sweepAll'), problemsOf)).toEqual([]);
    expect(await unroutableStatements([statement], sweep('other'), problemsOf)).toHaveLength(1);
  });
});

describe('a remembered verdict', () => {
  it('is the verdict itself, for the catalog it was made with', async () => {
    const sql = 'SELECT * FROM subjects WHERE class_id = $1';
    const withSubjects = cachedRoutingProblems(catalog);
    expect(await withSubjects(sql)).toEqual([`reads subjects: ${UNROUTED}`]);
    expect(await withSubjects(sql)).toEqual([`reads subjects: ${UNROUTED}`]);
    const withoutSubjects = cachedRoutingProblems({ ...catalog, tenantTables: ['lectures'] });
    expect(await withoutSubjects(sql)).toEqual([]);
  });
});

describe('whose statement it is', () => {
  const services = path.resolve(__dirname, '..');
  const site = (file: string, line = 7) =>
    ({ getFileName: () => file, getLineNumber: () => line, getFunctionName: () => null }) as unknown as NodeJS.CallSite;
  const pgFrame = site(path.join(services, '../node_modules/pg/lib/client.js'));
  const claim = 'UPDATE institutes i SET last_summary_on = due.day\n     FROM (';

  it("is the application's when the innermost frame of our code is in services/src, named by the line that writes it", () => {
    const stack = [
      pgFrame,
      site(path.join(services, 'src/summaries/claim-summary-day.ts'), 13),
      site(path.join(services, 'test/x.test.ts')),
    ];
    expect(applicationSource(stack, claim)).toEqual({
      file: 'summaries/claim-summary-day.ts',
      line: 40,
      function: 'claimSummaryDay',
    });
  });

  it('is placed in the function the stack names when its text was assembled from a fragment shared by several', () => {
    const frame = site(path.join(services, 'src/classes/class-store.ts'), 9);
    const named = {
      ...frame,
      getFileName: frame.getFileName,
      getLineNumber: frame.getLineNumber,
      getFunctionName: () => 'listClasses',
    };
    const text =
      '\n  SELECT c.id, c.name, c.class_teacher_id AS "classTeacherId", c.archived_at IS NOT NULL AS archived,\n ORDER BY c.id';
    expect(applicationSource([pgFrame, named as NodeJS.CallSite], text)).toMatchObject({
      file: 'classes/class-store.ts',
      function: 'listClasses',
    });
    expect(applicationSource([pgFrame, frame], text)).toMatchObject({ function: 'CLASS_SELECT' });
  });

  it("is the test's when that frame is in services/test, and the set-up's in the embedded cluster and migrations", () => {
    const inner = (file: string) => [pgFrame, site(file), site(path.join(services, 'src/summaries/claim-summary-day.ts'))];
    expect(applicationSource(inner(path.join(services, 'test/support/setup-data.ts')), claim)).toBeNull();
    expect(applicationSource(inner(path.join(services, 'src/db/embedded-database.ts')), claim)).toBeNull();
    expect(applicationSource(inner(path.join(services, 'src/db/migrations.ts')), claim)).toBeNull();
  });
});

describe('the exceptions and the catalog', () => {
  it('names, for each exception, a function its file declares', async () => {
    for (const exception of UNROUTED_STATEMENTS) {
      const source = await readFile(path.resolve(__dirname, '../src', exception.file), 'utf8');
      expect(source).toMatch(new RegExp(`(function|const) ${exception.function}\\b`));
      expect(exception.reason.length).toBeGreaterThan(20);
    }
  });

  it('reads the tenant tables from the migrated schema: attendance and the rollups, not users or institutes', async () => {
    const { tenantTables, columns } = await tenantCatalog();
    expect(tenantTables).toEqual(expect.arrayContaining(['attendance_marks', 'lectures', 'student_subject_attendance']));
    expect(tenantTables).not.toEqual(expect.arrayContaining(['users']));
    expect(tenantTables).not.toContain('institutes');
    expect(columns.attendance_marks).toContain('institute_id');
  });
});
