import { gatewayMessages, messages } from '@rollcall/contracts';
import { startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';
import { holdTemporaryPassword } from './support/temporary-password';

jest.setTimeout(60_000);

let t: GatewayTestStack;

beforeAll(async () => {
  t = await startGatewayTestStack();
});
afterAll(() => t?.stop());

const storedLanguage = async (id: string) =>
  (await t.db.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [id])).rows[0]!.language;

describe('PATCH /auth/preferences', () => {
  it('stores the signed-in user’s language, which verify-user then answers; another user keeps theirs', async () => {
    const instituteId = await t.institute();
    const teacher = await t.user('teacher', { instituteId });
    const colleague = await t.user('teacher', { instituteId });
    const browser = await t.signedIn('teacher', teacher.email);
    const other = await t.signedIn('teacher', colleague.email);
    expect((await browser.call('GET', '/auth/verify-user')).body.user.language).toBe('en');

    const saved = await browser.call('PATCH', '/auth/preferences', { json: { language: 'hi' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, language: 'hi' });
    expect(await storedLanguage(teacher.id)).toBe('hi');
    expect((await browser.call('GET', '/auth/verify-user')).body.user).toMatchObject({ id: teacher.id, language: 'hi' });

    expect(await storedLanguage(colleague.id)).toBe('en');
    expect((await other.call('GET', '/auth/verify-user')).body.user).toMatchObject({ id: colleague.id, language: 'en' });

    const again = await browser.call('PATCH', '/auth/preferences', { json: { language: 'ta' } });
    expect(again.body).toEqual({ success: true, language: 'ta' });
    expect((await browser.call('GET', '/auth/verify-user')).body.user.language).toBe('ta');
  });

  it('keeps the language for the next sign-in, in every role', async () => {
    const superadmin = await t.superadmin();
    expect((await superadmin.call('PATCH', '/auth/preferences', { json: { language: 'ta' } })).status).toBe(200);
    const parent = await t.user('parent');
    const browser = await t.signedIn('parent', parent.email);
    expect((await browser.call('PATCH', '/auth/preferences', { json: { language: 'hi' } })).status).toBe(200);
    const login = await (await t.signedIn('parent', parent.email)).call('GET', '/auth/verify-user');
    expect(login.body.user.language).toBe('hi');
    expect((await (await t.superadmin()).call('GET', '/auth/verify-user')).body.user.language).toBe('ta');
    await superadmin.call('PATCH', '/auth/preferences', { json: { language: 'en' } });
  });

  it('refuses another language, a missing one, unknown fields and a non-object with 400, changing nothing', async () => {
    const admin = await t.user('admin');
    const browser = await t.signedIn('admin', admin.email);
    for (const [json, errors] of [
      [{ language: 'fr' }, [messages.chooseLanguage]],
      [{ language: 'HI' }, [messages.chooseLanguage]],
      [{}, [messages.chooseLanguage]],
      [{ language: 'hi', theme: 'dark' }, [messages.unknownField('theme')]],
      [['hi'], ['Expected a JSON object']],
    ] as const) {
      const answer = await browser.call('PATCH', '/auth/preferences', { json });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, errors });
    }
    const malformed = await browser.call('PATCH', '/auth/preferences', { raw: '{"language":', contentType: 'application/json' });
    expect(malformed.status).toBe(400);
    expect(await storedLanguage(admin.id)).toBe('en');
  });

  it('answers 401 without a session and 403 without the CSRF header', async () => {
    const anonymous = await t.browser().call('PATCH', '/auth/preferences', { json: { language: 'hi' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, errors: [gatewayMessages.signInRequired] });

    const student = await t.user('student');
    const browser = await t.signedIn('student', student.email);
    const forged = await browser.call('PATCH', '/auth/preferences', { json: { language: 'hi' }, csrf: false });
    expect(forged.status).toBe(403);
    expect(await storedLanguage(student.id)).toBe('en');
  });

  it('lets a session with a temporary password choose too (the login page’s choice is saved at sign-in)', async () => {
    const teacher = await t.user('teacher');
    await holdTemporaryPassword(t.db, teacher.id);
    const browser = await t.signedIn('teacher', teacher.email);
    expect((await browser.call('GET', '/teacher/institute')).status).toBe(403);
    const saved = await browser.call('PATCH', '/auth/preferences', { json: { language: 'ta' } });
    expect(saved.status).toBe(200);
    expect(await storedLanguage(teacher.id)).toBe('ta');
  });
});
