import { calendarFeedMessages } from '@rollcall/contracts';
import { startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

let t: GatewayTestStack;
let instituteId: string;

beforeAll(async () => {
  t = await startGatewayTestStack();
  instituteId = await t.institute();
});
afterAll(() => t?.stop());

const NOT_FOUND = { success: false, errors: [calendarFeedMessages.feedNotFound] };

/** A teacher of the institute, signed in, with the address of their feed. */
async function teacherWithFeed(name: string) {
  const { email } = await t.user('teacher', { instituteId, name });
  const browser = await t.signedIn('teacher', email);
  const address = await browser.call('GET', '/teacher/calendar-feed');
  expect(address.status).toBe(200);
  return { browser, url: address.body.url as string };
}

describe('GET /calendar-feed.ics', () => {
  it('answers the feed to a calendar app with no cookie, no CSRF header and a foreign Origin', async () => {
    const { url } = await teacherWithFeed('Meera Iyer');
    expect(url.startsWith(`${t.gatewayUrl}/calendar-feed.ics?token=`)).toBe(true);

    const answer = await t.browser().call('GET', url, { csrf: false, headers: { origin: 'https://calendar.example.com' } });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(answer.body).toContain('X-WR-CALNAME:RollCall — Meera Iyer\r\n');
    expect(answer.body).toMatch(/END:VCALENDAR\r\n$/);
  });

  it('answers 404 to an address replaced by a new one, and the feed at the new one', async () => {
    const { browser, url } = await teacherWithFeed('Ravi Menon');

    const renewed = await browser.call('POST', '/teacher/calendar-feed');

    expect(renewed.status).toBe(200);
    expect(await t.browser().call('GET', url)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await t.browser().call('GET', renewed.body.url)).status).toBe(200);
  });

  it('answers the same 404 to an unknown, malformed or missing token, never a 500', async () => {
    const { url } = await teacherWithFeed('Anil Kumar');
    const token = new URL(url).searchParams.get('token')!;
    const unknown = token.replace(/\.[^.]+$/, `.${'A'.repeat(43)}`);
    const feedAt = (search: string) => t.browser().call('GET', `/calendar-feed.ics${search}`);

    for (const search of [
      `?token=${encodeURIComponent(unknown)}`,
      '?token=not-a-token',
      `?token=${'x'.repeat(3000)}`,
      '?token=%00%ff',
      '?token=a&token=b',
      '',
    ])
      expect([search.slice(0, 30), await feedAt(search)]).toMatchObject([search.slice(0, 30), { status: 404, body: NOT_FOUND }]);
  });

  it('limits the reads from one client address, with Retry-After', async () => {
    const { url } = await teacherWithFeed('Lata Rao');
    const strict = await t.extraGateway({
      trustedProxyHops: 1,
      limits: { calendarFeedsPerAddress: { attempts: 2, windowSeconds: 60 } },
    });
    const onStrict = url.replace(t.gatewayUrl, strict.url);
    const from = (address: string) => t.browser().call('GET', onStrict, { headers: { 'x-forwarded-for': address } });

    const answers = [await from('203.0.113.30'), await from('203.0.113.30'), await from('203.0.113.30')];

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answers[2]!.body).toEqual({ success: false, errors: [calendarFeedMessages.tooManyReads] });
    expect((await from('198.51.100.30')).status).toBe(200);
  });
});
