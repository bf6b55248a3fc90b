import { adminAreaStack } from './support/institute';
import { addDays, adminWithOnly, insertStudent, insertTeacher, instituteToday, setupCalls } from './support/setup-data';

const area = adminAreaStack();

const keys = ['years', 'classes', 'teachers', 'subjects', 'students', 'timetable', 'settings'] as const;
type Key = (typeof keys)[number];

/** The answer when these steps have these counts and the rest have none. */
const progress = (counts: Partial<Record<Key, number>> = {}) => ({
  status: 200,
  body: { success: true, steps: keys.map((key) => ({ key, done: (counts[key] ?? 0) > 0, count: counts[key] ?? 0 })) },
});

describe('GET /admin/setup-progress', () => {
  it('a new institute has nothing done; each step is done as the admin takes it, until all are', async () => {
    const institute = await area.institute();
    const setup = setupCalls(area.stack, institute.admin);
    const read = () => setup.call('GET', '/admin/setup-progress');
    expect(await read()).toEqual(progress());

    const today = await instituteToday(area.pool, institute.id);
    const year = await setup.year('2026–27', addDays(today, -30), addDays(today, 300));
    expect(await read()).toEqual(progress());
    const semester = await setup.semester(year.id, 'Odd', addDays(today, -30), addDays(today, 120));
    expect(await read()).toEqual(progress({ years: 1 }));

    const classA = await setup.class('8 A');
    expect(await read()).toEqual(progress({ years: 1, classes: 1 }));

    const teacher = await insertTeacher(area.pool, institute.id, 'Ravi Kumar');
    expect(await read()).toEqual(progress({ years: 1, classes: 1, teachers: 1 }));

    const maths = await setup.subject({ classId: classA.id, semesterId: semester.id, name: 'Mathematics', code: 'MATH8A' });
    expect(await read()).toEqual(progress({ years: 1, classes: 1, teachers: 1, subjects: 1 }));

    await insertStudent(area.pool, institute.id, 'Diya Iyer', { classId: classA.id, joinedOn: addDays(today, -30) });
    await insertStudent(area.pool, institute.id, 'Aarav Shah', { classId: classA.id, joinedOn: addDays(today, -30) });
    expect(await read()).toEqual(progress({ years: 1, classes: 1, teachers: 1, subjects: 1, students: 2 }));

    await setup.call('PUT', `/admin/subjects/${maths.id}/teachers`, { teacherIds: [teacher] });
    const slot = (weekday: number) => ({
      subjectId: maths.id,
      teacherId: teacher,
      weekday,
      period: 1,
      startsAt: '09:00',
      endsAt: '09:45',
    });
    const saved = await setup.call('PUT', '/admin/timetable', {
      classId: classA.id,
      semesterId: semester.id,
      slots: [slot(1), slot(2)],
    });
    expect(saved.status).toBe(200);
    expect(await read()).toEqual(progress({ years: 1, classes: 1, teachers: 1, subjects: 1, students: 2, timetable: 2 }));

    const settings = await setup.call('PATCH', '/admin/settings', { attendanceThreshold: 75 });
    expect(settings.status).toBe(200);
    expect(await read()).toEqual(
      progress({ years: 1, classes: 1, teachers: 1, subjects: 1, students: 2, timetable: 2, settings: 1 }),
    );
  });

  it('counts the settings done once the time zone is another than the default, even never saved here', async () => {
    const institute = await area.institute();
    await area.pool.query(`UPDATE institutes SET time_zone = 'Asia/Dubai' WHERE id = $1`, [institute.id]);
    const answer = await area.stack.call('GET', '/admin/setup-progress', { identity: institute.admin });
    expect(answer).toEqual(progress({ settings: 1 }));
  });

  it('leaves out archived classes and counts nothing of another institute', async () => {
    const other = await area.institute();
    const otherSetup = setupCalls(area.stack, other.admin);
    const today = await instituteToday(area.pool, other.id);
    const year = await otherSetup.year('Year', addDays(today, -30), addDays(today, 300));
    await otherSetup.semester(year.id, 'Odd', addDays(today, -30), addDays(today, 120));
    const otherClass = await otherSetup.class('9 B');
    await insertTeacher(area.pool, other.id, 'Meera Iyer');
    await insertStudent(area.pool, other.id, 'Kabir Rao', { classId: otherClass.id, joinedOn: today });
    await otherSetup.call('PATCH', '/admin/settings', { attendanceThreshold: 80 });

    const institute = await area.institute();
    const archived = await setupCalls(area.stack, institute.admin).class('Old class');
    await area.pool.query(`UPDATE classes SET archived_at = now() WHERE id = $1`, [archived.id]);
    const answer = await area.stack.call('GET', '/admin/setup-progress', { identity: institute.admin });
    expect(answer).toEqual(progress());
    const others = await area.stack.call('GET', '/admin/setup-progress', { identity: other.admin });
    expect(others).toEqual(progress({ years: 1, classes: 1, teachers: 1, students: 1, settings: 1 }));
  });

  it('answers any admin, whatever their custom role grants', async () => {
    const institute = await area.institute();
    const limited = await adminWithOnly(area.pool, institute.id, ['export_reports']);
    const answer = await area.stack.call('GET', '/admin/setup-progress', { identity: limited });
    expect(answer).toEqual(progress());
  });
});
