import { credentialsSubject } from '../src/credentials/credentials-mail';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { grantOnly, insertLecture, seedClass, seedTerm, todayInKolkata } from './support/setup-data';
import { credentialsMailTo, mailsTo, refusal } from './support/stack';

let school: TestInstitute;
let other: TestInstitute;
let classA: string;
let classB: string;
let coreA: string;
let coreB: string;

const area = adminAreaStack();
beforeAll(async () => {
  school = await area.institute('Greenfield School');
  other = await area.institute('Hillside School');
  ({ classA, classB, coreA, coreB } = await seedTerm(area.pool, school.id));
});

const asAdmin = { identity: () => school.admin };
const call = (method: string, path: string, body?: unknown, institute = school) =>
  area.stack.call(method, path, { identity: institute.admin, body });
let rolls = 100;
const admit = (fields: Record<string, unknown>, institute = school) =>
  call('POST', '/admin/students', { rollNumber: String(++rolls), classId: classA, joinedOn: '2026-07-06', ...fields }, institute);
const enrolmentsOf = async (studentId: string) =>
  (
    await area.pool.query(
      `SELECT subject_id AS "subjectId", to_char(enrolled_on, 'YYYY-MM-DD') AS "enrolledOn", to_char(dropped_on, 'YYYY-MM-DD') AS "droppedOn"
       FROM enrollments WHERE student_id = $1 ORDER BY enrolled_on`,
      [studentId],
    )
  ).rows;
const usersWithEmail = async (email: string) => (await area.pool.query(`SELECT role FROM users WHERE email = $1`, [email])).rows;

describe('admitting a student', () => {
  it('creates the student in the class with its core subjects, and their guardians, each with sign-in details', async () => {
    const sibling = await admit({
      name: 'Arjun Rao',
      email: 'arjun@mail.in',
      guardians: [{ name: 'Lakshmi Rao', email: 'lakshmi@mail.in' }],
    });
    const lakshmiId = sibling.body.student.guardians[0].id as string;
    await credentialsMailTo(area.stack, 'lakshmi@mail.in');

    const admitted = await admit({
      name: 'Asha Rao',
      email: 'Asha@Mail.in',
      rollNumber: '12',
      guardians: [
        { name: 'Lakshmi Rao', email: 'lakshmi@mail.in' },
        { name: 'Vikram Rao', email: 'vikram@mail.in' },
      ],
    });
    expect(admitted).toEqual({
      status: 201,
      body: {
        success: true,
        student: {
          id: expect.any(String),
          name: 'Asha Rao',
          email: 'asha@mail.in',
          rollNumber: '12',
          classId: classA,
          className: 'Class 1-A',
          joinedOn: '2026-07-06',
          guardians: [
            { id: lakshmiId, name: 'Lakshmi Rao', email: 'lakshmi@mail.in' },
            { id: expect.any(String), name: 'Vikram Rao', email: 'vikram@mail.in' },
          ],
          archived: false,
        },
      },
    });
    const studentId = admitted.body.student.id as string;
    expect(await enrolmentsOf(studentId)).toEqual([{ subjectId: coreA, enrolledOn: '2026-07-06', droppedOn: null }]);
    expect((await credentialsMailTo(area.stack, 'asha@mail.in')).subject).toBe(credentialsSubject('student'));
    expect((await credentialsMailTo(area.stack, 'vikram@mail.in')).subject).toBe(credentialsSubject('parent'));
    // The parent who already had an account keeps it: no second mail.
    expect(await mailsTo(area.stack, 'lakshmi@mail.in')).toHaveLength(1);
  });

  it("joins the class on the institute's today when no date is given", async () => {
    const admitted = await admit({ name: 'Today Joiner', email: 'today@mail.in', joinedOn: undefined });
    expect(admitted.body.student.joinedOn).toBe(todayInKolkata());
  });

  it('refuses a roll number or email already taken, creating nothing', async () => {
    expect(await admit({ name: 'Second Twelve', email: 'second.twelve@mail.in', rollNumber: '12' })).toEqual(
      refusal(409, 'Roll number 12 is already taken'),
    );
    expect(await usersWithEmail('second.twelve@mail.in')).toEqual([]);
    expect(
      await admit({
        name: 'Asha Again',
        email: 'asha@mail.in',
        guardians: [{ name: 'New Parent', email: 'fresh.parent@mail.in' }],
      }),
    ).toEqual(refusal(409, 'A student with this email already exists'));
    expect(await usersWithEmail('fresh.parent@mail.in')).toEqual([]);
  });

  it('refuses a guardian email that a parent of another institute holds, naming it, and creates nothing', async () => {
    await admit(
      {
        name: 'Hill Kid',
        email: 'hill.kid@mail.in',
        classId: await seedClass(area.pool, other.id, 'Hill 1'),
        guardians: [{ name: 'Hill Parent', email: 'hill.parent@mail.in' }],
      },
      other,
    );
    expect(
      await admit({
        name: 'Crossed',
        email: 'crossed@mail.in',
        guardians: [{ name: 'Hill Parent', email: 'hill.parent@mail.in' }],
      }),
    ).toEqual(refusal(409, 'The guardian email hill.parent@mail.in belongs to a parent of another institute'));
    expect(await usersWithEmail('crossed@mail.in')).toEqual([]);
  });

  it('answers 404 for a class that is not the institute’s, and 400 for bad fields', async () => {
    const notFound = refusal(404, 'Class not found');
    expect(await admit({ name: 'Lost', email: 'lost@mail.in', classId: '00000000-0000-4000-8000-00000000c1a5' })).toEqual(
      notFound,
    );
    const hillClass = (await area.pool.query(`SELECT id FROM classes WHERE institute_id = $1`, [other.id])).rows[0].id;
    expect(await admit({ name: 'Lost', email: 'lost@mail.in', classId: hillClass })).toEqual(notFound);
    expect(await usersWithEmail('lost@mail.in')).toEqual([]);
    expect(await admit({ name: '', email: 'lost@mail.in' })).toEqual(refusal(400, 'Name is required'));
  });
});

describe('the student list', () => {
  it("lists a class's students by roll number, 2 before 10", async () => {
    for (const [rollNumber, name] of [
      ['10', 'Ten'],
      ['2', 'Two'],
      ['B-1', 'Bee'],
    ] as const)
      await admit({ name, email: `${name.toLowerCase()}@b.in`, rollNumber, classId: classB });
    const list = await area.stack.call('GET', `/admin/students?classId=${classB}`, { identity: asAdmin.identity() });
    expect(list.status).toBe(200);
    expect(list.body.students.map((student: { rollNumber: string }) => student.rollNumber)).toEqual(['2', '10', 'B-1']);
    const all = await area.stack.call('GET', '/admin/students', { identity: asAdmin.identity() });
    expect(all.body.students.map((student: { name: string }) => student.name)).toEqual(
      expect.arrayContaining(['Asha Rao', 'Two']),
    );
    expect(all.body.students.map((student: { name: string }) => student.name)).not.toContain('Hill Kid');
    expect((await area.stack.call('GET', '/admin/students?classId=nope', { identity: asAdmin.identity() })).status).toBe(400);
  });
});

describe('editing a student', () => {
  it('changes details and replaces the guardians: a parent left with no child is removed, a new one is mailed', async () => {
    const { body } = await admit({
      name: 'Kiran Das',
      email: 'kiran@mail.in',
      guardians: [{ name: 'Old Parent', email: 'old.parent@mail.in' }],
    });
    const id = body.student.id as string;
    const edited = await call('PUT', `/admin/students/${id}`, {
      name: 'Kiran D',
      email: 'kiran.d@mail.in',
      rollNumber: 'K-1',
      guardians: [{ name: 'New Parent', email: 'new.parent@mail.in' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.student).toMatchObject({
      name: 'Kiran D',
      email: 'kiran.d@mail.in',
      rollNumber: 'K-1',
      guardians: [{ name: 'New Parent', email: 'new.parent@mail.in' }],
    });
    expect(await usersWithEmail('old.parent@mail.in')).toEqual([]);
    expect((await credentialsMailTo(area.stack, 'new.parent@mail.in')).subject).toBe(credentialsSubject('parent'));

    expect(await call('PUT', `/admin/students/${id}`, { name: 'Kiran D', email: 'kiran.d@mail.in', rollNumber: '12' })).toEqual(
      refusal(409, 'Roll number 12 is already taken'),
    );
    // Without guardians the list stays as it is.
    const kept = await call('PUT', `/admin/students/${id}`, { name: 'Kiran Das', email: 'kiran.d@mail.in', rollNumber: 'K-1' });
    expect(kept.body.student.guardians).toEqual([expect.objectContaining({ email: 'new.parent@mail.in' })]);
  });
});

describe('transferring a student', () => {
  it('closes the old membership and its subjects from that day, and enrols them in the new class', async () => {
    const { body } = await admit({ name: 'Moving Mira', email: 'mira@mail.in' });
    const id = body.student.id as string;
    expect(await call('POST', `/admin/students/${id}/transfer`, { classId: classB, on: '2026-07-06' })).toEqual(
      refusal(409, 'The transfer date must be after 2026-07-06, the day the student joined their current class'),
    );
    expect(await call('POST', `/admin/students/${id}/transfer`, { classId: classA, on: '2026-09-01' })).toEqual(
      refusal(409, 'The student is already in this class'),
    );
    const moved = await call('POST', `/admin/students/${id}/transfer`, { classId: classB, on: '2026-09-01' });
    expect(moved.status).toBe(200);
    expect(moved.body.student).toMatchObject({ classId: classB, className: 'Class 1-B', joinedOn: '2026-09-01' });
    expect(await enrolmentsOf(id)).toEqual([
      { subjectId: coreA, enrolledOn: '2026-07-06', droppedOn: '2026-09-01' },
      { subjectId: coreB, enrolledOn: '2026-09-01', droppedOn: null },
    ]);
    const memberships = await area.pool.query(
      `SELECT class_id, to_char(joined_on, 'YYYY-MM-DD') AS joined, to_char(left_on, 'YYYY-MM-DD') AS left FROM class_members WHERE student_id = $1 ORDER BY joined_on`,
      [id],
    );
    expect(memberships.rows).toEqual([
      { class_id: classA, joined: '2026-07-06', left: '2026-09-01' },
      { class_id: classB, joined: '2026-09-01', left: null },
    ]);
  });

  it('answers 404 for a class that is not the institute’s, leaving the student where they were', async () => {
    const { body } = await admit({ name: 'Staying Sita', email: 'sita@mail.in' });
    const id = body.student.id as string;
    const hillClass = await seedClass(area.pool, other.id, 'Hill 2');
    expect(await call('POST', `/admin/students/${id}/transfer`, { classId: hillClass, on: '2026-09-01' })).toEqual(
      refusal(404, 'Class not found'),
    );
    const kept = await area.pool.query(`SELECT class_id, left_on FROM class_members WHERE student_id = $1`, [id]);
    expect(kept.rows).toEqual([{ class_id: classA, left_on: null }]);
  });
});

describe('removing a student', () => {
  it('deletes a student without marks, and their parent left with no child', async () => {
    const { body } = await admit({
      name: 'Short Stay',
      email: 'short@mail.in',
      guardians: [{ name: 'Only Parent', email: 'only.parent@mail.in' }],
    });
    expect(await call('DELETE', `/admin/students/${body.student.id}`)).toEqual({
      status: 200,
      body: { success: true, archived: false },
    });
    expect(await usersWithEmail('short@mail.in')).toEqual([]);
    expect(await usersWithEmail('only.parent@mail.in')).toEqual([]);
  });

  it('archives a student with attendance marks, keeping the marks', async () => {
    const { body } = await admit({ name: 'Marked Once', email: 'marked@mail.in' });
    const id = body.student.id as string;
    await insertLecture(area.pool, school.id, {
      subjectId: coreA,
      takenBy: school.adminId,
      heldOn: '2026-07-07',
      students: [id],
    });
    expect(await call('DELETE', `/admin/students/${id}`)).toEqual({ status: 200, body: { success: true, archived: true } });
    const list = await area.stack.call('GET', '/admin/students', { identity: asAdmin.identity() });
    expect(list.body.students.find((student: { id: string }) => student.id === id)).toMatchObject({ archived: true });
  });
});

describe('students of another institute, and permissions', () => {
  it('answers 404 for ids that are not students of the institute', async () => {
    const hillKid = (await area.pool.query(`SELECT id FROM users WHERE email = 'hill.kid@mail.in'`)).rows[0].id as string;
    const notFound = refusal(404, 'Student not found');
    expect(await call('PUT', `/admin/students/${hillKid}`, { name: 'X', email: 'x@mail.in', rollNumber: '1' })).toEqual(notFound);
    expect(await call('POST', `/admin/students/${hillKid}/transfer`, { classId: classB, on: '2026-09-01' })).toEqual(notFound);
    expect(await call('DELETE', `/admin/students/${hillKid}`)).toEqual(notFound);
    expect(await call('DELETE', '/admin/students/123')).toEqual(notFound);
    expect(await usersWithEmail('hill.kid@mail.in')).toEqual([{ role: 'student' }]);
  });

  it('refuses an admin whose custom role does not grant managing people', async () => {
    const office = await area.institute('Office School');
    await grantOnly(area.pool, office.id, office.adminId, ['view_reports']);
    expect(await area.stack.call('GET', '/admin/students', { identity: office.admin })).toEqual(
      refusal(403, 'You do not have permission to do this'),
    );
  });
});
