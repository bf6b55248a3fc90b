import { adminAreaStack } from './support/institute';
import { insertTeacher, instituteInTerm } from './support/setup-data';
import { refusal } from './support/stack';

const area = adminAreaStack();

describe('adding a subject with its teachers', () => {
  it('gives it the teachers named in the same call, and adds nothing when one of them is not a teacher of the institute', async () => {
    const { institute, setup, current } = await instituteInTerm(area);
    const classInfo = await setup.class('B.Sc. CS 2-A');
    const ravi = await insertTeacher(area.pool, institute.id, 'Ravi Kumar');
    const meera = await insertTeacher(area.pool, institute.id, 'Meera Nair');
    const elsewhere = await area.institute('Elsewhere School');
    const theirs = await insertTeacher(area.pool, elsewhere.id, 'Their Teacher');
    const fields = { classId: classInfo.id, semesterId: current.id, name: 'Physics', code: 'PHY1', kind: 'elective' };

    expect(await setup.call('POST', '/admin/subjects', { ...fields, teacherIds: [ravi, theirs] })).toEqual(
      refusal(404, 'Teacher not found'),
    );
    expect((await setup.call('GET', '/admin/subjects')).body.subjects).toEqual([]);

    const added = await setup.call('POST', '/admin/subjects', { ...fields, teacherIds: [ravi, meera] });
    expect(added.status).toBe(201);
    expect(added.body.subject.teachers).toEqual([
      { id: meera, name: 'Meera Nair' },
      { id: ravi, name: 'Ravi Kumar' },
    ]);

    const without = await setup.call('POST', '/admin/subjects', { ...fields, code: 'PHY2' });
    expect(without.status).toBe(201);
    expect(without.body.subject.teachers).toEqual([]);
    expect(await setup.call('POST', '/admin/subjects', { ...fields, code: 'PHY3', teacherIds: ['x'] })).toEqual(
      refusal(400, 'Please select a teacher'),
    );
  });
});
