import { CSRF_HEADER, CSRF_VALUE } from '@rollcall/contracts';
import { seedClass, seedSemester, seedSubject } from '../../services/test/support/setup-data';
import type { Browser } from './support/browser';
import { type HangUp, hangUpMidAnswer, hangUps, requestHead, sendAndHangUp } from './support/raw-client';
import { type StackInChild, startStackInChild } from './support/stack-in-child';

// A client that goes away at any point of a request or an answer costs the server that one exchange: the process
// (run as `npm start` runs it) keeps going, the hang-up is one line of its log, no database connection is left
// working for nobody, and the next request is answered as usual.

const STUDENTS = 300;
const LECTURES = 40;

let t: StackInChild;
let admin: Browser;
let superadmin: Browser;
let report: string;

/** An institute with a class of STUDENTS students, each marked in LECTURES lectures of one core subject. */
async function seededReport(): Promise<{ instituteId: string; query: string }> {
  const instituteId = await t.institute();
  const classId = await seedClass(t.db, instituteId, 'Class 10-A');
  const semesterId = await seedSemester(t.db, instituteId, '2026-01-01', '2026-12-31');
  const subjectId = await seedSubject(t.db, instituteId, { classId, semesterId, code: 'MATH', kind: 'core' });
  const teacher = await t.user('teacher', instituteId);
  await t.db.query(
    `WITH people AS (
       INSERT INTO users (role, institute_id, name, email)
       SELECT 'student', $1, 'Student ' || lpad(n::text, 4, '0'), 'student-' || n || '-' || gen_random_uuid() || '@people.test'
       FROM generate_series(1, $4::int) AS n RETURNING id, name
     ),
     records AS (INSERT INTO students (institute_id, id, roll_number) SELECT $1, id, 'R-' || right(name, 4) FROM people),
     members AS (INSERT INTO class_members (institute_id, class_id, student_id, joined_on) SELECT $1, $2, id, '2026-01-01' FROM people)
     INSERT INTO enrollments (institute_id, subject_id, student_id, enrolled_on) SELECT $1, $3, id, '2026-01-01' FROM people`,
    [instituteId, classId, subjectId, STUDENTS],
  );
  await t.db.query(
    `INSERT INTO lectures (institute_id, id, subject_id, held_on, period, taken_by)
     SELECT $1, gen_random_uuid(), $2, '2026-01-05'::date + (n - 1) / 5, 1 + (n - 1) % 5, $3 FROM generate_series(1, $4::int) AS n`,
    [instituteId, subjectId, teacher.id, LECTURES],
  );
  await t.db.query(
    `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source)
     SELECT $1, l.id, e.student_id, CASE WHEN random() < 0.8 THEN 'present' ELSE 'absent' END, $3, 'teacher'
     FROM lectures l JOIN enrollments e ON e.institute_id = $1 AND e.subject_id = $2
     WHERE l.institute_id = $1 AND l.subject_id = $2`,
    [instituteId, subjectId, teacher.id],
  );
  return { instituteId, query: `semesterId=${semesterId}&classId=${classId}` };
}

beforeAll(async () => {
  t = await startStackInChild();
  const { instituteId, query } = await seededReport();
  report = `/admin/reports/attendance?${query}`;
  admin = await t.signedIn('admin', (await t.user('admin', instituteId)).email);
  superadmin = await t.superadmin();
  await t.db.query(
    `INSERT INTO institutes (name, email, phone_number, address)
     SELECT 'Institute ' || n, 'office-' || n || '@many.test', '+91 98765 43210', n || ' College Road' FROM generate_series(1, 2000) AS n`,
  );
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

/** A request of the signed-in admin's browser, on the wire. */
const asAdmin = (method: string, path: string, headers: Record<string, string | number> = {}) =>
  requestHead(method, path, { Cookie: admin.cookieHeader, [CSRF_HEADER]: CSRF_VALUE, ...headers });

const csvReport = () => `${report}&format=csv`;
// One day of five periods: a PDF that is laid out in a moment.
const pdfReport = () => `${report}&format=pdf&to=2026-01-05`;

/** Queries of other connections still running or holding a transaction open, once they have had a moment to end. */
async function leftoverQueries(): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { rows } = await t.db.query<{ query: string }>(
      `SELECT state || ': ' || query AS query FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
         AND (state <> 'idle' OR query ILIKE 'COPY%')`,
    );
    if (rows.length === 0 || Date.now() > deadline) return rows.map((row) => row.query);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The process still runs and answers, its log has no stack, and no database connection is left busy. */
async function stillServing(): Promise<void> {
  expect(t.ended()).toBeNull();
  expect((await admin.call('GET', '/auth/verify-user')).status).toBe(200);
  const csv = await admin.request('GET', csvReport());
  expect(csv.status).toBe(200);
  expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(STUDENTS + 1);
  await expect(leftoverQueries()).resolves.toEqual([]);
  expect(t.output.filter((line) => /^\s+at |Unhandled|uncaught/i.test(line))).toEqual([]);
  expect(t.ended()).toBeNull();
}

/** The lines logged since `from` that report a client going away. */
const hangUpLines = (from: number) => t.output.slice(from).filter((line) => line.includes('client went away'));

describe.each(hangUps)('a client that hangs up (%s)', (how: HangUp) => {
  it('a few ms into a streamed proxied answer, many times over, stops nothing', async () => {
    const from = t.output.length;
    for (let round = 0; round < 100; round++) {
      await hangUpMidAnswer(t.gatewayUrl, asAdmin('GET', csvReport()), how, round % 5);
    }
    await stillServing();
    expect(hangUpLines(from).length).toBeGreaterThan(0);
  }, 120_000);

  it('right after its request, while services is still making a large answer, stops nothing', async () => {
    const from = t.output.length;
    const superadminList = requestHead('GET', '/superadmin/institute', { Cookie: superadmin.cookieHeader });
    // A small answer too: its headers may come back in the moment the hang-up is being noticed.
    for (let round = 0; round < 100; round++) await sendAndHangUp(t.gatewayUrl, asAdmin('GET', '/admin/classes'), how);
    for (let round = 0; round < 20; round++) {
      await sendAndHangUp(t.gatewayUrl, superadminList, how);
      await sendAndHangUp(t.gatewayUrl, asAdmin('GET', csvReport()), how);
      await sendAndHangUp(t.gatewayUrl, requestHead('GET', '/openapi.json'), how);
    }
    for (let round = 0; round < 3; round++) await sendAndHangUp(t.gatewayUrl, asAdmin('GET', pdfReport()), how);
    // The PDF is laid out in services after the client left: give it the time to end.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await stillServing();
    expect(hangUpLines(from).length).toBeGreaterThan(0);
    expect((await superadmin.call('GET', '/superadmin/institute')).body.instituteData.length).toBeGreaterThan(2000);
    const pdf = await admin.request('GET', pdfReport());
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 120_000);

  it('after half of its request headers stops nothing', async () => {
    const from = t.output.length;
    const head = asAdmin('GET', csvReport());
    await sendAndHangUp(t.gatewayUrl, head.slice(0, head.length / 2), how, 20);
    await stillServing();
    expect(hangUpLines(from)).toHaveLength(1);
  }, 30_000);

  describe.each([
    [
      'the gateway’s own JSON',
      '/auth/login',
      'application/json',
      JSON.stringify({ role: 'admin', email: 'a@b.test', password: 'x'.repeat(40) }),
    ],
    ['a proxied JSON body', '/admin/classes', 'application/json', JSON.stringify({ name: `Class ${'9'.repeat(40)}` })],
    [
      'a CSV upload',
      '/admin/students/import',
      'text/csv',
      `name,email,rollNumber,class,guardianName,guardianEmail\r\n${'Asha,asha@x.test,1,10-A,,\r\n'.repeat(50)}`,
    ],
  ])('with %s', (_what, path, type, body) => {
    const head = () => asAdmin('POST', path, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });

    it('after the headers, before the body, stops nothing', async () => {
      await sendAndHangUp(t.gatewayUrl, head(), how, 20);
      await stillServing();
    }, 30_000);

    it('halfway through the body stops nothing and changes nothing', async () => {
      const classes = await t.db.query('SELECT count(*) FROM classes');
      await sendAndHangUp(t.gatewayUrl, head() + body.slice(0, body.length / 2), how, 20);
      await stillServing();
      expect((await t.db.query('SELECT count(*) FROM classes')).rows).toEqual(classes.rows);
    }, 30_000);
  });
});
