import { CSRF_HEADER, CSRF_VALUE, gatewayMessages } from '@rollcall/contracts';
import type { GatewayLimits } from '../src';
import { key } from '../src/rate-limit/postgres-limits';
import { PASSWORD, SHELL_ORIGIN, startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(120_000);

let t: GatewayTestStack;

beforeAll(async () => {
  t = await startGatewayTestStack();
});
afterAll(() => t?.stop());

const WRONG = 'Wr0ng!Password';

/** A gateway behind one proxy, so each test can sign in from the client address it names. */
const behindProxy = (limits: Partial<GatewayLimits>) => t.extraGateway({ trustedProxyHops: 1, limits });

function signIn(gatewayUrl: string, address: string, role: string, email: string, password: string) {
  return t
    .browser()
    .call('POST', `${gatewayUrl}/auth/login`, { json: { role, email, password }, headers: { 'x-forwarded-for': address } });
}

/** Moves an account's last failure this far into the past: the wait it earned has then gone by. */
async function letTimePass(role: string, email: string, seconds: number) {
  const moved = await t.db.query(
    `UPDATE sign_in_backoff SET last_failure_at = last_failure_at - make_interval(secs => $2) WHERE key = $1`,
    [key(role, email), seconds],
  );
  expect(moved.rowCount).toBe(1);
}

const retryAfter = (answer: { headers: Headers }) => Number(answer.headers.get('retry-after'));

describe('per-account backoff', () => {
  const backoff = { freeFailures: 3, firstWaitSeconds: 60, maxWaitSeconds: 300, forgetAfterSeconds: 86_400 };

  it('slows a stranger hammering one account with waits that double up to the cap, and lets the owner in afterwards', async () => {
    const gateway = await behindProxy({ accountBackoff: backoff });
    const student = await t.user('student');
    const stranger = (password = WRONG) => signIn(gateway.url, '198.51.100.66', 'student', student.email, password);
    for (let failure = 0; failure < 3; failure++) expect((await stranger()).status).toBe(401);

    let earlierWait = 0;
    for (const wait of [60, 120, 240, 300, 300]) {
      const refused = await stranger();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        errors: [gatewayMessages.tooManySignInAttempts(Math.ceil(retryAfter(refused) / 60))],
      });
      expect(retryAfter(refused)).toBeLessThanOrEqual(wait);
      expect(retryAfter(refused)).toBeGreaterThan(earlierWait === wait ? wait - 60 : earlierWait);
      // The right password gets no further while the account waits: the wait is not a guessing window.
      expect((await stranger(PASSWORD)).status).toBe(429);
      await letTimePass('student', student.email, wait);
      expect((await stranger()).status).toBe(401);
      earlierWait = wait;
    }

    await letTimePass('student', student.email, 300);
    expect((await signIn(gateway.url, '203.0.113.10', 'student', student.email, PASSWORD)).status).toBe(200);
    // A success forgets the failures: the owner has the free ones again.
    expect((await stranger()).status).toBe(401);
  });

  it('leaves other accounts alone', async () => {
    const gateway = await behindProxy({ accountBackoff: backoff });
    const target = await t.user('student');
    const classmate = await t.user('student');
    for (let failure = 0; failure < 4; failure++) await signIn(gateway.url, '198.51.100.67', 'student', target.email, WRONG);
    expect((await signIn(gateway.url, '198.51.100.67', 'student', target.email, PASSWORD)).status).toBe(429);
    expect((await signIn(gateway.url, '198.51.100.67', 'student', classmate.email, PASSWORD)).status).toBe(200);
  });

  it('applies to change-password too, sharing the count with sign-in', async () => {
    const gateway = await behindProxy({ accountBackoff: backoff });
    const teacher = await t.user('teacher');
    const browser = t.browser();
    expect(
      (
        await browser.call('POST', `${gateway.url}/auth/login`, {
          json: { role: 'teacher', email: teacher.email, password: PASSWORD },
        })
      ).status,
    ).toBe(200);
    const change = (currentPassword: string) =>
      browser.call('POST', `${gateway.url}/auth/change-password`, { json: { currentPassword, newPassword: 'N3w!Password' } });

    for (let failure = 0; failure < 3; failure++) expect((await change(WRONG)).status).toBe(400);
    const refused = await change(PASSWORD);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(refused.body.errors).toEqual([gatewayMessages.tooManySignInAttempts(1)]);
    expect((await signIn(gateway.url, '203.0.113.11', 'teacher', teacher.email, PASSWORD)).status).toBe(429);

    await letTimePass('teacher', teacher.email, 60);
    expect((await change(PASSWORD)).status).toBe(200);
  });
});

describe('per-address ceiling', () => {
  it('lets a school of students behind one address in, each after a few typos', async () => {
    // The default limits: a whole school signs in from one NAT address.
    const gateway = await behindProxy({});
    const instituteId = await t.institute();
    const students = await Promise.all(Array.from({ length: 30 }, () => t.user('student', { instituteId })));
    const school = '203.0.113.200';
    for (const typo of ['Str0ng!Pas', 'str0ng!Pass', 'Str0ng!Pas5', 'Str0ng!Paas']) {
      for (const student of students)
        expect((await signIn(gateway.url, school, 'student', student.email, typo)).status).toBe(401);
    }
    for (const student of students)
      expect((await signIn(gateway.url, school, 'student', student.email, PASSWORD)).status).toBe(200);
  });

  it('stops a guesser spreading over many accounts from one address, and only that address', async () => {
    const gateway = await behindProxy({ failedAccountsPerAddress: { attempts: 5, windowSeconds: 900 } });
    const guesser = '198.51.100.99';
    const victim = await t.user('student');
    // Failures against one account count once towards the address.
    for (let failure = 0; failure < 3; failure++)
      expect((await signIn(gateway.url, guesser, 'student', victim.email, WRONG)).status).toBe(401);
    for (let account = 1; account < 5; account++) {
      expect((await signIn(gateway.url, guesser, 'student', `guess-${account}@rollcall.test`, WRONG)).status).toBe(401);
    }
    const refused = await signIn(gateway.url, guesser, 'student', 'guess-6@rollcall.test', WRONG);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(900);
    expect(refused.body.errors).toEqual([gatewayMessages.tooManySignInAttempts(Math.ceil(retryAfter(refused) / 60))]);

    expect((await signIn(gateway.url, '203.0.113.12', 'student', victim.email, PASSWORD)).status).toBe(200);
  });

  it('counts only well-formed, same-origin sign-in attempts: empty bodies and cross-site requests lock no one out', async () => {
    const gateway = await behindProxy({ failedAccountsPerAddress: { attempts: 2, windowSeconds: 900 } });
    const school = '203.0.113.201';
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${gateway.url}/auth/login`, { method: 'POST', headers: { 'x-forwarded-for': school, ...headers }, body });
    for (let request = 0; request < 51; request++) {
      expect(
        (await post({ 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE, origin: SHELL_ORIGIN }, '{}')).status,
      ).toBe(400);
    }
    // What a page on any other site can send with fetch(…, { mode: 'no-cors' }): a simple request without the header.
    for (let request = 0; request < 51; request++) {
      const credentials = JSON.stringify({ role: 'student', email: `nocors-${request}@rollcall.test`, password: WRONG });
      expect(
        (await post({ 'content-type': 'text/plain;charset=UTF-8', origin: 'https://unrelated.example' }, credentials)).status,
      ).toBe(403);
    }
    const student = await t.user('student');
    expect((await signIn(gateway.url, school, 'student', student.email, PASSWORD)).status).toBe(200);
  });

  it('is counted in PostgreSQL, so every gateway shares it', async () => {
    const limits = { failedAccountsPerAddress: { attempts: 2, windowSeconds: 600 } };
    const first = await behindProxy(limits);
    const second = await behindProxy(limits);
    expect((await signIn(first.url, '203.0.113.7', 'admin', 'a@x.test', WRONG)).status).toBe(401);
    expect((await signIn(second.url, '203.0.113.7', 'admin', 'b@x.test', WRONG)).status).toBe(401);
    const third = await signIn(first.url, '203.0.113.7', 'admin', 'c@x.test', WRONG);
    expect(third.status).toBe(429);
    expect(third.body.errors[0]).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });
});
