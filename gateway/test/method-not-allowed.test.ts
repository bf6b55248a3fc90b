import type { Browser } from './support/browser';
import { startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

let t: GatewayTestStack;
let admin: Browser;

beforeAll(async () => {
  t = await startGatewayTestStack();
  admin = await t.signedIn('admin', (await t.user('admin', { instituteId: await t.institute('Allow School') })).email);
});
afterAll(() => t?.stop());

describe('a known path asked with a method it does not answer', () => {
  it.each([
    ['PATCH', '/admin/classes', 'POST, GET, HEAD'],
    ['DELETE', '/admin/settings', 'GET, PATCH, HEAD'],
    ['GET', '/auth/login', 'POST'],
    ['PUT', '/mail/unsubscribe', 'POST, GET, HEAD'],
    ['POST', '/admin/classes/5d2a7c41-9e3b-4f6a-8d1c-7b0e2a4f6c93', 'PUT, DELETE'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    for (const browser of [t.browser(), admin]) {
      const answer = await browser.call(method, path, { json: method === 'GET' ? undefined : {} });
      expect([answer.status, answer.headers.get('allow')]).toEqual([405, allow]);
      expect(answer.body).toEqual({
        success: false,
        errors: [`This address does not answer ${method}; it answers ${allow}`],
      });
    }
  });

  it('still answers 404 to a path nobody knows, and HEAD wherever GET is answered', async () => {
    expect((await t.browser().call('PATCH', '/nothing-here', { json: {} })).status).toBe(404);
    expect((await admin.call('PATCH', '/admin/nothing-here', { json: {} })).status).toBe(404);
    expect((await t.browser().request('HEAD', '/openapi.json')).status).toBe(200);
  });
});
