import { randomUUID } from 'node:crypto';
import type { AbsenceAlertMode } from '@rollcall/contracts';
import { adminAreaStack } from './support/institute';
import { identities } from './support/stack';
import {
  attendanceCalls,
  deliveredAbout,
  emailOf,
  insertParent,
  insertSlot,
  marksFor,
  type QueuedMail,
  type TeachingInstitute,
  teachingInstitute,
  teachSubject,
} from './support/teaching';

/** The alerts' clock: the Unix epoch (nothing due) until a test dispatches. */
let now = new Date(0);
const area = adminAreaStack({ absenceAlerts: { clock: () => now, pollIntervalMs: 3_600_000 } });
const calls = attendanceCalls(area);

/** The default hold: an alert waits this long for a correction. */
const HOLD_MS = 4 * 60_000;

/** Runs the alerts' pass at `at` (by default once every alert asked so far has waited its hold). */
async function dispatch(at = new Date(Date.now() + HOLD_MS + 60_000)): Promise<void> {
  now = at;
  try {
    await area.stack.services.runAbsenceAlerts();
  } finally {
    now = new Date(0);
  }
}

/** A place with two students (Aarav first) and two parents of Aarav; Mathematics is timetabled in period 2 at 09:40. */
async function family() {
  const place = await teachingInstitute(area, { students: 2 });
  const [aarav, ben] = place.roster as [TeachingInstitute['roster'][0], TeachingInstitute['roster'][0]];
  await area.pool.query(`UPDATE users SET name = 'Aarav Sharma' WHERE id = $1`, [aarav.id]);
  const maths = await teachSubject(area.pool, place, { name: 'Mathematics', code: 'MTH1' });
  await area.pool.query(
    `INSERT INTO enrollments (institute_id, subject_id, student_id, enrolled_on) SELECT $1, $2, unnest($3::uuid[]), $4`,
    [place.institute.id, maths, [aarav.id, ben.id], place.day(-60)],
  );
  await insertSlot(area.pool, place, {
    subjectId: maths,
    teacherId: place.teacher.id,
    period: 2,
    startsAt: '09:40',
    endsAt: '10:30',
  });
  const mother = await insertParent(area.pool, place.institute.id, 'Meera Sharma', [aarav.id]);
  const father = await insertParent(area.pool, place.institute.id, 'Vikram Sharma', [aarav.id]);
  return { place, aarav, ben, maths, mother, father };
}

type Family = Awaited<ReturnType<typeof family>>;

/** A register through POST /teacher/lectures; answers the lecture's id. */
async function register(
  place: TeachingInstitute,
  {
    subjectId = place.subjectId,
    period,
    absent,
    heldOn = place.today,
  }: { subjectId?: string; period: number; absent: string[]; heldOn?: string },
): Promise<string> {
  const answer = await calls.submit(place, {
    id: randomUUID(),
    subjectId,
    period,
    heldOn,
    marks: marksFor(place.roster, absent),
  });
  expect(answer.status).toBe(201);
  return answer.body.lecture.id as string;
}

const correct = async (place: TeachingInstitute, lectureId: string, studentId: string, status: 'present' | 'absent') => {
  const answer = await calls.correct(place.institute.admin, lectureId, { studentId, status, reason: 'Marked by mistake' });
  expect(answer.status).toBe(201);
};

/** The queued absence mails of the place (the alert and its correction), by key. */
const absenceMails = async (place: TeachingInstitute): Promise<QueuedMail[]> =>
  (await deliveredAbout(area, place.institute.id)).filter((mail) => mail.key.startsWith('absence'));

async function alertOf(place: TeachingInstitute, studentId: string) {
  const { rows } = await area.pool.query(
    `SELECT state, lecture_id AS "lectureId", reported_lecture_id AS "reportedLectureId", correction_due AS "correctionDue"
     FROM absence_alerts WHERE institute_id = $1 AND student_id = $2`,
    [place.institute.id, studentId],
  );
  return rows;
}

const setMode = (place: TeachingInstitute, mode: AbsenceAlertMode) =>
  area.pool.query(`UPDATE institutes SET absence_alerts = $2 WHERE id = $1`, [place.institute.id, mode]);

describe('the first absence of the day', () => {
  let home: Family;
  let mails: QueuedMail[];

  beforeAll(async () => {
    home = await family();
    await register(home.place, { subjectId: home.maths, period: 2, absent: [home.aarav.id] });
    await dispatch();
    mails = await absenceMails(home.place);
  });

  it('mails each parent once, the student not (alerts to students are off by default)', async () => {
    const { place, aarav, mother, father } = home;
    expect(mails.map((mail) => [mail.key, mail.to])).toEqual(
      [
        [`absence:${aarav.id}:${place.today}:${mother.id}`, await emailOf(area.pool, mother.id)],
        [`absence:${aarav.id}:${place.today}:${father.id}`, await emailOf(area.pool, father.id)],
      ].sort(([a], [b]) => (a! < b! ? -1 : 1)),
    );
  });

  it('says which lecture, who took it, when, and that the evening summary has the rest', () => {
    const mail = mails[0]!;
    expect(mail.subject).toBe('Aarav Sharma was absent from Mathematics (period 2) today');
    expect(mail.text).toContain('Your child Aarav Sharma was marked absent from Mathematics (period 2)');
    expect(mail.text).toContain('Lecture: Mathematics (MTH1)');
    expect(mail.text).toContain('Period: 2');
    expect(mail.text).toContain('Time: 09:40');
    expect(mail.text).toMatch(/Class: B\.Sc\. CS \d+-A/);
    expect(mail.text).toContain('Taken by: Tara Teacher');
    expect(mail.text).toContain('The evening summary at 18:00 will have the rest of the day.');
  });

  it('sends nothing more for a later absence that day', async () => {
    const { place, aarav } = home;
    await register(place, { period: 3, absent: [aarav.id] });
    await dispatch();
    expect(await absenceMails(place)).toEqual(mails);
    expect(await alertOf(place, aarav.id)).toMatchObject([{ state: 'sent' }]);
  });

  it("has a footer link that turns the parent's absence alerts off", async () => {
    const mail = mails[0]!;
    const pageUrl = mail.text.match(/Turn off these alerts: (\S+)/)![1]!;
    const token = new URL(pageUrl).searchParams.get('token');
    const answer = await area.stack.call('POST', '/internal/mail/unsubscribe', { identity: identities.gateway, body: { token } });
    expect(answer).toMatchObject({ status: 200, body: { unsubscribed: { kind: 'absenceAlerts', email: mail.to } } });
    const { rows } = await area.pool.query(`SELECT absence_alerts FROM mail_preferences WHERE user_id IN ($1, $2)`, [
      home.mother.id,
      home.father.id,
    ]);
    expect(rows).toEqual([{ absence_alerts: false }]);
  });
});

it('waits its hold; a correction to Present meanwhile cancels it, and a later absence that day alerts', async () => {
  const { place, aarav, maths } = await family();
  const first = await register(place, { period: 1, absent: [aarav.id] });
  await dispatch(new Date(Date.now() + HOLD_MS - 60_000));
  expect(await alertOf(place, aarav.id)).toMatchObject([{ state: 'pending' }]);
  await correct(place, first, aarav.id, 'present');
  await dispatch();
  expect(await absenceMails(place)).toEqual([]);
  expect(await alertOf(place, aarav.id)).toMatchObject([{ state: 'cancelled' }]);

  const later = await register(place, { subjectId: maths, period: 2, absent: [aarav.id] });
  expect(await alertOf(place, aarav.id)).toMatchObject([{ state: 'pending', lectureId: later }]);
  await dispatch();
  const sent = await absenceMails(place);
  expect(sent.map((mail) => mail.subject)).toEqual([
    'Aarav Sharma was absent from Mathematics (period 2) today',
    'Aarav Sharma was absent from Mathematics (period 2) today',
  ]);
});

it('tells of the absence the marks hold when it is due: a correction to Absent of an earlier lecture names that one', async () => {
  const { place, aarav, maths } = await family();
  const physics = await register(place, { period: 1, absent: [] });
  await register(place, { subjectId: maths, period: 2, absent: [aarav.id] });
  await correct(place, physics, aarav.id, 'absent');
  await dispatch();
  const sent = await absenceMails(place);
  expect(sent).toHaveLength(2);
  expect(sent[0]!.subject).toBe('Aarav Sharma was absent from Physics (period 1) today');
  // Period 1 has no slot: the time is when its register was saved, in the institute's zone.
  expect(sent[0]!.text).toMatch(/Time: \d\d:\d\d/);
});

it('sends the short correction once when the lecture it named is corrected to Present after it went', async () => {
  const { place, aarav, mother, father } = await family();
  const lecture = await register(place, { period: 1, absent: [aarav.id] });
  await dispatch();
  await correct(place, lecture, aarav.id, 'present');
  await dispatch();
  await dispatch();
  const corrections = (await absenceMails(place)).filter((mail) => mail.key.startsWith('absence-corrected:'));
  expect(corrections.map((mail) => mail.key).sort()).toEqual(
    [mother.id, father.id].map((id) => `absence-corrected:${aarav.id}:${place.today}:${id}`).sort(),
  );
  expect(corrections[0]!.subject).toBe('Correction: Aarav Sharma was marked present in Physics (period 1)');
  expect(await alertOf(place, aarav.id)).toMatchObject([{ state: 'corrected', correctionDue: false }]);
});

it('sends the correction too when the office grants on-duty over the lecture after the mail', async () => {
  const { place, aarav } = await family();
  await register(place, { period: 1, absent: [aarav.id] });
  await dispatch();
  const granted = await area.stack.call('POST', '/admin/on-duty', {
    identity: place.institute.admin,
    body: { studentIds: [aarav.id], date: place.today, periods: [1], reason: 'Science fair' },
  });
  expect(granted).toMatchObject({ status: 201, body: { corrected: 1 } });
  await dispatch();
  expect((await absenceMails(place)).filter((mail) => mail.key.startsWith('absence-corrected:'))).toHaveLength(2);
});

it('makes one alert of two registers of the same student saved at once, naming the earlier period', async () => {
  const { place, aarav, maths } = await family();
  await Promise.all([
    register(place, { period: 1, absent: [aarav.id] }),
    register(place, { subjectId: maths, period: 2, absent: [aarav.id] }),
  ]);
  expect(await alertOf(place, aarav.id)).toHaveLength(1);
  await dispatch();
  const sent = await absenceMails(place);
  expect(sent).toHaveLength(2);
  expect(sent.every((mail) => mail.subject.includes('Physics (period 1)'))).toBe(true);
});

it('sends one mail per recipient when two services processes run the same due alerts at once', async () => {
  const homes = await Promise.all([family(), family(), family()]);
  for (const { place, aarav, ben } of homes) await register(place, { period: 1, absent: [aarav.id, ben.id] });
  const log: string[] = [];
  const other = await area.stack.startServices({
    absenceAlerts: { clock: () => now, pollIntervalMs: 3_600_000 },
    log: (line) => log.push(line),
  });
  try {
    now = new Date(Date.now() + HOLD_MS + 60_000);
    await Promise.all([area.stack.services.runAbsenceAlerts(), other.runAbsenceAlerts(), area.stack.services.runAbsenceAlerts()]);
    now = new Date(0);
    await Promise.all([area.stack.services.flushOutbox(), other.flushOutbox()]);
  } finally {
    now = new Date(0);
    await other.close();
  }
  expect(log.filter((line) => line.includes('failed'))).toEqual([]);
  for (const { place, aarav, ben } of homes) {
    expect((await absenceMails(place)).map((mail) => mail.key.split(':')[1])).toEqual([aarav.id, aarav.id]);
    expect(await alertOf(place, aarav.id)).toMatchObject([{ state: 'sent' }]);
    // Ben has no parent and alerts to students are off: settled with nobody to tell.
    expect(await alertOf(place, ben.id)).toMatchObject([{ state: 'sent' }]);
  }
  const { rows } = await area.pool.query(
    `SELECT "to", count(*)::int AS sent FROM mail_outbox WHERE idempotency_key LIKE 'absence:%' AND "to" = ANY ($1)
     GROUP BY "to" HAVING count(*) <> 1`,
    [await Promise.all(homes.flatMap((home) => [home.mother.id, home.father.id]).map((id) => emailOf(area.pool, id)))],
  );
  expect(rows).toEqual([]);
}, 30_000);

it('sends none for a student on approved leave for the lecture', async () => {
  const { place, aarav } = await family();
  await area.pool.query(
    `INSERT INTO leave_requests (institute_id, student_id, kind, starts_on, ends_on, reason, status, decided_by, decided_at)
     VALUES ($1, $2, 'leave', $3, $3, 'Fever', 'approved', $4, now())`,
    [place.institute.id, aarav.id, place.today, place.institute.adminId],
  );
  await register(place, { period: 1, absent: [aarav.id] });
  await dispatch();
  expect(await absenceMails(place)).toEqual([]);
  expect(await alertOf(place, aarav.id)).toMatchObject([{ state: 'cancelled' }]);
});

it.each(['off', 'evening-only'] as const)('sends none when the institute mode is %s', async (mode) => {
  const { place, aarav, ben, maths } = await family();
  await setMode(place, mode);
  await register(place, { period: 1, absent: [aarav.id] });
  expect(await alertOf(place, aarav.id)).toEqual([]);
  // Asked before the mode changed: the dispatcher cancels it.
  await setMode(place, 'first-absence');
  await register(place, { subjectId: maths, period: 2, absent: [ben.id] });
  await setMode(place, mode);
  await dispatch();
  expect(await absenceMails(place)).toEqual([]);
  expect(await alertOf(place, ben.id)).toMatchObject([{ state: 'cancelled' }]);
});

it('sends none for a register of a past day', async () => {
  const { place, aarav } = await family();
  await register(place, { period: 1, absent: [aarav.id], heldOn: place.day(-1) });
  await dispatch();
  expect(await alertOf(place, aarav.id)).toEqual([]);
  expect(await absenceMails(place)).toEqual([]);
});

it('mails the student too, in their own words, only when the institute sends alerts to students', async () => {
  const { place, aarav, ben } = await family();
  await area.pool.query(`UPDATE institutes SET absence_alerts_to_students = true WHERE id = $1`, [place.institute.id]);
  await register(place, { period: 1, absent: [ben.id] });
  await dispatch();
  const sent = await absenceMails(place);
  expect(sent.map((mail) => [mail.key, mail.to])).toEqual([
    [`absence:${ben.id}:${place.today}:${ben.id}`, await emailOf(area.pool, ben.id)],
  ]);
  expect(sent[0]!.subject).toBe('You were absent from Physics (period 1) today');
  expect(sent[0]!.text).toContain('You were marked absent from Physics (period 1)');
  expect(await alertOf(place, aarav.id)).toEqual([]);
});

it('sends none to a parent who turned absence alerts off', async () => {
  const { place, aarav, mother, father } = await family();
  const off = await area.stack.call('PATCH', '/parent/mail-preferences', {
    identity: mother.identity,
    body: { absenceAlerts: false },
  });
  expect(off.status).toBe(200);
  await register(place, { period: 1, absent: [aarav.id] });
  await dispatch();
  expect((await absenceMails(place)).map((mail) => mail.key)).toEqual([`absence:${aarav.id}:${place.today}:${father.id}`]);
});

it('cancels an alert whose student was archived meanwhile, and one left from a past day (the services were down)', async () => {
  const { place, aarav, ben } = await family();
  await area.pool.query(`UPDATE institutes SET absence_alerts_to_students = true WHERE id = $1`, [place.institute.id]);
  const yesterday = await register(place, { period: 1, absent: [ben.id], heldOn: place.day(-1) });
  await area.pool.query(
    `INSERT INTO absence_alerts (institute_id, student_id, day, lecture_id, asked_at) VALUES ($1, $2, $3, $4, now() - interval '1 day')`,
    [place.institute.id, ben.id, place.day(-1), yesterday],
  );
  await register(place, { period: 1, absent: [aarav.id] });
  await area.pool.query(`UPDATE students SET archived_at = now() WHERE institute_id = $1 AND id = $2`, [
    place.institute.id,
    aarav.id,
  ]);
  await dispatch();
  expect(await absenceMails(place)).toEqual([]);
  expect(await alertOf(place, aarav.id)).toMatchObject([{ state: 'cancelled' }]);
  expect(await alertOf(place, ben.id)).toMatchObject([{ state: 'cancelled' }]);
});
