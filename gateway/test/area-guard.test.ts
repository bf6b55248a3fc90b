import { gatewayMessages, roles, type Role } from '@rollcall/contracts';
import { roleRoutes } from '@rollcall/contracts/areas';
import type { Browser } from './support/browser';
import { PASSWORD, startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

let t: GatewayTestStack;
const sessions = {} as Record<Role, Browser>;

beforeAll(async () => {
  t = await startGatewayTestStack();
  const instituteId = await t.institute('Areas College');
  for (const role of roles) {
    sessions[role] =
      role === 'superadmin' ? await t.superadmin() : await t.signedIn(role, (await t.user(role, { instituteId })).email);
  }
});
afterAll(() => t?.stop());

describe("the gateway's role guard over the table of areas", () => {
  it.each(roleRoutes.map((route) => [route.path, route.role] as const))(
    '%s/*: no session 401, every other role 403, its own role reaches services',
    async (path, owner) => {
      const anonymous = await t.browser().call('GET', `${path}/anything`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ success: false, errors: [gatewayMessages.signInRequired] });
      for (const role of roles) {
        const answer = await sessions[role].call('GET', `${path}/anything`);
        if (role === owner) {
          // Services answers for routes it does not have yet: the request got past the guard.
          expect([role, answer.status]).toEqual([role, 404]);
        } else {
          expect([role, answer.status, answer.body]).toEqual([role, 403, { success: false, errors: [gatewayMessages.noAccess] }]);
        }
      }
    },
  );
});

describe('a parent', () => {
  it('signs in as a parent, and the session check says so', async () => {
    const email = (await t.user('parent')).email;
    const browser = t.browser();
    const login = await browser.call('POST', '/auth/login', { json: { role: 'parent', email, password: PASSWORD } });
    expect([login.status, login.body.role]).toEqual([200, 'parent']);
    const check = await browser.call('GET', '/auth/verify-user');
    expect([check.status, check.body.role]).toEqual([200, 'parent']);
  });

  it('is kept out of the student area it is served beside, and out of every other area', async () => {
    for (const path of ['/student/attendance', '/teacher/classes', '/admin/institute', '/superadmin/institute']) {
      expect([path, (await sessions.parent.call('GET', path)).status]).toEqual([path, 403]);
    }
  });
});
