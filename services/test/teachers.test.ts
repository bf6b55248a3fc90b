import { credentialsSubject } from '../src/credentials/credentials-mail';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { assignTeacher, grantOnly, insertLecture, seedClass, seedSemester, seedSubject } from './support/setup-data';
import { credentialsMailTo, identities, refusal, temporaryPasswordIn } from './support/stack';

let school: TestInstitute;
let other: TestInstitute;

const area = adminAreaStack();
beforeAll(async () => {
  school = await area.institute('Greenfield School');
  other = await area.institute('Hillside School');
});

const asAdmin = () => ({ identity: school.admin });
const addTeacher = (name: string, email: string, institute = school) =>
  area.stack.call('POST', '/admin/teachers', { identity: institute.admin, body: { name, email } });

describe('adding a teacher', () => {
  it('creates the teacher and mails their sign-in details with a temporary password', async () => {
    const added = await addTeacher('Meera Iyer', 'Meera@Greenfield.in');
    expect(added).toEqual({
      status: 201,
      body: {
        success: true,
        teacher: { id: expect.any(String), name: 'Meera Iyer', email: 'meera@greenfield.in', customRoles: [], subjectCount: 0 },
      },
    });
    const mail = await credentialsMailTo(area.stack, 'meera@greenfield.in');
    expect(mail.subject).toBe(credentialsSubject('teacher'));
    expect(mail.text).toContain('Greenfield School');
    const password = temporaryPasswordIn(mail.text)!;
    const signIn = await area.stack.call('POST', '/internal/credentials/verify', {
      identity: identities.gateway,
      body: { role: 'teacher', email: 'meera@greenfield.in', password },
    });
    expect(signIn.body.user).toMatchObject({ role: 'teacher', instituteId: school.id, mustChangePassword: true });
  });

  it('refuses an email another teacher has, and a bad email', async () => {
    await addTeacher('Ravi Kumar', 'ravi@greenfield.in');
    expect(await addTeacher('Ravi Again', 'ravi@greenfield.in')).toEqual(
      refusal(409, 'A teacher with this email already exists'),
    );
    expect(await addTeacher('Nobody', 'not-an-email')).toEqual(refusal(400, 'Please enter a valid email address'));
  });
});

describe('the teacher list', () => {
  it('lists teachers by name with their custom roles and how many subjects they teach', async () => {
    const hod = await addTeacher('Anil Bose', 'anil@greenfield.in');
    const anilId = hod.body.teacher.id as string;
    const role = await area.pool.query<{ id: string }>(
      `INSERT INTO custom_roles (institute_id, name) VALUES ($1, 'Head of Department') RETURNING id`,
      [school.id],
    );
    await area.pool.query(`INSERT INTO user_custom_roles (institute_id, user_id, role_id) VALUES ($1, $2, $3)`, [
      school.id,
      anilId,
      role.rows[0]!.id,
    ]);
    const classId = await seedClass(area.pool, school.id, 'Class 1-A');
    const semesterId = await seedSemester(area.pool, school.id, '2026-01-01', '2026-06-30');
    for (const code of ['MATH', 'PHY']) {
      const subjectId = await seedSubject(area.pool, school.id, { classId, semesterId, code, kind: 'core' });
      await assignTeacher(area.pool, school.id, subjectId, anilId);
    }
    await addTeacher('Someone Elsewhere', 'someone@hillside.in', other);

    const list = await area.stack.call('GET', '/admin/teachers', asAdmin());
    expect(list.status).toBe(200);
    const names = list.body.teachers.map((teacher: { name: string }) => teacher.name);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('Someone Elsewhere');
    expect(list.body.teachers.find((teacher: { id: string }) => teacher.id === anilId)).toEqual({
      id: anilId,
      name: 'Anil Bose',
      email: 'anil@greenfield.in',
      customRoles: [{ id: role.rows[0]!.id, name: 'Head of Department' }],
      subjectCount: 2,
    });
  });
});

describe('editing and removing a teacher', () => {
  it('changes the name and email, refusing an email another teacher has', async () => {
    const { body } = await addTeacher('Old Name', 'old@greenfield.in');
    const id = body.teacher.id as string;
    const edited = await area.stack.call('PUT', `/admin/teachers/${id}`, {
      ...asAdmin(),
      body: { name: 'New Name', email: 'new@greenfield.in' },
    });
    expect(edited).toEqual({
      status: 200,
      body: { success: true, teacher: { id, name: 'New Name', email: 'new@greenfield.in', customRoles: [], subjectCount: 0 } },
    });
    await addTeacher('Taken', 'taken@greenfield.in');
    expect(
      await area.stack.call('PUT', `/admin/teachers/${id}`, {
        ...asAdmin(),
        body: { name: 'New Name', email: 'taken@greenfield.in' },
      }),
    ).toEqual(refusal(409, 'A teacher with this email already exists'));
  });

  it('removes a teacher and ends their sessions', async () => {
    const { body } = await addTeacher('Leaving Soon', 'leaving@greenfield.in');
    const id = body.teacher.id as string;
    await area.pool.query(
      `INSERT INTO sessions (id, user_id, data, expires_at) VALUES ('s-leaving', $1, '{}', now() + interval '1 hour')`,
      [id],
    );
    expect(await area.stack.call('DELETE', `/admin/teachers/${id}`, asAdmin())).toEqual({ status: 200, body: { success: true } });
    expect((await area.pool.query(`SELECT 1 FROM sessions WHERE id = 's-leaving'`)).rowCount).toBe(0);
    const list = await area.stack.call('GET', '/admin/teachers', asAdmin());
    expect(list.body.teachers.map((teacher: { id: string }) => teacher.id)).not.toContain(id);
  });

  it('keeps a teacher who is in the timetable or has taken attendance', async () => {
    const classId = await seedClass(area.pool, school.id, 'Class 2-B');
    const semesterId = (await area.pool.query(`SELECT id FROM semesters WHERE institute_id = $1`, [school.id])).rows[0]
      .id as string;
    const subjectId = await seedSubject(area.pool, school.id, { classId, semesterId, code: 'CHEM', kind: 'core' });

    const timetabled = (await addTeacher('In Timetable', 'timetable@greenfield.in')).body.teacher.id as string;
    await area.pool.query(
      `INSERT INTO timetable_slots (institute_id, class_id, semester_id, subject_id, teacher_id, weekday, period, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, 1, 1, '09:00', '10:00')`,
      [school.id, classId, semesterId, subjectId, timetabled],
    );
    expect(await area.stack.call('DELETE', `/admin/teachers/${timetabled}`, asAdmin())).toEqual(
      refusal(409, 'This teacher is in the timetable: change it first'),
    );

    const marker = (await addTeacher('Took Attendance', 'took@greenfield.in')).body.teacher.id as string;
    await insertLecture(area.pool, school.id, { subjectId, takenBy: marker, heldOn: '2026-01-05' });
    expect(await area.stack.call('DELETE', `/admin/teachers/${marker}`, asAdmin())).toEqual(
      refusal(409, 'This teacher has taken attendance and cannot be removed'),
    );
  });

  it('answers 404 for an unknown id, a malformed id and a teacher of another institute', async () => {
    const elsewhere = (await addTeacher('Hill Teacher', 'hill.teacher@hillside.in', other)).body.teacher.id as string;
    const notFound = refusal(404, 'Teacher not found');
    const fields = { name: 'Stolen', email: 'stolen@greenfield.in' };
    expect(await area.stack.call('PUT', `/admin/teachers/${elsewhere}`, { ...asAdmin(), body: fields })).toEqual(notFound);
    expect(await area.stack.call('DELETE', `/admin/teachers/${elsewhere}`, asAdmin())).toEqual(notFound);
    expect(await area.stack.call('DELETE', '/admin/teachers/not-a-uuid', asAdmin())).toEqual(notFound);
    expect(await area.stack.call('DELETE', '/admin/teachers/00000000-0000-4000-8000-00000000abcd', asAdmin())).toEqual(notFound);
    const untouched = await area.stack.call('GET', '/admin/teachers', { identity: other.admin });
    expect(untouched.body.teachers.map((teacher: { name: string }) => teacher.name)).toContain('Hill Teacher');
  });
});

describe('who may manage teachers', () => {
  it('refuses an admin whose custom role does not grant managing people, and other roles', async () => {
    const office = await area.institute('Office School');
    await grantOnly(area.pool, office.id, office.adminId, ['manage_setup']);
    const refused = refusal(403, 'You do not have permission to do this');
    expect(await area.stack.call('GET', '/admin/teachers', { identity: office.admin })).toEqual(refused);
    expect(await addTeacher('Not Allowed', 'not.allowed@office.in', office)).toEqual(refused);
    expect((await area.stack.call('GET', '/admin/teachers', { identity: identities.teacher(school.id) })).status).toBe(403);
  });
});
