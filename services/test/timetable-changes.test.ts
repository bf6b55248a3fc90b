import type { Identity } from '@rollcall/contracts/internal';
import { type CalendarSchool, calendarSchool, days } from './support/calendar-school';
import { adminAreaStack } from './support/institute';
import { adminWithOnly, insertLecture, insertPerson } from './support/setup-data';
import { MISSING_ID, refusal } from './support/stack';

const area = adminAreaStack();

async function changesInDatabase(instituteId: string) {
  const { rows } = await area.pool.query(
    `SELECT slot_id AS "slotId", to_char(held_on, 'YYYY-MM-DD') AS date, change, teacher_id AS "teacherId", reason, created_by AS "createdBy"
     FROM timetable_changes WHERE institute_id = $1 ORDER BY held_on, created_at`,
    [instituteId],
  );
  return rows;
}

const changeCalls = (school: CalendarSchool) => ({
  cancel: (slotId: string, date: string = days.monday) =>
    school.setup.call('POST', '/admin/timetable/changes', { date, slotId, change: 'cancel' }),
  cover: (slotId: string, teacherId: string, date: string = days.monday) =>
    school.setup.call('POST', '/admin/timetable/changes', { date, slotId, change: 'cover', teacherId }),
  coverTeachers: (slotId: string, date: string = days.monday) =>
    school.setup.call('GET', `/admin/timetable/cover-teachers?date=${date}&slotId=${slotId}`),
});

describe('POST, GET and DELETE /admin/timetable/changes', () => {
  it('cancel a lecture or give it to a cover teacher, list the changes by day then period, and undo them', async () => {
    const school = await calendarSchool(area);
    const { institute, setup, slots, teachers } = school;
    const { cancel, cover } = changeCalls(school);

    const cancelled = await setup.call('POST', '/admin/timetable/changes', {
      date: days.monday,
      slotId: slots.englishMonday,
      change: 'cancel',
      reason: 'Sports day',
    });
    expect(cancelled).toEqual({
      status: 201,
      body: {
        success: true,
        change: {
          id: expect.any(String),
          date: days.monday,
          slotId: slots.englishMonday,
          change: 'cancel',
          teacherId: null,
          reason: 'Sports day',
        },
      },
    });
    const covered = await cover(slots.mathsMonday, teachers.meera);
    expect(covered).toEqual({
      status: 201,
      body: {
        success: true,
        change: {
          id: expect.any(String),
          date: days.monday,
          slotId: slots.mathsMonday,
          change: 'cover',
          teacherId: teachers.meera,
          reason: null,
        },
      },
    });
    const tuesday = (await cancel(slots.scienceTuesday, days.tuesday)).body.change;
    const saturday = await setup.call('POST', '/admin/calendar', {
      kind: 'follows',
      name: 'Make-up',
      startsOn: days.saturday,
      endsOn: days.saturday,
      followsWeekday: 1,
    });
    expect(saturday.status).toBe(201);
    const onSaturday = (await cancel(slots.scienceMonday, days.saturday)).body.change;
    expect(await changesInDatabase(institute.id)).toEqual([
      expect.objectContaining({ slotId: slots.englishMonday, createdBy: institute.adminId }),
      expect.objectContaining({ slotId: slots.mathsMonday, teacherId: teachers.meera, createdBy: institute.adminId }),
      expect.objectContaining({ slotId: slots.scienceTuesday }),
      expect.objectContaining({ slotId: slots.scienceMonday, date: days.saturday }),
    ]);

    expect(await setup.call('GET', '/admin/timetable/changes')).toEqual({
      status: 200,
      body: { success: true, changes: [covered.body.change, cancelled.body.change, tuesday, onSaturday] },
    });
    expect((await setup.call('GET', `/admin/timetable/changes?from=${days.tuesday}&to=${days.tuesday}`)).body.changes).toEqual([
      tuesday,
    ]);
    expect((await setup.call('GET', `/admin/timetable/changes?from=${days.tuesday}`)).body.changes).toEqual([
      tuesday,
      onSaturday,
    ]);
    expect((await setup.call('GET', `/admin/timetable/changes?to=${days.monday}`)).body.changes).toHaveLength(2);

    expect(await setup.call('DELETE', `/admin/timetable/changes/${covered.body.change.id}`)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await setup.call('DELETE', `/admin/timetable/changes/${covered.body.change.id}`)).toEqual(
      refusal(404, 'Timetable change not found'),
    );
    expect(await setup.call('DELETE', '/admin/timetable/changes/not-an-id')).toEqual(refusal(404, 'Timetable change not found'));
    expect((await setup.call('GET', '/admin/timetable/changes')).body.changes).toEqual([
      cancelled.body.change,
      tuesday,
      onSaturday,
    ]);
    expect((await cover(slots.mathsMonday, teachers.zara)).status).toBe(201);
  });

  it('refuse an unknown slot, a day that does not hold it, and a second change of one slot on one day, changing nothing', async () => {
    const school = await calendarSchool(area);
    const { institute, setup, slots, classA } = school;
    const { cancel } = changeCalls(school);
    const other = await calendarSchool(area);
    expect((await cancel(slots.mathsMonday)).status).toBe(201);
    expect(
      await setup.call('POST', '/admin/calendar', {
        kind: 'holiday',
        name: 'Republic Day',
        startsOn: days.nextMonday,
        endsOn: days.nextMonday,
      }),
    ).toEqual(expect.objectContaining({ status: 201 }));
    const exams = { kind: 'exams', name: 'Unit test', startsOn: days.tuesday, endsOn: days.tuesday, classIds: [classA] };
    expect((await setup.call('POST', '/admin/calendar', exams)).status).toBe(201);
    const before = await changesInDatabase(institute.id);

    expect(await cancel(MISSING_ID)).toEqual(refusal(404, 'Timetable slot not found'));
    expect(await cancel(other.slots.mathsMonday)).toEqual(refusal(404, 'Timetable slot not found'));
    expect(await cancel(slots.mathsMonday)).toEqual(
      refusal(409, 'This lecture already has a change on 14 Jan 2030: remove it first'),
    );
    const notHeld = (day: string) =>
      refusal(409, `This lecture is not on the timetable on ${day} (a holiday, exam day or another weekday's timetable)`);
    expect(await cancel(slots.scienceMonday, days.tuesday)).toEqual(notHeld('15 Jan 2030'));
    expect(await cancel(slots.scienceMonday, days.saturday)).toEqual(notHeld('19 Jan 2030'));
    expect(await cancel(slots.scienceMonday, days.nextMonday)).toEqual(notHeld('21 Jan 2030'));
    expect(await cancel(slots.scienceMonday, days.afterTerm)).toEqual(notHeld('6 May 2030'));
    expect(await cancel(slots.mathsTuesday, days.tuesday)).toEqual(notHeld('15 Jan 2030'));
    expect(
      await setup.call('POST', '/admin/timetable/changes', { date: days.monday, slotId: slots.scienceMonday, change: 'cover' }),
    ).toEqual(refusal(400, 'Please choose the teacher who covers this lecture'));
    expect(await changesInDatabase(institute.id)).toEqual(before);

    expect((await cancel(slots.scienceTuesday, days.tuesday)).status).toBe(201);
  });

  it('refuse to cancel a lecture whose register is taken', async () => {
    const school = await calendarSchool(area);
    const { institute, slots, subjects, teachers } = school;
    await insertLecture(area.pool, institute.id, {
      subjectId: subjects.maths,
      takenBy: teachers.priya,
      heldOn: days.monday,
      period: 1,
    });
    await insertLecture(area.pool, institute.id, {
      subjectId: subjects.science,
      takenBy: teachers.arjun,
      heldOn: days.monday,
      period: 2,
    });
    const { cancel } = changeCalls(school);
    expect(await cancel(slots.mathsMonday)).toEqual(
      refusal(409, 'This lecture’s register is already taken for 14 Jan 2030, so it cannot be cancelled'),
    );
    expect(await changesInDatabase(institute.id)).toEqual([]);
    expect((await cancel(slots.scienceMonday)).status).toBe(201);
  });

  it('refuse a cover by someone who is not a teacher of the institute, by the lecture’s own teacher, or by one busy in that period', async () => {
    const school = await calendarSchool(area);
    const { institute, slots, subjects, teachers } = school;
    const { cover } = changeCalls(school);
    const other = await calendarSchool(area);
    const student = await insertPerson(area.pool, institute.id, 'student', 'Sam Student');

    expect(await cover(slots.mathsMonday, MISSING_ID)).toEqual(refusal(404, 'Teacher not found'));
    expect(await cover(slots.mathsMonday, student.id)).toEqual(refusal(404, 'Teacher not found'));
    expect(await cover(slots.mathsMonday, other.teachers.meera)).toEqual(refusal(404, 'Teacher not found'));
    expect(await cover(slots.mathsMonday, teachers.priya)).toEqual(
      refusal(409, 'The cover teacher must be someone other than the lecture’s own teacher'),
    );
    expect(await cover(slots.mathsMonday, teachers.arjun)).toEqual(
      refusal(409, 'Arjun Mehta is teaching Grade 8 B in period 1 that day'),
    );
    expect(await changesInDatabase(institute.id)).toEqual([]);

    // Meera covers Arjun's Science: she is busy in period 1, and Arjun is free.
    expect((await cover(slots.scienceMonday, teachers.meera)).status).toBe(201);
    expect(await cover(slots.mathsMonday, teachers.meera)).toEqual(
      refusal(409, 'Meera Iyer is teaching Grade 8 B in period 1 that day'),
    );
    // Zara took an extra register in period 1 that day.
    await insertLecture(area.pool, institute.id, {
      subjectId: subjects.english,
      takenBy: teachers.zara,
      heldOn: days.monday,
      period: 1,
    });
    expect(await cover(slots.mathsMonday, teachers.zara)).toEqual(
      refusal(409, 'Zara Khan is teaching Grade 8 B in period 1 that day'),
    );
    expect(await changesInDatabase(institute.id)).toHaveLength(1);
    // A teacher is free on another day, and the regular teacher of a covered lecture is free.
    expect((await cover(slots.mathsTuesday, teachers.zara, days.tuesday)).status).toBe(201);
    expect((await cover(slots.mathsMonday, teachers.arjun)).status).toBe(201);
  });

  it('judge a teacher busy by what the day holds: their class’s exams free them, a follows day keeps them busy', async () => {
    const school = await calendarSchool(area);
    const { setup, classB, slots, teachers } = school;
    const { cover } = changeCalls(school);
    const entry = (body: object) => setup.call('POST', '/admin/calendar', body);
    expect(
      (await entry({ kind: 'exams', name: 'Unit test', startsOn: days.monday, endsOn: days.monday, classIds: [classB] })).status,
    ).toBe(201);
    expect(
      (await entry({ kind: 'follows', name: 'Make-up', startsOn: days.saturday, endsOn: days.saturday, followsWeekday: 1 }))
        .status,
    ).toBe(201);
    expect(await cover(slots.mathsMonday, teachers.arjun, days.saturday)).toEqual(
      refusal(409, 'Arjun Mehta is teaching Grade 8 B in period 1 that day'),
    );
    expect((await cover(slots.mathsMonday, teachers.arjun)).status).toBe(201);
  });

  it('let only one of two covers sent at once book the same teacher in the same period', async () => {
    const school = await calendarSchool(area);
    const { institute, slots, teachers } = school;
    const { cover } = changeCalls(school);
    const mondays = ['2030-01-28', '2030-02-04', '2030-02-11', '2030-02-18', '2030-02-25'];
    for (const day of mondays) {
      const answers = await Promise.all([
        cover(slots.mathsMonday, teachers.zara, day),
        cover(slots.scienceMonday, teachers.zara, day),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    }
    expect(await changesInDatabase(institute.id)).toHaveLength(mondays.length);
  });
});

describe('a cover teacher', () => {
  it('cannot be removed while they cover a lecture, and can once the cover is undone', async () => {
    const school = await calendarSchool(area);
    const { setup, slots, teachers } = school;
    const covered = (await changeCalls(school).cover(slots.mathsMonday, teachers.zara)).body.change;
    expect(await setup.call('DELETE', `/admin/teachers/${teachers.zara}`)).toEqual(
      refusal(409, 'This teacher covers a lecture on a day’s timetable: remove the cover first'),
    );
    expect((await setup.call('GET', '/admin/timetable/changes')).body.changes).toEqual([covered]);
    expect((await setup.call('DELETE', `/admin/timetable/changes/${covered.id}`)).status).toBe(200);
    expect(await setup.call('DELETE', `/admin/teachers/${teachers.zara}`)).toEqual({ status: 200, body: { success: true } });
  });
});

describe('GET /admin/timetable/cover-teachers', () => {
  it('offer every teacher free in the period but the lecture’s own, those who teach the subject first, then by name', async () => {
    const school = await calendarSchool(area);
    const { slots, teachers } = school;
    const { cover, coverTeachers } = changeCalls(school);
    expect(await coverTeachers(slots.mathsMonday)).toEqual({
      status: 200,
      body: {
        success: true,
        teachers: [
          { id: teachers.meera, name: 'Meera Iyer', teachesSubject: true },
          { id: teachers.zara, name: 'Zara Khan', teachesSubject: false },
        ],
      },
    });
    expect((await cover(slots.scienceMonday, teachers.meera)).status).toBe(201);
    expect((await coverTeachers(slots.mathsMonday)).body.teachers).toEqual([
      { id: teachers.arjun, name: 'Arjun Mehta', teachesSubject: false },
      { id: teachers.zara, name: 'Zara Khan', teachesSubject: false },
    ]);
    expect((await coverTeachers(slots.scienceMonday)).body.teachers).toEqual([
      { id: teachers.meera, name: 'Meera Iyer', teachesSubject: false },
      { id: teachers.zara, name: 'Zara Khan', teachesSubject: false },
    ]);
  });

  it('answer 404 for a slot not the institute’s and 409 for a day that does not hold it', async () => {
    const school = await calendarSchool(area);
    const other = await calendarSchool(area);
    const { coverTeachers } = changeCalls(school);
    expect(await coverTeachers(MISSING_ID)).toEqual(refusal(404, 'Timetable slot not found'));
    expect(await coverTeachers(other.slots.mathsMonday)).toEqual(refusal(404, 'Timetable slot not found'));
    expect(await coverTeachers(school.slots.mathsMonday, days.sunday)).toEqual(
      refusal(409, "This lecture is not on the timetable on 20 Jan 2030 (a holiday, exam day or another weekday's timetable)"),
    );
    expect(await coverTeachers('not-an-id')).toEqual(refusal(400, 'Timetable slot not found'));
  });
});

describe('who may read and change a day’s timetable', () => {
  it('any admin reads the changes and the cover teachers; changing them needs manage_setup; others are refused', async () => {
    const school = await calendarSchool(area);
    const { institute, slots, teachers } = school;
    const cancelled = (await changeCalls(school).cancel(slots.mathsMonday)).body.change;
    const office = await adminWithOnly(area.pool, institute.id, ['manage_people']);
    const call = (method: string, path: string, identity: Identity | null, body?: object) =>
      area.stack.call(method, path, { identity, body });
    const forbidden = refusal(403, 'You do not have permission to do this');

    expect((await call('GET', '/admin/timetable/changes', office)).body.changes).toEqual([cancelled]);
    expect(
      (await call('GET', `/admin/timetable/cover-teachers?date=${days.monday}&slotId=${slots.scienceMonday}`, office)).status,
    ).toBe(200);
    const body = { date: days.monday, slotId: slots.scienceMonday, change: 'cover', teacherId: teachers.zara };
    expect(await call('POST', '/admin/timetable/changes', office, body)).toEqual(forbidden);
    expect(await call('DELETE', `/admin/timetable/changes/${cancelled.id}`, office)).toEqual(forbidden);
    const teacher: Identity = { role: 'teacher', userId: teachers.zara, instituteId: institute.id };
    expect((await call('GET', '/admin/timetable/changes', teacher)).status).toBe(403);
    expect((await call('POST', '/admin/timetable/changes', teacher, body)).status).toBe(403);
    expect((await call('GET', '/admin/timetable/changes', null)).status).toBe(401);
    expect(await changesInDatabase(institute.id)).toEqual([
      expect.objectContaining({ slotId: slots.mathsMonday, change: 'cancel' }),
    ]);
  });

  it('another institute’s changes are neither listed nor removed', async () => {
    const school = await calendarSchool(area);
    const other = await calendarSchool(area);
    const theirs = (await changeCalls(other).cancel(other.slots.mathsMonday)).body.change;
    expect((await school.setup.call('GET', '/admin/timetable/changes')).body.changes).toEqual([]);
    expect(await school.setup.call('DELETE', `/admin/timetable/changes/${theirs.id}`)).toEqual(
      refusal(404, 'Timetable change not found'),
    );
    expect((await other.setup.call('GET', '/admin/timetable/changes')).body.changes).toEqual([theirs]);
  });
});
