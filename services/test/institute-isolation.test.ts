import { randomUUID } from 'node:crypto';
import type { Identity } from '@rollcall/contracts/internal';
import { signUnsubscribeToken } from '../src/mail/unsubscribe-token';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { assignTeacher, grantOnly, insertLecture, insertPerson, seedSemester } from './support/setup-data';
import { identities, INTERNAL_SECRET } from './support/stack';
import { enrolStudent, insertParent, studentIdentity } from './support/teaching';

/**
 * An admin of one institute must never reach another institute's records: every id of institute A, in a
 * path or in a body, is "not found" for the admin of institute B, and nothing of A changes.
 */
let a: TestInstitute;
let b: TestInstitute;
/** A teacher, a student and a parent of institute B, for the calls of their areas. */
let bTeacher: Identity;
let bStudent: Identity;
let bParent: Identity;
const ids: Record<string, string> = {};

const area = adminAreaStack();
beforeAll(async () => {
  a = await area.institute('Riverside');
  b = await area.institute('Hillside');
  bTeacher = (await insertPerson(area.pool, b.id, 'teacher', 'Hari')).identity;
  const student = await insertPerson(area.pool, b.id, 'student', 'Bina');
  await area.pool.query(`INSERT INTO students (institute_id, id, roll_number) VALUES ($1, $2, '1')`, [b.id, student.id]);
  await seedSemester(area.pool, b.id, '2026-06-01', '2026-11-30');
  bStudent = studentIdentity(b.id, student.id);
  bParent = (await insertParent(area.pool, b.id, 'Bala', [student.id])).identity;
  await seedEverything(a.id);
  // A link signed for institute B that names A's student: the person is not B's, so there is no one to unsubscribe.
  ids.unsubscribeOfA = signUnsubscribeToken(INTERNAL_SECRET, { instituteId: b.id, userId: ids.student!, kind: 'dailySummary' });
});

/** One of each record in institute A, written as the owner. */
async function seedEverything(instituteId: string) {
  const one = async (sql: string, values: unknown[] = []) =>
    (await area.pool.query<{ id: string }>(sql, [instituteId, ...values])).rows[0]!.id;
  ids.year = await one(
    `INSERT INTO academic_years (institute_id, name, starts_on, ends_on) VALUES ($1, '2026-27', '2026-06-01', '2027-05-31') RETURNING id`,
  );
  ids.semester = await one(
    `INSERT INTO semesters (institute_id, academic_year_id, name, starts_on, ends_on) VALUES ($1, $2, 'Odd', '2026-06-01', '2026-11-30') RETURNING id`,
    [ids.year],
  );
  ids.class = await one(`INSERT INTO classes (institute_id, name) VALUES ($1, 'B.Sc. 1-A') RETURNING id`);
  ids.teacher = await one(
    `INSERT INTO users (role, institute_id, name, email) VALUES ('teacher', $1, 'Tara', 'tara@riverside.test') RETURNING id`,
  );
  ids.student = await one(
    `INSERT INTO users (role, institute_id, name, email) VALUES ('student', $1, 'Sam', 'sam@riverside.test') RETURNING id`,
  );
  await area.pool.query(`INSERT INTO students (institute_id, id, roll_number) VALUES ($1, $2, '1')`, [instituteId, ids.student]);
  await area.pool.query(
    `INSERT INTO class_members (institute_id, class_id, student_id, joined_on) VALUES ($1, $2, $3, '2026-06-01')`,
    [instituteId, ids.class, ids.student],
  );
  await area.pool.query(`INSERT INTO mail_preferences (institute_id, user_id) VALUES ($1, $2)`, [instituteId, ids.student]);
  ids.subject = await one(
    `INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind) VALUES ($1, $2, $3, 'Optics', 'PHY1', 'elective') RETURNING id`,
    [ids.class, ids.semester],
  );
  ids.role = await one(`INSERT INTO custom_roles (institute_id, name) VALUES ($1, 'Office Staff') RETURNING id`);
  ids.slot = await one(
    `INSERT INTO timetable_slots (institute_id, class_id, semester_id, subject_id, teacher_id, weekday, period, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, 3, 2, '10:00', '10:50') RETURNING id`,
    [ids.class, ids.semester, ids.subject, ids.teacher],
  );
  ids.calendarEntry = await one(
    `INSERT INTO calendar_entries (institute_id, kind, name, starts_on, ends_on) VALUES ($1, 'holiday', 'Founders Day', '2026-07-10', '2026-07-10') RETURNING id`,
  );
  await area.pool.query(`INSERT INTO calendar_entry_classes (institute_id, entry_id, class_id) VALUES ($1, $2, $3)`, [
    instituteId,
    ids.calendarEntry,
    ids.class,
  ]);
  ids.timetableChange = await one(
    `INSERT INTO timetable_changes (institute_id, slot_id, held_on, change, created_by) VALUES ($1, $2, '2026-07-08', 'cancel', $3) RETURNING id`,
    [ids.slot, a.adminId],
  );
  ids.admin = a.adminId;
  ids.apiToken = await one(
    `INSERT INTO api_tokens (institute_id, name, permissions, secret_hash, created_by)
     VALUES ($1, 'Fees system', '{view_reports}', sha256('rc_isolation'::bytea), $2) RETURNING id`,
    [a.adminId],
  );
  ids.lecture = await insertLecture(area.pool, instituteId, {
    subjectId: ids.subject,
    takenBy: ids.teacher,
    heldOn: '2026-07-01',
    students: [ids.student],
  });
}

const DAY = '2026-07-01';
/** A's id for each {name} in a path or body. */
const filled = <T>(template: T): T => JSON.parse(JSON.stringify(template).replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!));
const correction = { studentId: '{student}', status: 'absent', reason: 'Misread' };
/** Every admin (and teacher) call that names a record, with A's ids filled in when the test runs. */
type Caller = 'teacher' | 'student' | 'parent' | 'gateway';
const routes: Array<[method: string, path: string, body?: unknown, caller?: Caller]> = [
  ['PUT', '/admin/academic-years/{year}', { name: 'Taken', startsOn: '2026-06-01', endsOn: '2027-05-31' }],
  ['DELETE', '/admin/academic-years/{year}'],
  ['POST', '/admin/semesters', { academicYearId: '{year}', name: 'Even', startsOn: '2026-12-01', endsOn: '2027-04-30' }],
  ['PUT', '/admin/semesters/{semester}', { name: 'Taken', startsOn: '2026-06-01', endsOn: '2026-11-30' }],
  ['DELETE', '/admin/semesters/{semester}'],
  ['PUT', '/admin/classes/{class}', { name: 'Taken' }],
  ['DELETE', '/admin/classes/{class}'],
  ['POST', '/admin/classes', { name: 'New class', classTeacherId: '{teacher}' }],
  ['PUT', '/admin/teachers/{teacher}', { name: 'Taken', email: 'taken@hillside.test' }],
  ['DELETE', '/admin/teachers/{teacher}'],
  ['POST', '/admin/subjects', { classId: '{class}', semesterId: '{semester}', name: 'Maths', code: 'M1', kind: 'core' }],
  ['PUT', '/admin/subjects/{subject}', { name: 'Taken', code: 'T1' }],
  ['DELETE', '/admin/subjects/{subject}'],
  ['PUT', '/admin/subjects/{subject}/teachers', { teacherIds: ['{teacher}'] }],
  ['POST', '/admin/students', { name: 'New', email: 'new@hillside.test', rollNumber: '9', classId: '{class}' }],
  ['PUT', '/admin/students/{student}', { name: 'Taken', email: 'taken@hillside.test', rollNumber: '99' }],
  ['POST', '/admin/students/{student}/transfer', { classId: '{class}', on: DAY }],
  ['DELETE', '/admin/students/{student}'],
  ['POST', '/admin/enrollments', { subjectId: '{subject}', studentId: '{student}', enrolledOn: DAY }],
  ['POST', '/admin/enrollments/drop', { subjectId: '{subject}', studentId: '{student}', droppedOn: DAY }],
  ['GET', '/admin/enrollments?subjectId={subject}'],
  [
    'PUT',
    '/admin/timetable',
    {
      classId: '{class}',
      semesterId: '{semester}',
      slots: [{ subjectId: '{subject}', teacherId: '{teacher}', weekday: 1, period: 1, startsAt: '09:00', endsAt: '09:50' }],
    },
  ],
  ['GET', '/admin/timetable?classId={class}&semesterId={semester}'],
  ['POST', '/admin/calendar', { kind: 'holiday', name: 'Theirs', startsOn: DAY, endsOn: DAY, classIds: ['{class}'] }],
  ['PATCH', '/admin/calendar/{calendarEntry}', { name: 'Taken' }],
  ['DELETE', '/admin/calendar/{calendarEntry}'],
  ['POST', '/admin/timetable/changes', { date: '2026-07-15', slotId: '{slot}', change: 'cancel' }],
  ['DELETE', '/admin/timetable/changes/{timetableChange}'],
  ['GET', '/admin/timetable/cover-teachers?date=2026-07-15&slotId={slot}'],
  ['PUT', '/admin/roles/{role}', { name: 'Taken', permissions: [] }],
  ['DELETE', '/admin/roles/{role}'],
  ['PUT', '/admin/users/{teacher}/roles', { roleIds: [] }],
  ['PUT', '/admin/users/{admin}/roles', { roleIds: [] }],
  ['DELETE', '/admin/api-tokens/{apiToken}'],
  ['GET', '/admin/lectures?subjectId={subject}'],
  ['GET', '/admin/lectures/{lecture}'],
  ['POST', '/admin/lectures/{lecture}/corrections', correction],
  ['GET', '/teacher/lectures?subjectId={subject}', undefined, 'teacher'],
  ['GET', '/teacher/lectures/{lecture}', undefined, 'teacher'],
  ['POST', '/teacher/lectures/{lecture}/corrections', correction, 'teacher'],
  ['GET', '/admin/reports/attendance?semesterId={semester}'],
  ['GET', '/admin/reports/attendance?classId={class}'],
  ['GET', '/admin/reports/attendance?subjectId={subject}'],
  ['GET', '/admin/reports/attendance?studentId={student}&format=csv'],
  ['GET', '/teacher/reports/attendance?semesterId={semester}', undefined, 'teacher'],
  ['GET', '/teacher/reports/attendance?classId={class}', undefined, 'teacher'],
  ['GET', '/teacher/reports/attendance?subjectId={subject}', undefined, 'teacher'],
  ['GET', '/teacher/reports/attendance?studentId={student}&format=csv', undefined, 'teacher'],
  ['GET', '/student/attendance?semesterId={semester}', undefined, 'student'],
  ['GET', '/parent/children/{student}/attendance', undefined, 'parent'],
  ['GET', '/parent/children/{student}/attendance?semesterId={semester}', undefined, 'parent'],
  ['POST', '/internal/mail/unsubscribe', { token: '{unsubscribeOfA}' }, 'gateway'],
];

/** Everything of institute A, to compare before and after. */
async function snapshotOfA() {
  const tables = ['academic_years', 'semesters', 'classes', 'students', 'class_members', 'subjects', 'subject_teachers'];
  const rows: Record<string, unknown> = {};
  for (const table of [
    ...tables,
    'enrollments',
    'timetable_slots',
    'calendar_entries',
    'calendar_entry_classes',
    'timetable_changes',
    'custom_roles',
    'user_custom_roles',
    'lectures',
    'attendance_marks',
    'mail_preferences',
    'api_tokens',
  ]) {
    rows[table] = (await area.pool.query(`SELECT * FROM ${table} WHERE institute_id = $1 ORDER BY 1, 2`, [a.id])).rows;
  }
  rows.users = (await area.pool.query(`SELECT id, name, email FROM users WHERE institute_id = $1 ORDER BY id`, [a.id])).rows;
  return rows;
}

describe('an admin of another institute, on every call that names a record', () => {
  let before: Awaited<ReturnType<typeof snapshotOfA>>;
  beforeAll(async () => {
    before = await snapshotOfA();
  });

  it.each(routes.map(([method, path, body, caller]) => [`${method} ${path}`, method, path, body, caller] as const))(
    '%s is not found',
    async (_name, method, path, body, caller) => {
      const answer = await area.stack.call(method, filled(path), {
        identity: caller
          ? { teacher: bTeacher, student: bStudent, parent: bParent, gateway: identities.gateway }[caller]
          : b.admin,
        body: body === undefined ? undefined : filled(body),
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, errors: [expect.any(String)] });
    },
  );

  it('changed nothing of the other institute, and lists none of its records', async () => {
    expect(await snapshotOfA()).toEqual(before);
    for (const [identity, list] of [
      [bStudent, '/student/attendance'],
      [bParent, '/parent/children'],
      [bStudent, '/student/mail-preferences'],
      [bParent, '/parent/mail-preferences'],
    ] as const) {
      const answer = await area.stack.call('GET', list, { identity });
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(Object.values(ids).join('|')));
    }
    for (const list of [
      '/admin/academic-years',
      '/admin/classes',
      '/admin/teachers',
      '/admin/students',
      '/admin/subjects',
      '/admin/roles',
      '/admin/api-tokens',
      '/admin/lectures',
      '/admin/calendar',
      '/admin/timetable/changes',
      `/admin/dashboard?date=${DAY}`,
      '/admin/reports/attendance',
    ]) {
      const answer = await area.stack.call('GET', list, { identity: b.admin });
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(Object.values(ids).join('|')));
    }
  });
});

describe('a teacher of another institute, who may take any attendance, on every call that names a record', () => {
  let teacherOfB: Identity;
  let before: Awaited<ReturnType<typeof snapshotOfA>> & { registers: unknown };
  /** A's held lectures and their marks. */
  const registersOfA = async () => ({
    lectures: (await area.pool.query(`SELECT * FROM lectures WHERE institute_id = $1 ORDER BY id`, [a.id])).rows,
    marks: (await area.pool.query(`SELECT * FROM attendance_marks WHERE institute_id = $1 ORDER BY id`, [a.id])).rows,
  });
  beforeAll(async () => {
    await assignTeacher(area.pool, a.id, ids.subject!, ids.teacher!);
    await enrolStudent(area.pool, a.id, ids.subject!, ids.student!, '2026-06-01');
    const teacher = await insertPerson(area.pool, b.id, 'teacher', 'Bea Teacher');
    await grantOnly(area.pool, b.id, teacher.id, ['take_any_attendance']);
    teacherOfB = teacher.identity;
    before = { ...(await snapshotOfA()), registers: await registersOfA() };
  });

  const marks = [{ studentId: '{student}', status: 'present' }];
  it.each([
    ["a subject's roster", 'GET', `/teacher/subjects/{subject}/roster?date=${DAY}`, undefined],
    [
      'a register of a subject',
      'POST',
      '/teacher/lectures',
      { id: randomUUID(), subjectId: '{subject}', heldOn: DAY, period: 2, marks },
    ],
    [
      'a retry of a held lecture',
      'POST',
      '/teacher/lectures',
      { id: '{lecture}', subjectId: '{subject}', heldOn: DAY, period: 1, marks },
    ],
  ] as Array<[string, string, string, unknown]>)('%s (%s %s) is not found', async (_name, method, path, body) => {
    const answer = await area.stack.call(method, filled(path), {
      identity: teacherOfB,
      body: body === undefined ? undefined : filled(body),
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, errors: [expect.any(String)] });
  });

  it("changed nothing of the other institute, and lists none of its records in the teacher's day", async () => {
    expect({ ...(await snapshotOfA()), registers: await registersOfA() }).toEqual(before);
    for (const list of ['/teacher/today', '/teacher/subjects']) {
      const answer = await area.stack.call('GET', list, { identity: teacherOfB });
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(Object.values(ids).join('|')));
    }
  });
});
