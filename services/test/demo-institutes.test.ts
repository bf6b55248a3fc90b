import { DEMO_INSTITUTES_PER_HOUR, demoInstituteTexts } from '@rollcall/contracts';
import type { Identity } from '@rollcall/contracts/internal';
import { createPool, type Pool } from '../src/db/pool';
import { type Answer, identities, mailsTo, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
let pool: Pool;
let created: Answer;

beforeAll(async () => {
  stack = await startTestStack();
  pool = createPool(stack.database.ownerUrl, () => {});
  created = await stack.call('POST', '/superadmin/demo-institutes', { identity: identities.superadmin() });
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await stack?.stop();
});

const one = async <Row>(sql: string, values: unknown[] = []) => (await pool.query(sql, values)).rows[0] as Row;
const instituteId = () => created.body.institute.id as string;
const signInOf = (role: string) => created.body.signIns.find((signIn: { role: string }) => signIn.role === role);

/** Signs in as the gateway does, through the services' password check, and answers the identity it would sign. */
async function signIn(role: string): Promise<Identity> {
  const { email, password } = signInOf(role);
  const answer = await stack.call('POST', '/internal/credentials/verify', {
    identity: identities.gateway,
    body: { role, email, password },
  });
  expect(answer.status).toBe(200);
  expect(answer.body.user).toMatchObject({ role, email, instituteId: instituteId(), mustChangePassword: false });
  return { role: role as Identity['role'], userId: answer.body.user.id, instituteId: instituteId() };
}

describe('Create demo institute', () => {
  it('answers 201 with a new institute and one sign-in per role, at reserved example.com addresses', () => {
    expect(created.status).toBe(201);
    expect(created.body.institute.name).toMatch(/^Sunrise Public School \(demo [a-z0-9]{6}\)$/);
    expect(created.body.signIns.map((s: { role: string }) => s.role)).toEqual(['admin', 'teacher', 'student', 'parent']);
    for (const signIn of created.body.signIns) {
      expect(signIn.email).toMatch(/@demo-[a-z0-9]{6}\.example\.com$/);
      expect(signIn.password).toMatch(/^\S{20}$/);
    }
  });

  it('has 4 classes of 40 students, teachers, subjects with an elective pair, and a weekly timetable', async () => {
    const counts = await one<Record<string, number>>(
      `SELECT (SELECT count(*) FROM classes WHERE institute_id = $1)::int AS classes,
              (SELECT count(*) FROM students WHERE institute_id = $1)::int AS students,
              (SELECT count(DISTINCT class_id) FROM class_members WHERE institute_id = $1)::int AS "classesWithStudents",
              (SELECT max(n) FROM (SELECT count(*) AS n FROM class_members WHERE institute_id = $1 GROUP BY class_id) c)::int AS "largestClass",
              (SELECT count(*) FROM users WHERE institute_id = $1 AND role = 'teacher')::int AS teachers,
              (SELECT count(*) FROM users WHERE institute_id = $1 AND role = 'parent')::int AS parents,
              (SELECT count(*) FROM subjects WHERE institute_id = $1 AND kind = 'elective')::int AS electives,
              (SELECT count(*) FROM timetable_slots WHERE institute_id = $1)::int AS slots,
              (SELECT count(DISTINCT (class_id, weekday, period)) FROM timetable_slots ts WHERE institute_id = $1
                 AND (SELECT count(*) FROM timetable_slots o WHERE o.institute_id = ts.institute_id AND o.class_id = ts.class_id
                        AND o.weekday = ts.weekday AND o.period = ts.period) = 2)::int AS "parallelPeriods"`,
      [instituteId()],
    );
    expect(counts).toMatchObject({
      classes: 4,
      students: 160,
      classesWithStudents: 4,
      largestClass: 40,
      teachers: 7,
      electives: 8,
    });
    expect(counts.parents).toBeGreaterThan(150);
    expect(counts.slots).toBeGreaterThanOrEqual(100);
    expect(counts.parallelPeriods).toBeGreaterThan(0);
    // Every student takes exactly one of the two electives of their class.
    const electives = await pool.query(
      `SELECT e.student_id FROM enrollments e JOIN subjects s ON s.institute_id = e.institute_id AND s.id = e.subject_id
       WHERE e.institute_id = $1 AND s.kind = 'elective' GROUP BY e.student_id HAVING count(*) = 1`,
      [instituteId()],
    );
    expect(electives.rowCount).toBe(160);
  });

  it('names students mostly in Latin letters, some in Devanagari and some in Tamil, and a parent has two children', async () => {
    const scripts = await one<{ latin: number; devanagari: number; tamil: number }>(
      `SELECT count(*) FILTER (WHERE name ~ '^[A-Za-z'' ]+$')::int AS latin,
              count(*) FILTER (WHERE name ~ '[\u0900-\u097F]')::int AS devanagari,
              count(*) FILTER (WHERE name ~ '[\u0B80-\u0BFF]')::int AS tamil
       FROM users WHERE institute_id = $1 AND role = 'student'`,
      [instituteId()],
    );
    expect(scripts.latin).toBeGreaterThan(100);
    expect(scripts.devanagari).toBeGreaterThan(5);
    expect(scripts.tamil).toBeGreaterThan(5);
    expect(scripts.latin + scripts.devanagari + scripts.tamil).toBe(160);
    const families = await one<{ most: number }>(
      `SELECT max(n)::int AS most FROM (SELECT count(*) AS n FROM guardians WHERE institute_id = $1 GROUP BY parent_id) g`,
      [instituteId()],
    );
    expect(families.most).toBe(2);
  });

  it('holds a semester that began about ten weeks ago, with holidays and an exam day, and every register taken up to yesterday', async () => {
    const semester = await one<{ startsOn: string; endsOn: string; today: string }>(
      `SELECT to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn",
              to_char((now() AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS today
       FROM semesters WHERE institute_id = $1`,
      [instituteId()],
    );
    const daysAgo = (Date.parse(semester.today) - Date.parse(semester.startsOn)) / 86_400_000;
    expect(daysAgo).toBeGreaterThanOrEqual(70);
    expect(daysAgo).toBeLessThan(77);
    expect(semester.endsOn > semester.today).toBe(true);
    const calendar = await pool.query<{ kind: string; past: boolean }>(
      `SELECT kind, ends_on < (now() AT TIME ZONE 'Asia/Kolkata')::date AS past FROM calendar_entries WHERE institute_id = $1`,
      [instituteId()],
    );
    expect(calendar.rows).toEqual(
      expect.arrayContaining([
        { kind: 'holiday', past: true },
        { kind: 'exams', past: true },
        { kind: 'holiday', past: false },
      ]),
    );
    const registers = await one<{ held: number; scheduled: number; unmarked: number; last: string; yesterday: string }>(
      `SELECT (SELECT count(*) FROM lectures WHERE institute_id = $1)::int AS held,
              (SELECT count(*) FROM scheduled_lectures($1, $2::date, (now() AT TIME ZONE 'Asia/Kolkata')::date - 1))::int AS scheduled,
              (SELECT count(*) FROM lectures l WHERE l.institute_id = $1
                 AND NOT EXISTS (SELECT FROM attendance_marks m WHERE m.institute_id = $1 AND m.lecture_id = l.id))::int AS unmarked,
              (SELECT to_char(max(held_on), 'YYYY-MM-DD') FROM lectures WHERE institute_id = $1) AS last,
              to_char((now() AT TIME ZONE 'Asia/Kolkata')::date - 1, 'YYYY-MM-DD') AS yesterday`,
      [instituteId(), semester.startsOn],
    );
    expect(registers.held).toBeGreaterThan(1000);
    expect(registers.held).toBe(registers.scheduled);
    expect(registers.unmarked).toBe(0);
    expect(registers.last <= registers.yesterday).toBe(true);
    const onHolidays = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM lectures l JOIN calendar_entries c ON c.institute_id = l.institute_id
         AND l.held_on BETWEEN c.starts_on AND c.ends_on WHERE l.institute_id = $1`,
      [instituteId()],
    );
    expect(onHolidays.n).toBe(0);
  });

  it('keeps the rollups equal to the current marks, with habits from about 60 % to 98 %', async () => {
    const drift = await one<{ n: number }>(
      `WITH counted AS (
         SELECT m.student_id, l.subject_id, count(*) FILTER (WHERE m.status = 'present')::int AS present,
                count(*) FILTER (WHERE m.status = 'absent')::int AS absent
         FROM attendance_marks m JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
         WHERE m.institute_id = $1
           AND NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)
         GROUP BY 1, 2
       )
       SELECT count(*)::int AS n FROM counted FULL JOIN (SELECT * FROM student_subject_attendance WHERE institute_id = $1) r
         USING (student_id, subject_id)
       WHERE r.present IS DISTINCT FROM counted.present OR r.absent IS DISTINCT FROM counted.absent`,
      [instituteId()],
    );
    expect(drift.n).toBe(0);
    const seats = await one<{ marked: number; seated: number }>(
      `SELECT (SELECT count(*) FROM attendance_marks WHERE institute_id = $1 AND supersedes IS NULL)::int AS marked,
              (SELECT count(*) FROM lecture_attendees WHERE institute_id = $1)::int AS seated`,
      [instituteId()],
    );
    expect(seats.seated).toBe(seats.marked);
    const spread = await one<{ lowest: number; highest: number; below: number }>(
      `SELECT min(p)::float8 AS lowest, max(p)::float8 AS highest, count(*) FILTER (WHERE p < 75)::int AS below
       FROM (SELECT sum(present) * 100.0 / sum(present + absent) AS p FROM student_subject_attendance
             WHERE institute_id = $1 GROUP BY student_id) s`,
      [instituteId()],
    );
    // The least regular habit (60 %) is drawn day by day over about fifty school days, so the lowest student lands
    // anywhere from about 45 % to 70 %: far below that would mean the habits were not applied.
    expect(spread.lowest).toBeGreaterThan(30);
    expect(spread.lowest).toBeLessThan(70);
    expect(spread.highest).toBeGreaterThan(93);
    expect(spread.below).toBeGreaterThan(10);
  });

  it('has corrections by teachers and the office, leave decided and pending, on-duty corrected and a condonation', async () => {
    const history = await one<Record<string, number>>(
      `SELECT (SELECT count(*) FROM attendance_marks WHERE institute_id = $1 AND supersedes IS NOT NULL AND source = 'teacher')::int AS "byTeachers",
              (SELECT count(*) FROM attendance_marks WHERE institute_id = $1 AND source = 'office' AND reason LIKE 'On duty: %')::int AS "onDuty",
              (SELECT count(*) FROM attendance_marks WHERE institute_id = $1 AND source = 'office' AND reason NOT LIKE 'On duty: %')::int AS "byOffice",
              (SELECT count(*) FROM leave_requests WHERE institute_id = $1 AND kind = 'leave' AND status = 'approved')::int AS approved,
              (SELECT count(*) FROM leave_requests WHERE institute_id = $1 AND status = 'pending')::int AS pending,
              (SELECT count(*) FROM condonations WHERE institute_id = $1)::int AS condonations`,
      [instituteId()],
    );
    expect(history.byTeachers).toBeGreaterThan(0);
    expect(history.byOffice).toBeGreaterThan(0);
    expect(history.onDuty).toBeGreaterThan(0);
    expect(history.approved).toBeGreaterThan(2);
    expect(history.pending).toBeGreaterThan(0);
    expect(history.condonations).toBe(1);
    // Approved leave leaves the student Absent in every lecture it covers.
    const onLeave = await one<{ present: number }>(
      `SELECT count(*)::int AS present FROM leave_requests r
       JOIN attendance_marks m ON m.institute_id = r.institute_id AND m.student_id = r.student_id
       JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
       WHERE r.institute_id = $1 AND r.kind = 'leave' AND r.status = 'approved' AND m.status = 'present'
         AND l.held_on BETWEEN r.starts_on AND r.ends_on AND (r.periods IS NULL OR l.period = ANY (r.periods))`,
      [instituteId()],
    );
    expect(onLeave.present).toBe(0);
  });

  it('queues no mail to its made-up people', async () => {
    const queued = await one<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE "to" LIKE $1`, [
      `%${created.body.signIns[0].email.split('@')[1]}%`,
    ]);
    expect(queued.n).toBe(0);
    expect(await mailsTo(stack, created.body.signIns[0].email)).toEqual([]);
  });

  it('signs in with each printed password, and the wrong one is refused', async () => {
    const { email } = signInOf('teacher');
    const wrong = await stack.call('POST', '/internal/credentials/verify', {
      identity: identities.gateway,
      body: { role: 'teacher', email, password: 'Wrong-password-1!' },
    });
    expect(wrong.status).toBe(401);
    for (const role of ['admin', 'teacher', 'student', 'parent']) await signIn(role);
  });

  it('answers the dashboard, a teacher’s today, the student’s portal and the parent’s children', async () => {
    const dashboard = await stack.call('GET', '/admin/dashboard', { identity: await signIn('admin') });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.classes).toHaveLength(4);
    expect(dashboard.body.belowThreshold.count).toBeGreaterThan(0);

    const today = await stack.call('GET', '/teacher/today', { identity: await signIn('teacher') });
    expect(today.status).toBe(200);

    const portal = await stack.call('GET', '/student/attendance', { identity: await signIn('student') });
    expect(portal.status).toBe(200);
    expect(portal.body.student).toMatchObject({ name: signInOf('student').name, rollNumber: '11A01', className: 'Class 11 - A' });
    expect(portal.body.overall.total).toBeGreaterThan(100);

    const children = await stack.call('GET', '/parent/children', { identity: await signIn('parent') });
    expect(children.status).toBe(200);
    expect(children.body.children).toHaveLength(2);
  });

  it('is the super admin’s alone', async () => {
    const admin = await signIn('admin');
    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM institutes');
    const refused = await stack.call('POST', '/superadmin/demo-institutes', { identity: admin });
    expect(refused.status).toBe(403);
    expect(await one<{ n: number }>('SELECT count(*)::int AS n FROM institutes')).toEqual(before);
  });

  it('makes a new institute each time, and refuses once the hour’s demo institutes reach the limit', async () => {
    // As the browser sends it: a JSON content type and no body.
    const second = await stack.call('POST', '/superadmin/demo-institutes', {
      identity: identities.superadmin(),
      headers: { 'content-type': 'application/json' },
    });
    expect(second.status).toBe(201);
    expect(second.body.institute.name).not.toBe(created.body.institute.name);
    expect(second.body.signIns[0].email).not.toBe(created.body.signIns[0].email);

    await pool.query(
      `INSERT INTO institutes (name, email, phone_number, address, demo, created_at)
       SELECT 'Old demo ' || n, 'old-demo-' || n || '@example.com', '1', '1', true, now() - interval '20 minutes'
       FROM generate_series(1, $1::int) AS n`,
      [DEMO_INSTITUTES_PER_HOUR - 2],
    );
    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM institutes');
    const refused = await stack.call('POST', '/superadmin/demo-institutes', { identity: identities.superadmin() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, errors: [demoInstituteTexts.tooMany(40)] });
    expect(await one<{ n: number }>('SELECT count(*)::int AS n FROM institutes')).toEqual(before);
  });
});
