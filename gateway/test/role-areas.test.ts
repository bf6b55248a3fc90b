import { roleRoutes } from '@rollcall/contracts/areas';
import { areaOf } from '../src/guard/areas';

describe("the gateway's role areas, from the table of areas", () => {
  it("guard every role's prefix, and everything below it, for that role only", () => {
    for (const { path, role } of roleRoutes) {
      expect([path, areaOf(path)]).toEqual([path, role]);
      expect([path, areaOf(`${path}/institute`)]).toEqual([path, role]);
      expect([path, areaOf(`${path}/a/b?c=d`)]).toEqual([path, role]);
    }
  });

  it('leave sign-in, public routes and look-alike prefixes to the rest of the gateway', () => {
    for (const path of ['/', '/auth/login', '/auth/verify-user', '/login', '/enquiries', '/administration', '/constructor/x']) {
      expect([path, areaOf(path)]).toEqual([path, null]);
    }
  });
});
