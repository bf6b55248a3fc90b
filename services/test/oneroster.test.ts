import {
  ONEROSTER_CLASS_OF_SUBJECT,
  ONEROSTER_SUBJECT_KIND,
  oneRosterColumns,
  oneRosterFiles,
  oneRosterMessages,
} from '@rollcall/contracts';
import type { Identity } from '@rollcall/contracts/internal';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { csvOf, downloadRoster, filesOf, headerOf, rowsOf, uploadRoster, zipOf } from './support/oneroster-zip';
import { adminWithOnly, addDays, instituteToday, setupCalls } from './support/setup-data';
import { identities, refusal } from './support/stack';

const area = adminAreaStack();

/** A school set up through the API: a year of two semesters, two classes, core and elective subjects, teachers, students and parents. */
async function buildSchool(name: string, mail: string) {
  const school = await area.institute(name);
  const setup = setupCalls(area.stack, school.admin);
  const today = await instituteToday(area.pool, school.id);
  const day = (offset: number) => addDays(today, offset);
  const year = await setup.year('2026-27', day(-200), day(200));
  const first = await setup.semester(year.id, 'Term 1', day(-100), day(100));
  await setup.semester(year.id, 'Term 2', day(101), day(190));
  const teacher = async (teacherName: string, email: string) =>
    (await setup.call('POST', '/admin/teachers', { name: teacherName, email: `${email}@${mail}` })).body.teacher.id as string;
  const rahul = await teacher('Rahul Menon', 'rahul');
  const sita = await teacher('Sita', 'sita');
  const eightA = await setup.class('8 A', rahul);
  const eightB = await setup.class('8 B');
  const maths = await setup.subject({ classId: eightA.id, semesterId: first.id, name: 'Mathematics', code: 'MATH8' });
  await setup.call('PUT', `/admin/subjects/${maths.id}/teachers`, { teacherIds: [rahul, sita] });
  await setup.subject({ classId: eightB.id, semesterId: first.id, name: 'Maths', code: 'MATH8' });
  const music = await setup.subject({ classId: eightA.id, semesterId: first.id, name: 'Music', code: 'MUS', kind: 'elective' });
  const student = async (studentName: string, roll: string, classId: string, guardians: { name: string; email: string }[]) =>
    (
      await setup.call('POST', '/admin/students', {
        name: studentName,
        email: `${roll.toLowerCase()}@${mail}`,
        rollNumber: roll,
        classId,
        joinedOn: day(-50),
        guardians: guardians.map((g) => ({ ...g, email: `${g.email}@${mail}` })),
      })
    ).body.student.id as string;
  const lakshmi = { name: 'Lakshmi Iyer', email: 'lakshmi' };
  const ananya = await student('Ananya Iyer', 'A-1', eightA.id, [lakshmi]);
  await student('Arjun Iyer', 'A-2', eightA.id, [lakshmi, { name: 'Ravi Iyer', email: 'ravi' }]);
  await student('Kavya', 'B-1', eightB.id, []);
  const enrolled = await setup.call('POST', '/admin/enrollments', { subjectId: music.id, studentId: ananya, enrolledOn: today });
  expect(enrolled.status).toBe(201);
  return { school, ananya, rahul, maths, eightA };
}

/** Everything an institute's roster holds, by names and emails (an email's `moved.` prefix dropped), in a stable order. */
async function rosterOfInstitute(instituteId: string) {
  const rows = async (sql: string) => (await area.pool.query(sql, [instituteId])).rows;
  const email = (column: string) => `regexp_replace(${column}, '^moved\\.', '')`;
  return {
    people: await rows(
      `SELECT u.role, u.name, ${email('u.email')} AS email, s.roll_number FROM users u
       LEFT JOIN students s ON s.institute_id = u.institute_id AND s.id = u.id
       WHERE u.institute_id = $1 AND u.role <> 'admin' ORDER BY 1, 3`,
    ),
    years: await rows(`SELECT name, starts_on::text, ends_on::text FROM academic_years WHERE institute_id = $1 ORDER BY 1`),
    semesters: await rows(
      `SELECT y.name AS year, s.name, s.starts_on::text, s.ends_on::text FROM semesters s
       JOIN academic_years y ON y.institute_id = s.institute_id AND y.id = s.academic_year_id WHERE s.institute_id = $1 ORDER BY 2`,
    ),
    classes: await rows(
      `SELECT c.name, ${email('t.email')} AS teacher FROM classes c LEFT JOIN users t ON t.id = c.class_teacher_id
       WHERE c.institute_id = $1 ORDER BY 1`,
    ),
    subjects: await rows(
      `SELECT c.name AS class, se.name AS semester, s.code, s.name, s.kind,
              (SELECT array_agg(${email('u.email')} ORDER BY u.email) FROM subject_teachers t JOIN users u ON u.id = t.teacher_id
               WHERE t.institute_id = s.institute_id AND t.subject_id = s.id) AS teachers
       FROM subjects s JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id
       JOIN semesters se ON se.institute_id = s.institute_id AND se.id = s.semester_id WHERE s.institute_id = $1 ORDER BY 1, 3`,
    ),
    members: await rows(
      `SELECT ${email('u.email')} AS student, c.name AS class, m.joined_on::text, m.left_on::text FROM class_members m
       JOIN users u ON u.id = m.student_id JOIN classes c ON c.institute_id = m.institute_id AND c.id = m.class_id
       WHERE m.institute_id = $1 ORDER BY 1`,
    ),
    enrolments: await rows(
      `SELECT ${email('u.email')} AS student, c.name AS class, s.code, s.kind,
              CASE s.kind WHEN 'elective' THEN e.enrolled_on::text END AS enrolled_on, e.dropped_on::text
       FROM enrollments e JOIN users u ON u.id = e.student_id
       JOIN subjects s ON s.institute_id = e.institute_id AND s.id = e.subject_id
       JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id WHERE e.institute_id = $1 ORDER BY 1, 3`,
    ),
    guardians: await rows(
      `SELECT ${email('p.email')} AS parent, ${email('c.email')} AS child FROM guardians g
       JOIN users p ON p.id = g.parent_id JOIN users c ON c.id = g.student_id WHERE g.institute_id = $1 ORDER BY 1, 2`,
    ),
  };
}

const count = async (table: string, instituteId: string) =>
  (await area.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE institute_id = $1`, [instituteId]))
    .rows[0]!.n;

let source: Awaited<ReturnType<typeof buildSchool>>;
let exported: Map<string, string>;

beforeAll(async () => {
  source = await buildSchool('Greenfield School', 'greenfield.test');
  const answer = await downloadRoster(area, source.school.admin);
  expect(answer.status).toBe(200);
  exported = await filesOf(answer.bytes);
});

describe('the OneRoster export', () => {
  it('is a zip of the manifest and the bulk files, each with the columns of the CSV binding in their order', async () => {
    const answer = await downloadRoster(area, source.school.admin);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="oneroster.zip"');
    expect([...exported.keys()].sort()).toEqual(['manifest.csv', ...oneRosterFiles].sort());
    for (const file of oneRosterFiles) {
      const extensions = file === 'classes.csv' ? [ONEROSTER_CLASS_OF_SUBJECT, ONEROSTER_SUBJECT_KIND] : [];
      expect([file, headerOf(exported.get(file)!)]).toEqual([file, [...oneRosterColumns[file], ...extensions]]);
      for (const row of rowsOf(exported.get(file)!)) expect([file, row.status, row.dateLastModified]).toEqual([file, '', '']);
    }
    const manifest = Object.fromEntries(rowsOf(exported.get('manifest.csv')!).map((row) => [row.propertyName, row.value]));
    expect(manifest).toMatchObject({
      'manifest.version': '1.0',
      'oneroster.version': '1.2',
      'file.users': 'bulk',
      'file.roles': 'bulk',
      'file.enrollments': 'bulk',
      'file.demographics': 'absent',
      'file.results': 'absent',
    });
  });

  it('gives RollCall’s ids as sourcedIds, roles, roll numbers, and links parents and children both ways', () => {
    const users = rowsOf(exported.get('users.csv')!);
    const roles = new Map(rowsOf(exported.get('roles.csv')!).map((row) => [row.userSourcedId, row]));
    const ananya = users.find((user) => user.sourcedId === source.ananya)!;
    expect(ananya).toMatchObject({
      givenName: 'Ananya',
      familyName: 'Iyer',
      identifier: 'A-1',
      email: 'a-1@greenfield.test',
      enabledUser: 'true',
    });
    expect(roles.get(source.ananya)).toMatchObject({ role: 'student', roleType: 'primary' });
    const lakshmi = users.find((user) => user.email === 'lakshmi@greenfield.test')!;
    expect(roles.get(lakshmi.sourcedId)!.role).toBe('parent');
    expect(ananya.agentSourcedIds!.split(',')).toEqual([lakshmi.sourcedId]);
    expect(lakshmi.agentSourcedIds!.split(',')).toHaveLength(2);
    expect(lakshmi.agentSourcedIds!.split(',')).toContain(source.ananya);
    expect(users.find((user) => user.email === 'sita@greenfield.test')).toMatchObject({ givenName: 'Sita', familyName: '' });

    const sessions = rowsOf(exported.get('academicSessions.csv')!);
    const year = sessions.find((session) => session.type === 'schoolYear')!;
    expect(sessions.filter((session) => session.type === 'semester').map((s) => [s.title, s.parentSourcedId])).toEqual([
      ['Term 1', year.sourcedId],
      ['Term 2', year.sourcedId],
    ]);
    const classes = rowsOf(exported.get('classes.csv')!);
    expect(classes.find((c) => c.sourcedId === source.maths.id)).toMatchObject({
      title: 'Mathematics',
      classCode: 'MATH8',
      classType: 'scheduled',
      [ONEROSTER_CLASS_OF_SUBJECT]: source.eightA.id,
      [ONEROSTER_SUBJECT_KIND]: 'core',
    });
    expect(classes.find((c) => c.sourcedId === source.eightA.id)).toMatchObject({ title: '8 A', classType: 'homeroom' });
    const enrollments = rowsOf(exported.get('enrollments.csv')!);
    expect(enrollments.filter((e) => e.classSourcedId === source.maths.id && e.role === 'teacher')).toHaveLength(2);
    expect(enrollments.find((e) => e.classSourcedId === source.eightA.id && e.role === 'teacher')!.userSourcedId).toBe(
      source.rahul,
    );
  });

  it('holds only the caller’s institute, and needs Manage people', async () => {
    const other = await buildSchool('Hillside School', 'hillside.test');
    const theirs = await filesOf((await downloadRoster(area, other.school.admin)).bytes);
    const everything = [...theirs.values()].join('\n');
    expect(everything).not.toContain(source.ananya);
    expect(everything).not.toContain('greenfield.test');
    const reportsOnly = await adminWithOnly(area.pool, source.school.id, ['export_reports', 'view_reports']);
    expect((await downloadRoster(area, reportsOnly)).status).toBe(403);
    expect((await downloadRoster(area, identities.teacher(source.school.id))).status).toBe(403);
    const peopleOnly = await adminWithOnly(area.pool, source.school.id, ['manage_people']);
    expect((await downloadRoster(area, peopleOnly)).status).toBe(200);
  });
});

const zipOfExport = (changes: Partial<Record<string, string>> = {}) =>
  zipOf(Object.fromEntries([...exported].map(([name, text]) => [name, changes[name] ?? text])));

describe('the OneRoster import', () => {
  it('finds nothing to do in the institute’s own export: every record matched by its sourcedId', async () => {
    const answer = await uploadRoster(area, source.school.admin, await zipOfExport());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, lines: [], errors: [] });
    expect(answer.body.files.find((f: { file: string }) => f.file === 'users.csv')).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 7,
    });
  });

  it('makes the same institute of an export in an empty one: people, classes, subjects, enrolments and guardians', async () => {
    const before = await rosterOfInstitute(source.school.id);
    // Emails are unique across institutes: the school moves, its old accounts renamed.
    await area.pool.query(`UPDATE users SET email = 'moved.' || email WHERE institute_id = $1 AND role <> 'admin'`, [
      source.school.id,
    ]);
    const empty = await area.institute('Greenfield Reborn');
    const zip = await zipOfExport();
    const preview = await uploadRoster(area, empty.admin, zip);
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual([]);
    expect(preview.body.files.find((f: { file: string }) => f.file === 'users.csv')).toMatchObject({ created: 7, refused: 0 });
    expect(await count('users', empty.id)).toBe(1);

    const applied = await uploadRoster(area, empty.admin, zip, '?commit=1');
    expect(applied.status).toBe(201);
    expect(applied.body.created).toBeGreaterThan(20);
    expect(await rosterOfInstitute(empty.id)).toEqual(before);
    // Another import of the same file changes nothing: what it created is matched by email and name now.
    expect((await uploadRoster(area, empty.admin, zip)).body.lines).toEqual([]);
  });
});

describe('matching and refusing', () => {
  let school: TestInstitute;
  let files: Map<string, string>;
  const upload = async (changes: Record<string, string>, query = '', caller: Identity = school.admin) =>
    uploadRoster(area, caller, await zipOf(Object.fromEntries([...files].map(([n, t]) => [n, changes[n] ?? t]))), query);
  const users = () => rowsOf(files.get('users.csv')!);
  const withUsers = (change: (rows: Record<string, string>[]) => Record<string, string>[]): Record<string, string> => ({
    'users.csv': csvOf(headerOf(files.get('users.csv')!), change(users())),
  });

  beforeAll(async () => {
    const built = await buildSchool('Lakeside School', 'lakeside.test');
    school = built.school;
    files = await filesOf((await downloadRoster(area, school.admin)).bytes);
  });

  it('changes a record matched by sourcedId (its email too), and one of another system matched by email, without a duplicate', async () => {
    const students = await count('students', school.id);
    const teachers = await area.pool.query(`SELECT count(*)::int AS n FROM users WHERE institute_id = $1 AND role = 'teacher'`, [
      school.id,
    ]);
    const changes = withUsers((rows) =>
      rows.map((row) => {
        if (row.email === 'rahul@lakeside.test')
          return { ...row, givenName: 'Rahul Kumar', email: 'rahul.menon@lakeside.test', username: 'rahul.menon@lakeside.test' };
        if (row.email === 'a-2@lakeside.test') return { ...row, sourcedId: 'SIS-000172', familyName: 'Iyer-Nair' };
        return row;
      }),
    );
    const oldId = users().find((row) => row.email === 'a-2@lakeside.test')!.sourcedId!;
    changes['roles.csv'] = files.get('roles.csv')!.replaceAll(oldId, 'SIS-000172');
    changes['enrollments.csv'] = files.get('enrollments.csv')!.replaceAll(oldId, 'SIS-000172');
    const preview = await upload(changes);
    expect(preview.body.errors).toEqual([]);
    expect(preview.body.lines.map((l: { what: string; action: string }) => [l.action, l.what])).toEqual([
      ['update', 'Teacher Rahul Kumar Menon'],
      ['update', 'Student Arjun Iyer-Nair (A-2)'],
    ]);
    expect((await upload(changes, '?commit=1')).status).toBe(201);
    expect(await count('students', school.id)).toBe(students);
    expect(
      (await area.pool.query(`SELECT count(*)::int AS n FROM users WHERE institute_id = $1 AND role = 'teacher'`, [school.id]))
        .rows,
    ).toEqual(teachers.rows);
    const names = await area.pool.query(
      `SELECT name FROM users WHERE institute_id = $1 AND email IN ('rahul.menon@lakeside.test', 'a-2@lakeside.test') ORDER BY email`,
      [school.id],
    );
    expect(names.rows.map((row) => row.name)).toEqual(['Arjun Iyer-Nair', 'Rahul Kumar Menon']);
  });

  it('refuses the whole file for one bad line, naming it, and changes nothing', async () => {
    const before = await rosterOfInstitute(school.id);
    const changes = withUsers((rows) => [
      ...rows.map((row) =>
        row.email === 'kavya@lakeside.test' || row.identifier === 'B-1' ? { ...row, givenName: 'Kavya R' } : row,
      ),
      {
        ...rows.find((row) => row.identifier === 'B-1')!,
        sourcedId: 'SIS-NEW',
        email: 'not an email',
        username: 'x',
        identifier: 'B-9',
      },
    ]);
    changes['roles.csv'] = `${files.get('roles.csv')!}SIS-NEW,,,SIS-NEW,primary,student,,,${school.id},\r\n`;
    const line = users().length + 2;
    const answer = await upload(changes, '?commit=1');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([`users.csv line ${line}: Please enter a valid email address`]);
    expect(await rosterOfInstitute(school.id)).toEqual(before);
    expect((await upload(changes)).body.lines.find((l: { action: string }) => l.action === 'refuse')).toMatchObject({
      file: 'users.csv',
      line,
    });
  });

  it('links a guardian the file adds to a student already here, with a new parent account', async () => {
    const kavya = users().find((row) => row.identifier === 'B-1')!;
    const meera = {
      ...kavya,
      sourcedId: 'SIS-P1',
      givenName: 'Meera',
      familyName: 'Rao',
      email: 'meera@lakeside.test',
      username: 'meera@lakeside.test',
      identifier: '',
      agentSourcedIds: kavya.sourcedId!,
    };
    const changes = withUsers((rows) => [
      ...rows.map((row) => (row.sourcedId === kavya.sourcedId ? { ...row, agentSourcedIds: 'SIS-P1' } : row)),
      meera,
    ]);
    changes['roles.csv'] = `${files.get('roles.csv')!}SIS-P1,,,SIS-P1,primary,guardian,,,${school.id},\r\n`;
    const preview = await upload(changes);
    expect(preview.body.errors).toEqual([]);
    expect(preview.body.lines.map((l: { what: string; action: string }) => [l.action, l.what])).toEqual(
      expect.arrayContaining([
        ['update', 'Student Kavya (B-1)'],
        ['create', 'Parent Meera Rao'],
      ]),
    );
    expect((await upload(changes, '?commit=1')).status).toBe(201);
    const guardians = await area.pool.query(
      `SELECT p.email FROM guardians g JOIN users p ON p.id = g.parent_id WHERE g.institute_id = $1 AND g.student_id = $2`,
      [school.id, kavya.sourcedId],
    );
    expect(guardians.rows).toEqual([{ email: 'meera@lakeside.test' }]);
  });

  it('never reaches another institute: its sourcedIds are not this one’s, so its people are new here', async () => {
    const elsewhere = await area.institute('Riverside School');
    const answer = await upload({}, '', elsewhere.admin);
    expect(answer.status).toBe(200);
    // Lakeside's people keep their emails, so each of them is refused here rather than matched across institutes.
    expect(answer.body.errors).toContain(`users.csv line 3: ${oneRosterMessages.emailTakenElsewhere}`);
    expect(await count('users', elsewhere.id)).toBe(1);
  });

  it('needs Manage setup as well as Manage people, and an admin', async () => {
    const peopleOnly = await adminWithOnly(area.pool, school.id, ['manage_people']);
    expect(await upload({}, '', peopleOnly)).toEqual(refusal(403, oneRosterMessages.manageSetupNeeded));
    expect((await upload({}, '', identities.teacher(school.id))).status).toBe(403);
    const both = await adminWithOnly(area.pool, school.id, ['manage_people', 'manage_setup']);
    expect((await upload({}, '', both)).status).toBe(200);
  });

  it('refuses what is no OneRoster zip with 400, and a body of another type with 415, changing nothing', async () => {
    const users = await count('users', school.id);
    expect(await uploadRoster(area, school.admin, 'sourcedId,name\n1,x\n')).toEqual(refusal(400, oneRosterMessages.notAZip));
    expect((await uploadRoster(area, school.admin, 'a,b', '', 'text/csv')).status).toBe(415);
    const bomb = await zipOf({ 'manifest.csv': files.get('manifest.csv')!, 'users.csv': Buffer.alloc(70 * 1024 * 1024, 0x20) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await uploadRoster(area, school.admin, bomb, '?commit=1')).toEqual(
      refusal(400, oneRosterMessages.tooLargeInflated(64)),
    );
    const many = Object.fromEntries(Array.from({ length: 41 }, (_, at) => [`extra-${at}.csv`, 'a\n']));
    expect(await uploadRoster(area, school.admin, await zipOf(many))).toEqual(refusal(400, oneRosterMessages.tooManyEntries(40)));
    const withoutRoles = Object.fromEntries([...files].filter(([name]) => name !== 'roles.csv'));
    expect(await uploadRoster(area, school.admin, await zipOf(withoutRoles))).toEqual(
      refusal(400, oneRosterMessages.fileMissing('roles.csv')),
    );
    const badHeader = files.get('users.csv')!.replace('givenName', 'firstName');
    expect(await upload({ 'users.csv': badHeader }, '?commit=1')).toEqual(
      refusal(
        400,
        oneRosterMessages.columnMissing('users.csv', 'givenName'),
        oneRosterMessages.columnUnknown('users.csv', 'firstName'),
      ),
    );
    const delta = files.get('manifest.csv')!.replace('file.users,bulk', 'file.users,delta');
    expect(await upload({ 'manifest.csv': delta })).toEqual(refusal(400, oneRosterMessages.deltaUnsupported('users.csv')));
    expect(await count('users', school.id)).toBe(users);
  });
});
