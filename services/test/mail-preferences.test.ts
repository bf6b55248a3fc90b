import { gatewayMessages, mailMessages, messages } from '@rollcall/contracts';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { insertPerson, type TestPerson } from './support/setup-data';
import { refusal } from './support/stack';
import { insertParent, storedMailPreferences } from './support/teaching';

const area = adminAreaStack();
let institute: TestInstitute;
let student: TestPerson;
let parent: TestPerson;
let studentEmail: string;

beforeAll(async () => {
  institute = await area.institute('Greenfield');
  student = await insertPerson(area.pool, institute.id, 'student', 'Aarav Shah');
  parent = await insertParent(area.pool, institute.id, 'Meera Shah', []);
  studentEmail = (await area.pool.query(`SELECT email FROM users WHERE id = $1`, [student.id])).rows[0].email;
});

const preferences = (person: TestPerson) =>
  area.stack.call('GET', `/${person.identity.role}/mail-preferences`, { identity: person.identity });
const change = (person: TestPerson, body: unknown) =>
  area.stack.call('PATCH', `/${person.identity.role}/mail-preferences`, { identity: person.identity, body });

const defaultSchedule = { enabled: true, at: '18:00', timeZone: 'Asia/Kolkata', threshold: 75 };

describe('GET /student/mail-preferences and /parent/mail-preferences', () => {
  it('answers every kind on for someone who never chose, at their address, with the institute schedule', async () => {
    expect(await preferences(student)).toEqual({
      status: 200,
      body: {
        success: true,
        preferences: { email: studentEmail, dailySummary: true, lowAttendanceAlerts: true, absenceAlerts: true },
        schedule: defaultSchedule,
      },
    });
    const answer = await preferences(parent);
    expect(answer.status).toBe(200);
    expect(answer.body.preferences).toEqual({
      email: expect.stringMatching(/^parent-/),
      dailySummary: true,
      lowAttendanceAlerts: true,
      absenceAlerts: true,
    });
    expect(await storedMailPreferences(area.pool, institute.id, student.id)).toBeNull();
  });

  it('says when and how the institute sends them, as its settings say (and when it has turned them off)', async () => {
    const other = await area.institute('Hilltop');
    await area.pool.query(
      `UPDATE institutes SET daily_summaries = false, daily_summary_at = '19:30', time_zone = 'Europe/London',
         attendance_threshold = 72.5 WHERE id = $1`,
      [other.id],
    );
    const someone = await insertPerson(area.pool, other.id, 'student', 'Sam');
    expect((await preferences(someone)).body.schedule).toEqual({
      enabled: false,
      at: '19:30',
      timeZone: 'Europe/London',
      threshold: 72.5,
    });
  });

  it('is only for the area of the role', async () => {
    const teacher = await insertPerson(area.pool, institute.id, 'teacher', 'Tara');
    expect(await area.stack.call('GET', '/student/mail-preferences', { identity: teacher.identity })).toEqual(
      refusal(403, gatewayMessages.noAccess),
    );
    expect(await area.stack.call('GET', '/student/mail-preferences', { identity: parent.identity })).toEqual(
      refusal(403, gatewayMessages.noAccess),
    );
    expect(
      await area.stack.call('PATCH', '/parent/mail-preferences', { identity: student.identity, body: { dailySummary: false } }),
    ).toEqual(refusal(403, gatewayMessages.noAccess));
  });

  it('answers 404 for an account gone since it signed in', async () => {
    const gone = await insertPerson(area.pool, institute.id, 'student', 'Gone');
    await area.pool.query(`DELETE FROM users WHERE id = $1`, [gone.id]);
    expect(await preferences(gone)).toEqual(refusal(404, mailMessages.accountNotFound));
    expect(await change(gone, { dailySummary: false })).toEqual(refusal(404, mailMessages.accountNotFound));
    expect(await storedMailPreferences(area.pool, institute.id, gone.id)).toBeNull();
  });
});

describe('PATCH /student/mail-preferences and /parent/mail-preferences', () => {
  it('turns one kind off and keeps the other, then the other, and on again', async () => {
    const off = await change(student, { dailySummary: false });
    expect(off).toEqual({
      status: 200,
      body: {
        success: true,
        preferences: { email: studentEmail, dailySummary: false, lowAttendanceAlerts: true, absenceAlerts: true },
        schedule: defaultSchedule,
      },
    });
    expect(await storedMailPreferences(area.pool, institute.id, student.id)).toEqual({
      dailySummary: false,
      lowAttendanceAlerts: true,
    });

    expect((await change(student, { lowAttendanceAlerts: false })).body.preferences).toMatchObject({
      dailySummary: false,
      lowAttendanceAlerts: false,
    });
    expect((await preferences(student)).body.preferences).toMatchObject({ dailySummary: false, lowAttendanceAlerts: false });

    expect((await change(student, { dailySummary: true, lowAttendanceAlerts: true })).body.preferences).toMatchObject({
      dailySummary: true,
      lowAttendanceAlerts: true,
    });
    expect(await storedMailPreferences(area.pool, institute.id, student.id)).toEqual({
      dailySummary: true,
      lowAttendanceAlerts: true,
    });
  });

  it("changes a parent's own choice, not their child's", async () => {
    const child = await insertPerson(area.pool, institute.id, 'student', 'Child');
    const mother = await insertParent(area.pool, institute.id, 'Mother', []);
    expect((await change(mother, { lowAttendanceAlerts: false })).body.preferences).toMatchObject({
      dailySummary: true,
      lowAttendanceAlerts: false,
    });
    expect(await storedMailPreferences(area.pool, institute.id, mother.id)).toEqual({
      dailySummary: true,
      lowAttendanceAlerts: false,
    });
    expect(await storedMailPreferences(area.pool, institute.id, child.id)).toBeNull();
  });

  it.each([
    ['no change', {}, mailMessages.noChangeGiven],
    ['a kind that is not on or off', { dailySummary: 'no' }, mailMessages.onOrOff],
    ['a null', { lowAttendanceAlerts: null }, mailMessages.onOrOff],
    ['an unknown kind beside a known one', { dailySummary: false, weeklyDigest: false }, messages.unknownField('weeklyDigest')],
  ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const someone = await insertPerson(area.pool, institute.id, 'student', 'Unchanged');
    expect(await change(someone, body)).toEqual(refusal(400, message));
    expect(await storedMailPreferences(area.pool, institute.id, someone.id)).toBeNull();
  });
});
