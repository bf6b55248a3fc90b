import type { Identity } from '@rollcall/contracts/internal';
import { calendarSchool, days } from './support/calendar-school';
import { adminAreaStack } from './support/institute';
import { adminWithOnly, insertTeacher } from './support/setup-data';
import { MISSING_ID, refusal } from './support/stack';

const area = adminAreaStack();

const holiday = { kind: 'holiday', name: 'Pongal', startsOn: '2030-01-14', endsOn: '2030-01-16' };

async function entriesInDatabase(instituteId: string) {
  const { rows } = await area.pool.query(
    `SELECT ce.kind, ce.name, to_char(ce.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ce.ends_on, 'YYYY-MM-DD') AS "endsOn",
            ce.follows_weekday AS "followsWeekday",
            array(SELECT ec.class_id FROM calendar_entry_classes ec
                  WHERE ec.institute_id = ce.institute_id AND ec.entry_id = ce.id ORDER BY ec.class_id) AS "classIds"
     FROM calendar_entries ce WHERE ce.institute_id = $1 ORDER BY ce.starts_on, ce.name`,
    [instituteId],
  );
  return rows;
}

describe('POST and GET /admin/calendar', () => {
  it('add a holiday for the whole institute, exams for some classes and a follows day, listed by first day', async () => {
    const { setup, classA, classB } = await calendarSchool(area);
    const added = await setup.call('POST', '/admin/calendar', holiday);
    expect(added).toEqual({
      status: 201,
      body: { success: true, entry: { id: expect.any(String), ...holiday, classIds: [], followsWeekday: null } },
    });
    const exams = await setup.call('POST', '/admin/calendar', {
      kind: 'exams',
      name: 'Unit test',
      startsOn: '2030-02-04',
      endsOn: '2030-02-08',
      classIds: [classB, classA],
    });
    expect(exams.status).toBe(201);
    expect(exams.body.entry.classIds).toEqual([classA, classB].sort());
    const follows = await setup.call('POST', '/admin/calendar', {
      kind: 'follows',
      name: 'Saturday make-up',
      startsOn: days.saturday,
      endsOn: days.saturday,
      classIds: [classA],
      followsWeekday: 1,
    });
    expect(follows.body.entry).toEqual({
      id: expect.any(String),
      kind: 'follows',
      name: 'Saturday make-up',
      startsOn: days.saturday,
      endsOn: days.saturday,
      classIds: [classA],
      followsWeekday: 1,
    });
    const sameDay = await setup.call('POST', '/admin/calendar', { ...holiday, kind: 'exams', name: 'Assembly exams' });
    expect(sameDay.status).toBe(201);

    const all = await setup.call('GET', '/admin/calendar');
    expect(all).toEqual({
      status: 200,
      body: { success: true, entries: [sameDay.body.entry, added.body.entry, follows.body.entry, exams.body.entry] },
    });
    const overlapping = await setup.call('GET', '/admin/calendar?from=2030-01-17&to=2030-02-04');
    expect(overlapping.body.entries).toEqual([follows.body.entry, exams.body.entry]);
    expect((await setup.call('GET', '/admin/calendar?from=2030-01-16')).body.entries).toHaveLength(4);
    expect((await setup.call('GET', '/admin/calendar?to=2030-01-13')).body.entries).toEqual([]);
    expect(await setup.call('GET', '/admin/calendar?from=2030-02-01&to=2030-01-01')).toEqual(
      refusal(400, 'End date must be on or after the start date'),
    );
  });

  it('refuse a follows day without its weekday, a weekday on a holiday and an end before the start, storing nothing', async () => {
    const { institute, setup } = await calendarSchool(area);
    expect(await setup.call('POST', '/admin/calendar', { ...holiday, kind: 'follows' })).toEqual(
      refusal(400, 'Please choose the weekday whose timetable this day follows'),
    );
    expect(await setup.call('POST', '/admin/calendar', { ...holiday, followsWeekday: 2 })).toEqual(
      refusal(400, 'Only a follows day names a weekday to follow'),
    );
    expect(await setup.call('POST', '/admin/calendar', { ...holiday, endsOn: '2030-01-13' })).toEqual(
      refusal(400, 'End date must be on or after the start date'),
    );
    expect(await entriesInDatabase(institute.id)).toEqual([]);
  });

  it('refuse a class that is not the institute’s, storing nothing', async () => {
    const { institute, setup, classA } = await calendarSchool(area);
    const other = await calendarSchool(area);
    expect(await setup.call('POST', '/admin/calendar', { ...holiday, classIds: [classA, MISSING_ID] })).toEqual(
      refusal(404, 'Class not found'),
    );
    expect(await setup.call('POST', '/admin/calendar', { ...holiday, classIds: [other.classA] })).toEqual(
      refusal(404, 'Class not found'),
    );
    expect(await entriesInDatabase(institute.id)).toEqual([]);
  });

  it('refuse two entries of one kind for the same class and day, naming the class, the first day and the other entry', async () => {
    const { institute, setup, classA, classB } = await calendarSchool(area);
    const post = (body: object) => setup.call('POST', '/admin/calendar', body);
    expect((await post(holiday)).status).toBe(201);
    const unitTest = { kind: 'exams', name: 'Unit test', startsOn: '2030-02-04', endsOn: '2030-02-08', classIds: [classA] };
    expect((await post(unitTest)).status).toBe(201);
    const before = await entriesInDatabase(institute.id);

    expect(
      await post({ kind: 'holiday', name: 'Kite day', startsOn: '2030-01-15', endsOn: '2030-01-20', classIds: [classA] }),
    ).toEqual(refusal(409, 'The whole institute already has a holiday on 15 Jan 2030: Pongal'));
    expect(await post({ ...holiday, name: 'Sankranti', startsOn: '2030-01-10' })).toEqual(
      refusal(409, 'The whole institute already has a holiday on 14 Jan 2030: Pongal'),
    );
    expect(await post({ kind: 'exams', name: 'Mid-term', startsOn: '2030-02-01', endsOn: '2030-02-05' })).toEqual(
      refusal(409, 'Grade 8 A already has exams on 4 Feb 2030: Unit test'),
    );
    expect(
      await post({ ...unitTest, name: 'Retest', startsOn: '2030-02-08', endsOn: '2030-02-09', classIds: [classB, classA] }),
    ).toEqual(refusal(409, 'Grade 8 A already has exams on 8 Feb 2030: Unit test'));
    expect(await entriesInDatabase(institute.id)).toEqual(before);

    expect((await post({ ...unitTest, classIds: [classB] })).status).toBe(201);
    expect((await post({ ...holiday, kind: 'exams', name: 'Exams on the holiday' })).status).toBe(201);
    expect((await post({ ...holiday, startsOn: '2030-01-17', endsOn: '2030-01-17', name: 'The next day' })).status).toBe(201);
    const saturday = { kind: 'follows', name: 'Make-up', startsOn: days.saturday, endsOn: days.saturday, followsWeekday: 1 };
    expect((await post({ ...saturday, classIds: [classB] })).status).toBe(201);
    expect(await post({ ...saturday, name: 'Another make-up', followsWeekday: 2 })).toEqual(
      refusal(409, 'Grade 8 B already has a follows day on 19 Jan 2030: Make-up'),
    );
  });

  it('let only one of two overlapping entries sent at once through', async () => {
    const { institute, setup, classA } = await calendarSchool(area);
    for (let round = 0; round < 5; round++) {
      const day = `2030-03-${String(round + 10).padStart(2, '0')}`;
      const answers = await Promise.all([
        setup.call('POST', '/admin/calendar', { kind: 'holiday', name: `Whole ${round}`, startsOn: day, endsOn: day }),
        setup.call('POST', '/admin/calendar', {
          kind: 'holiday',
          name: `Class ${round}`,
          startsOn: day,
          endsOn: day,
          classIds: [classA],
        }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    }
    expect(await entriesInDatabase(institute.id)).toHaveLength(5);
  });
});

describe('PATCH and DELETE /admin/calendar/{id}', () => {
  it('change only the fields sent, checking the entry they make against the rules and the other entries', async () => {
    const { institute, setup, classA } = await calendarSchool(area);
    const pongal = (await setup.call('POST', '/admin/calendar', holiday)).body.entry;
    const diwali = (
      await setup.call('POST', '/admin/calendar', {
        kind: 'holiday',
        name: 'Diwali',
        startsOn: '2030-02-01',
        endsOn: '2030-02-02',
        classIds: [classA],
      })
    ).body.entry;
    const patch = (id: string, body: object) => setup.call('PATCH', `/admin/calendar/${id}`, body);

    expect(await patch(pongal.id, { endsOn: '2030-01-18', name: 'Pongal week' })).toEqual({
      status: 200,
      body: { success: true, entry: { ...pongal, endsOn: '2030-01-18', name: 'Pongal week' } },
    });
    expect(await patch(pongal.id, { startsOn: '2030-01-15' })).toEqual({
      status: 200,
      body: { success: true, entry: { ...pongal, startsOn: '2030-01-15', endsOn: '2030-01-18', name: 'Pongal week' } },
    });
    const before = await entriesInDatabase(institute.id);

    expect(await patch(diwali.id, { startsOn: '2030-01-18' })).toEqual(
      refusal(409, 'The whole institute already has a holiday on 18 Jan 2030: Pongal week'),
    );
    expect(await patch(pongal.id, { endsOn: '2030-01-10' })).toEqual(refusal(400, 'End date must be on or after the start date'));
    expect(await patch(pongal.id, { kind: 'follows' })).toEqual(
      refusal(400, 'Please choose the weekday whose timetable this day follows'),
    );
    expect(await patch(pongal.id, { classIds: [MISSING_ID] })).toEqual(refusal(404, 'Class not found'));
    expect(await patch(MISSING_ID, { name: 'Nothing' })).toEqual(refusal(404, 'Calendar entry not found'));
    expect(await patch('not-an-id', { name: 'Nothing' })).toEqual(refusal(404, 'Calendar entry not found'));
    expect(await patch(pongal.id, { name: ' ' })).toEqual(refusal(400, 'Name is required'));
    expect(await entriesInDatabase(institute.id)).toEqual(before);

    const followed = await patch(diwali.id, { kind: 'follows', followsWeekday: 5, name: 'Friday timetable' });
    expect(followed.body.entry).toEqual({ ...diwali, kind: 'follows', followsWeekday: 5, name: 'Friday timetable' });
    const back = await patch(diwali.id, { kind: 'holiday', classIds: [] });
    expect(back.body.entry).toEqual({ ...diwali, name: 'Friday timetable', classIds: [], followsWeekday: null });
  });

  it('remove an entry, and answer 404 for one not there', async () => {
    const { institute, setup } = await calendarSchool(area);
    const pongal = (await setup.call('POST', '/admin/calendar', holiday)).body.entry;
    expect(await setup.call('DELETE', `/admin/calendar/${pongal.id}`)).toEqual({ status: 200, body: { success: true } });
    expect(await entriesInDatabase(institute.id)).toEqual([]);
    expect(await setup.call('DELETE', `/admin/calendar/${pongal.id}`)).toEqual(refusal(404, 'Calendar entry not found'));
  });
});

describe('who may read and change the calendar', () => {
  it('any admin reads it; changing it needs manage_setup; other roles and no session are refused', async () => {
    const { institute, setup } = await calendarSchool(area);
    const pongal = (await setup.call('POST', '/admin/calendar', holiday)).body.entry;
    const office = await adminWithOnly(area.pool, institute.id, ['manage_people']);
    const call = (method: string, path: string, identity: Identity | null, body?: object) =>
      area.stack.call(method, path, { identity, body });

    expect((await call('GET', '/admin/calendar', office)).body.entries).toEqual([pongal]);
    const forbidden = refusal(403, 'You do not have permission to do this');
    expect(await call('POST', '/admin/calendar', office, { ...holiday, kind: 'exams' })).toEqual(forbidden);
    expect(await call('PATCH', `/admin/calendar/${pongal.id}`, office, { name: 'Renamed' })).toEqual(forbidden);
    expect(await call('DELETE', `/admin/calendar/${pongal.id}`, office)).toEqual(forbidden);
    const teacher: Identity = {
      role: 'teacher',
      userId: await insertTeacher(area.pool, institute.id, 'Tara'),
      instituteId: institute.id,
    };
    expect((await call('GET', '/admin/calendar', teacher)).status).toBe(403);
    expect((await call('GET', '/admin/calendar', null)).status).toBe(401);
    expect(await entriesInDatabase(institute.id)).toEqual([
      { kind: 'holiday', name: 'Pongal', startsOn: holiday.startsOn, endsOn: holiday.endsOn, followsWeekday: null, classIds: [] },
    ]);
  });

  it('another institute’s entries are neither listed nor found', async () => {
    const { setup } = await calendarSchool(area);
    const other = await calendarSchool(area);
    const theirs = (await other.setup.call('POST', '/admin/calendar', holiday)).body.entry;
    expect((await setup.call('GET', '/admin/calendar')).body.entries).toEqual([]);
    expect(await setup.call('PATCH', `/admin/calendar/${theirs.id}`, { name: 'Mine' })).toEqual(
      refusal(404, 'Calendar entry not found'),
    );
    expect(await setup.call('DELETE', `/admin/calendar/${theirs.id}`)).toEqual(refusal(404, 'Calendar entry not found'));
    expect((await setup.call('POST', '/admin/calendar', holiday)).status).toBe(201);
    expect((await other.setup.call('GET', '/admin/calendar')).body.entries).toEqual([theirs]);
  });
});

describe('scheduled_lectures(), the one reading of what each day holds', () => {
  it('leaves out holidays, a class’s exam days and cancelled slots, holds Monday’s slots on a Saturday that follows it, and gives a covered slot to its cover teacher', async () => {
    const { setup, scheduled, classA, slots, teachers } = await calendarSchool(area);
    const { priya, arjun, meera } = teachers;
    const held = (heldOn: string, slot: string, teacherId: string, regularTeacherId = teacherId) => ({
      heldOn,
      slot,
      teacherId,
      regularTeacherId,
      cover: teacherId !== regularTeacherId,
    });
    const mondays = (day: string) => [
      held(day, 'englishMonday', meera),
      held(day, 'mathsMonday', priya),
      held(day, 'scienceMonday', arjun),
    ];
    const tuesday = [held(days.tuesday, 'mathsTuesday', priya), held(days.tuesday, 'scienceTuesday', arjun)];
    expect(await scheduled(days.monday, days.nextMonday)).toEqual([
      ...mondays(days.monday),
      ...tuesday,
      ...mondays(days.nextMonday),
    ]);

    const post = async (path: string, body: object) => expect((await setup.call('POST', path, body)).status).toBe(201);
    await post('/admin/calendar', { kind: 'holiday', name: 'Republic Day', startsOn: days.nextMonday, endsOn: days.nextMonday });
    await post('/admin/calendar', {
      kind: 'exams',
      name: 'Unit test',
      startsOn: days.tuesday,
      endsOn: days.tuesday,
      classIds: [classA],
    });
    await post('/admin/calendar', {
      kind: 'follows',
      name: 'Make-up',
      startsOn: days.saturday,
      endsOn: days.saturday,
      followsWeekday: 1,
    });
    await post('/admin/timetable/changes', { date: days.monday, slotId: slots.mathsMonday, change: 'cancel' });
    await post('/admin/timetable/changes', { date: days.monday, slotId: slots.scienceMonday, change: 'cover', teacherId: meera });

    expect(await scheduled(days.monday, days.nextMonday)).toEqual([
      held(days.monday, 'englishMonday', meera),
      held(days.monday, 'scienceMonday', meera, arjun),
      held(days.tuesday, 'scienceTuesday', arjun),
      ...mondays(days.saturday),
    ]);
    expect(await scheduled(days.afterTerm, days.afterTerm)).toEqual([]);
  });
});
