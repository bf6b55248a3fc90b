import pg from 'pg';
import { applicationLoginRefusal } from '@rollcall/server-kit';
import { APPLICATION_ROLE } from '../src/db/embedded-database';
import { withPlatform } from '../src/db/platform';
import type { Pool, Queryable } from '../src/db/pool';
import { withTenant } from '../src/db/tenant';
import { startServices } from '../src/services';
import { startTestDatabase, type TestDatabase } from './support/database';
import { seedInstitute } from './support/institute';
import { insertLecture, insertStudent, insertTeacher, seedClass, seedSemester, seedSubject } from './support/setup-data';
import { INTERNAL_SECRET } from './support/stack';

/**
 * The application's login (rollcall_app) is the wall: whatever SQL reaches the database through it, an injection
 * included, cannot become another role, switch the append-only trigger off, change the schema or undo a mark, and
 * sees no institute's rows unless its transaction names one, or names the platform scope.
 */
let testDatabase: TestDatabase;
/** The owner's pool: seeds and reads back past row-level security. */
let owner: Pool;
/** The application's login, as services and the gateway connect. */
let application: Pool;
let riverside: string;
let hillside: string;
let hillsideMarks: number;

/** An institute with one held lecture and its marks. */
async function instituteWithMarks(name: string, students: number): Promise<string> {
  const { id } = await seedInstitute(owner, name);
  const classId = await seedClass(owner, id, `${name} 1-A`);
  const semesterId = await seedSemester(owner, id, '2026-06-01', '2026-11-30');
  const subjectId = await seedSubject(owner, id, { classId, semesterId, code: 'PHY1', kind: 'core' });
  const takenBy = await insertTeacher(owner, id, 'Tara');
  const roster: string[] = [];
  for (let n = 0; n < students; n++)
    roster.push(await insertStudent(owner, id, `Student ${n}`, { classId, joinedOn: '2026-06-01' }));
  await insertLecture(owner, id, { subjectId, takenBy, heldOn: '2026-07-01', students: roster });
  return id;
}

beforeAll(async () => {
  testDatabase = await startTestDatabase({ migrated: true });
  ({ pool: owner, applicationPool: application } = testDatabase);
  riverside = await instituteWithMarks('Riverside', 2);
  hillside = await instituteWithMarks('Hillside', 5);
  hillsideMarks = 5;
}, 60_000);
afterAll(() => testDatabase?.stop());

const marksOf = async (db: Queryable, instituteId: string) =>
  (
    await db.query<{ count: number }>('SELECT count(*)::int AS count FROM attendance_marks WHERE institute_id = $1', [
      instituteId,
    ])
  ).rows[0]!.count;

/** A statement the login must be refused: PostgreSQL's "insufficient privilege". */
const refused = (statement: Promise<unknown>) => expect(statement).rejects.toMatchObject({ code: '42501' });

describe('the application login', () => {
  it('is no superuser, cannot bypass row-level security, and owns nothing', async () => {
    const { rows } = await application.query(
      `SELECT current_user AS login, r.rolsuper AS superuser, r.rolbypassrls AS "bypassesRowSecurity",
              array(SELECT relname::text FROM pg_class WHERE relowner = r.oid) AS owns
       FROM pg_roles r WHERE r.rolname = current_user`,
    );
    expect(rows).toEqual([{ login: APPLICATION_ROLE, superuser: false, bypassesRowSecurity: false, owns: [] }]);
    expect(await applicationLoginRefusal(application)).toBeNull();
  });

  it("still sees none of another institute's marks after RESET ROLE inside a tenant transaction", async () => {
    expect(await marksOf(owner, hillside)).toBe(hillsideMarks);
    const seen = await withTenant(application, riverside, async (db) => {
      await db.query('RESET ROLE');
      return marksOf(db, hillside);
    });
    expect(seen).toBe(0);
  });

  it('cannot become the owner or any other role', async () => {
    await refused(application.query('SET ROLE postgres'));
    await refused(application.query('SET SESSION AUTHORIZATION postgres'));
    await refused(withTenant(application, riverside, (db) => db.query(`SELECT set_config('role', 'postgres', true)`)));
    await refused(application.query('SET ROLE rollcall_tenant'));
  });

  it('cannot switch ordinary triggers off (the append-only guard of the marks)', async () => {
    await refused(application.query('SET session_replication_role = replica'));
    await refused(withTenant(application, riverside, (db) => db.query('SET LOCAL session_replication_role = replica')));
    await refused(application.query('ALTER TABLE attendance_marks DISABLE TRIGGER attendance_marks_append_only'));
  });

  it('cannot change, empty or drop a table, nor make one', async () => {
    await refused(application.query('ALTER TABLE attendance_marks ADD COLUMN note text'));
    await refused(application.query('ALTER TABLE classes DISABLE ROW LEVEL SECURITY'));
    await refused(application.query('DROP TABLE attendance_marks'));
    await refused(application.query('TRUNCATE attendance_marks'));
    await refused(application.query('CREATE TABLE smuggled (id int)'));
    await refused(application.query('SELECT * FROM pgmigrations'));
  });

  it("cannot update or delete an attendance mark, even of the transaction's own institute", async () => {
    await refused(withTenant(application, hillside, (db) => db.query(`UPDATE attendance_marks SET status = 'absent'`)));
    await refused(withTenant(application, hillside, (db) => db.query('DELETE FROM attendance_marks')));
    await refused(withPlatform(application, (db) => db.query('DELETE FROM attendance_marks')));
    expect(await marksOf(owner, hillside)).toBe(hillsideMarks);
  });

  it('sees no row of any table with row-level security outside withTenant and withPlatform', async () => {
    const { rows: tables } = await owner.query<{ table: string }>(
      `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relrowsecurity ORDER BY 1`,
    );
    expect(tables.map((row) => row.table)).toEqual(
      expect.arrayContaining(['attendance_marks', 'institutes', 'users', 'classes']),
    );
    const countIn = async (db: Queryable, table: string) =>
      (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`)).rows[0]!.count;
    const outside: Record<string, number> = {};
    for (const { table } of tables) outside[table] = await countIn(application, table);
    expect(outside).toEqual(Object.fromEntries(tables.map(({ table }) => [table, 0])));
    // Writes too: a row of no named institute is refused.
    await refused(application.query(`INSERT INTO classes (institute_id, name) VALUES ($1, 'Smuggled')`, [hillside]));

    expect(await withPlatform(application, (db) => countIn(db, 'attendance_marks'))).toBe(
      await countIn(owner, 'attendance_marks'),
    );
    expect(await withTenant(application, hillside, (db) => countIn(db, 'attendance_marks'))).toBe(hillsideMarks);
  });

  it('leaves platform scope behind once the transaction enters a tenant', async () => {
    const seen = await withPlatform(application, async (db) => {
      await db.query(`SELECT set_config('app.institute_id', $1, true), set_config('app.platform', 'off', true)`, [riverside]);
      return marksOf(db, hillside);
    });
    expect(seen).toBe(0);
  });
});

/**
 * What the application may do to each table of the public schema. A table made by a later migration must be granted
 * in that migration and listed here; the test names any table that is not.
 */
const INTENDED_GRANTS: Record<string, string[]> = {
  pgmigrations: [],
  institutes: ['SELECT', 'INSERT', 'UPDATE'],
  users: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  sessions: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  sign_in_backoff: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  gateway_sign_in_limits: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  mail_outbox: ['SELECT', 'INSERT', 'UPDATE'],
  registration_enquiries: ['SELECT', 'INSERT'],
  lectures: ['SELECT', 'INSERT'],
  attendance_marks: ['SELECT', 'INSERT'],
  lecture_attendees: ['SELECT', 'INSERT'],
  student_subject_attendance: ['SELECT', 'INSERT', 'UPDATE'],
  class_day_attendance: ['SELECT', 'INSERT', 'UPDATE'],
  subject_attendance: ['SELECT', 'INSERT', 'UPDATE'],
  student_semester_standing: ['SELECT', 'INSERT', 'UPDATE'],
  ...Object.fromEntries(
    [
      'academic_years',
      'semesters',
      'classes',
      'students',
      'class_members',
      'subjects',
      'subject_teachers',
      'enrollments',
      'timetable_slots',
      'guardians',
      'custom_roles',
      'role_permissions',
      'user_custom_roles',
      'mail_preferences',
      'threshold_crossings',
      'calendar_entries',
      'calendar_entry_classes',
      'timetable_changes',
      'calendar_feeds',
      'absence_streaks',
      'period_times',
      'webhooks',
    ].map((table) => [table, ['SELECT', 'INSERT', 'UPDATE', 'DELETE']]),
  ),
  // A withdrawn condonation and a decided request stay in the history: never deleted.
  condonations: ['SELECT', 'INSERT', 'UPDATE'],
  leave_requests: ['SELECT', 'INSERT', 'UPDATE'],
  // A used link stays used: never deleted (its user's deletion takes it along).
  password_resets: ['SELECT', 'INSERT', 'UPDATE'],
  // An alert is kept once asked: sent, cancelled or corrected, never deleted.
  absence_alerts: ['SELECT', 'INSERT', 'UPDATE'],
  // A revoked token keeps its row, so the ids in the gateway's log stay meaningful (its creator's deletion takes it along).
  api_tokens: ['SELECT', 'INSERT', 'UPDATE'],
  // A delivery stays in its webhook's history until the webhook is deleted.
  webhook_deliveries: ['SELECT', 'INSERT', 'UPDATE'],
};

const PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];

/** Every table of the public schema whose privileges for the application differ from INTENDED_GRANTS, in words. */
async function grantsOffTheList(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ table: string; held: string[] }>(
    `SELECT c.relname AS table,
            array(SELECT p FROM unnest($2::text[]) AS p WHERE has_table_privilege($1, c.oid, p)) AS held
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f') ORDER BY 1`,
    [APPLICATION_ROLE, PRIVILEGES],
  );
  return rows.flatMap(({ table, held }) => {
    const intended = INTENDED_GRANTS[table];
    if (!intended)
      return [`${table}: no grants decided for ${APPLICATION_ROLE} (grant them in its migration and list them here)`];
    const same = held.length === intended.length && intended.every((privilege) => held.includes(privilege));
    return same ? [] : [`${table}: ${APPLICATION_ROLE} holds [${held.join(', ')}], intended [${intended.join(', ')}]`];
  });
}

describe('the grants, read from the catalog', () => {
  it('give the application exactly the intended privileges on every table', async () => {
    expect(await grantsOffTheList(owner)).toEqual([]);
  });

  it('name a table added without a decision, and a grant beyond the list (the check itself)', async () => {
    const client = await owner.connect();
    try {
      await client.query('BEGIN');
      await client.query('CREATE TABLE forgotten (id int)');
      await client.query(`GRANT DELETE ON lectures TO ${APPLICATION_ROLE}`);
      expect(await grantsOffTheList(client)).toEqual([
        `forgotten: no grants decided for ${APPLICATION_ROLE} (grant them in its migration and list them here)`,
        `lectures: ${APPLICATION_ROLE} holds [SELECT, INSERT, DELETE], intended [SELECT, INSERT]`,
      ]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

describe('services at start', () => {
  const options = {
    port: 0,
    internalSecret: INTERNAL_SECRET,
    smtpUrl: 'smtp://127.0.0.1:9',
    mailFrom: 'RollCall <no-reply@rollcall.test>',
    log: () => {},
    // No institute is ever due on the Unix epoch's clock: no evening run starts behind the test's back.
    summaries: { clock: () => new Date(0) },
  };

  it('refuse to start on a superuser login', async () => {
    await expect(startServices({ ...options, databaseUrl: testDatabase.database.ownerUrl })).rejects.toThrow(
      'The database login "postgres" is a superuser, so row-level security does not apply to it.',
    );
  });

  /** A login made for the test, with a password, answering a client connected as it. */
  async function loginWith(name: string, attributes: string): Promise<pg.Client> {
    await owner.query(`CREATE ROLE ${name} LOGIN PASSWORD 'only-for-this-test' ${attributes}`);
    const url = new URL(testDatabase.database.applicationUrl);
    url.username = name;
    url.password = 'only-for-this-test';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return client;
  }

  it('refuse a login that bypasses row-level security, or owns a table, and say why', async () => {
    const bypassing = await loginWith('bypassing_login', 'NOSUPERUSER BYPASSRLS');
    const owning = await loginWith('owning_login', 'NOSUPERUSER NOBYPASSRLS');
    try {
      await owner.query('CREATE TABLE owned_by_the_login (id int)');
      await owner.query('ALTER TABLE owned_by_the_login OWNER TO owning_login');
      expect(await applicationLoginRefusal(bypassing)).toMatch(
        /^The database login "bypassing_login" bypasses row-level security/,
      );
      expect(await applicationLoginRefusal(owning)).toMatch(
        /^The database login "owning_login" owns table public\.owned_by_the_login:/,
      );
    } finally {
      await bypassing.end();
      await owning.end();
      await owner.query('DROP TABLE IF EXISTS owned_by_the_login');
    }
  });

  it('start on the application login, and run no migration without the owner login', async () => {
    const said: string[] = [];
    const services = await startServices({
      ...options,
      databaseUrl: testDatabase.database.applicationUrl,
      log: (line) => said.push(line),
    });
    await services.close();
    expect(said).toContain('DATABASE_OWNER_URL is not set: no migrations were run; the schema must be current already.');
  });
});
