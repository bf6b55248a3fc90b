import { adminAreaStack } from './support/institute';
import { insertLecture, insertTeacher, instituteInTerm } from './support/setup-data';
import { MISSING_ID, refusal } from './support/stack';

const area = adminAreaStack();

/**
 * Two classes in the current semester: 2-A learns Physics (Ravi) and Chemistry (Meera), 2-B learns Algebra
 * (Ravi); 2-A also has Optics (Ravi) next semester.
 */
async function twoClasses() {
  const { institute, setup, today, current, next } = await instituteInTerm(area);
  const classA = await setup.class('B.Sc. CS 2-A');
  const classB = await setup.class('B.Sc. CS 2-B');
  const ravi = await insertTeacher(area.pool, institute.id, 'Ravi Kumar');
  const meera = await insertTeacher(area.pool, institute.id, 'Meera Iyer');
  const subject = async (classId: string, semesterId: string, name: string, code: string, teacherId: string) => {
    const made = await setup.subject({ classId, semesterId, name, code, kind: 'core' });
    await setup.call('PUT', `/admin/subjects/${made.id}/teachers`, { teacherIds: [teacherId] });
    return made.id;
  };
  const physics = await subject(classA.id, current.id, 'Physics', 'PHY1', ravi);
  const chemistry = await subject(classA.id, current.id, 'Chemistry', 'CHE1', meera);
  const algebra = await subject(classB.id, current.id, 'Algebra', 'MAT1', ravi);
  const optics = await subject(classA.id, next.id, 'Optics', 'PHY2', ravi);
  const slot = (subjectId: string, teacherId: string, weekday: number, period: number, startsAt = '09:00', endsAt = '09:50') => ({
    subjectId,
    teacherId,
    weekday,
    period,
    startsAt,
    endsAt,
  });
  return { institute, setup, today, current, next, classA, classB, ravi, meera, physics, chemistry, algebra, optics, slot };
}

describe('PUT and GET /admin/timetable', () => {
  it('replace every slot of a class in a semester and read them back by weekday and period', async () => {
    const { setup, current, classA, ravi, meera, physics, chemistry, slot } = await twoClasses();
    const saved = await setup.call('PUT', '/admin/timetable', {
      classId: classA.id,
      semesterId: current.id,
      slots: [slot(chemistry, meera, 2, 1), slot(physics, ravi, 1, 2, '10:00', '10:50'), slot(physics, ravi, 1, 1)],
    });
    const expected = [
      {
        subjectId: physics,
        subjectName: 'Physics',
        teacherId: ravi,
        teacherName: 'Ravi Kumar',
        weekday: 1,
        period: 1,
        startsAt: '09:00',
        endsAt: '09:50',
      },
      {
        subjectId: physics,
        subjectName: 'Physics',
        teacherId: ravi,
        teacherName: 'Ravi Kumar',
        weekday: 1,
        period: 2,
        startsAt: '10:00',
        endsAt: '10:50',
      },
      {
        subjectId: chemistry,
        subjectName: 'Chemistry',
        teacherId: meera,
        teacherName: 'Meera Iyer',
        weekday: 2,
        period: 1,
        startsAt: '09:00',
        endsAt: '09:50',
      },
    ].map((each) => ({ id: expect.any(String), ...each }));
    expect(saved).toEqual({ status: 200, body: { success: true, classId: classA.id, semesterId: current.id, slots: expected } });
    const read = await setup.call('GET', `/admin/timetable?classId=${classA.id}&semesterId=${current.id}`);
    expect(read).toEqual(saved);

    const replaced = await setup.call('PUT', '/admin/timetable', {
      classId: classA.id,
      semesterId: current.id,
      slots: [slot(chemistry, meera, 5, 3)],
    });
    expect(replaced.body.slots).toEqual([expect.objectContaining({ subjectName: 'Chemistry', weekday: 5, period: 3 })]);
    const cleared = await setup.call('PUT', '/admin/timetable', { classId: classA.id, semesterId: current.id, slots: [] });
    expect(cleared).toEqual({ status: 200, body: { success: true, classId: classA.id, semesterId: current.id, slots: [] } });
  });

  it("refuse a subject of another class or semester, and a teacher who does not teach the slot's subject, changing nothing", async () => {
    const { setup, current, classA, ravi, meera, physics, algebra, optics, slot } = await twoClasses();
    const put = (slots: unknown[]) =>
      setup.call('PUT', '/admin/timetable', { classId: classA.id, semesterId: current.id, slots });
    expect((await put([slot(physics, ravi, 1, 1)])).status).toBe(200);

    expect(await put([slot(physics, ravi, 1, 2), slot(algebra, ravi, 1, 3)])).toEqual(
      refusal(409, 'Algebra is not a subject of this class in this semester'),
    );
    expect(await put([slot(optics, ravi, 1, 3)])).toEqual(refusal(409, 'Optics is not a subject of this class in this semester'));
    expect(await put([slot(physics, meera, 1, 1)])).toEqual(refusal(409, 'Meera Iyer does not teach Physics'));
    const kept = await setup.call('GET', `/admin/timetable?classId=${classA.id}&semesterId=${current.id}`);
    expect(kept.body.slots).toEqual([expect.objectContaining({ subjectId: physics, weekday: 1, period: 1 })]);
  });

  it('refuse a teacher booked in another class at the same weekday and period of the semester, naming the clash', async () => {
    const { setup, current, next, classA, classB, ravi, physics, algebra, optics, slot } = await twoClasses();
    const saved = await setup.call('PUT', '/admin/timetable', {
      classId: classB.id,
      semesterId: current.id,
      slots: [slot(algebra, ravi, 1, 1)],
    });
    expect(saved.status).toBe(200);

    expect(
      await setup.call('PUT', '/admin/timetable', {
        classId: classA.id,
        semesterId: current.id,
        slots: [slot(physics, ravi, 1, 1)],
      }),
    ).toEqual(refusal(409, 'Ravi Kumar already teaches B.Sc. CS 2-B on Monday period 1'));
    const otherPeriod = await setup.call('PUT', '/admin/timetable', {
      classId: classA.id,
      semesterId: current.id,
      slots: [slot(physics, ravi, 1, 2)],
    });
    expect(otherPeriod.status).toBe(200);
    const otherSemester = await setup.call('PUT', '/admin/timetable', {
      classId: classA.id,
      semesterId: next.id,
      slots: [slot(optics, ravi, 1, 1)],
    });
    expect(otherSemester.status).toBe(200);
    // Saving the same class again never clashes with its own slots.
    const again = await setup.call('PUT', '/admin/timetable', {
      classId: classB.id,
      semesterId: current.id,
      slots: [slot(algebra, ravi, 1, 1)],
    });
    expect(again.status).toBe(200);
  });

  it('answer 404 for an unknown class, semester, subject or teacher', async () => {
    const { setup, current, classA, ravi, physics, slot } = await twoClasses();
    const put = (fields: object) =>
      setup.call('PUT', '/admin/timetable', { classId: classA.id, semesterId: current.id, slots: [], ...fields });
    expect(await put({ classId: MISSING_ID })).toEqual(refusal(404, 'Class not found'));
    expect(await put({ semesterId: MISSING_ID })).toEqual(refusal(404, 'Semester not found'));
    expect(await put({ slots: [slot(MISSING_ID, ravi, 1, 1)] })).toEqual(refusal(404, 'Subject not found'));
    expect(await put({ slots: [slot(physics, MISSING_ID, 1, 1)] })).toEqual(refusal(404, 'Teacher not found'));
    expect(await setup.call('GET', `/admin/timetable?classId=${MISSING_ID}&semesterId=${current.id}`)).toEqual(
      refusal(404, 'Class not found'),
    );
    expect(await setup.call('GET', `/admin/timetable?classId=${classA.id}&semesterId=${MISSING_ID}`)).toEqual(
      refusal(404, 'Semester not found'),
    );
  });

  it('refuse a slot twice, an end before the start, an unknown weekday or period and a bad time', async () => {
    const { setup, current, classA, ravi, physics, slot } = await twoClasses();
    const put = (slots: unknown[]) =>
      setup.call('PUT', '/admin/timetable', { classId: classA.id, semesterId: current.id, slots });
    expect(await put([slot(physics, ravi, 3, 2), slot(physics, ravi, 3, 2, '11:00', '11:50')])).toEqual(
      refusal(400, 'Wednesday period 2 appears twice'),
    );
    expect(await put([slot(physics, ravi, 1, 1, '10:00', '09:00')])).toEqual(
      refusal(400, 'End time must be after the start time'),
    );
    expect(await put([slot(physics, ravi, 8, 1)])).toEqual(refusal(400, 'Weekday must be from 1 (Monday) to 7 (Sunday)'));
    expect(await put([slot(physics, ravi, 1, 0)])).toEqual(refusal(400, 'Period must be a whole number from 1 to 24'));
    const badTime = await put([slot(physics, ravi, 1, 1, '9:00')]);
    expect([badTime.status, badTime.body.errors[0]]).toEqual([400, 'Please enter a valid time (HH:MM)']);
    expect(await setup.call('PUT', '/admin/timetable', { semesterId: current.id, slots: [] })).toEqual(
      refusal(400, 'Please select a class'),
    );
    expect(await setup.call('GET', `/admin/timetable?classId=${classA.id}`)).toEqual(refusal(400, 'Please select a semester'));
  });

  it("keeps a subject's scheduled teacher on it, and takes an archived subject off the timetable", async () => {
    const { institute, setup, today, current, classA, ravi, meera, physics, slot } = await twoClasses();
    await setup.call('PUT', '/admin/timetable', {
      classId: classA.id,
      semesterId: current.id,
      slots: [slot(physics, ravi, 1, 1)],
    });
    expect(await setup.call('PUT', `/admin/subjects/${physics}/teachers`, { teacherIds: [meera] })).toEqual(
      refusal(409, 'Ravi Kumar has timetable slots for Physics: change the timetable first'),
    );
    expect((await setup.call('PUT', `/admin/subjects/${physics}/teachers`, { teacherIds: [ravi, meera] })).status).toBe(200);

    await insertLecture(area.pool, institute.id, { subjectId: physics, takenBy: ravi, heldOn: today });
    expect((await setup.call('DELETE', `/admin/subjects/${physics}`)).body).toEqual({ success: true, archived: true });
    const timetable = await setup.call('GET', `/admin/timetable?classId=${classA.id}&semesterId=${current.id}`);
    expect(timetable.body.slots).toEqual([]);
  });
});
