import type { Identity } from '@rollcall/contracts/internal';
import { readFeed } from './support/ical-reading';
import { adminAreaStack } from './support/institute';
import { identities, MISSING_ID, refusal } from './support/stack';
import { enrolStudent, insertParent, studentIdentity, type TeachingInstitute, teachingInstitute } from './support/teaching';

const API_URL = 'https://api.rollcall.test';
const area = adminAreaStack({ apiUrl: API_URL });

const NOT_FOUND = refusal(404, 'No such calendar feed');
const addressOf = (identity: Identity, path: string) => area.stack.call('GET', path, { identity });
const renew = (identity: Identity, path: string) => area.stack.call('POST', path, { identity });
const feedByToken = (token: string) =>
  area.stack.call('POST', '/internal/calendar-feeds', { identity: identities.gateway, body: { token } });
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

/** The feed behind the address, read with an iCalendar parser. */
async function feedAt(url: string) {
  const answer = await feedByToken(tokenOf(url));
  expect(answer.status).toBe(200);
  return readFeed(answer.body.calendar);
}

async function feedOf(identity: Identity, path: string) {
  const { status, body } = await addressOf(identity, path);
  expect(status).toBe(200);
  return feedAt(body.url);
}

/** A weekly slot of the place on today's weekday, 09:00–09:50, taught by the place's teacher; answers its id. */
async function slotToday(place: TeachingInstitute): Promise<string> {
  const { rows } = await area.pool.query<{ id: string }>(
    `INSERT INTO timetable_slots (institute_id, class_id, semester_id, subject_id, teacher_id, weekday, period, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, extract(isodow FROM $6::date), 1, '09:00', '09:50') RETURNING id`,
    [place.institute.id, place.classId, place.semesterId, place.subjectId, place.teacher.id, place.today],
  );
  return rows[0]!.id;
}

async function changeSlot(
  place: TeachingInstitute,
  slotId: string,
  heldOn: string,
  change: 'cancel' | 'cover',
  teacherId?: string,
) {
  await area.pool.query(
    `INSERT INTO timetable_changes (institute_id, slot_id, held_on, change, teacher_id, created_by) VALUES ($1, $2, $3, $4, $5, $6)`,
    [place.institute.id, slotId, heldOn, change, teacherId ?? null, place.institute.adminId],
  );
}

async function holiday(place: TeachingInstitute, name: string, startsOn: string, endsOn: string, classIds: string[] = []) {
  const { rows } = await area.pool.query<{ id: string }>(
    `INSERT INTO calendar_entries (institute_id, kind, name, starts_on, ends_on) VALUES ($1, 'holiday', $2, $3, $4) RETURNING id`,
    [place.institute.id, name, startsOn, endsOn],
  );
  for (const classId of classIds)
    await area.pool.query(`INSERT INTO calendar_entry_classes (institute_id, entry_id, class_id) VALUES ($1, $2, $3)`, [
      place.institute.id,
      rows[0]!.id,
      classId,
    ]);
  return rows[0]!.id;
}

/** 09:00 and 09:50 in Kolkata (UTC+05:30) on a day, as UTC instants. */
const kolkataMorning = (day: string) => ({ start: `${day}T03:30:00.000Z`, end: `${day}T04:20:00.000Z` });
const TEACHER_FEED = '/teacher/calendar-feed';
const STUDENT_FEED = '/student/calendar-feed';
const childFeed = (studentId: string) => `/parent/children/${studentId}/calendar-feed`;

describe('GET /teacher/calendar-feed: the address of the feed of my lectures', () => {
  it('answers an absolute address on the public origin, made once and the same on every read', async () => {
    const place = await teachingInstitute(area, { students: 1 });

    const first = await addressOf(place.teacher.identity, TEACHER_FEED);
    const again = await addressOf(place.teacher.identity, TEACHER_FEED);

    expect(first).toEqual({
      status: 200,
      body: { success: true, url: expect.stringMatching(/^https:\/\/api\.rollcall\.test\/calendar-feed\.ics\?token=/) },
    });
    expect(again.body.url).toBe(first.body.url);
    const { rows } = await area.pool.query(`SELECT * FROM calendar_feeds WHERE institute_id = $1`, [place.institute.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(tokenOf(first.body.url).split('.')[2]);
  });

  it('lists 8 weeks of my lectures with their times in the institute’s zone, each under a UID of its slot and day', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const slotId = await slotToday(place);

    const feed = await feedOf(place.teacher.identity, TEACHER_FEED);

    expect(feed.name).toBe('RollCall — Tara Teacher');
    expect(feed.timeZones).toEqual(['Asia/Kolkata']);
    const days = [0, 7, 14, 21, 28, 35, 42, 49].map((offset) => place.day(offset));
    expect(feed.events).toEqual(
      days.map((day) => ({
        uid: `${slotId}-${day}@rollcall`,
        summary: expect.stringMatching(/^PHY1 Physics — B\.Sc\. CS \d+-A$/),
        description: 'Period 1',
        status: null,
        ...kolkataMorning(day),
        allDay: false,
        startZone: 'Asia/Kolkata',
      })),
    );
  });

  it('shows a holiday of my class as an all-day event and holds none of my lectures on it', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const slotId = await slotToday(place);
    const entryId = await holiday(place, 'Diwali', place.day(7), place.day(8), [place.classId]);

    const { events } = await feedOf(place.teacher.identity, TEACHER_FEED);

    expect(events.find((event) => event.uid === `${slotId}-${place.day(7)}@rollcall`)).toBeUndefined();
    expect(events.filter((event) => event.allDay)).toEqual([
      {
        uid: `calendar-${entryId}@rollcall`,
        summary: 'Holiday: Diwali',
        description: null,
        status: null,
        start: place.day(7),
        end: place.day(9),
        allDay: true,
        startZone: null,
      },
    ]);
  });

  it('leaves out a holiday of another class only', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    await slotToday(place);
    const elsewhere = await area.pool.query<{ id: string }>(
      `INSERT INTO classes (institute_id, name) VALUES ($1, $2) RETURNING id`,
      [place.institute.id, `Other class ${place.classId}`],
    );
    await holiday(place, 'Sports day', place.day(3), place.day(3), [elsewhere.rows[0]!.id]);

    const { events } = await feedOf(place.teacher.identity, TEACHER_FEED);

    expect(events.filter((event) => event.allDay)).toEqual([]);
    expect(events).toHaveLength(8);
  });

  it('keeps a cancelled lecture under the UID it had, marked CANCELLED', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const slotId = await slotToday(place);
    await changeSlot(place, slotId, place.day(14), 'cancel');

    const { events } = await feedOf(place.teacher.identity, TEACHER_FEED);

    expect(events).toHaveLength(8);
    expect(events.find((event) => event.uid === `${slotId}-${place.day(14)}@rollcall`)).toEqual({
      uid: `${slotId}-${place.day(14)}@rollcall`,
      summary: expect.stringMatching(/^Cancelled: PHY1 Physics — /),
      description: 'Period 1',
      status: 'CANCELLED',
      ...kolkataMorning(place.day(14)),
      allDay: false,
      startZone: 'Asia/Kolkata',
    });
  });

  it('gives a covered lecture to the cover teacher’s feed, marked “Cover:”, and takes it off the regular teacher’s', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const slotId = await slotToday(place);
    await changeSlot(place, slotId, place.day(21), 'cover', place.other.id);
    const uid = `${slotId}-${place.day(21)}@rollcall`;

    const regular = await feedOf(place.teacher.identity, TEACHER_FEED);
    const cover = await feedOf(place.other.identity, TEACHER_FEED);

    expect(regular.events.map((event) => event.uid)).not.toContain(uid);
    expect(regular.events).toHaveLength(7);
    expect(cover.name).toBe('RollCall — Otto Other');
    expect(cover.events).toEqual([
      expect.objectContaining({
        uid,
        summary: expect.stringMatching(/^Cover: PHY1 Physics — /),
        ...kolkataMorning(place.day(21)),
      }),
    ]);
  });

  it('adds an extra lecture taken today as an all-day event (it has no slot times)', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const taken = await area.stack.call('POST', '/teacher/lectures', {
      identity: place.teacher.identity,
      body: {
        id: crypto.randomUUID(),
        subjectId: place.subjectId,
        heldOn: place.today,
        period: 6,
        marks: [{ studentId: place.roster[0]!.id, status: 'present' }],
      },
    });
    expect(taken.status).toBe(201);

    const { events } = await feedOf(place.teacher.identity, TEACHER_FEED);

    expect(events).toEqual([
      expect.objectContaining({
        uid: `lecture-${taken.body.lecture.id}@rollcall`,
        summary: expect.stringMatching(/^Extra lecture: PHY1 Physics — /),
        description: 'Period 6',
        start: place.today,
        allDay: true,
      }),
    ]);
  });
});

describe('the student’s and the parent’s feeds', () => {
  it('lists a student’s enrolled lectures, a cancellation and a holiday, and the same for their parent', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const student = place.roster[0]!;
    const slotId = await slotToday(place);
    await changeSlot(place, slotId, place.day(14), 'cancel');
    await changeSlot(place, slotId, place.day(21), 'cover', place.other.id);
    const entryId = await holiday(place, 'Republic Day', place.day(28), place.day(28));
    const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [student.id]);

    const own = await feedOf(studentIdentity(place.institute.id, student.id), STUDENT_FEED);
    const parents = await feedOf(parent.identity, childFeed(student.id));

    expect(own.name).toBe(`RollCall — ${student.name}`);
    const firstWord = (summary: string) => summary.split(' ')[0];
    expect(own.events.map((event) => [event.start.slice(0, 10), event.status, firstWord(event.summary)])).toEqual([
      [place.day(0), null, 'PHY1'],
      [place.day(7), null, 'PHY1'],
      [place.day(14), 'CANCELLED', 'Cancelled:'],
      [place.day(21), null, 'Cover:'],
      [place.day(35), null, 'PHY1'],
      [place.day(42), null, 'PHY1'],
      [place.day(49), null, 'PHY1'],
      [place.day(28), null, 'Holiday:'],
    ]);
    expect(own.events.at(-1)).toMatchObject({ uid: `calendar-${entryId}@rollcall`, allDay: true, start: place.day(28) });
    expect(parents.events).toEqual(own.events);
  });

  it('leaves out the lectures of a subject the student is not enrolled in on the day', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const student = place.roster[0]!;
    await area.pool.query(`UPDATE enrollments SET dropped_on = $3 WHERE institute_id = $1 AND student_id = $2`, [
      place.institute.id,
      student.id,
      place.day(10),
    ]);
    await slotToday(place);

    const { events } = await feedOf(studentIdentity(place.institute.id, student.id), STUDENT_FEED);

    expect(events.map((event) => event.start.slice(0, 10))).toEqual([place.day(0), place.day(7)]);
  });

  it('answers 404 to a parent for a student who is not their child, or no student at all', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [mine, theirs] = place.roster as [TeachingInstitute['roster'][0], TeachingInstitute['roster'][0]];
    const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [mine.id]);
    const notFound = refusal(404, 'Student not found');

    expect(await addressOf(parent.identity, childFeed(theirs.id))).toEqual(notFound);
    expect(await renew(parent.identity, childFeed(theirs.id))).toEqual(notFound);
    expect(await addressOf(parent.identity, childFeed(MISSING_ID))).toEqual(notFound);
    expect(await addressOf(parent.identity, childFeed('not-an-id'))).toEqual(notFound);
    expect((await addressOf(parent.identity, childFeed(mine.id))).status).toBe(200);
    const { rows } = await area.pool.query(`SELECT student_id FROM calendar_feeds WHERE institute_id = $1`, [place.institute.id]);
    expect(rows).toEqual([{ student_id: mine.id }]);
  });

  it('stops a parent’s feed once they are no longer linked to the child', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const student = place.roster[0]!;
    const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [student.id]);
    const { body } = await addressOf(parent.identity, childFeed(student.id));
    await area.pool.query(`DELETE FROM guardians WHERE institute_id = $1 AND parent_id = $2`, [place.institute.id, parent.id]);

    expect(await feedByToken(tokenOf(body.url))).toEqual(NOT_FOUND);
  });

  it('keeps a student’s enrolment as the feed’s only reach: another subject’s lectures are not in it', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const student = place.roster[0]!;
    const other = await area.pool.query<{ id: string }>(
      `INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind) VALUES ($1, $2, $3, 'Music', 'MUS1', 'elective') RETURNING id`,
      [place.institute.id, place.classId, place.semesterId],
    );
    await area.pool.query(
      `INSERT INTO timetable_slots (institute_id, class_id, semester_id, subject_id, teacher_id, weekday, period, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, extract(isodow FROM $6::date), 2, '10:00', '10:50')`,
      [place.institute.id, place.classId, place.semesterId, other.rows[0]!.id, place.other.id, place.today],
    );
    await enrolStudent(area.pool, place.institute.id, other.rows[0]!.id, student.id, place.day(14));

    const { events } = await feedOf(studentIdentity(place.institute.id, student.id), STUDENT_FEED);

    expect(events.filter((event) => event.summary.startsWith('MUS1')).map((event) => event.start.slice(0, 10))).toEqual(
      [14, 21, 28, 35, 42, 49].map((offset) => place.day(offset)),
    );
  });
});

describe('a new address, and addresses that open no feed', () => {
  it.each([
    ['teacher', TEACHER_FEED],
    ['student', STUDENT_FEED],
    ['parent', 'child'],
  ])('POST makes a new address for a %s; the old one answers 404 at once', async (role, path) => {
    const place = await teachingInstitute(area, { students: 1 });
    const student = place.roster[0]!;
    const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [student.id]);
    const identity =
      role === 'teacher'
        ? place.teacher.identity
        : role === 'student'
          ? studentIdentity(place.institute.id, student.id)
          : parent.identity;
    const at = path === 'child' ? childFeed(student.id) : path;
    const old = await addressOf(identity, at);

    const renewed = await renew(identity, at);

    expect(renewed).toEqual({
      status: 200,
      body: { success: true, url: expect.stringContaining(`${API_URL}/calendar-feed.ics?token=`) },
    });
    expect(renewed.body.url).not.toBe(old.body.url);
    expect(await feedByToken(tokenOf(old.body.url))).toEqual(NOT_FOUND);
    expect((await feedByToken(tokenOf(renewed.body.url))).status).toBe(200);
    expect((await addressOf(identity, at)).body.url).toBe(renewed.body.url);
  });

  it('answers 404 alike to an unknown feed, a forged secret, another institute’s id and malformed tokens', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const { body } = await addressOf(place.teacher.identity, TEACHER_FEED);
    const [instituteId, feedId, secret] = tokenOf(body.url).split('.') as [string, string, string];
    const forged = `${secret.slice(0, -2)}${secret.endsWith('AA') ? 'BB' : 'AA'}`;
    const elsewhere = await area.institute();

    for (const token of [
      `${instituteId}.${MISSING_ID}.${secret}`,
      `${instituteId}.${feedId}.${forged}`,
      `${elsewhere.id}.${feedId}.${secret}`,
      `${instituteId}.${feedId}`,
      `${instituteId}.${feedId}.${secret}.more`,
      `${instituteId.toUpperCase()}.${feedId}.${secret}`,
      'not a token',
      '..',
      'x'.repeat(5000),
      '',
    ])
      expect([token.slice(0, 40), await feedByToken(token)]).toEqual([token.slice(0, 40), NOT_FOUND]);
    expect(
      await area.stack.call('POST', '/internal/calendar-feeds', { identity: identities.gateway, body: { token: 42 } }),
    ).toEqual(NOT_FOUND);
  });

  it('lets only the gateway read a feed by its token', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const { body } = await addressOf(place.teacher.identity, TEACHER_FEED);

    const asTeacher = await area.stack.call('POST', '/internal/calendar-feeds', {
      identity: place.teacher.identity,
      body: { token: tokenOf(body.url) },
    });

    expect(asTeacher.status).toBe(403);
  });
});
