import type { Identity } from '@rollcall/contracts/internal';
import { mailLinks } from '../src/summaries/mail-links';
import { runDueSummaries } from '../src/summaries/summary-run';
import { adminAreaStack } from './support/institute';
import { identities, INTERNAL_SECRET } from './support/stack';
import {
  emailOf,
  insertParent,
  markLecture,
  outboxAbout,
  type RosterStudent,
  type TeachingInstitute,
  teachingInstitute,
} from './support/teaching';

const area = adminAreaStack();

// The runs here are called with their own clock, and the queued mails are read whole: the services' own scheduler
// never finds a day due, and their outbox worker (which empties a mail once sent) waits for a kick.
beforeAll(async () => {
  await area.stack.services.close();
  area.stack.services = await area.stack.startServices({
    summaries: { clock: () => new Date(0), tickIntervalMs: 3_600_000 },
    outbox: { pollIntervalMs: 3_600_000 },
  });
}, 60_000);

const links = mailLinks({ shellUrl: 'http://shell.test', apiUrl: () => 'http://api.test', secret: INTERNAL_SECRET });

/** The instant of a local time of a day in Asia/Kolkata (UTC+05:30 all year), the institutes' default zone. */
const inKolkata = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

/** The evening run of the day, at the default summary time. */
const evening = (day: string) => runDueSummaries(area.pool, { now: inKolkata(day, '18:00'), links });

const rosterOf = (place: TeachingInstitute) => place.roster as [RosterStudent, RosterStudent, RosterStudent];
const keysAbout = async (place: TeachingInstitute) => (await outboxAbout(area.pool, place.institute.id)).map((mail) => mail.key);
const mailByKey = async (place: TeachingInstitute, key: string) =>
  (await outboxAbout(area.pool, place.institute.id)).find((mail) => mail.key === key);
const settings = (place: TeachingInstitute, body: object) =>
  area.stack.call('PATCH', '/admin/settings', { identity: place.institute.admin, body });

/** Marks each of these periods of the day's Physics, the `absent` students absent from all of them. */
async function markDay(
  place: TeachingInstitute,
  day: string,
  {
    periods = [1, 2],
    students = place.roster,
    absent = [],
  }: { periods?: number[]; students?: readonly RosterStudent[]; absent?: readonly RosterStudent[] },
) {
  for (const period of periods) await markLecture(area, place, { heldOn: day, period, students, absent });
}

describe('the low-attendance alert needs the minimum of lectures', () => {
  it('neither alerts nor warns of a subject below after one lecture, and tells it once the minimum is marked', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const [sam] = rosterOf(place);
    const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [sam.id]);
    const { day } = place;
    // The default minimum is 6 lectures. Day 0: absent in 2 of 3, 1 of 3 (33 %): below, but too few lectures.
    await markLecture(area, place, { heldOn: day(0), period: 1, students: [sam], absent: [sam] });
    await markLecture(area, place, { heldOn: day(0), period: 2, students: [sam], absent: [sam] });
    await markLecture(area, place, { heldOn: day(0), period: 3, students: [sam] });
    await evening(day(0));
    expect((await keysAbout(place)).filter((key) => key.startsWith('alert:'))).toEqual([]);
    const first = await mailByKey(place, `summary:${sam.id}:${day(0)}`);
    expect(first!.text).toContain('- Physics (PHY1): 1 of 3 lectures, 33.3%');
    expect(first!.text).not.toContain('Below the required');
    expect(first!.subject).not.toContain('below');
    expect((await mailByKey(place, `summary:family:${parent.id}:${day(0)}`))!.text).not.toContain('Below the required');
    const crossings = await area.pool.query(`SELECT FROM threshold_crossings WHERE institute_id = $1`, [place.institute.id]);
    expect(crossings.rowCount).toBe(0);

    // Day 1: three more, one absent: 3 of 6 (50 %), the minimum reached: alerted and warned now.
    await markLecture(area, place, { heldOn: day(1), period: 1, students: [sam], absent: [sam] });
    await markLecture(area, place, { heldOn: day(1), period: 2, students: [sam] });
    await markLecture(area, place, { heldOn: day(1), period: 3, students: [sam] });
    await evening(day(1));
    expect((await keysAbout(place)).filter((key) => key.startsWith('alert:'))).toEqual([
      `alert:${sam.id}:${place.subjectId}:${day(1)}`,
      `alert:${sam.id}:${place.subjectId}:${day(1)}:parent:${parent.id}`,
    ]);
    const second = await mailByKey(place, `summary:${sam.id}:${day(1)}`);
    expect(second!.text).toContain('Below the required 75%');
    expect(second!.subject).toContain('1 subject below 75%');
  });

  it('follows the minimum the institute sets', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const [sam] = rosterOf(place);
    expect((await settings(place, { alertMinimumLectures: 2 })).status).toBe(200);
    await markLecture(area, place, { heldOn: place.day(0), students: [sam], absent: [sam] });
    await evening(place.day(0));
    await markLecture(area, place, { heldOn: place.day(1), students: [sam] });
    await evening(place.day(1));
    // 1 of 2 (50 %) on the second lecture.
    expect((await keysAbout(place)).filter((key) => key.startsWith('alert:'))).toEqual([
      `alert:${sam.id}:${place.subjectId}:${place.day(1)}`,
    ]);
  });
});

describe('one summary per family', () => {
  it('sends a parent of three children marked today ONE summary naming all three, each student their own', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    const [sam, ria, una] = rosterOf(place);
    const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [sam.id, ria.id, una.id]);
    const other = await insertParent(area.pool, place.institute.id, 'Otto Parent', [ria.id]);
    const today = place.today;
    await markLecture(area, place, { heldOn: today, period: 1, students: place.roster, absent: [ria] });
    await markLecture(area, place, { heldOn: today, period: 2, students: place.roster });

    const [run] = (await evening(today)).filter((one) => one.instituteId === place.institute.id);
    expect(run).toMatchObject({ summaries: 3, mails: 5 });
    const family = `summary:family:${parent.id}:${today}`;
    expect((await keysAbout(place)).sort()).toEqual(
      [
        `summary:${sam.id}:${today}`,
        `summary:${ria.id}:${today}`,
        `summary:${una.id}:${today}`,
        family,
        `summary:family:${other.id}:${today}`,
      ].sort(),
    );
    const mail = (await mailByKey(place, family))!;
    expect(mail.to).toBe(await emailOf(area.pool, parent.id));
    expect(mail.subject.length).toBeLessThanOrEqual(78);
    const sections = mail.text.split(/^== /m).slice(1);
    expect(sections.map((section) => section.split(' · ')[0])).toEqual([sam.name, ria.name, una.name]);
    for (const [index, student] of [sam, ria, una].entries()) {
      expect(sections[index]).toContain(`Roll number ${student.rollNumber}`);
      expect(sections[index]).toMatch(/- Period 2 · Physics \(PHY1\): Present/);
      expect(sections[index]).toContain('This semester so far');
    }
    expect(sections[1]).toContain('Absent today: Physics (period 1)');
    expect(sections[0]).not.toContain('Absent today');
    expect(mail.text).toContain(`You get this because you are a parent of ${sam.name}, ${ria.name} and ${una.name}`);
    // The other parent's summary is of their one child, as before.
    const single = (await mailByKey(place, `summary:family:${other.id}:${today}`))!;
    expect(single.subject).toContain(`${ria.name}: attended 1 of 2 lectures`);
    expect(single.text).not.toContain(sam.name);
  });

  it('sends a parent with children in two institutes one summary in each', async () => {
    const first = await teachingInstitute(area, { students: 1 });
    const second = await teachingInstitute(area, { students: 1 });
    const inFirst = await insertParent(area.pool, first.institute.id, 'Meera Shah', [first.roster[0]!.id]);
    const inSecond = await insertParent(area.pool, second.institute.id, 'Meera Shah', [second.roster[0]!.id]);
    for (const place of [first, second]) await markLecture(area, place, { heldOn: place.today, students: place.roster });

    await evening(first.today);
    for (const [place, parent] of [
      [first, inFirst],
      [second, inSecond],
    ] as const) {
      const summaries = (await keysAbout(place)).filter((key) => key.startsWith('summary:family:'));
      expect(summaries).toEqual([`summary:family:${parent.id}:${place.today}`]);
      expect((await mailByKey(place, summaries[0]!))!.text).toContain(place.roster[0]!.name);
    }
  });
});

describe('consecutive absence', () => {
  const streakKeys = async (place: TeachingInstitute) =>
    (await keysAbout(place)).filter((key) => key.startsWith('consecutive-absence:'));
  const streaksOf = async (place: TeachingInstitute) =>
    (
      await area.pool.query(
        `SELECT student_id AS "studentId", to_char(since, 'YYYY-MM-DD') AS since, days,
                to_char(alerted_on, 'YYYY-MM-DD') AS "alertedOn"
         FROM absence_streaks WHERE institute_id = $1 ORDER BY student_id`,
        [place.institute.id],
      )
    ).rows;

  it('alerts once on the third school day absent (a holiday between does not break it), and again only after a day present', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [sam, ria] = rosterOf(place);
    const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [sam.id]);
    const { day } = place;
    const absentDay = async (offset: number) => {
      await markDay(place, day(offset), { absent: [sam] });
      await evening(day(offset));
    };

    await absentDay(0);
    await absentDay(1);
    expect(await streakKeys(place)).toEqual([]);
    // Day 2 holds no lectures (a holiday); day 3 is the third school day in a row.
    await absentDay(3);
    const first = `consecutive-absence:${sam.id}:${day(0)}:${parent.id}`;
    expect(await streakKeys(place)).toEqual([first]);
    const mail = (await mailByKey(place, first))!;
    expect(mail.to).toBe(await emailOf(area.pool, parent.id));
    expect(mail.text).toContain(`${sam.name} has been absent from every lecture for 3 school days in a row (`);
    expect(mail.text).toContain('Please contact the class teacher');

    expect(await streaksOf(place)).toEqual([{ studentId: sam.id, since: day(0), days: 3, alertedOn: day(3) }]);

    // Still absent the next day: not told again.
    await absentDay(4);
    expect(await streakKeys(place)).toEqual([first]);
    expect(await streaksOf(place)).toEqual([{ studentId: sam.id, since: day(0), days: 3, alertedOn: day(3) }]);

    // Present in one lecture of day 5 ends the run; three more absent days make a new one, told again.
    await markLecture(area, place, { heldOn: day(5), period: 1, students: [sam], absent: [sam] });
    await markLecture(area, place, { heldOn: day(5), period: 2, students: [sam] });
    await evening(day(5));
    expect(await streaksOf(place)).toEqual([]);
    await absentDay(6);
    await absentDay(7);
    expect(await streakKeys(place)).toEqual([first]);
    await absentDay(8);
    expect((await streakKeys(place)).sort()).toEqual([first, `consecutive-absence:${sam.id}:${day(6)}:${parent.id}`].sort());
    expect((await streakKeys(place)).some((key) => key.includes(ria.id))).toBe(false);
  });

  it('names the class teacher, tells the student when the institute says so, and never when turned off', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const [sam] = rosterOf(place);
    await area.pool.query(`UPDATE classes SET class_teacher_id = $2 WHERE id = $1`, [place.classId, place.teacher.id]);
    expect((await settings(place, { consecutiveAbsenceDays: 2, absenceAlertsToStudents: true })).status).toBe(200);
    for (const offset of [0, 1]) {
      await markDay(place, place.day(offset), { absent: [sam] });
      await evening(place.day(offset));
    }
    const key = `consecutive-absence:${sam.id}:${place.day(0)}:${sam.id}`;
    expect(await streakKeys(place)).toEqual([key]);
    const mail = (await mailByKey(place, key))!;
    expect(mail.text).toContain('You have been absent from every lecture for 2 school days in a row');
    expect(mail.text).toContain('Please contact the class teacher, Tara Teacher,');

    const quiet = await teachingInstitute(area, { students: 1 });
    expect((await settings(quiet, { consecutiveAbsenceDays: null })).status).toBe(200);
    await insertParent(area.pool, quiet.institute.id, 'Pia Parent', [quiet.roster[0]!.id]);
    for (const offset of [0, 1, 2, 3]) {
      await markDay(quiet, quiet.day(offset), { absent: quiet.roster });
      await evening(quiet.day(offset));
    }
    expect(await streakKeys(quiet)).toEqual([]);
  });

  it("is shown on the class teacher's Today, longest first, and not to the other teachers of the class", async () => {
    const place = await teachingInstitute(area, { students: 3 });
    const [sam, ria] = rosterOf(place);
    const { day } = place;
    // Otto is the class teacher; Tara teaches the class Physics.
    await area.pool.query(`UPDATE classes SET class_teacher_id = $2 WHERE id = $1`, [place.classId, place.other.id]);
    for (const offset of [-4, -3, -1]) {
      await markDay(place, day(offset), { absent: [sam, ria] });
      await evening(day(offset));
    }
    // Today Sam is absent again, Ria present: the run of each as far as it is marked.
    await markDay(place, day(0), { absent: [sam] });
    const todayOf = (identity: Identity) => area.stack.call('GET', '/teacher/today', { identity });

    const classTeacher = await todayOf(place.other.identity);
    expect(classTeacher.status).toBe(200);
    expect(classTeacher.body.absenceStreaks).toEqual([
      {
        studentId: sam.id,
        name: sam.name,
        rollNumber: sam.rollNumber,
        className: expect.stringMatching(/^B\.Sc\. CS/),
        days: 4,
        since: day(-4),
      },
      {
        studentId: ria.id,
        name: ria.name,
        rollNumber: ria.rollNumber,
        className: expect.stringMatching(/^B\.Sc\. CS/),
        days: 3,
        since: day(-4),
      },
    ]);
    expect((await todayOf(place.teacher.identity)).body.absenceStreaks).toEqual([]);
  });

  it('turns absence alerts off from the unsubscribe link of its mail', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const [sam] = rosterOf(place);
    const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [sam.id]);
    for (const offset of [0, 1, 2]) {
      await markDay(place, place.day(offset), { absent: [sam] });
      await evening(place.day(offset));
    }
    const { rows } = await area.pool.query<{ headers: Record<string, string> }>(
      `SELECT headers FROM mail_outbox WHERE idempotency_key = $1`,
      [`consecutive-absence:${sam.id}:${place.day(0)}:${parent.id}`],
    );
    const oneClick = new URL(rows[0]!.headers['List-Unsubscribe']!.slice(1, -1));
    expect(oneClick.pathname).toBe('/mail/unsubscribe');
    const answer = await area.stack.call('POST', '/internal/mail/unsubscribe', {
      identity: identities.gateway,
      body: { token: oneClick.searchParams.get('token') },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.unsubscribed.kind).toBe('absenceAlerts');
    const preferences = await area.stack.call('GET', '/parent/mail-preferences', { identity: parent.identity });
    expect(preferences.body.preferences).toMatchObject({ absenceAlerts: false, dailySummary: true, lowAttendanceAlerts: true });
  });
});

describe('evening-only absence alerts', () => {
  it('mails the day’s absences to a parent with summaries off, and leaves them to the summary of one with summaries on', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [sam, ria] = rosterOf(place);
    const noSummary = await insertParent(area.pool, place.institute.id, 'Nina Parent', [sam.id]);
    const withSummary = await insertParent(area.pool, place.institute.id, 'Wes Parent', [sam.id]);
    await area.pool.query(`INSERT INTO mail_preferences (institute_id, user_id, daily_summary) VALUES ($1, $2, false)`, [
      place.institute.id,
      noSummary.id,
    ]);
    expect((await settings(place, { absenceAlerts: 'evening-only' })).status).toBe(200);
    await markLecture(area, place, { heldOn: place.today, period: 1, students: [sam, ria], absent: [sam] });
    await markLecture(area, place, { heldOn: place.today, period: 2, students: [sam, ria] });

    await evening(place.today);
    const absenceKeys = (await keysAbout(place)).filter((key) => key.startsWith('absence:'));
    expect(absenceKeys).toEqual([`absence:${sam.id}:${place.today}:${noSummary.id}`]);
    const mail = (await mailByKey(place, absenceKeys[0]!))!;
    expect(mail.to).toBe(await emailOf(area.pool, noSummary.id));
    expect(mail.text).toContain('- Period 1 · Physics (PHY1)');
    expect(mail.text).not.toContain('Period 2');
    const summary = (await mailByKey(place, `summary:family:${withSummary.id}:${place.today}`))!;
    expect(summary.text).toContain('Absent today: Physics (period 1)');
  });

  it('runs for an institute with summaries off, to tell each parent who wants absence alerts of the day’s absences', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [sam, ria] = rosterOf(place);
    const parent = await insertParent(area.pool, place.institute.id, 'Wes Parent', [sam.id, ria.id]);
    expect((await settings(place, { absenceAlerts: 'evening-only', dailySummaries: false })).status).toBe(200);
    await markLecture(area, place, { heldOn: place.today, students: [sam, ria], absent: [sam] });

    const [run] = (await evening(place.today)).filter((one) => one.instituteId === place.institute.id);
    expect(run).toEqual({ instituteId: place.institute.id, date: place.today, summaries: 0, alerts: 0, mails: 1 });
    expect(await keysAbout(place)).toEqual([`absence:${sam.id}:${place.today}:${parent.id}`]);
  });

  it('sends no absence mail from the evening run in the other modes', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const [sam] = rosterOf(place);
    const parent = await insertParent(area.pool, place.institute.id, 'Nina Parent', [sam.id]);
    await area.pool.query(`INSERT INTO mail_preferences (institute_id, user_id, daily_summary) VALUES ($1, $2, false)`, [
      place.institute.id,
      parent.id,
    ]);
    await markLecture(area, place, { heldOn: place.today, students: [sam], absent: [sam] });
    await evening(place.today);
    expect((await keysAbout(place)).filter((key) => key.startsWith('absence:'))).toEqual([]);
  });
});
