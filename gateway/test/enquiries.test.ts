import { CSRF_HEADER, CSRF_VALUE, gatewayMessages } from '@rollcall/contracts';
import { SHELL_ORIGIN, SUPERADMIN, startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

let t: GatewayTestStack;

beforeAll(async () => {
  t = await startGatewayTestStack();
});
afterAll(() => t?.stop());

const enquiry = (instituteName: string) => ({
  instituteName,
  contactName: 'Meera Iyer',
  email: 'principal@riverside.in',
  phoneNumber: '+91 98450 12345',
  students: 800,
  message: 'Please call after 4 pm.',
});

const storedNames = async () =>
  (
    await t.db.query<{ institute_name: string }>('SELECT institute_name FROM registration_enquiries ORDER BY created_at')
  ).rows.map((row) => row.institute_name);

describe('POST /enquiries', () => {
  it('takes an enquiry from a visitor without a session and mails it to the super admin', async () => {
    const answer = await t
      .browser()
      .call('POST', '/enquiries', { json: enquiry('Riverside Public School'), headers: { origin: SHELL_ORIGIN } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true });
    expect(await storedNames()).toContain('Riverside Public School');

    const deadline = Date.now() + 10_000;
    let mail = (await t.mail()).find((message) => message.subject === 'New institute registration: Riverside Public School');
    while (!mail && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mail = (await t.mail()).find((message) => message.subject === 'New institute registration: Riverside Public School');
    }
    expect(mail?.to).toContain(SUPERADMIN.email);
    expect(mail?.text).toContain('+91 98450 12345');
  });

  it('answers 400 with the form messages', async () => {
    const answer = await t.browser().call('POST', '/enquiries', { json: { email: 'nope', students: 2.5 } });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        success: false,
        errors: [
          'Institute name is required',
          'Your name is required',
          'Please enter a valid email address',
          'Phone number is required',
          'Number of students must be a whole number between 1 and 1,000,000',
        ],
      },
    });
  });

  it('refuses a write without the CSRF header or from a foreign Origin, and stores nothing', async () => {
    const noHeader = await t.browser().call('POST', '/enquiries', { json: enquiry('No Header School'), csrf: false });
    expect(noHeader).toMatchObject({ status: 403, body: { success: false, errors: [gatewayMessages.invalidCsrf] } });
    const foreign = await t
      .browser()
      .call('POST', '/enquiries', { json: enquiry('Foreign School'), headers: { origin: 'https://evil.example' } });
    expect(foreign).toMatchObject({ status: 403, body: { success: false, errors: [gatewayMessages.invalidCsrf] } });
    expect(await storedNames()).not.toEqual(expect.arrayContaining(['No Header School', 'Foreign School']));
  });

  it('limits enquiries per address with 429, Retry-After and a clear message; invalid forms do not count', async () => {
    const gateway = await t.extraGateway({
      trustedProxyHops: 1,
      limits: { enquiriesPerAddress: { attempts: 2, windowSeconds: 3600 } },
    });
    const from = (address: string, body: unknown) =>
      fetch(`${gateway.url}/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE, 'x-forwarded-for': address },
        body: JSON.stringify(body),
      });
    expect((await from('203.0.113.9', {})).status).toBe(400);
    expect((await from('203.0.113.9', enquiry('First Try School'))).status).toBe(201);
    expect((await from('203.0.113.9', enquiry('Second Try School'))).status).toBe(201);
    const third = await from('203.0.113.9', enquiry('Third Try School'));
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await third.json()).toEqual({
      success: false,
      errors: [expect.stringMatching(/^Too many registration requests from your network\. Please try again in \d+ minutes?\.$/)],
    });
    expect((await from('198.51.100.4', enquiry('Neighbour School'))).status).toBe(201);
    expect(await storedNames()).not.toContain('Third Try School');
  });

  it('refuses NUL in any field with 400, stores nothing and leaves the allowance untouched', async () => {
    const gateway = await t.extraGateway({
      trustedProxyHops: 1,
      limits: { enquiriesPerAddress: { attempts: 1, windowSeconds: 3600 } },
    });
    const from = (body: unknown) =>
      fetch(`${gateway.url}/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE, 'x-forwarded-for': '192.0.2.77' },
        body: JSON.stringify(body),
      });
    const nul = '\u0000';
    for (const body of [
      enquiry(`Nul${nul}School`),
      { ...enquiry('Nul School'), contactName: `Meera${nul}` },
      { ...enquiry('Nul School'), phoneNumber: `0${nul}` },
      { ...enquiry('Nul School'), message: `Hello${nul}` },
    ]) {
      const answer = await from(body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        success: false,
        errors: [expect.stringMatching(/must not contain (line breaks or )?control characters$/)],
      });
    }
    expect((await storedNames()).filter((name) => name.startsWith('Nul'))).toEqual([]);
    expect((await from(enquiry('After Nul School'))).status).toBe(201);
  });

  it('refuses an institute name with CR/LF, so no mail to the super admins carries an injected line', async () => {
    const injected = 'Forged School\r\nBcc: attacker@evil.test';
    const answer = await t.browser().call('POST', '/enquiries', { json: enquiry(injected) });
    expect(answer).toMatchObject({
      status: 400,
      body: { success: false, errors: ['Institute name must not contain line breaks or control characters'] },
    });
    await t.stack.services.flushOutbox();
    const mails = await t.mail();
    expect(mails.filter((mail) => /attacker@evil\.test|Forged School/.test(`${mail.to}\n${mail.subject}\n${mail.text}`))).toEqual(
      [],
    );
    expect(await storedNames()).not.toContain(injected);
  });
});
