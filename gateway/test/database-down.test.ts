import { gatewayMessages } from '@rollcall/contracts';
import type { Browser } from './support/browser';
import { startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

const logLines: string[] = [];
let t: GatewayTestStack;
let superadmin: Browser;

beforeAll(async () => {
  t = await startGatewayTestStack({ log: (line) => logLines.push(line) });
  superadmin = await t.superadmin();
  await t.stack.database!.stop();
});
afterAll(() => t?.stop());

const unavailable = { success: false, errors: [gatewayMessages.serviceUnavailable] };
const enquiry = {
  instituteName: 'Down Time School',
  contactName: 'Meera Iyer',
  email: 'principal@downtime.in',
  phoneNumber: '+91 98450 12345',
  students: 80,
};

describe('while PostgreSQL is down the gateway answers 503, logs one line and no stack trace', () => {
  it.each([
    ['a request carrying a session cookie', 'GET /auth/verify-user', () => superadmin.call('GET', '/auth/verify-user')],
    [
      'an anonymous sign-in',
      'POST /auth/login',
      () => t.browser().call('POST', '/auth/login', { json: { role: 'admin', email: 'a@down.test', password: 'Str0ng!Pass' } }),
    ],
    ['an enquiry', 'POST /enquiries', () => t.browser().call('POST', '/enquiries', { json: enquiry })],
  ])('%s', async (_what, route, request) => {
    const answer = await request();
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 503, body: unavailable });
    const linesOfRoute = logLines.filter((line) => line.startsWith(`[gateway] ${route}`));
    expect(linesOfRoute).toHaveLength(1);
    expect(linesOfRoute[0]).not.toMatch(/\n\s+at /);
  });
});
