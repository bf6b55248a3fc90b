import { inboxDay } from '../src/summaries/attendance-mail-texts';
import { createPool } from '../src/db/pool';
import { withTenant } from '../src/db/tenant';
import { composeDay } from '../src/summaries/compose-day';
import type { SummarySubject } from '../src/summaries/daily-summary';
import { dayLectures } from '../src/summaries/day-lectures-store';
import { semesterStandings } from '../src/summaries/semester-standings-store';
import { mailLinks } from '../src/summaries/mail-links';
import { runDueSummaries, type SummaryRun } from '../src/summaries/summary-run';
import { adminAreaStack } from './support/institute';
import { eventually, INTERNAL_SECRET } from './support/stack';
import {
  correctMark,
  emailOf,
  enrolStudent,
  insertParent,
  insertSlot,
  studentIdentity,
  markLecture,
  outboxAbout,
  type RosterStudent,
  summaryClockOf,
  type TeachingInstitute,
  teachingInstitute,
  teachSubject,
  termAround,
} from './support/teaching';

const area = adminAreaStack();
summaryClockOf(area);

const links = mailLinks({ shellUrl: 'http://shell.test', apiUrl: () => 'http://api.test', secret: INTERNAL_SECRET });

/** The instant of a local time of a day in Asia/Kolkata (UTC+05:30 all year), the institutes' default zone. */
const inKolkata = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

const run = (now: Date, pool = area.pool) => runDueSummaries(pool, { now, links });

/** The runs of this place's institute among all that ran. */
const runsOf = (place: TeachingInstitute, runs: SummaryRun[]) => runs.filter((one) => one.instituteId === place.institute.id);

/** The place's students in roll-number order, to name by position (a test names only as many as it made). */
const rosterOf = (place: TeachingInstitute) => place.roster as [RosterStudent, RosterStudent, RosterStudent, RosterStudent];

/** A second core subject of the place's class, Chemistry, with these students in it since the term began. */
async function chemistryFor(place: TeachingInstitute, students: RosterStudent[]): Promise<string> {
  const subjectId = await teachSubject(area.pool, place, { name: 'Chemistry', code: 'CHE1' });
  for (const student of students) await enrolStudent(area.pool, place.institute.id, subjectId, student.id, place.day(-60));
  return subjectId;
}

const keysAbout = async (place: TeachingInstitute) => (await outboxAbout(area.pool, place.institute.id)).map((mail) => mail.key);

/** A student's own summary; with a parent, that parent's one summary of the day for all their children. */
const summaryKey = (studentId: string, day: string, parentId?: string) =>
  parentId ? `summary:family:${parentId}:${day}` : `summary:${studentId}:${day}`;

/** Subjects alerted from their first marked lecture, for the tests of the crossings themselves. */
const alertFromFirstLecture = (place: TeachingInstitute) =>
  area.pool.query(`UPDATE institutes SET alert_minimum_lectures = 1 WHERE id = $1`, [place.institute.id]);

const alertKey = (place: TeachingInstitute, studentId: string, day: string, parentId?: string, subjectId = place.subjectId) =>
  `alert:${studentId}:${subjectId}:${day}${parentId ? `:parent:${parentId}` : ''}`;

/** Two new institutes with `students` each, in the order a run claims them (by id). */
const twoInClaimingOrder = async (students: number) =>
  [await teachingInstitute(area, { students }), await teachingInstitute(area, { students })].sort((a, b) =>
    a.institute.id.localeCompare(b.institute.id),
  );

const crossingsOf = async (place: TeachingInstitute) =>
  (
    await area.pool.query(
      `SELECT student_id AS "studentId", subject_id AS "subjectId", to_char(crossed_on, 'YYYY-MM-DD') AS "crossedOn"
       FROM threshold_crossings WHERE institute_id = $1 ORDER BY student_id, subject_id`,
      [place.institute.id],
    )
  ).rows;

it('sends each student marked that day one summary at the summary time, and each linked parent one of their own', async () => {
  const place = await teachingInstitute(area, { students: 4 });
  const [sam, ria, una, archived] = rosterOf(place);
  const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [sam.id]);
  const today = place.today;
  for (const period of [1, 2, 3]) await markLecture(area, place, { heldOn: place.day(-1), period, students: place.roster });
  await markLecture(area, place, { heldOn: today, period: 1, students: [sam, ria, archived], absent: [ria] });
  await markLecture(area, place, { heldOn: today, period: 3, students: [sam, ria, archived] });
  await area.pool.query(`UPDATE students SET archived_at = now() WHERE id = $1`, [archived.id]);

  expect(runsOf(place, await run(inKolkata(today, '17:59')))).toEqual([]);
  expect(await keysAbout(place)).toEqual([]);

  expect(runsOf(place, await run(inKolkata(today, '18:00')))).toEqual([
    { instituteId: place.institute.id, date: today, summaries: 2, alerts: 0, mails: 3 },
  ]);
  const mails = await outboxAbout(area.pool, place.institute.id);
  expect(mails.map((mail) => mail.key).sort()).toEqual(
    [summaryKey(sam.id, today), summaryKey(sam.id, today, parent.id), summaryKey(ria.id, today)].sort(),
  );
  const mailTo = (key: string) => mails.find((mail) => mail.key === key)!;
  expect(mailTo(summaryKey(sam.id, today)).to).toBe(await emailOf(area.pool, sam.id));
  expect(mailTo(summaryKey(sam.id, today, parent.id)).to).toBe(await emailOf(area.pool, parent.id));
  expect(mailTo(summaryKey(ria.id, today)).to).toBe(await emailOf(area.pool, ria.id));
  for (const mail of mails) expect(mail.subject).toContain(inboxDay(today));
  // Sam: Present in periods 1 and 3; Ria: Absent in period 1, Present in period 3.
  expect(mailTo(summaryKey(sam.id, today)).text).toMatch(/Period 1[^\n]*Physics[^\n]*present/i);
  expect(mailTo(summaryKey(sam.id, today)).text).toMatch(/Period 3[^\n]*Physics[^\n]*present/i);
  expect(mailTo(summaryKey(ria.id, today)).text).toMatch(/Period 1[^\n]*Physics[^\n]*absent/i);
  expect(mailTo(summaryKey(ria.id, today)).text).toMatch(/Period 3[^\n]*Physics[^\n]*present/i);
  expect(mailTo(summaryKey(sam.id, today, parent.id)).text).toContain(sam.name);
  expect(mails.some((mail) => mail.key.includes(una.id) || mail.key.includes(archived.id))).toBe(false);

  expect(runsOf(place, await run(inKolkata(today, '18:01')))).toEqual([]);
  expect((await keysAbout(place)).length).toBe(3);
  const { rows } = await area.pool.query(`SELECT to_char(last_summary_on, 'YYYY-MM-DD') AS day FROM institutes WHERE id = $1`, [
    place.institute.id,
  ]);
  expect(rows).toEqual([{ day: today }]);
});

it('keeps the summary time of an institute in New York across the end of daylight saving', async () => {
  const place = await termAround(area, await teachingInstitute(area, { students: 1 }), '2026-10-31');
  const [sam] = rosterOf(place);
  await area.pool.query(`UPDATE institutes SET time_zone = 'America/New_York' WHERE id = $1`, [place.institute.id]);
  await markLecture(area, place, { heldOn: '2026-10-31', students: place.roster });
  await markLecture(area, place, { heldOn: '2026-11-01', students: place.roster });

  // 2026-10-31 is still daylight time (UTC-4): 18:00 there is 22:00Z.
  expect(runsOf(place, await run(new Date('2026-10-31T21:59:00Z')))).toEqual([]);
  expect(runsOf(place, await run(new Date('2026-10-31T22:00:00Z')))).toEqual([
    { instituteId: place.institute.id, date: '2026-10-31', summaries: 1, alerts: 0, mails: 1 },
  ]);
  // Clocks went back at 02:00 on 2026-11-01 (UTC-5): 22:30Z is 17:30 there, 23:00Z is 18:00.
  expect(runsOf(place, await run(new Date('2026-11-01T22:30:00Z')))).toEqual([]);
  expect(runsOf(place, await run(new Date('2026-11-01T23:00:00Z')))).toEqual([
    { instituteId: place.institute.id, date: '2026-11-01', summaries: 1, alerts: 0, mails: 1 },
  ]);
  expect(await keysAbout(place)).toEqual([summaryKey(sam.id, '2026-10-31'), summaryKey(sam.id, '2026-11-01')]);
});

it('runs each institute once when two processes run the summaries at the same time', async () => {
  const places = [
    await teachingInstitute(area, { students: 3 }),
    await teachingInstitute(area, { students: 3 }),
    await teachingInstitute(area, { students: 3 }),
  ];
  for (const place of places) await markLecture(area, place, { heldOn: place.today, students: place.roster });
  const today = places[0]!.today;
  const pools = [
    createPool(area.stack.database.applicationUrl, () => {}),
    createPool(area.stack.database.applicationUrl, () => {}),
  ];
  try {
    const [first, second] = await Promise.all(pools.map((pool) => run(inKolkata(today, '18:00'), pool)));
    for (const place of places) {
      const runs = [...runsOf(place, first!), ...runsOf(place, second!)];
      expect(runs).toEqual([{ instituteId: place.institute.id, date: today, summaries: 3, alerts: 0, mails: 3 }]);
      expect(await keysAbout(place)).toEqual(place.roster.map((student) => summaryKey(student.id, today)).sort());
    }
  } finally {
    await Promise.all(pools.map((pool) => pool.end()));
  }
});

it('redoes a run cut short whole at the next tick: nothing missing, nothing twice', async () => {
  const places = await twoInClaimingOrder(2);
  const [done, cut] = places as [TeachingInstitute, TeachingInstitute];
  for (const place of places) await markLecture(area, place, { heldOn: place.today, students: place.roster });
  const today = done.today;

  // Another transaction holds one of the cut institute's keys uncommitted, so its run waits there, halfway.
  const blocker = await area.pool.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query(`INSERT INTO mail_outbox (idempotency_key, "to", subject, text) VALUES ($1, 'x@y.test', 'x', 'x')`, [
      summaryKey(cut.roster[1]!.id, today),
    ]);
    const { rows } = await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const running = run(inKolkata(today, '18:00'));
    running.catch(() => {});
    const waiting = await eventually(async () => {
      const found = await area.pool.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE $1 = ANY (pg_blocking_pids(pid))`,
        [rows[0]!.pid],
      );
      return found.rows[0]?.pid;
    });
    await area.pool.query('SELECT pg_terminate_backend($1)', [waiting]);
    await expect(running).rejects.toThrow();
    await blocker.query('ROLLBACK');
  } finally {
    blocker.release();
  }
  expect(await keysAbout(done)).toEqual(done.roster.map((student) => summaryKey(student.id, today)).sort());
  expect(await keysAbout(cut)).toEqual([]);

  const again = await run(inKolkata(today, '18:01'));
  expect(runsOf(done, again)).toEqual([]);
  expect(runsOf(cut, again)).toEqual([{ instituteId: cut.institute.id, date: today, summaries: 2, alerts: 0, mails: 2 }]);
  for (const place of places) {
    expect(await keysAbout(place)).toEqual(place.roster.map((student) => summaryKey(student.id, today)).sort());
  }
});

it("goes on with the other institutes when one institute's run fails, and tries that one again at the next tick", async () => {
  const places = await twoInClaimingOrder(1);
  // The first in claiming order fails: the outbox refuses its mail until the fault is repaired.
  const [failing, fine] = places as [TeachingInstitute, TeachingInstitute];
  for (const place of places) await markLecture(area, place, { heldOn: place.today, students: place.roster });
  const today = failing.today;
  const refused = await emailOf(area.pool, failing.roster[0]!.id);
  await area.pool.query(`
    CREATE FUNCTION refuse_one_mail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW."to" = '${refused}' THEN RAISE EXCEPTION 'the relay of this address is misconfigured'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER refuse_one_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_one_mail();`);
  try {
    await expect(run(inKolkata(today, '18:00'))).rejects.toThrow('1 institute(s) failed this tick');
    expect(await keysAbout(failing)).toEqual([]);
    expect(await keysAbout(fine)).toEqual([summaryKey(fine.roster[0]!.id, today)]);
  } finally {
    await area.pool.query('DROP TRIGGER refuse_one_mail ON mail_outbox; DROP FUNCTION refuse_one_mail();');
  }

  const again = await run(inKolkata(today, '18:01'));
  expect(runsOf(fine, again)).toEqual([]);
  expect(runsOf(failing, again)).toEqual([{ instituteId: failing.institute.id, date: today, summaries: 1, alerts: 0, mails: 1 }]);
  expect(await keysAbout(failing)).toEqual([summaryKey(failing.roster[0]!.id, today)]);
});

it('catches up later the same evening when nothing ran at the summary time', async () => {
  const place = await teachingInstitute(area, { students: 1 });
  await markLecture(area, place, { heldOn: place.today, students: place.roster });

  expect(runsOf(place, await run(inKolkata(place.today, '21:30')))).toEqual([
    { instituteId: place.institute.id, date: place.today, summaries: 1, alerts: 0, mails: 1 },
  ]);
  expect(await keysAbout(place)).toEqual([summaryKey(place.roster[0]!.id, place.today)]);
});

it('never sends a past day late: after midnight the new day waits for its own summary time', async () => {
  const place = await teachingInstitute(area, { students: 1 });
  const [sam] = rosterOf(place);
  const tomorrow = place.day(1);
  await markLecture(area, place, { heldOn: place.today, students: place.roster });
  await markLecture(area, place, { heldOn: tomorrow, students: place.roster });

  expect(runsOf(place, await run(inKolkata(tomorrow, '00:30')))).toEqual([]);
  expect(await keysAbout(place)).toEqual([]);
  expect(runsOf(place, await run(inKolkata(tomorrow, '18:00')))).toEqual([
    { instituteId: place.institute.id, date: tomorrow, summaries: 1, alerts: 0, mails: 1 },
  ]);
  expect(await keysAbout(place)).toEqual([summaryKey(sam.id, tomorrow)]);
});

it('sends nothing at once for a correction after the summary; the next summary shows the corrected standing', async () => {
  const place = await teachingInstitute(area, { students: 1 });
  const [sam] = rosterOf(place);
  const { today } = place;
  for (const period of [1, 2, 3]) await markLecture(area, place, { heldOn: place.day(-1), period, students: [sam] });
  await markLecture(area, place, { heldOn: today, period: 1, students: [sam] });
  const missed = await markLecture(area, place, { heldOn: today, period: 2, students: [sam], absent: [sam] });

  await run(inKolkata(today, '18:00'));
  const [first] = await outboxAbout(area.pool, place.institute.id);
  expect(first!.text).toContain('80'); // 4 of 5

  await correctMark(area, place, { lectureId: missed, studentId: sam.id, status: 'present' });
  expect(runsOf(place, await run(inKolkata(today, '19:00')))).toEqual([]);
  expect(await keysAbout(place)).toEqual([summaryKey(sam.id, today)]);

  await markLecture(area, place, { heldOn: place.day(1), period: 1, students: [sam] });
  await run(inKolkata(place.day(1), '18:00'));
  const next = (await outboxAbout(area.pool, place.institute.id)).find((mail) => mail.key === summaryKey(sam.id, place.day(1)))!;
  // 6 of 6 with the correction (5 of 6, 83.3 %, without it).
  expect(next.text).toContain('100');
  expect(next.text).not.toContain('83.3');
  expect(next.text).toMatch(/Period 1[^\n]*Physics[^\n]*present/i);
  expect(next.text).not.toMatch(/Period 2/);
});

it('alerts once when a subject falls below the threshold, not again while below, and again after a recovery and a new fall', async () => {
  const place = await teachingInstitute(area, { students: 2 });
  await alertFromFirstLecture(place);
  const [sam, ria] = rosterOf(place);
  const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [sam.id]);
  const day = place.day;
  const alertsAbout = async () => (await keysAbout(place)).filter((key) => key.startsWith('alert:'));

  // Day 0: Sam absent, 0 of 1 (0 %): below 75 %.
  await markLecture(area, place, { heldOn: day(0), students: place.roster, absent: [sam] });
  expect(runsOf(place, await run(inKolkata(day(0), '18:00')))).toEqual([
    { instituteId: place.institute.id, date: day(0), summaries: 2, alerts: 1, mails: 5 },
  ]);
  expect(await alertsAbout()).toEqual([alertKey(place, sam.id, day(0)), alertKey(place, sam.id, day(0), parent.id)]);
  const alert = (await outboxAbout(area.pool, place.institute.id)).find((mail) => mail.key === alertKey(place, sam.id, day(0)))!;
  expect(alert).toMatchObject({ to: await emailOf(area.pool, sam.id) });
  expect(alert.subject).toContain('Physics');
  expect(alert.subject).toContain('75');
  expect(await crossingsOf(place)).toEqual([{ studentId: sam.id, subjectId: place.subjectId, crossedOn: day(0) }]);

  // Day 1: absent again, 0 of 2: still below, no new alert.
  await markLecture(area, place, { heldOn: day(1), students: [sam], absent: [sam] });
  expect(runsOf(place, await run(inKolkata(day(1), '18:00')))[0]).toMatchObject({ alerts: 0 });
  expect(await alertsAbout()).toHaveLength(2);

  // Day 2: six lectures attended, 6 of 8 = 75 %: at the threshold, recovered.
  for (const period of [1, 2, 3, 4, 5, 6]) await markLecture(area, place, { heldOn: day(2), period, students: [sam] });
  expect(runsOf(place, await run(inKolkata(day(2), '18:00')))[0]).toMatchObject({ alerts: 0 });
  expect(await crossingsOf(place)).toEqual([]);

  // Day 3: absent, 6 of 9 = 66.7 %: a new fall, a new alert.
  await markLecture(area, place, { heldOn: day(3), students: [sam], absent: [sam] });
  expect(runsOf(place, await run(inKolkata(day(3), '18:00')))[0]).toMatchObject({ alerts: 1 });
  expect(await alertsAbout()).toEqual([
    alertKey(place, sam.id, day(0)),
    alertKey(place, sam.id, day(0), parent.id),
    alertKey(place, sam.id, day(3)),
    alertKey(place, sam.id, day(3), parent.id),
  ]);
  expect(await crossingsOf(place)).toEqual([{ studentId: sam.id, subjectId: place.subjectId, crossedOn: day(3) }]);
  expect((await keysAbout(place)).some((key) => key.startsWith(`alert:${ria.id}`))).toBe(false);
});

it('tells a turn to condonable once and a later fall to short again, and nothing to one condoned up to the threshold', async () => {
  const place = await teachingInstitute(area, { students: 2 });
  await alertFromFirstLecture(place);
  const [sam, ria] = rosterOf(place);
  const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [sam.id]);
  const day = place.day;
  const alertsAbout = async () => (await keysAbout(place)).filter((key) => key.startsWith('alert:'));
  const textOf = async (key: string) => (await outboxAbout(area.pool, place.institute.id)).find((mail) => mail.key === key)?.text;
  const told = async () =>
    (
      await area.pool.query(
        `SELECT student_id AS "studentId", status, to_char(crossed_on, 'YYYY-MM-DD') AS "crossedOn"
         FROM threshold_crossings WHERE institute_id = $1`,
        [place.institute.id],
      )
    ).rows;
  const alertsOn = async (date: string) => runsOf(place, await run(inKolkata(date, '18:00')))[0]?.alerts;
  const mark = async (date: string, periods: number[], absent: number[], students = [sam]) => {
    for (const period of periods)
      await markLecture(area, place, { heldOn: date, period, students, absent: absent.includes(period) ? students : [] });
  };

  // Ria is granted 3 lectures for a sports meet: half of one lifts her 7 of 10 to 75 %.
  const granted = await area.stack.call('POST', '/admin/condonations', {
    identity: place.institute.admin,
    body: { studentId: ria.id, subjectId: place.subjectId, lectures: 3, reason: 'Sports meet' },
  });
  expect(granted.status).toBe(201);

  // Day 0: both absent in 3 of 10 lectures, 70.0 %: below the threshold of 75 %, above the floor of 65 %.
  await mark(day(0), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 2, 3], [sam, ria]);
  expect(await alertsOn(day(0))).toBe(1);
  expect(await alertsAbout()).toEqual([alertKey(place, sam.id, day(0)), alertKey(place, sam.id, day(0), parent.id)]);
  for (const key of await alertsAbout())
    expect(await textOf(key)).toContain('Physics: 70.0% — needs condonation (required 75%, condonable down to 65%)');
  expect(await told()).toEqual([{ studentId: sam.id, status: 'condonable', crossedOn: day(0) }]);

  // Day 1: both present, 8 of 11 = 72.7 %: still condonable, not told again; Ria (8.25 of 11 condoned) still eligible.
  await mark(day(1), [1], [], [sam, ria]);
  expect(await alertsOn(day(1))).toBe(0);

  // Day 2: Sam absent twice, 8 of 13 = 61.5 %: below the floor, told again.
  await mark(day(2), [1, 2], [1, 2]);
  expect(await alertsOn(day(2))).toBe(1);
  const shortKey = alertKey(place, sam.id, day(2));
  expect(await textOf(shortKey)).toContain('Physics: 61.5% — short (required 75%, condonable down to 65%)');
  expect(await textOf(alertKey(place, sam.id, day(2), parent.id))).toContain('Physics: 61.5% — short');
  expect(await told()).toEqual([{ studentId: sam.id, status: 'short', crossedOn: day(2) }]);

  // Day 3: absent again, 8 of 14 = 57.1 %: still short, not told again.
  await mark(day(3), [1], [1]);
  expect(await alertsOn(day(3))).toBe(0);

  // Day 4: six attended, 14 of 20 = 70.0 %: back to condonable, recorded without a mail.
  await mark(day(4), [1, 2, 3, 4, 5, 6], []);
  expect(await alertsOn(day(4))).toBe(0);
  expect(await told()).toEqual([{ studentId: sam.id, status: 'condonable', crossedOn: day(2) }]);

  // Day 5: absent twice, 14 of 22 = 63.6 %: short again, a new turn, told.
  await mark(day(5), [1, 2], [1, 2]);
  expect(await alertsOn(day(5))).toBe(1);
  expect(await told()).toEqual([{ studentId: sam.id, status: 'short', crossedOn: day(5) }]);
  expect(await alertsAbout()).toHaveLength(6);
  expect((await alertsAbout()).some((key) => key.startsWith(`alert:${ria.id}`))).toBe(false);
}, 30_000);

it('alerts a student below the threshold in two subjects once for each, and one fallen below without a mark that day', async () => {
  const place = await teachingInstitute(area, { students: 2 });
  await alertFromFirstLecture(place);
  const [sam, ria] = rosterOf(place);
  const chemistryId = await chemistryFor(place, [sam, ria]);
  await markLecture(area, place, { heldOn: place.day(-1), students: [ria], absent: [ria] });
  await markLecture(area, place, { heldOn: place.today, students: [sam], absent: [sam] });
  await markLecture(area, place, { heldOn: place.today, subjectId: chemistryId, students: [sam], absent: [sam] });

  await run(inKolkata(place.today, '18:00'));
  expect((await keysAbout(place)).filter((key) => key.startsWith('alert:')).sort()).toEqual(
    [
      alertKey(place, sam.id, place.today),
      alertKey(place, sam.id, place.today, undefined, chemistryId),
      alertKey(place, ria.id, place.today),
    ].sort(),
  );
});

it('alerts nobody of a subject they have dropped, whose earlier marks stay below the threshold', async () => {
  const place = await teachingInstitute(area, { students: 2 });
  await alertFromFirstLecture(place);
  const [sam, ria] = rosterOf(place);
  await markLecture(area, place, { heldOn: place.day(-1), students: [sam, ria], absent: [sam, ria] });
  // Sam drops the subject today: yesterday's absence still counts in it, but the subject no longer counts against him.
  await area.pool.query(`UPDATE enrollments SET dropped_on = $3 WHERE institute_id = $1 AND student_id = $2`, [
    place.institute.id,
    sam.id,
    place.today,
  ]);

  await run(inKolkata(place.today, '18:00'));
  expect((await keysAbout(place)).filter((key) => key.startsWith('alert:'))).toEqual([alertKey(place, ria.id, place.today)]);
  expect(await crossingsOf(place)).toEqual([{ studentId: ria.id, subjectId: place.subjectId, crossedOn: place.today }]);
});

it('sends nobody a kind of mail they turned off', async () => {
  const place = await teachingInstitute(area, { students: 1 });
  await alertFromFirstLecture(place);
  const [sam] = rosterOf(place);
  const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [sam.id]);
  await area.pool.query(
    `INSERT INTO mail_preferences (institute_id, user_id, daily_summary, low_attendance_alerts) VALUES ($1, $2, false, true), ($1, $3, true, false)`,
    [place.institute.id, sam.id, parent.id],
  );
  await markLecture(area, place, { heldOn: place.today, students: [sam], absent: [sam] });

  await run(inKolkata(place.today, '18:00'));
  expect(await keysAbout(place)).toEqual([alertKey(place, sam.id, place.today), summaryKey(sam.id, place.today, parent.id)]);
});

it('follows the summary time and threshold of the settings, and sends nothing for an institute that turned summaries off', async () => {
  const place = await teachingInstitute(area, { students: 1 });
  const [sam] = rosterOf(place);
  const settings = (body: object) => area.stack.call('PATCH', '/admin/settings', { identity: place.institute.admin, body });
  // The floor goes down with the threshold: it may not be above it.
  expect((await settings({ dailySummaryAt: '20:15', attendanceThreshold: 40, condonationFloor: 30 })).status).toBe(200);
  // 1 of 2 = 50 %: below the default 75 %, not below 40 %.
  await markLecture(area, place, { heldOn: place.day(-1), students: [sam], absent: [sam] });
  await markLecture(area, place, { heldOn: place.today, students: [sam] });

  expect(runsOf(place, await run(inKolkata(place.today, '20:14')))).toEqual([]);
  expect(runsOf(place, await run(inKolkata(place.today, '20:15')))).toEqual([
    { instituteId: place.institute.id, date: place.today, summaries: 1, alerts: 0, mails: 1 },
  ]);

  const quiet = await teachingInstitute(area, { students: 1 });
  const quietSettings = (body: object) => area.stack.call('PATCH', '/admin/settings', { identity: quiet.institute.admin, body });
  expect((await quietSettings({ dailySummaries: false })).status).toBe(200);
  await markLecture(area, quiet, { heldOn: quiet.today, students: quiet.roster, absent: quiet.roster });
  // The evening still looks for runs of absences (those alerts have a setting of their own), and sends nothing else.
  expect(runsOf(quiet, await run(inKolkata(quiet.today, '23:59')))).toEqual([
    { instituteId: quiet.institute.id, date: quiet.today, summaries: 0, alerts: 0, mails: 0 },
  ]);
  expect(await keysAbout(quiet)).toEqual([]);
  const quieter = await teachingInstitute(area, { students: 1 });
  await area.stack.call('PATCH', '/admin/settings', {
    identity: quieter.institute.admin,
    body: { dailySummaries: false, consecutiveAbsenceDays: null },
  });
  await markLecture(area, quieter, { heldOn: quieter.today, students: quieter.roster, absent: quieter.roster });
  expect(runsOf(quieter, await run(inKolkata(quieter.today, '23:59')))).toEqual([]);
  expect(await crossingsOf(quiet)).toEqual([]);
});

it('runs the day again after the summary time is moved, reaching only those who have not had their summary', async () => {
  const place = await teachingInstitute(area, { students: 2 });
  const [sam, ria] = rosterOf(place);
  const settings = (body: object) => area.stack.call('PATCH', '/admin/settings', { identity: place.institute.admin, body });
  await markLecture(area, place, { heldOn: place.today, period: 1, students: [sam] });
  expect(runsOf(place, await run(inKolkata(place.today, '18:00')))).toEqual([
    { instituteId: place.institute.id, date: place.today, summaries: 1, alerts: 0, mails: 1 },
  ]);

  // Ria's lecture is marked after the summaries went out; the office then moves the time later, and later again.
  await markLecture(area, place, { heldOn: place.today, period: 2, students: [sam, ria] });
  expect(runsOf(place, await run(inKolkata(place.today, '19:00')))).toEqual([]);
  expect((await settings({ dailySummaryAt: '19:30' })).status).toBe(200);
  expect(runsOf(place, await run(inKolkata(place.today, '19:29')))).toEqual([]);
  expect(runsOf(place, await run(inKolkata(place.today, '19:30')))).toEqual([
    { instituteId: place.institute.id, date: place.today, summaries: 2, alerts: 0, mails: 2 },
  ]);
  expect((await keysAbout(place)).sort()).toEqual([summaryKey(sam.id, place.today), summaryKey(ria.id, place.today)].sort());

  // Saving the same time again, or the threshold, leaves the day done.
  expect((await settings({ dailySummaryAt: '19:30', attendanceThreshold: 70 })).status).toBe(200);
  expect(runsOf(place, await run(inKolkata(place.today, '19:45')))).toEqual([]);
});

it('records a day no semester holds without telling anyone', async () => {
  const place = await termAround(area, await teachingInstitute(area, { students: 1 }), '2026-06-01');
  const after = place.day(61);
  await markLecture(area, place, { heldOn: after, students: place.roster, absent: place.roster });

  expect(runsOf(place, await run(inKolkata(after, '18:00')))).toEqual([
    { instituteId: place.institute.id, date: after, summaries: 0, alerts: 0, mails: 0 },
  ]);
  expect(await keysAbout(place)).toEqual([]);
});

it("tells each subject's standing and the lectures needed as the student's portal shows them", async () => {
  const place = await teachingInstitute(area, { students: 2 });
  const [sam, ria] = rosterOf(place);
  const { today, day } = place;
  const chemistryId = await chemistryFor(place, [sam, ria]);
  // Physics twice a week (today's period 1 taken, period 2 not yet), Chemistry on the next weekday.
  const slot = { teacherId: place.teacher.id, startsAt: '09:00', endsAt: '09:50' };
  await insertSlot(area.pool, place, { ...slot, period: 1 });
  await insertSlot(area.pool, place, { ...slot, period: 2, startsAt: '10:00', endsAt: '10:50' });
  const nextWeekday = (new Date(`${day(1)}T00:00:00Z`).getUTCDay() || 7) as number;
  await insertSlot(area.pool, place, { ...slot, period: 1, subjectId: chemistryId, weekday: nextWeekday });
  for (const period of [1, 2, 3])
    await markLecture(area, place, { heldOn: day(-2), period, students: [sam, ria], absent: [sam] });
  await markLecture(area, place, { heldOn: today, period: 1, students: [sam, ria] });
  for (const period of [1, 2]) {
    await markLecture(area, place, { heldOn: day(-1), period, subjectId: chemistryId, students: [sam, ria], absent: [sam] });
  }

  const summaryDay = {
    institute: { id: place.institute.id, name: 'x' },
    date: today,
    threshold: 75,
    condonationFloor: 65,
    semesterId: place.semesterId,
    dailySummaries: true,
    alertMinimumLectures: 1,
    consecutiveAbsenceDays: null,
    absenceAlerts: 'first-absence' as const,
    absenceAlertsToStudents: false,
  };
  const composed = await withTenant(area.applicationPool, place.institute.id, async (db) => {
    const marked = await dayLectures(db, place.institute.id, today);
    const studentIds = marked.map((student) => student.studentId);
    return composeDay(
      summaryDay,
      marked,
      await semesterStandings(db, place.institute.id, { semesterId: place.semesterId, date: today, studentIds }),
    );
  });
  const portal = await area.stack.call('GET', '/student/attendance', { identity: studentIdentity(place.institute.id, sam.id) });
  expect(portal.status).toBe(200);

  const summary = composed.summaries.find((one) => one.student.id === sam.id)!;
  const standingOf = ({ subjectId, name, code, present, total, percentage, lecturesNeeded }: Omit<SummarySubject, 'below'>) => ({
    subjectId,
    name,
    code,
    present,
    total,
    percentage,
    lecturesNeeded,
  });
  expect(summary.subjects.map(standingOf)).toEqual(portal.body.subjects.map(standingOf));
  expect(summary.overall).toEqual(portal.body.overall);
  // Physics: 1 of 4; Chemistry: 0 of 2; both below, each with lectures left on the timetable.
  expect(summary.subjects.map((subject) => [subject.code, subject.below])).toEqual([
    ['CHE1', true],
    ['PHY1', true],
  ]);
  expect(summary.subjects.every((subject) => typeof subject.lecturesNeeded === 'number')).toBe(true);
  expect(composed.alerts.filter((alert) => alert.student.id === sam.id).map((alert) => standingOf(alert.subject))).toEqual(
    portal.body.subjects.map(standingOf),
  );
  expect(summary.student).toEqual({
    id: sam.id,
    name: sam.name,
    rollNumber: sam.rollNumber,
    className: portal.body.student.className,
  });
});
