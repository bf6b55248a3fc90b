import { CSRF_HEADER, gatewayMessages, mailMessages } from '@rollcall/contracts';
import { signUnsubscribeToken } from '../../services/src/mail/unsubscribe-token';
import type { MailRecipient } from '../../services/src/summaries/daily-summary';
import { mailLinks } from '../../services/src/summaries/mail-links';
import { SHELL_ORIGIN, SHELL_URL, startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

let t: GatewayTestStack;
let instituteId: string;

beforeAll(async () => {
  t = await startGatewayTestStack();
  instituteId = await t.institute();
});
afterAll(() => t?.stop());

const secret = () => t.stack.gatewayOptions.internalSecret;
/** The links a mail carries, pointing at this gateway as the public API address. */
const links = () => mailLinks({ shellUrl: SHELL_URL, apiUrl: () => t.gatewayUrl, secret: secret() });

async function recipient(role: 'student' | 'parent' = 'student'): Promise<MailRecipient> {
  const { id, email } = await t.user(role, { instituteId, name: 'Aarav Shah' });
  return { instituteId, userId: id, name: 'Aarav Shah', email, relation: role };
}

const stored = async (person: MailRecipient) =>
  (
    await t.db.query(
      `SELECT daily_summary AS "dailySummary", low_attendance_alerts AS "lowAttendanceAlerts"
       FROM mail_preferences WHERE institute_id = $1 AND user_id = $2`,
      [person.instituteId, person.userId],
    )
  ).rows[0] ?? null;

/** A mail provider's one-click POST (RFC 8058): the form body, no cookie, no CSRF header, no Origin. */
const oneClick = (url: string, init: RequestInit = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
    redirect: 'manual',
    ...init,
  });

const tokenIn = (url: string) => new URL(url).searchParams.get('token')!;
const withToken = (token: string) => `${t.gatewayUrl}/mail/unsubscribe?token=${encodeURIComponent(token)}`;

describe('POST /mail/unsubscribe', () => {
  it("takes a mail provider's one-click POST and turns that kind of mail off", async () => {
    const student = await recipient();
    const { oneClickUrl } = links().unsubscribe(student, 'dailySummary');
    const answer = await oneClick(oneClickUrl);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, unsubscribed: { kind: 'dailySummary', email: student.email } });
    expect(await stored(student)).toEqual({ dailySummary: false, lowAttendanceAlerts: true });
  });

  it('takes it from a foreign Origin, with no body, and again (nothing more changes)', async () => {
    const parent = await recipient('parent');
    const { oneClickUrl } = links().unsubscribe(parent, 'lowAttendanceAlerts');
    const foreign = await oneClick(oneClickUrl, {
      headers: { origin: 'https://mail.example.com', 'content-type': 'text/plain' },
    });
    expect(foreign.status).toBe(200);
    const bare = await fetch(oneClickUrl, { method: 'POST' });
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual({ success: true, unsubscribed: { kind: 'lowAttendanceAlerts', email: parent.email } });
    expect(await stored(parent)).toEqual({ dailySummary: true, lowAttendanceAlerts: false });
  });

  it('takes a form-encoded one-click POST from a foreign Origin, without the CSRF header or a cookie', async () => {
    const student = await recipient();
    const { oneClickUrl } = links().unsubscribe(student, 'lowAttendanceAlerts');
    const answer = await oneClick(oneClickUrl, {
      headers: { origin: 'https://mail.example.com', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, unsubscribed: { kind: 'lowAttendanceAlerts', email: student.email } });
    expect(await stored(student)).toEqual({ dailySummary: true, lowAttendanceAlerts: false });
  });

  it("takes the shell's unsubscribe page's JSON call, and the preflight for it passes", async () => {
    const student = await recipient();
    const { oneClickUrl } = links().unsubscribe(student, 'lowAttendanceAlerts');
    const preflight = await fetch(oneClickUrl, {
      method: 'OPTIONS',
      headers: {
        origin: SHELL_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,${CSRF_HEADER}`,
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(CSRF_HEADER.toLowerCase());

    const answer = await t.browser().call('POST', new URL(oneClickUrl).pathname + new URL(oneClickUrl).search, {
      headers: { origin: SHELL_ORIGIN },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
    expect(answer.body).toEqual({ success: true, unsubscribed: { kind: 'lowAttendanceAlerts', email: student.email } });
    expect(await stored(student)).toEqual({ dailySummary: true, lowAttendanceAlerts: false });
  });

  describe('refuses a token that was not signed as it stands with 400, and changes nothing', () => {
    let student: MailRecipient;
    beforeAll(async () => {
      student = await recipient();
    });
    const signed = () => tokenIn(links().unsubscribe(student, 'dailySummary').oneClickUrl);
    it.each([
      [
        'one character of the signature changed',
        () => signed().replace(/.(.{4})$/, (_, rest) => `${signed().at(-5) === 'A' ? 'B' : 'A'}${rest}`),
      ],
      ['the kind changed', () => signed().replace('.dailySummary.', '.lowAttendanceAlerts.')],
      [
        'signed with another secret',
        () =>
          signUnsubscribeToken('another-secret-0123456789abcdef', { instituteId, userId: student.userId, kind: 'dailySummary' }),
      ],
    ])('%s', async (_name, token) => {
      expect(token()).not.toBe(signed());
      const answer = await oneClick(withToken(token()));
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ success: false, errors: [mailMessages.invalidUnsubscribeLink] });
      expect(await stored(student)).toBeNull();
    });

    it('without a token, or with one far too long', async () => {
      for (const url of [`${t.gatewayUrl}/mail/unsubscribe`, withToken('x'.repeat(401))]) {
        const answer = await oneClick(url);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({ success: false, errors: [mailMessages.invalidUnsubscribeLink] });
      }
    });
  });

  it('refuses a body over 1 KB with 413 and changes nothing', async () => {
    const student = await recipient();
    const answer = await oneClick(links().unsubscribe(student, 'dailySummary').oneClickUrl, {
      body: `List-Unsubscribe=One-Click&padding=${'x'.repeat(2048)}`,
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ success: false, errors: [gatewayMessages.bodyTooLarge] });
    expect(await stored(student)).toBeNull();
  });

  it('limits unsubscribes per client address with 429 and Retry-After', async () => {
    const gateway = await t.extraGateway({
      trustedProxyHops: 1,
      limits: { unsubscribesPerAddress: { attempts: 2, windowSeconds: 60 } },
    });
    const student = await recipient();
    const url = new URL(links().unsubscribe(student, 'dailySummary').oneClickUrl);
    const from = (address: string) =>
      oneClick(`${gateway.url}${url.pathname}${url.search}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      });
    expect((await from('203.0.113.20')).status).toBe(200);
    expect((await from('203.0.113.20')).status).toBe(200);
    const third = await from('203.0.113.20');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await third.json()).toEqual({ success: false, errors: [mailMessages.tooManyUnsubscribes] });
    expect((await from('198.51.100.20')).status).toBe(200);
  });
});

describe('GET /mail/unsubscribe', () => {
  it('sends a browser to the unsubscribe page of the shell, and turns nothing off', async () => {
    const student = await recipient();
    const { oneClickUrl, pageUrl } = links().unsubscribe(student, 'dailySummary');
    const answer = await fetch(oneClickUrl, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(pageUrl);
    expect(await stored(student)).toBeNull();
  });
});
