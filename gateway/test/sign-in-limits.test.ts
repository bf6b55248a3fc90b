import { createHash, randomBytes } from 'node:crypto';
import { CSRF_HEADER, CSRF_VALUE, gatewayMessages, type Role } from '@rollcall/contracts';
import type { GatewayLimits } from '../src';
import { DEVICE_COOKIE } from '../src/devices/device-cookie';
import { serializeKnownAccounts } from '../src/devices/device-list';
import { key } from '../src/rate-limit/postgres-limits';
import { CookieKeys } from '../src/session/cookie-keys';
import { freePort } from '../../services/src/db/free-port';
import type { Browser } from './support/browser';
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

function attempt(browser: Browser, gatewayUrl: string, address: string, role: string, email: string, password: string) {
  return browser.call('POST', `${gatewayUrl}/auth/login`, {
    json: { role, email, password },
    headers: { 'x-forwarded-for': address },
  });
}

/** A sign-in from a browser of its own, which nothing knows: a stranger's. */
function signIn(gatewayUrl: string, address: string, role: string, email: string, password: string) {
  return attempt(t.browser(), gatewayUrl, address, role, email, password);
}

/** A browser where the account signed in with its password: known for it from then on. */
async function knownBrowser(gatewayUrl: string, address: string, role: Role, email: string): Promise<Browser> {
  const browser = t.browser();
  expect((await attempt(browser, gatewayUrl, address, role, email, PASSWORD)).status).toBe(200);
  expect(browser.cookies[DEVICE_COOKIE]).toBeDefined();
  return browser;
}

/** A browser sending only this device cookie. */
function withDeviceCookie(value: string): Browser {
  const browser = t.browser();
  browser.setCookieHeader(`${DEVICE_COOKIE}=${value}`);
  return browser;
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
    // A session without its browser's device cookie: the account's unknown-browser side.
    browser.setCookieHeader(
      Object.entries(browser.cookies)
        .filter(([name]) => name !== DEVICE_COOKIE)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    );
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

describe('device cookies', () => {
  const backoff = { freeFailures: 3, firstWaitSeconds: 60, maxWaitSeconds: 300, forgetAfterSeconds: 86_400 };

  it('marks a browser after the right password with an HttpOnly, SameSite=Lax cookie for /auth that lasts a year', async () => {
    const student = await t.user('student');
    const browser = t.browser();
    const failed = await browser.call('POST', '/auth/login', {
      json: { role: 'student', email: student.email, password: WRONG },
    });
    expect(failed.status).toBe(401);
    expect(failed.headers.getSetCookie().some((line) => line.startsWith(`${DEVICE_COOKIE}=`))).toBe(false);

    const answer = await browser.call('POST', '/auth/login', {
      json: { role: 'student', email: student.email, password: PASSWORD },
    });
    expect(answer.status).toBe(200);
    const line = answer.headers.getSetCookie().find((set) => set.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(line).toMatch(/;\s*path=\/auth(;|$)/i);
    expect(line).toMatch(/;\s*httponly(;|$)/i);
    expect(line).toMatch(/;\s*samesite=lax(;|$)/i);
    expect(line).not.toContain(student.email);
    const expires = new Date(/;\s*expires=([^;]+)/i.exec(line)![1]!).getTime();
    const day = 24 * 60 * 60 * 1000;
    expect(expires).toBeGreaterThan(Date.now() + 364 * day);
    expect(expires).toBeLessThan(Date.now() + 366 * day);
  });

  it.each([
    ['one address', (_failure: number) => '198.51.100.150'],
    ['several addresses', (failure: number) => `192.0.2.${failure + 1}`],
  ])(
    "lets the owner's known browser in after a stranger's 50 failures from %s, and keeps slowing the stranger",
    async (_from, strangerAt) => {
      const gateway = await behindProxy({});
      const teacher = await t.user('teacher');
      const phone = await knownBrowser(gateway.url, '203.0.113.50', 'teacher', teacher.email);

      const statuses: number[] = [];
      let last = await signIn(gateway.url, strangerAt(0), 'teacher', teacher.email, WRONG);
      statuses.push(last.status);
      for (let failure = 1; failure < 50; failure++) {
        last = await signIn(gateway.url, strangerAt(failure), 'teacher', teacher.email, WRONG);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(45).fill(429)]);
      expect(retryAfter(last)).toBeGreaterThan(0);
      expect(retryAfter(last)).toBeLessThanOrEqual(60);
      expect(last.body).toEqual({ success: false, errors: [gatewayMessages.tooManySignInAttempts(1)] });
      // The wait is no guessing window for unknown browsers: the right password waits too.
      expect((await signIn(gateway.url, strangerAt(50), 'teacher', teacher.email, PASSWORD)).status).toBe(429);

      // The owner, from home and from the stranger's own address (a school's shared one).
      expect((await attempt(phone, gateway.url, '203.0.113.50', 'teacher', teacher.email, PASSWORD)).status).toBe(200);
      expect((await attempt(phone, gateway.url, strangerAt(0), 'teacher', teacher.email, PASSWORD)).status).toBe(200);

      // The owner's sign-ins do not hand the stranger fresh free failures.
      const stillWaiting = await signIn(gateway.url, strangerAt(51), 'teacher', teacher.email, WRONG);
      expect(stillWaiting.status).toBe(429);
      expect(retryAfter(stillWaiting)).toBeGreaterThan(0);
    },
  );

  it('counts a forged or altered device cookie as an unknown browser', async () => {
    const gateway = await behindProxy({ accountBackoff: backoff });
    const student = await t.user('student');
    const genuine = (await knownBrowser(gateway.url, '203.0.113.60', 'student', student.email)).cookies[DEVICE_COOKIE]!;
    const [entry, signature] = genuine.split('.') as [string, string];

    // An entry for the account with a nonce of the forger's choice: all that knowing the email allows.
    const nonce = randomBytes(16).toString('base64url');
    const tag = createHash('sha256').update([nonce, 'student', student.email].join('\u0000')).digest('base64url');
    const otherKeys = new CookieKeys(['not-the-gateway-session-secret-0123456789']);
    const forged = serializeKnownAccounts(DEVICE_COOKIE, [{ nonce, tag }], otherKeys);
    const altered = [`${nonce}:${tag}.${signature}`, `${entry.slice(0, -1)}${entry.endsWith('A') ? 'B' : 'A'}.${signature}`];
    const unsigned = [`${nonce}:${tag}`, `${entry}.`, `${nonce}:${tag}.${otherKeys.sign(`${DEVICE_COOKIE}=${nonce}:${tag}`)}x`];

    // The forged cookie's failures are the unknown browsers' ones: they earn the account its wait.
    for (let failure = 0; failure < 3; failure++) {
      expect(
        (await attempt(withDeviceCookie(forged), gateway.url, '198.51.100.61', 'student', student.email, WRONG)).status,
      ).toBe(401);
    }
    expect((await signIn(gateway.url, '198.51.100.62', 'student', student.email, PASSWORD)).status).toBe(429);
    for (const cookie of [forged, ...altered, ...unsigned]) {
      const refused = await attempt(withDeviceCookie(cookie), gateway.url, '198.51.100.61', 'student', student.email, PASSWORD);
      expect(refused.status).toBe(429);
    }
    const owner = await attempt(withDeviceCookie(genuine), gateway.url, '198.51.100.61', 'student', student.email, PASSWORD);
    expect(owner.status).toBe(200);
  });

  it('keeps a browser known across a key rotation, and signs its next cookie with the new key', async () => {
    const newKey = 'rotated-gateway-session-secret-0123456789';
    const limits = { accountBackoff: backoff };
    const rotated = await t.extraGateway({
      trustedProxyHops: 1,
      limits,
      sessionSecrets: [newKey, ...t.stack.gatewayOptions.sessionSecrets],
    });
    const onlyNewKey = await t.extraGateway({ trustedProxyHops: 1, limits, sessionSecrets: [newKey] });
    const student = await t.user('student');
    const phone = await knownBrowser((await behindProxy(limits)).url, '203.0.113.65', 'student', student.email);
    for (let failure = 0; failure < 3; failure++) await signIn(rotated.url, '198.51.100.65', 'student', student.email, WRONG);

    expect((await attempt(phone, onlyNewKey.url, '203.0.113.65', 'student', student.email, PASSWORD)).status).toBe(429);
    expect((await attempt(phone, rotated.url, '203.0.113.65', 'student', student.email, PASSWORD)).status).toBe(200);
    expect((await attempt(phone, onlyNewKey.url, '203.0.113.65', 'student', student.email, PASSWORD)).status).toBe(200);
  });

  it("does not count a device cookie of another account (another email, or the same email's other role) for this one", async () => {
    const gateway = await behindProxy({ accountBackoff: backoff });
    const teacher = await t.user('teacher');
    const colleague = await t.user('teacher');
    const sameEmailAdmin = await t.user('admin', { email: teacher.email });
    const colleaguesLaptop = await knownBrowser(gateway.url, '203.0.113.70', 'teacher', colleague.email);
    const adminsLaptop = await knownBrowser(gateway.url, '203.0.113.70', 'admin', sameEmailAdmin.email);

    for (const browser of [colleaguesLaptop, adminsLaptop, colleaguesLaptop]) {
      expect((await attempt(browser, gateway.url, '203.0.113.70', 'teacher', teacher.email, WRONG)).status).toBe(401);
    }
    // Their failures counted on the teacher's unknown side, whose wait now holds them back too.
    expect((await signIn(gateway.url, '203.0.113.71', 'teacher', teacher.email, PASSWORD)).status).toBe(429);
    for (const browser of [colleaguesLaptop, adminsLaptop]) {
      expect((await attempt(browser, gateway.url, '203.0.113.70', 'teacher', teacher.email, PASSWORD)).status).toBe(429);
    }
    // Each stays known for its own account.
    expect((await attempt(colleaguesLaptop, gateway.url, '203.0.113.70', 'teacher', colleague.email, PASSWORD)).status).toBe(200);
    expect((await attempt(adminsLaptop, gateway.url, '203.0.113.70', 'admin', teacher.email, PASSWORD)).status).toBe(200);
  });

  it("locks a known browser that fails too often on its own, leaving the account's other browsers alone", async () => {
    const gateway = await behindProxy({
      accountBackoff: backoff,
      failuresPerKnownDevice: { attempts: 4, windowSeconds: 600 },
    });
    const admin = await t.user('admin');
    const phone = await knownBrowser(gateway.url, '203.0.113.80', 'admin', admin.email);
    const laptop = await knownBrowser(gateway.url, '203.0.113.81', 'admin', admin.email);

    for (let failure = 0; failure < 4; failure++) {
      expect((await attempt(phone, gateway.url, '203.0.113.80', 'admin', admin.email, WRONG)).status).toBe(401);
    }
    const refused = await attempt(phone, gateway.url, '203.0.113.80', 'admin', admin.email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(600);
    expect(refused.body).toEqual({
      success: false,
      errors: [gatewayMessages.tooManySignInAttempts(Math.ceil(retryAfter(refused) / 60))],
    });

    expect((await attempt(laptop, gateway.url, '203.0.113.81', 'admin', admin.email, PASSWORD)).status).toBe(200);
    // Four failures would have used up the unknown side's three free ones: they were not counted there.
    expect((await signIn(gateway.url, '203.0.113.82', 'admin', admin.email, PASSWORD)).status).toBe(200);
    // Nor do the other browsers' sign-ins lift the phone's lock.
    expect((await attempt(phone, gateway.url, '203.0.113.80', 'admin', admin.email, PASSWORD)).status).toBe(429);
  });

  it("does not count a known browser's attempts that never reached a password check (services down)", async () => {
    const failuresPerKnownDevice = { attempts: 2, windowSeconds: 600 };
    const gateway = await behindProxy({ failuresPerKnownDevice });
    const cutOff = await t.extraGateway({
      trustedProxyHops: 1,
      limits: { failuresPerKnownDevice },
      servicesUrl: `http://127.0.0.1:${await freePort()}`,
    });
    const parent = await t.user('parent');
    const phone = await knownBrowser(gateway.url, '203.0.113.85', 'parent', parent.email);
    for (let tries = 0; tries < 3; tries++) {
      expect((await attempt(phone, cutOff.url, '203.0.113.85', 'parent', parent.email, WRONG)).status).toBe(503);
    }
    expect((await attempt(phone, gateway.url, '203.0.113.85', 'parent', parent.email, WRONG)).status).toBe(401);
    expect((await attempt(phone, gateway.url, '203.0.113.85', 'parent', parent.email, PASSWORD)).status).toBe(200);
  });

  it('knows one browser for the five accounts that signed in there last', async () => {
    const gateway = await behindProxy({ accountBackoff: backoff });
    const instituteId = await t.institute();
    const roles: Role[] = ['student', 'parent', 'student', 'parent', 'teacher', 'student'];
    const accounts = await Promise.all(roles.map(async (role) => ({ role, ...(await t.user(role, { instituteId })) })));
    const familyPhone = t.browser();
    for (const { role, email } of accounts) {
      expect((await attempt(familyPhone, gateway.url, '203.0.113.90', role, email, PASSWORD)).status).toBe(200);
    }
    for (const { role, email } of accounts) {
      for (let failure = 0; failure < 3; failure++) await signIn(gateway.url, '198.51.100.91', role, email, WRONG);
    }

    const [oldest, ...latest] = accounts as [(typeof accounts)[0], ...typeof accounts];
    expect((await attempt(familyPhone, gateway.url, '203.0.113.90', oldest.role, oldest.email, PASSWORD)).status).toBe(429);
    for (const { role, email } of latest) {
      expect((await attempt(familyPhone, gateway.url, '203.0.113.90', role, email, PASSWORD)).status).toBe(200);
    }
  });

  it('keeps the per-address ceiling for unknown browsers, while a browser known for its account still gets in', async () => {
    const gateway = await behindProxy({ failedAccountsPerAddress: { attempts: 5, windowSeconds: 900 } });
    const school = '198.51.100.160';
    const teacher = await t.user('teacher');
    const staffroom = await knownBrowser(gateway.url, school, 'teacher', teacher.email);
    for (let account = 0; account < 5; account++) {
      expect((await signIn(gateway.url, school, 'student', `sweep-${account}@rollcall.test`, WRONG)).status).toBe(401);
    }
    const refused = await signIn(gateway.url, school, 'student', 'sweep-5@rollcall.test', WRONG);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(900);
    expect((await signIn(gateway.url, school, 'teacher', teacher.email, PASSWORD)).status).toBe(429);

    expect((await attempt(staffroom, gateway.url, school, 'teacher', teacher.email, PASSWORD)).status).toBe(200);
  });

  it("counts a known browser's change-password failures on that browser, so a stranger's never stop the owner's change", async () => {
    const failuresPerKnownDevice = { attempts: 3, windowSeconds: 600 };
    const gateway = await behindProxy({ accountBackoff: backoff, failuresPerKnownDevice });
    const teacher = await t.user('teacher');
    const laptop = await knownBrowser(gateway.url, '203.0.113.95', 'teacher', teacher.email);
    const phone = await knownBrowser(gateway.url, '203.0.113.96', 'teacher', teacher.email);
    const change = (browser: Browser, currentPassword: string, address: string) =>
      browser.call('POST', `${gateway.url}/auth/change-password`, {
        json: { currentPassword, newPassword: 'N3w!Password' },
        headers: { 'x-forwarded-for': address },
      });

    // A stranger locks the account's unknown side; the owner's signed-in phone still changes nothing by it.
    for (let failure = 0; failure < 4; failure++) await signIn(gateway.url, '198.51.100.99', 'teacher', teacher.email, WRONG);
    expect((await signIn(gateway.url, '198.51.100.99', 'teacher', teacher.email, PASSWORD)).status).toBe(429);

    // The phone's own failures lock the phone, for changing and signing in alike, and nothing else.
    for (let failure = 0; failure < 3; failure++) expect((await change(phone, WRONG, '203.0.113.96')).status).toBe(400);
    expect((await change(phone, PASSWORD, '203.0.113.96')).status).toBe(429);
    expect((await attempt(phone, gateway.url, '203.0.113.96', 'teacher', teacher.email, PASSWORD)).status).toBe(429);
    expect((await change(laptop, PASSWORD, '203.0.113.95')).status).toBe(200);
  });
});
