import { refusalsOf } from '../refusals';
import type { Route } from '../route';
import { roleRoutes } from './roles';

const all = Object.entries(roleRoutes) as [string, Route][];
const writes = all.filter(([, route]) => route.method !== 'get');

describe('the roles calls', () => {
  it('document, for every write, the 403 for a permission the caller lacks and the 409s', () => {
    expect(writes.map(([name]) => name)).toEqual(['createRole', 'updateRole', 'deleteRole', 'setUserRoles']);
    for (const [name, route] of writes) {
      const refusals = refusalsOf(route);
      expect([name, refusals[403]]).toEqual([name, expect.stringMatching(/CSRF.*a permission the caller does not hold/)]);
      expect([name, refusals[409]]).toEqual([name, expect.any(String)]);
    }
    const fullAdmin = /no admin holding every permission/;
    for (const name of ['updateRole', 'deleteRole', 'setUserRoles'] as const)
      expect([name, refusalsOf(roleRoutes[name])[409]]).toEqual([name, expect.stringMatching(fullAdmin)]);
    expect(refusalsOf(roleRoutes.setUserRoles)[404]).toMatch(/a role of the body does not exist/);
  });

  it('ask every call but the admin’s own for manage_roles', () => {
    expect(all.filter(([, route]) => route.permission !== 'manage_roles').map(([name]) => name)).toEqual(['adminMe']);
    expect(roleRoutes.adminMe).toMatchObject({ access: 'admin' });
  });
});
