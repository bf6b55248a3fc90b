import { gatewayMessages, mailMessages } from '@rollcall/contracts';
import { signUnsubscribeToken } from '../src/mail/unsubscribe-token';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { insertPerson, type TestPerson } from './support/setup-data';
import { identities, INTERNAL_SECRET, refusal } from './support/stack';
import { insertParent, storedMailPreferences } from './support/teaching';

const area = adminAreaStack();
let institute: TestInstitute;
let student: TestPerson;
let parent: TestPerson;

beforeAll(async () => {
  institute = await area.institute('Greenfield');
  student = await insertPerson(area.pool, institute.id, 'student', 'Aarav Shah');
  parent = await insertParent(area.pool, institute.id, 'Meera Shah', []);
});

const emailOf = async (userId: string) =>
  (await area.pool.query(`SELECT email FROM users WHERE id = $1`, [userId])).rows[0].email;
const tokenFor = (person: TestPerson, kind: 'dailySummary' | 'lowAttendanceAlerts', secret = INTERNAL_SECRET) =>
  signUnsubscribeToken(secret, { instituteId: institute.id, userId: person.id, kind });
const unsubscribe = (body: unknown, identity = identities.gateway) =>
  area.stack.call('POST', '/internal/mail/unsubscribe', { identity, body });

describe('POST /internal/mail/unsubscribe', () => {
  it("turns the token's kind off for its person, and answers which kind and which address", async () => {
    const answer = await unsubscribe({ token: tokenFor(student, 'dailySummary') });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, unsubscribed: { kind: 'dailySummary', email: await emailOf(student.id) } },
    });
    expect(await storedMailPreferences(area.pool, institute.id, student.id)).toEqual({
      dailySummary: false,
      lowAttendanceAlerts: true,
    });
  });

  it('is idempotent: the same link again answers the same and changes nothing more', async () => {
    const token = tokenFor(parent, 'lowAttendanceAlerts');
    const first = await unsubscribe({ token });
    expect(first.status).toBe(200);
    expect(await unsubscribe({ token })).toEqual(first);
    expect(first.body.unsubscribed).toEqual({ kind: 'lowAttendanceAlerts', email: await emailOf(parent.id) });
    expect(await storedMailPreferences(area.pool, institute.id, parent.id)).toEqual({
      dailySummary: true,
      lowAttendanceAlerts: false,
    });
  });

  it('keeps the other kind as the person chose it', async () => {
    const someone = await insertPerson(area.pool, institute.id, 'student', 'Choosy');
    await area.stack.call('PATCH', '/student/mail-preferences', { identity: someone.identity, body: { dailySummary: false } });
    expect((await unsubscribe({ token: tokenFor(someone, 'lowAttendanceAlerts') })).status).toBe(200);
    expect(await storedMailPreferences(area.pool, institute.id, someone.id)).toEqual({
      dailySummary: false,
      lowAttendanceAlerts: false,
    });
  });

  describe('refuses a link that was not signed as it stands, with 400, and changes nothing', () => {
    const tampered = (token: string, at: number) => {
      const index = token.length - at;
      return token.slice(0, index) + (token[index] === 'A' ? 'B' : 'A') + token.slice(index + 1);
    };
    it.each([
      ['one character of the signature changed', () => tampered(tokenFor(student, 'lowAttendanceAlerts'), 5)],
      ['the kind changed', () => tokenFor(student, 'dailySummary').replace('.dailySummary.', '.lowAttendanceAlerts.')],
      ['signed with another secret', () => tokenFor(student, 'lowAttendanceAlerts', 'another-secret-0123456789abcdef')],
      ['cut short', () => tokenFor(student, 'lowAttendanceAlerts').split('.').slice(0, 3).join('.')],
      ['not a token', () => 'nonsense'],
    ])('%s', async (_name, token) => {
      const before = await storedMailPreferences(area.pool, institute.id, student.id);
      expect(await unsubscribe({ token: token() })).toEqual(refusal(400, mailMessages.invalidUnsubscribeLink));
      expect(await storedMailPreferences(area.pool, institute.id, student.id)).toEqual(before);
    });

    it('without a token', async () => {
      expect(await unsubscribe({})).toEqual(refusal(400, mailMessages.invalidUnsubscribeLink));
      expect(await unsubscribe({ token: '' })).toEqual(refusal(400, mailMessages.invalidUnsubscribeLink));
    });
  });

  it('answers 404 for a person who is gone, or who receives no attendance mail', async () => {
    const gone = await insertPerson(area.pool, institute.id, 'student', 'Gone');
    const token = tokenFor(gone, 'dailySummary');
    await area.pool.query(`DELETE FROM users WHERE id = $1`, [gone.id]);
    expect(await unsubscribe({ token })).toEqual(refusal(404, mailMessages.invalidUnsubscribeLink));
    const teacher = await insertPerson(area.pool, institute.id, 'teacher', 'Tara');
    expect(await unsubscribe({ token: tokenFor(teacher, 'dailySummary') })).toEqual(
      refusal(404, mailMessages.invalidUnsubscribeLink),
    );
    expect(await storedMailPreferences(area.pool, institute.id, teacher.id)).toBeNull();
  });

  it('is for the gateway only', async () => {
    expect(await unsubscribe({ token: tokenFor(student, 'lowAttendanceAlerts') }, student.identity)).toEqual(
      refusal(403, gatewayMessages.noAccess),
    );
    expect(await storedMailPreferences(area.pool, institute.id, student.id)).toEqual({
      dailySummary: false,
      lowAttendanceAlerts: true,
    });
  });
});
