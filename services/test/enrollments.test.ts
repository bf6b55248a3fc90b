import { adminAreaStack, type TestInstitute } from './support/institute';
import { grantOnly, seedSubject, seedTerm } from './support/setup-data';
import { refusal } from './support/stack';

let school: TestInstitute;
let other: TestInstitute;
let classA: string;
let core: string;
let art: string;
let studentId: string;

const area = adminAreaStack();
beforeAll(async () => {
  school = await area.institute('Greenfield School');
  other = await area.institute('Hillside School');
  ({ classA, coreA: core, artA: art } = await seedTerm(area.pool, school.id));
  const admitted = await call('POST', '/admin/students', {
    name: 'Asha Rao',
    email: 'asha@mail.in',
    rollNumber: '12',
    classId: classA,
    joinedOn: '2026-08-01',
  });
  studentId = admitted.body.student.id;
});

function call(method: string, path: string, body?: unknown, institute?: TestInstitute) {
  return area.stack.call(method, path, { identity: (institute ?? school).admin, body });
}

describe('enrolling in an elective', () => {
  it('refuses what the rules forbid', async () => {
    expect(await call('POST', '/admin/enrollments', { subjectId: core, studentId, enrolledOn: '2026-08-03' })).toEqual(
      refusal(409, 'Core subjects enrol the whole class'),
    );
    expect(await call('POST', '/admin/enrollments', { subjectId: art, studentId, enrolledOn: '2027-01-04' })).toEqual(
      refusal(409, "The date must fall within the subject's semester (2026-07-01 to 2026-12-31)"),
    );
    expect(await call('POST', '/admin/enrollments', { subjectId: art, studentId, enrolledOn: '2026-07-15' })).toEqual(
      refusal(409, 'The student is not in this class on that date'),
    );
    expect(await call('POST', '/admin/enrollments', { subjectId: art, studentId, enrolledOn: '2026-02-30' })).toEqual(
      refusal(400, 'Please enter a valid date (YYYY-MM-DD)'),
    );
  });

  it('enrols, refuses a second enrolment over the same days, and lists the subject’s enrolments', async () => {
    const enrolled = await call('POST', '/admin/enrollments', { subjectId: art, studentId, enrolledOn: '2026-08-03' });
    expect(enrolled).toEqual({
      status: 201,
      body: {
        success: true,
        enrollment: {
          id: expect.any(String),
          subjectId: art,
          studentId,
          studentName: 'Asha Rao',
          rollNumber: '12',
          enrolledOn: '2026-08-03',
          droppedOn: null,
        },
      },
    });
    expect(await call('POST', '/admin/enrollments', { subjectId: art, studentId, enrolledOn: '2026-09-01' })).toEqual(
      refusal(409, 'Already enrolled'),
    );
    const list = await call('GET', `/admin/enrollments?subjectId=${core}`);
    expect(list).toEqual({
      status: 200,
      body: {
        success: true,
        enrollments: [
          {
            id: expect.any(String),
            subjectId: core,
            studentId,
            studentName: 'Asha Rao',
            rollNumber: '12',
            enrolledOn: '2026-08-01',
            droppedOn: null,
          },
        ],
      },
    });
  });
});

describe('dropping a subject', () => {
  it('sets the first day out, keeps the enrolment, and refuses a day not after it began', async () => {
    expect(await call('POST', '/admin/enrollments/drop', { subjectId: art, studentId, droppedOn: '2026-08-03' })).toEqual(
      refusal(409, 'The drop date must be after 2026-08-03, the day the enrolment began'),
    );
    const dropped = await call('POST', '/admin/enrollments/drop', { subjectId: art, studentId, droppedOn: '2026-10-01' });
    expect(dropped.status).toBe(200);
    expect(dropped.body.enrollment).toMatchObject({ subjectId: art, enrolledOn: '2026-08-03', droppedOn: '2026-10-01' });
    const list = await call('GET', `/admin/enrollments?subjectId=${art}`);
    expect(list.body.enrollments).toEqual([expect.objectContaining({ enrolledOn: '2026-08-03', droppedOn: '2026-10-01' })]);
    // After the drop, enrolling again from a later day is a new enrolment; the past one stays.
    expect((await call('POST', '/admin/enrollments', { subjectId: art, studentId, enrolledOn: '2026-11-02' })).status).toBe(201);
    expect((await call('GET', `/admin/enrollments?subjectId=${art}`)).body.enrollments).toHaveLength(2);
  });

  it('answers 404 when the student is not enrolled in the subject', async () => {
    const semesterId = (await area.pool.query(`SELECT id FROM semesters WHERE institute_id = $1`, [school.id])).rows[0].id;
    const music = await seedSubject(area.pool, school.id, { classId: classA, semesterId, code: 'MUSIC', kind: 'elective' });
    expect(await call('POST', '/admin/enrollments/drop', { subjectId: music, studentId, droppedOn: '2026-09-02' })).toEqual(
      refusal(404, 'The student is not enrolled in this subject before that date'),
    );
  });
});

describe('another institute, and permissions', () => {
  it("answers 404 for another institute's subject or student", async () => {
    expect(await call('POST', '/admin/enrollments', { subjectId: art, studentId, enrolledOn: '2026-08-03' }, other)).toEqual(
      refusal(404, 'Student not found'),
    );
    expect(await call('GET', `/admin/enrollments?subjectId=${art}`, undefined, other)).toEqual(refusal(404, 'Subject not found'));
    expect(await call('POST', '/admin/enrollments/drop', { subjectId: art, studentId, droppedOn: '2026-12-01' }, other)).toEqual(
      refusal(404, 'The student is not enrolled in this subject before that date'),
    );
  });

  it('refuses an admin whose custom role does not grant managing people', async () => {
    const office = await area.institute('Office School');
    await grantOnly(area.pool, office.id, office.adminId, ['manage_setup']);
    expect(await call('GET', `/admin/enrollments?subjectId=${art}`, undefined, office)).toEqual(
      refusal(403, 'You do not have permission to do this'),
    );
  });
});
