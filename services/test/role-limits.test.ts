import { customRoleMessages, messages, type Permission, permissions } from '@rollcall/contracts';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { assignRoles, createRole, deleteRole, editRole, rolesInDatabase } from './support/roles';
import { insertPerson, type TestPerson } from './support/setup-data';
import { identities, refusal } from './support/stack';

const area = adminAreaStack();

const addAdmin = (institute: TestInstitute, name: string) => insertPerson(area.pool, institute.id, 'admin', name);
const addTeacher = (institute: TestInstitute, name: string) => insertPerson(area.pool, institute.id, 'teacher', name);

/** A fresh institute whose founding admin (every permission) gave a second admin exactly these permissions. */
async function officerHolding(granted: readonly Permission[]) {
  const institute = await area.institute();
  const officer = await addAdmin(institute, 'Omar Officer');
  const officerRole = await createRole(area, institute.admin, 'Officer', granted);
  expect((await assignRoles(area, institute.admin, officer.id, [officerRole.id])).status).toBe(200);
  return { institute, officer, officerRole };
}

/** Runs a refused call and checks that the institute's roles and their holders are as they were. */
async function refusedUnchanged(institute: TestInstitute, call: () => Promise<unknown>, expected: unknown) {
  const before = await rolesInDatabase(area, institute.id);
  expect(await call()).toEqual(expected);
  expect(await rolesInDatabase(area, institute.id)).toEqual(before);
}

/** Tests that make dozens of calls, one per permission: a loaded machine takes seconds over them. */
const MANY_CALLS = 30_000;

const notHeld = (lacking: Permission) => refusal(403, customRoleMessages.permissionsNotHeld([lacking]));

describe.each(permissions)('an admin holding manage_roles and %s', (permission) => {
  const held = [...new Set<Permission>(['manage_roles', permission])];
  const others = permissions.filter((other) => !held.includes(other));
  let institute: TestInstitute;
  let officer: TestPerson;

  beforeAll(async () => {
    ({ institute, officer } = await officerHolding(held));
  }, MANY_CALLS);

  it(
    'creates a role granting what they hold, and no role granting one permission more',
    async () => {
      const answer = await area.stack.call('POST', '/admin/roles', {
        identity: officer.identity,
        body: { name: 'Within reach', permissions: held },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.role.permissions).toEqual(permissions.filter((each) => held.includes(each)));
      for (const other of others) {
        await refusedUnchanged(
          institute,
          () =>
            area.stack.call('POST', '/admin/roles', {
              identity: officer.identity,
              body: { name: `Wider ${other}`, permissions: [...held, other] },
            }),
          notHeld(other),
        );
      }
    },
    MANY_CALLS,
  );

  it(
    'edits a role up to what they hold, never beyond, and never a role that grants more',
    async () => {
      const role = await createRole(area, institute.admin, 'Blank', []);
      expect((await editRole(area, officer.identity, role.id, 'Filled', held)).status).toBe(200);
      for (const other of others) {
        await refusedUnchanged(
          institute,
          () => editRole(area, officer.identity, role.id, 'Filled', [...held, other]),
          notHeld(other),
        );
        const wider = await createRole(area, institute.admin, `Holds ${other}`, [other]);
        // Taking away a permission one lacks is a change of it too, and so is renaming a role that grants it.
        await refusedUnchanged(institute, () => editRole(area, officer.identity, wider.id, `Holds ${other}`, []), notHeld(other));
        await refusedUnchanged(institute, () => editRole(area, officer.identity, wider.id, 'Renamed', [other]), notHeld(other));
      }
    },
    MANY_CALLS,
  );

  it(
    'deletes a role within what they hold, and no role that grants more',
    async () => {
      for (const other of others) {
        const wider = await createRole(area, institute.admin, `Delete ${other}`, [permission, other]);
        await refusedUnchanged(institute, () => deleteRole(area, officer.identity, wider.id), notHeld(other));
      }
      const within = await createRole(area, institute.admin, 'Delete within', held);
      expect(await deleteRole(area, officer.identity, within.id)).toEqual({ status: 200, body: { success: true } });
      expect((await rolesInDatabase(area, institute.id)).roles.map((role) => role.id)).not.toContain(within.id);
    },
    MANY_CALLS,
  );

  it(
    'gives and takes away roles within what they hold, and no role that grants more',
    async () => {
      const teacher = await addTeacher(institute, 'Tara Teacher');
      const within = await createRole(area, institute.admin, 'Assign within', held);
      expect((await assignRoles(area, officer.identity, teacher.id, [within.id])).status).toBe(200);
      expect((await assignRoles(area, officer.identity, teacher.id, [])).status).toBe(200);
      for (const other of others) {
        const wider = await createRole(area, institute.admin, `Assign ${other}`, [other]);
        await refusedUnchanged(institute, () => assignRoles(area, officer.identity, teacher.id, [wider.id]), notHeld(other));
        expect((await assignRoles(area, institute.admin, teacher.id, [wider.id])).status).toBe(200);
        await refusedUnchanged(institute, () => assignRoles(area, officer.identity, teacher.id, []), notHeld(other));
        // Keeping a role they could not give is no change of it.
        expect((await assignRoles(area, officer.identity, teacher.id, [wider.id, within.id])).status).toBe(200);
        expect((await assignRoles(area, institute.admin, teacher.id, [])).status).toBe(200);
      }
    },
    MANY_CALLS,
  );
});

describe('a role the admin holds', () => {
  it(
    'cannot be edited or deleted by them, even within what they hold',
    async () => {
      const { institute, officer, officerRole } = await officerHolding(['manage_roles', 'view_reports']);
      await refusedUnchanged(
        institute,
        () => editRole(area, officer.identity, officerRole.id, 'Officer', ['manage_roles']),
        refusal(409, customRoleMessages.ownRole),
      );
      await refusedUnchanged(
        institute,
        () => deleteRole(area, officer.identity, officerRole.id),
        refusal(409, customRoleMessages.ownRole),
      );
    },
    MANY_CALLS,
  );

  it(
    'does not let an admin who may only manage roles give themselves every permission',
    async () => {
      const { institute, officer, officerRole } = await officerHolding(['manage_roles']);
      await refusedUnchanged(
        institute,
        () => editRole(area, officer.identity, officerRole.id, 'Officer', [...permissions]),
        refusal(409, customRoleMessages.ownRole),
      );
      const addClass = await area.stack.call('POST', '/admin/classes', {
        identity: officer.identity,
        body: { name: 'Sneaky 1A' },
      });
      expect(addClass).toEqual(refusal(403, messages.noPermission));
      const { rows } = await area.pool.query('SELECT 1 FROM classes WHERE institute_id = $1', [institute.id]);
      expect(rows).toEqual([]);

      // Nor through a colleague: an all-permission role can be neither made nor given by them.
      const colleague = await addAdmin(institute, 'Cal Colleague');
      expect((await assignRoles(area, institute.admin, colleague.id, [officerRole.id])).status).toBe(200);
      const lacking = permissions.filter((each) => each !== 'manage_roles');
      await refusedUnchanged(
        institute,
        () =>
          area.stack.call('POST', '/admin/roles', {
            identity: officer.identity,
            body: { name: 'All', permissions: [...permissions] },
          }),
        refusal(403, customRoleMessages.permissionsNotHeld(lacking)),
      );
      const everything = await createRole(area, institute.admin, 'Everything', [...permissions]);
      const teacher = await addTeacher(institute, 'Ted Teacher');
      for (const userId of [colleague.id, teacher.id]) {
        await refusedUnchanged(
          institute,
          () => assignRoles(area, officer.identity, userId, [everything.id]),
          refusal(403, customRoleMessages.permissionsNotHeld(lacking)),
        );
      }
    },
    MANY_CALLS,
  );
});

describe('an admin without a custom role, who holds every permission', () => {
  it(
    'is neither freed nor restricted by an admin who lacks a permission',
    async () => {
      const { institute, officer, officerRole } = await officerHolding(['manage_roles', 'view_reports']);
      const colleague = await addAdmin(institute, 'Cal Colleague');
      expect((await assignRoles(area, institute.admin, colleague.id, [officerRole.id])).status).toBe(200);
      const fullOnly = refusal(403, customRoleMessages.fullAdminOnly);
      // Leaving the colleague with no role would give them every permission.
      await refusedUnchanged(institute, () => assignRoles(area, officer.identity, colleague.id, []), fullOnly);
      const reports = await createRole(area, institute.admin, 'Reports', ['view_reports']);
      expect((await assignRoles(area, institute.admin, colleague.id, [reports.id])).status).toBe(200);
      await refusedUnchanged(institute, () => deleteRole(area, officer.identity, reports.id), fullOnly);
      // A second admin with every permission keeps it: restricting them is not the officer's to do.
      const second = await addAdmin(institute, 'Sid Second');
      await refusedUnchanged(institute, () => assignRoles(area, officer.identity, second.id, [reports.id]), fullOnly);

      // An admin who holds every permission may do all three.
      expect((await assignRoles(area, institute.admin, second.id, [reports.id])).status).toBe(200);
      expect((await assignRoles(area, institute.admin, second.id, [])).status).toBe(200);
      expect(await deleteRole(area, institute.admin, reports.id)).toEqual({ status: 200, body: { success: true } });
      const { rows } = await area.pool.query('SELECT 1 FROM user_custom_roles WHERE user_id = $1', [colleague.id]);
      expect(rows).toEqual([]);
    },
    MANY_CALLS,
  );
});

describe('the last admin who holds every permission', () => {
  /**
   * The founder is restricted to managing roles and viewing reports; the deputy holds every permission through two
   * roles, Reports (view_reports) and the Rest, and is the only admin who does.
   */
  async function deputyHoldingEverything() {
    const institute = await area.institute();
    const deputy = await addAdmin(institute, 'Dev Deputy');
    const reports = await createRole(area, institute.admin, 'Reports', ['view_reports']);
    const rest = await createRole(
      area,
      institute.admin,
      'Rest',
      permissions.filter((each) => each !== 'view_reports'),
    );
    const keeper = await createRole(area, institute.admin, 'Keeper', ['manage_roles', 'view_reports']);
    expect((await assignRoles(area, institute.admin, deputy.id, [reports.id, rest.id])).status).toBe(200);
    expect((await assignRoles(area, deputy.identity, institute.adminId, [keeper.id])).status).toBe(200);
    return { institute, deputy, reports, rest };
  }

  it(
    'keeps every permission whichever way a role or its holders change',
    async () => {
      const { institute, deputy, reports, rest } = await deputyHoldingEverything();
      const lastFull = refusal(409, customRoleMessages.lastFullAdmin);
      await refusedUnchanged(institute, () => editRole(area, institute.admin, reports.id, 'Reports', []), lastFull);
      await refusedUnchanged(institute, () => deleteRole(area, institute.admin, reports.id), lastFull);
      await refusedUnchanged(institute, () => assignRoles(area, institute.admin, deputy.id, [rest.id]), lastFull);
    },
    MANY_CALLS,
  );

  it(
    'loses a permission once another admin holds every one',
    async () => {
      const { institute, deputy, reports } = await deputyHoldingEverything();
      const spare = await addAdmin(institute, 'Sam Spare');
      expect(await editRole(area, institute.admin, reports.id, 'Reports', [])).toMatchObject({ status: 200 });
      const { rows } = await area.pool.query('SELECT count(*)::int AS roles FROM user_custom_roles WHERE user_id = $1', [
        deputy.id,
      ]);
      expect(rows).toEqual([{ roles: 2 }]);
      const deputyHolds = (await area.stack.call('GET', '/admin/me', { identity: deputy.identity })).body.permissions;
      expect(deputyHolds).toEqual(permissions.filter((each) => each !== 'view_reports'));
      expect((await area.stack.call('GET', '/admin/me', { identity: spare.identity })).body.permissions).toEqual([
        ...permissions,
      ]);
    },
    MANY_CALLS,
  );

  it(
    'is not deleted by the super admin while admins restricted by roles remain; the only admin is',
    async () => {
      const { institute, deputy } = await deputyHoldingEverything();
      const asSuperadmin = { identity: identities.superadmin() };
      expect(await area.stack.call('DELETE', `/superadmin/admin?adminId=${deputy.id}`, asSuperadmin)).toEqual(
        refusal(409, customRoleMessages.lastFullAdminDeleted),
      );
      const { rows } = await area.pool.query('SELECT id FROM users WHERE institute_id = $1 AND role = $2 ORDER BY id', [
        institute.id,
        'admin',
      ]);
      expect(rows).toHaveLength(2);
      expect(await area.stack.call('DELETE', `/superadmin/admin?adminId=${institute.adminId}`, asSuperadmin)).toEqual({
        status: 200,
        body: { success: true },
      });
      expect(await area.stack.call('DELETE', `/superadmin/admin?adminId=${deputy.id}`, asSuperadmin)).toEqual({
        status: 200,
        body: { success: true },
      });
    },
    MANY_CALLS,
  );
});

describe('GET /admin/me', () => {
  it('names the custom roles the admin holds, none for an admin who holds every permission', async () => {
    const { institute, officer, officerRole } = await officerHolding(['manage_roles', 'export_reports']);
    const me = await area.stack.call('GET', '/admin/me', { identity: officer.identity });
    expect(me.body).toMatchObject({
      permissions: ['export_reports', 'manage_roles'],
      customRoles: [{ id: officerRole.id, name: 'Officer' }],
    });
    const founder = await area.stack.call('GET', '/admin/me', { identity: institute.admin });
    expect(founder.body.customRoles).toEqual([]);
  });
});
