import { adminAreaStack, type TestInstitute } from './support/institute';
import { holdLecture, insertStudent, insertTeacher, instituteInTerm } from './support/setup-data';
import { MISSING_ID, refusal } from './support/stack';

const area = adminAreaStack();

async function enrolments(institute: TestInstitute, subjectId: string) {
  const { rows } = await area.pool.query(
    `SELECT u.name, to_char(e.enrolled_on, 'YYYY-MM-DD') AS "enrolledOn", to_char(e.dropped_on, 'YYYY-MM-DD') AS "droppedOn"
     FROM enrollments e JOIN users u ON u.id = e.student_id
     WHERE e.institute_id = $1 AND e.subject_id = $2 ORDER BY u.name`,
    [institute.id, subjectId],
  );
  return rows;
}

describe('classes', () => {
  it('are created with an optional class teacher and listed by name with the students in them today', async () => {
    const { institute, setup, day } = await instituteInTerm(area);
    const teacher = await insertTeacher(area.pool, institute.id, 'Ravi Kumar');
    const created = await setup.call('POST', '/admin/classes', { name: ' B.Sc. CS 2-B ', classTeacherId: teacher });
    expect(created).toEqual({
      status: 201,
      body: {
        success: true,
        class: { id: expect.any(String), name: 'B.Sc. CS 2-B', classTeacherId: teacher, studentCount: 0, archived: false },
      },
    });
    const first = await setup.class('B.Sc. CS 2-A');
    await insertStudent(area.pool, institute.id, 'Asha', { classId: first.id, joinedOn: day(-30) });
    await insertStudent(area.pool, institute.id, 'Bala', { classId: first.id, joinedOn: day(0) });
    await insertStudent(area.pool, institute.id, 'Chitra', { classId: first.id, joinedOn: day(-30), leftOn: day(0) });
    await insertStudent(area.pool, institute.id, 'Dev', { classId: first.id, joinedOn: day(1) });

    expect(await setup.call('GET', '/admin/classes')).toEqual({
      status: 200,
      body: {
        success: true,
        classes: [
          { id: first.id, name: 'B.Sc. CS 2-A', classTeacherId: null, studentCount: 2, archived: false },
          { id: created.body.class.id, name: 'B.Sc. CS 2-B', classTeacherId: teacher, studentCount: 0, archived: false },
        ],
      },
    });
  });

  it('refuse a missing name, a duplicate name and a class teacher who is not a teacher of the institute', async () => {
    const { institute, setup, day } = await instituteInTerm(area);
    const classInfo = await setup.class('B.Sc. CS 2-A');
    expect(await setup.call('POST', '/admin/classes', { name: '' })).toEqual(refusal(400, 'Name is required'));
    expect(await setup.call('POST', '/admin/classes', { name: 'B.Sc. CS 2-A' })).toEqual(
      refusal(409, 'A class named "B.Sc. CS 2-A" already exists'),
    );
    const student = await insertStudent(area.pool, institute.id, 'Asha', { classId: classInfo.id, joinedOn: day(0) });
    const otherTeacher = await insertTeacher(area.pool, (await area.institute()).id, 'Elsewhere');
    for (const classTeacherId of [student, institute.adminId, otherTeacher, MISSING_ID])
      expect(await setup.call('POST', '/admin/classes', { name: 'New', classTeacherId })).toEqual(
        refusal(404, 'Teacher not found'),
      );
    expect(await setup.call('POST', '/admin/classes', { name: 'New', classTeacherId: 'x' })).toEqual(
      refusal(400, 'Please select a teacher'),
    );
  });

  it('are renamed and change or drop their class teacher', async () => {
    const { institute, setup } = await instituteInTerm(area);
    const teacher = await insertTeacher(area.pool, institute.id, 'Ravi Kumar');
    const classInfo = await setup.class('B.Sc. CS 2-A', teacher);
    await setup.class('B.Sc. CS 2-B');
    const renamed = await setup.call('PUT', `/admin/classes/${classInfo.id}`, { name: 'B.Sc. CS 2-C', classTeacherId: null });
    expect(renamed).toEqual({
      status: 200,
      body: {
        success: true,
        class: { id: classInfo.id, name: 'B.Sc. CS 2-C', classTeacherId: null, studentCount: 0, archived: false },
      },
    });
    expect(await setup.call('PUT', `/admin/classes/${classInfo.id}`, { name: 'B.Sc. CS 2-B' })).toEqual(
      refusal(409, 'A class named "B.Sc. CS 2-B" already exists'),
    );
    expect(await setup.call('PUT', `/admin/classes/${classInfo.id}`, { name: 'X', classTeacherId: institute.adminId })).toEqual(
      refusal(404, 'Teacher not found'),
    );
    expect(await setup.call('PUT', `/admin/classes/${MISSING_ID}`, { name: 'X' })).toEqual(refusal(404, 'Class not found'));
    expect(await setup.call('DELETE', '/admin/classes/12')).toEqual(refusal(404, 'Class not found'));
  });

  it('are archived when a lecture was held under any of their subjects, and removed otherwise', async () => {
    const { institute, setup, current, day } = await instituteInTerm(area);
    const held = await setup.class('B.Sc. CS 2-A');
    const unused = await setup.class('B.Sc. CS 2-B');
    const subject = await setup.subject({ classId: held.id, semesterId: current.id });
    await setup.subject({ classId: unused.id, semesterId: current.id });
    await holdLecture(area.pool, institute.id, subject.id, day(-1));

    expect(await setup.call('DELETE', `/admin/classes/${held.id}`)).toEqual({
      status: 200,
      body: { success: true, archived: true },
    });
    expect(await setup.call('DELETE', `/admin/classes/${unused.id}`)).toEqual({
      status: 200,
      body: { success: true, archived: false },
    });
    const classes = (await setup.call('GET', '/admin/classes')).body.classes;
    expect(classes).toEqual([expect.objectContaining({ id: held.id, archived: true })]);
    const subjects = (await setup.call('GET', '/admin/subjects')).body.subjects;
    expect(subjects).toEqual([expect.objectContaining({ id: subject.id, className: 'B.Sc. CS 2-A' })]);
  });
});

describe('subjects', () => {
  it('enrol every class member in a core subject from the later of joining and the semester start, until they leave', async () => {
    const { institute, setup, current, next, day } = await instituteInTerm(area);
    const classInfo = await setup.class('B.Sc. CS 2-A');
    await insertStudent(area.pool, institute.id, 'Asha', { classId: classInfo.id, joinedOn: day(-300) });
    await insertStudent(area.pool, institute.id, 'Bala', { classId: classInfo.id, joinedOn: day(-50) });
    await insertStudent(area.pool, institute.id, 'Chitra', { classId: classInfo.id, joinedOn: day(-300), leftOn: day(-150) });
    await insertStudent(area.pool, institute.id, 'Dev', { classId: classInfo.id, joinedOn: day(-300), leftOn: day(-10) });
    await insertStudent(area.pool, institute.id, 'Esha', { classId: classInfo.id, joinedOn: day(10) });

    const answer = await setup.call('POST', '/admin/subjects', {
      classId: classInfo.id,
      semesterId: current.id,
      name: ' Physics ',
      code: 'PHY1',
      kind: 'core',
    });
    expect(answer).toEqual({
      status: 201,
      body: {
        success: true,
        subject: {
          id: expect.any(String),
          classId: classInfo.id,
          className: 'B.Sc. CS 2-A',
          semesterId: current.id,
          semesterName: 'Current',
          name: 'Physics',
          code: 'PHY1',
          kind: 'core',
          teachers: [],
          enrolledCount: 2,
          archived: false,
        },
      },
    });
    expect(await enrolments(institute, answer.body.subject.id)).toEqual([
      { name: 'Asha', enrolledOn: day(-100), droppedOn: null },
      { name: 'Bala', enrolledOn: day(-50), droppedOn: null },
      { name: 'Dev', enrolledOn: day(-100), droppedOn: day(-10) },
      { name: 'Esha', enrolledOn: day(10), droppedOn: null },
    ]);

    // Before a semester starts, its subjects count who is enrolled on its first day.
    await setup.subject({ classId: classInfo.id, semesterId: next.id, name: 'Optics', code: 'PHY2', kind: 'core' });
    const elective = await setup.subject({
      classId: classInfo.id,
      semesterId: current.id,
      name: 'Music',
      code: 'MUS1',
      kind: 'elective',
    });
    expect(await enrolments(institute, elective.id)).toEqual([]);
    const counts = (await setup.call('GET', `/admin/subjects?classId=${classInfo.id}`)).body.subjects.map(
      (subject: { code: string; enrolledCount: number }) => [subject.code, subject.enrolledCount],
    );
    expect(counts).toEqual([
      ['MUS1', 0],
      ['PHY1', 2],
      ['PHY2', 3],
    ]);
  });

  it('refuse an unknown class or semester, a duplicate code and invalid fields', async () => {
    const { setup, current, next } = await instituteInTerm(area);
    const classInfo = await setup.class('B.Sc. CS 2-A');
    const fields = { classId: classInfo.id, semesterId: current.id, name: 'Physics', code: 'PHY1', kind: 'core' };
    await setup.subject(fields as Parameters<typeof setup.subject>[0]);
    expect(await setup.call('POST', '/admin/subjects', { ...fields, name: 'Other' })).toEqual(
      refusal(409, 'A subject with code "PHY1" already exists in this class and semester'),
    );
    expect((await setup.call('POST', '/admin/subjects', { ...fields, semesterId: next.id })).status).toBe(201);
    expect(await setup.call('POST', '/admin/subjects', { ...fields, classId: MISSING_ID })).toEqual(
      refusal(404, 'Class not found'),
    );
    expect(await setup.call('POST', '/admin/subjects', { ...fields, semesterId: MISSING_ID })).toEqual(
      refusal(404, 'Semester not found'),
    );
    expect(await setup.call('POST', '/admin/subjects', { ...fields, kind: 'optional' })).toEqual(
      refusal(400, 'Please choose core or elective'),
    );
    expect(await setup.call('POST', '/admin/subjects', { ...fields, code: ' ' })).toEqual(refusal(400, 'Code is required'));
    expect(await setup.call('POST', '/admin/subjects', { ...fields, classId: undefined })).toEqual(
      refusal(400, 'Please select a class'),
    );
    expect(await setup.call('GET', '/admin/subjects?semesterId=nope')).toEqual(refusal(400, 'Please select a semester'));
  });

  it('are listed by class and semester, filtered, with their class, semester and teachers', async () => {
    const { institute, setup, current, next } = await instituteInTerm(area);
    const first = await setup.class('B.Sc. CS 2-A');
    const second = await setup.class('B.Sc. CS 2-B');
    const physics = await setup.subject({ classId: first.id, semesterId: current.id });
    await setup.subject({ classId: first.id, semesterId: next.id, name: 'Optics', code: 'PHY2', kind: 'core' });
    await setup.subject({ classId: second.id, semesterId: current.id, name: 'Algebra', code: 'MAT1', kind: 'core' });
    const teacher = await insertTeacher(area.pool, institute.id, 'Ravi Kumar');
    await setup.call('PUT', `/admin/subjects/${physics.id}/teachers`, { teacherIds: [teacher] });

    const names = async (query: string) =>
      (await setup.call('GET', `/admin/subjects${query}`)).body.subjects.map((subject: { name: string }) => subject.name);
    expect(await names('')).toEqual(['Physics', 'Optics', 'Algebra']);
    expect(await names(`?classId=${first.id}`)).toEqual(['Physics', 'Optics']);
    expect(await names(`?semesterId=${current.id}`)).toEqual(['Physics', 'Algebra']);
    expect(await names(`?classId=${second.id}&semesterId=${next.id}`)).toEqual([]);
    const [listed] = (await setup.call('GET', `/admin/subjects?classId=${first.id}&semesterId=${current.id}`)).body.subjects;
    expect(listed).toEqual(
      expect.objectContaining({
        className: 'B.Sc. CS 2-A',
        semesterName: 'Current',
        teachers: [{ id: teacher, name: 'Ravi Kumar' }],
      }),
    );
  });

  it('are renamed and recoded, never onto another subject’s code', async () => {
    const { setup, current } = await instituteInTerm(area);
    const classInfo = await setup.class('B.Sc. CS 2-A');
    const physics = await setup.subject({ classId: classInfo.id, semesterId: current.id });
    await setup.subject({ classId: classInfo.id, semesterId: current.id, name: 'Optics', code: 'PHY2', kind: 'core' });
    const renamed = await setup.call('PUT', `/admin/subjects/${physics.id}`, { name: 'Physics I', code: 'PHY101' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.subject).toEqual(
      expect.objectContaining({ id: physics.id, name: 'Physics I', code: 'PHY101', kind: 'core' }),
    );
    expect(await setup.call('PUT', `/admin/subjects/${physics.id}`, { name: 'Physics I', code: 'PHY2' })).toEqual(
      refusal(409, 'A subject with code "PHY2" already exists in this class and semester'),
    );
    expect(await setup.call('PUT', `/admin/subjects/${physics.id}`, { name: 'X', code: 'X', kind: 'elective' })).toEqual(
      refusal(400, 'Unknown field: kind'),
    );
    expect(await setup.call('PUT', `/admin/subjects/${MISSING_ID}`, { name: 'X', code: 'X' })).toEqual(
      refusal(404, 'Subject not found'),
    );
  });

  it('have their whole set of teachers replaced, only by teachers of the institute', async () => {
    const { institute, setup, current, day } = await instituteInTerm(area);
    const classInfo = await setup.class('B.Sc. CS 2-A');
    const subject = await setup.subject({ classId: classInfo.id, semesterId: current.id });
    const ravi = await insertTeacher(area.pool, institute.id, 'Ravi Kumar');
    const meera = await insertTeacher(area.pool, institute.id, 'Meera Iyer');
    const path = `/admin/subjects/${subject.id}/teachers`;

    const both = await setup.call('PUT', path, { teacherIds: [ravi, meera, ravi] });
    expect(both.status).toBe(200);
    expect(both.body.subject.teachers).toEqual([
      { id: meera, name: 'Meera Iyer' },
      { id: ravi, name: 'Ravi Kumar' },
    ]);
    const student = await insertStudent(area.pool, institute.id, 'Asha', { classId: classInfo.id, joinedOn: day(0) });
    const elsewhere = await insertTeacher(area.pool, (await area.institute()).id, 'Elsewhere');
    for (const stranger of [student, institute.adminId, elsewhere, MISSING_ID])
      expect(await setup.call('PUT', path, { teacherIds: [ravi, stranger] })).toEqual(refusal(404, 'Teacher not found'));
    const unchanged = (await setup.call('GET', `/admin/subjects?classId=${classInfo.id}`)).body.subjects[0].teachers;
    expect(unchanged.map((teacher: { name: string }) => teacher.name)).toEqual(['Meera Iyer', 'Ravi Kumar']);

    expect((await setup.call('PUT', path, { teacherIds: [ravi] })).body.subject.teachers).toEqual([
      { id: ravi, name: 'Ravi Kumar' },
    ]);
    expect((await setup.call('PUT', path, { teacherIds: [] })).body.subject.teachers).toEqual([]);
    expect(await setup.call('PUT', path, {})).toEqual(refusal(400, 'Please select a teacher'));
    expect(await setup.call('PUT', `/admin/subjects/${MISSING_ID}/teachers`, { teacherIds: [] })).toEqual(
      refusal(404, 'Subject not found'),
    );
  });

  it('are archived when a lecture was held, and removed with their enrolments otherwise', async () => {
    const { institute, setup, current, day } = await instituteInTerm(area);
    const classInfo = await setup.class('B.Sc. CS 2-A');
    await insertStudent(area.pool, institute.id, 'Asha', { classId: classInfo.id, joinedOn: day(-300) });
    const held = await setup.subject({ classId: classInfo.id, semesterId: current.id });
    const unused = await setup.subject({
      classId: classInfo.id,
      semesterId: current.id,
      name: 'Optics',
      code: 'PHY2',
      kind: 'core',
    });
    await holdLecture(area.pool, institute.id, held.id, day(-1));

    expect(await setup.call('DELETE', `/admin/subjects/${held.id}`)).toEqual({
      status: 200,
      body: { success: true, archived: true },
    });
    expect(await setup.call('DELETE', `/admin/subjects/${unused.id}`)).toEqual({
      status: 200,
      body: { success: true, archived: false },
    });
    const subjects = (await setup.call('GET', '/admin/subjects')).body.subjects;
    expect(subjects).toEqual([expect.objectContaining({ id: held.id, archived: true, enrolledCount: 1 })]);
    expect(await enrolments(institute, unused.id)).toEqual([]);
    expect(await setup.call('DELETE', `/admin/subjects/${unused.id}`)).toEqual(refusal(404, 'Subject not found'));
  });
});
