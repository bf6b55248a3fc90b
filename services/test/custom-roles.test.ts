import { gatewayMessages, messages, permissions } from '@rollcall/contracts';
import type { Identity } from '@rollcall/contracts/internal';
import { urlOf } from '@rollcall/contracts/endpoints';
import { type JsonAnswer, refusalsOf, type RouteName, routes } from '@rollcall/contracts/routes';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { insertPerson, type TestPerson } from './support/setup-data';
import { MISSING_ID, refusal } from './support/stack';

let riverside: TestInstitute;
let hillside: TestInstitute;

const area = adminAreaStack();
beforeAll(async () => {
  riverside = await area.institute('Riverside');
  hillside = await area.institute('Hillside');
});

const addPerson = (instituteId: string, role: 'admin' | 'teacher' | 'student', name: string) =>
  insertPerson(area.pool, instituteId, role, name);

const as = (identity: Identity, body?: unknown) => ({ identity, body });

async function createRole(institute: TestInstitute, name: string, granted: string[]) {
  const answer = await area.stack.call('POST', '/admin/roles', as(institute.admin, { name, permissions: granted }));
  expect(answer.status).toBe(201);
  return answer.body.role as { id: string; name: string; permissions: string[]; holders: number };
}

async function assign(caller: Identity, userId: string, roleIds: string[]) {
  return area.stack.call('PUT', `/admin/users/${userId}/roles`, as(caller, { roleIds }));
}

describe('GET /admin/me', () => {
  it('tells an admin without custom roles who they are and that they hold every permission, in the list order', async () => {
    const answer = await area.stack.call('GET', '/admin/me', as(riverside.admin));
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        user: { id: riverside.adminId, name: 'Asha Admin', email: expect.stringMatching(/^admin@riverside/) },
        permissions: [...permissions],
        customRoles: [],
      },
    });
  });

  it('is for admins only', async () => {
    const teacher = await addPerson(riverside.id, 'teacher', 'Tara Teacher');
    expect(await area.stack.call('GET', '/admin/me', as(teacher.identity))).toEqual(refusal(403, gatewayMessages.noAccess));
  });
});

describe('POST /admin/roles', () => {
  it('creates a role with its name trimmed and its permissions once each, in the list order', async () => {
    const answer = await area.stack.call(
      'POST',
      '/admin/roles',
      as(riverside.admin, { name: '  Office Staff ', permissions: ['view_reports', 'manage_people', 'view_reports'] }),
    );
    expect(answer).toEqual({
      status: 201,
      body: {
        success: true,
        role: { id: expect.any(String), name: 'Office Staff', permissions: ['manage_people', 'view_reports'], holders: 0 },
      },
    });
  });

  it('refuses a second role of the same name in the institute, but another institute may use it', async () => {
    const answer = await area.stack.call('POST', '/admin/roles', as(riverside.admin, { name: 'Office Staff', permissions: [] }));
    expect(answer).toEqual(refusal(409, 'A role named "Office Staff" already exists'));
    expect((await createRole(hillside, 'Office Staff', ['manage_setup'])).name).toBe('Office Staff');
  });

  it('answers 400 with the form messages', async () => {
    const blank = await area.stack.call('POST', '/admin/roles', as(riverside.admin, { name: ' ', permissions: [] }));
    expect(blank).toEqual(refusal(400, messages.nameRequired));
    const unknown = await area.stack.call('POST', '/admin/roles', as(riverside.admin, { name: 'Dean', permissions: ['fly'] }));
    expect(unknown).toEqual(refusal(400, messages.permissionUnknown));
    const extra = await area.stack.call('POST', '/admin/roles', as(riverside.admin, { name: 'Dean', permissions: [], level: 3 }));
    expect(extra).toEqual(refusal(400, 'Unknown field: level'));
  });
});

describe('GET /admin/roles', () => {
  it('lists the institute’s roles by name, with their permissions and how many people hold each', async () => {
    const lakeside = await area.institute('Lakeside');
    const office = await createRole(lakeside, 'office', ['manage_people']);
    await createRole(lakeside, 'Head of Department', ['view_reports', 'correct_attendance']);
    const teacher = await addPerson(lakeside.id, 'teacher', 'Tara Teacher');
    expect((await assign(lakeside.admin, teacher.id, [office.id])).status).toBe(200);

    const answer = await area.stack.call('GET', '/admin/roles', as(lakeside.admin));
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        roles: [
          { id: expect.any(String), name: 'Head of Department', permissions: ['correct_attendance', 'view_reports'], holders: 0 },
          { id: office.id, name: 'office', permissions: ['manage_people'], holders: 1 },
        ],
      },
    });
  });
});

describe('PUT /admin/roles/{id}', () => {
  it('renames a role and replaces what it grants', async () => {
    const role = await createRole(riverside, 'Examinations', ['view_reports']);
    const answer = await area.stack.call(
      'PUT',
      `/admin/roles/${role.id}`,
      as(riverside.admin, { name: 'Exam Cell', permissions: ['export_reports', 'correct_attendance'] }),
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        role: { id: role.id, name: 'Exam Cell', permissions: ['correct_attendance', 'export_reports'], holders: 0 },
      },
    });
  });

  it('refuses the name of another role, and keeps the role as it was', async () => {
    const role = await createRole(riverside, 'Librarians', ['view_reports']);
    const answer = await area.stack.call(
      'PUT',
      `/admin/roles/${role.id}`,
      as(riverside.admin, { name: 'Office Staff', permissions: [] }),
    );
    expect(answer).toEqual(refusal(409, 'A role named "Office Staff" already exists'));
    const roles = (await area.stack.call('GET', '/admin/roles', as(riverside.admin))).body.roles;
    expect(roles).toContainEqual({ ...role, permissions: ['view_reports'] });
  });

  it('answers 404 for an unknown, malformed or other institute’s role, and 400 for bad fields', async () => {
    const hillsideRole = await createRole(hillside, 'Wardens', []);
    for (const id of [MISSING_ID, 'not-a-uuid', hillsideRole.id]) {
      const answer = await area.stack.call(
        'PUT',
        `/admin/roles/${id}`,
        as(riverside.admin, { name: 'Taken Over', permissions: [] }),
      );
      expect(answer).toEqual(refusal(404, 'Role not found'));
    }
    const role = await createRole(riverside, 'Sports', []);
    const invalid = await area.stack.call('PUT', `/admin/roles/${role.id}`, as(riverside.admin, { name: '', permissions: [] }));
    expect(invalid).toEqual(refusal(400, messages.nameRequired));
  });
});

describe('DELETE /admin/roles/{id}', () => {
  it('removes a role and takes it away from everyone who held it', async () => {
    const role = await createRole(riverside, 'Temporary', ['view_reports']);
    const teacher = await addPerson(riverside.id, 'teacher', 'Uma Teacher');
    expect((await assign(riverside.admin, teacher.id, [role.id])).body.user.customRoles).toEqual([
      { id: role.id, name: 'Temporary' },
    ]);

    expect(await area.stack.call('DELETE', `/admin/roles/${role.id}`, as(riverside.admin))).toEqual({
      status: 200,
      body: { success: true },
    });
    const roles = (await area.stack.call('GET', '/admin/roles', as(riverside.admin))).body.roles;
    expect(roles.map((listed: { id: string }) => listed.id)).not.toContain(role.id);
    const { rows } = await area.pool.query('SELECT 1 FROM user_custom_roles WHERE role_id = $1', [role.id]);
    expect(rows).toEqual([]);
  });

  it('answers 404 for a role already gone, a malformed id or another institute’s role', async () => {
    const role = await createRole(riverside, 'Gone Soon', []);
    await area.stack.call('DELETE', `/admin/roles/${role.id}`, as(riverside.admin));
    const hillsideRole = await createRole(hillside, 'Hill Office', []);
    for (const id of [role.id, 'nope', hillsideRole.id]) {
      expect(await area.stack.call('DELETE', `/admin/roles/${id}`, as(riverside.admin))).toEqual(refusal(404, 'Role not found'));
    }
    const { rows } = await area.pool.query('SELECT name FROM custom_roles WHERE id = $1', [hillsideRole.id]);
    expect(rows).toEqual([{ name: 'Hill Office' }]);
  });
});

describe('PUT /admin/users/{id}/roles', () => {
  it('replaces the custom roles of a teacher, answering them with their roles by name', async () => {
    const office = await createRole(riverside, 'Front Office', ['manage_people']);
    const exams = await createRole(riverside, 'Exams', ['view_reports']);
    const teacher = await addPerson(riverside.id, 'teacher', 'Vik Teacher');

    const answer = await assign(riverside.admin, teacher.id, [office.id, exams.id, office.id]);
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        user: {
          id: teacher.id,
          name: 'Vik Teacher',
          email: expect.any(String),
          role: 'teacher',
          customRoles: [
            { id: exams.id, name: 'Exams' },
            { id: office.id, name: 'Front Office' },
          ],
        },
      },
    });
    const cleared = await assign(riverside.admin, teacher.id, []);
    expect(cleared.body.user.customRoles).toEqual([]);
  });

  it('answers 404 for a student, an unknown or malformed id, or a person of another institute', async () => {
    const student = await addPerson(riverside.id, 'student', 'Sam Student');
    const hillTeacher = await addPerson(hillside.id, 'teacher', 'Hill Teacher');
    for (const id of [student.id, MISSING_ID, 'x1', hillTeacher.id, hillside.adminId]) {
      expect(await assign(riverside.admin, id, [])).toEqual(refusal(404, 'User not found'));
    }
  });

  it('answers 404 for a role that is not the institute’s, and changes nothing', async () => {
    const kept = await createRole(riverside, 'Kept', []);
    const hillRole = await createRole(hillside, 'Hill Only', []);
    const teacher = await addPerson(riverside.id, 'teacher', 'Wen Teacher');
    await assign(riverside.admin, teacher.id, [kept.id]);

    for (const roleIds of [[MISSING_ID], [kept.id, hillRole.id]]) {
      expect(await assign(riverside.admin, teacher.id, roleIds)).toEqual(refusal(404, 'Role not found'));
    }
    const { rows } = await area.pool.query('SELECT role_id FROM user_custom_roles WHERE user_id = $1', [teacher.id]);
    expect(rows).toEqual([{ role_id: kept.id }]);
    expect(await assign(riverside.admin, teacher.id, ['not-an-id'])).toEqual(refusal(400, messages.invalidId));
  });

  it('refuses to change the caller’s own roles', async () => {
    const role = await createRole(riverside, 'Self Service', []);
    expect(await assign(riverside.admin, riverside.adminId, [role.id])).toEqual(refusal(409, 'You cannot change your own roles'));
  });

  it('restricts another admin while one admin keeps every permission, never the last one', async () => {
    const lakeside = await area.institute('Lakeside Roles');
    const deputy = await addPerson(lakeside.id, 'admin', 'Dev Deputy');
    const roleKeeper = await createRole(lakeside, 'Role Keeper', ['manage_roles']);

    const restricted = await assign(lakeside.admin, deputy.id, [roleKeeper.id]);
    expect(restricted.status).toBe(200);
    expect(restricted.body.user).toMatchObject({ role: 'admin', customRoles: [{ id: roleKeeper.id, name: 'Role Keeper' }] });

    // The deputy may manage roles, but restricting the founding admin would leave nobody with every permission.
    expect(await assign(deputy.identity, lakeside.adminId, [roleKeeper.id])).toEqual(
      refusal(409, 'At least one admin must keep every permission'),
    );
    const { rows } = await area.pool.query('SELECT 1 FROM user_custom_roles WHERE user_id = $1', [lakeside.adminId]);
    expect(rows).toEqual([]);
  });
});

describe('GET /admin/admins', () => {
  it('lists the institute’s admins by name with their custom roles', async () => {
    const lakeside = await area.institute('Lakeside Admins');
    const deputy = await addPerson(lakeside.id, 'admin', 'Bea Deputy');
    const office = await createRole(lakeside, 'Office', ['manage_people']);
    await assign(lakeside.admin, deputy.id, [office.id]);
    await addPerson(lakeside.id, 'teacher', 'Not An Admin');

    const answer = await area.stack.call('GET', '/admin/admins', as(lakeside.admin));
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        admins: [
          { id: lakeside.adminId, name: 'Asha Admin', email: expect.any(String), role: 'admin', customRoles: [] },
          {
            id: deputy.id,
            name: 'Bea Deputy',
            email: expect.any(String),
            role: 'admin',
            customRoles: [{ id: office.id, name: 'Office' }],
          },
        ],
      },
    });
  });
});

describe('an admin restricted by a custom role', () => {
  let clerk: TestPerson;

  beforeAll(async () => {
    clerk = await addPerson(riverside.id, 'admin', 'Cleo Clerk');
    const peopleOnly = await createRole(riverside, 'People Only', ['manage_people']);
    expect((await assign(riverside.admin, clerk.id, [peopleOnly.id])).status).toBe(200);
  });

  it('reads exactly the permissions of their roles from /admin/me', async () => {
    const answer = await area.stack.call('GET', '/admin/me', as(clerk.identity));
    expect(answer.body).toEqual({
      success: true,
      user: { id: clerk.id, name: 'Cleo Clerk', email: expect.any(String) },
      permissions: ['manage_people'],
      customRoles: [{ id: expect.any(String), name: 'People Only' }],
    });
  });

  it('gets 403 on every roles call without manage_roles', async () => {
    const someone = await addPerson(riverside.id, 'teacher', 'Xia Teacher');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/admin/roles'],
      ['POST', '/admin/roles', { name: 'Sneaky', permissions: ['manage_roles'] }],
      ['PUT', `/admin/roles/${MISSING_ID}`, { name: 'Sneaky', permissions: [] }],
      ['DELETE', `/admin/roles/${MISSING_ID}`],
      ['PUT', `/admin/users/${someone.id}/roles`, { roleIds: [] }],
      ['GET', '/admin/admins'],
    ];
    for (const [method, path, body] of calls) {
      expect([method, path, await area.stack.call(method, path, as(clerk.identity, body))]).toEqual([
        method,
        path,
        refusal(403, messages.noPermission),
      ]);
    }
  });

  it('is refused for teachers, whatever roles they hold', async () => {
    const teacher = await addPerson(riverside.id, 'teacher', 'Yan Teacher');
    expect(await area.stack.call('GET', '/admin/roles', as(teacher.identity))).toEqual(refusal(403, gatewayMessages.noAccess));
  });
});

describe('the roles calls and their definitions', () => {
  type RoleCall = 'listRoles' | 'createRole' | 'updateRole' | 'deleteRole' | 'setUserRoles' | 'listInstituteAdmins' | 'adminMe';

  /** Calls a route; a success must be one its definition describes, with a body its schema reads exactly; a failure one it lists. */
  async function callRoute(name: RoleCall & RouteName, caller: Identity, input: { id?: string; body?: unknown } = {}) {
    const route = routes[name];
    const answer = await area.stack.call(
      route.method.toUpperCase(),
      urlOf(route.path, input.id ? { id: input.id } : undefined),
      as(caller, input.body),
    );
    const success = (route.answers as Record<number, JsonAnswer | undefined>)[answer.status];
    if (answer.status < 300) expect([name, success?.schema.parse(answer.body)]).toEqual([name, answer.body]);
    else
      expect([name, answer.status, Object.keys(refusalsOf(route))]).toEqual([
        name,
        answer.status,
        expect.arrayContaining([String(answer.status)]),
      ]);
    return answer;
  }

  it('answers only the statuses their definitions list, each success with the body its schema describes', async () => {
    const lakeside = await area.institute('Lakeside Definitions');
    const boss = lakeside.admin;
    const officer = await addPerson(lakeside.id, 'admin', 'Omar Officer');
    const teacher = await addPerson(lakeside.id, 'teacher', 'Tanvi Teacher');
    const statuses: Array<[string, number]> = [];
    const record = async (name: RoleCall, caller: Identity, input?: { id?: string; body?: unknown }) => {
      const answer = await callRoute(name, caller, input);
      statuses.push([name, answer.status]);
      return answer;
    };

    await record('adminMe', boss);
    const rolesOnly = (await record('createRole', boss, { body: { name: 'Roles only', permissions: ['manage_roles'] } })).body
      .role;
    const office = (await record('createRole', boss, { body: { name: 'Office', permissions: ['view_reports'] } })).body.role;
    await record('createRole', boss, { body: { name: 'Office', permissions: [] } });
    await record('createRole', boss, { body: { name: '', permissions: [] } });
    await record('setUserRoles', boss, { id: officer.id, body: { roleIds: [rolesOnly.id] } });
    await record('createRole', officer.identity, { body: { name: 'Reports', permissions: ['view_reports'] } });
    await record('setUserRoles', officer.identity, { id: officer.id, body: { roleIds: [] } });
    await record('setUserRoles', boss, { id: teacher.id, body: { roleIds: [MISSING_ID] } });
    await record('setUserRoles', boss, { id: teacher.id, body: { roleIds: [office.id] } });
    await record('updateRole', boss, { id: office.id, body: { name: 'Front office', permissions: ['view_reports'] } });
    await record('updateRole', boss, { id: office.id, body: { name: 'Roles only', permissions: [] } });
    await record('listRoles', boss);
    await record('listInstituteAdmins', boss);
    await record('adminMe', officer.identity);
    await record('deleteRole', boss, { id: office.id });
    await record('deleteRole', boss, { id: office.id });

    expect(statuses).toEqual([
      ['adminMe', 200],
      ['createRole', 201],
      ['createRole', 201],
      ['createRole', 409],
      ['createRole', 400],
      ['setUserRoles', 200],
      ['createRole', 403],
      ['setUserRoles', 409],
      ['setUserRoles', 404],
      ['setUserRoles', 200],
      ['updateRole', 200],
      ['updateRole', 409],
      ['listRoles', 200],
      ['listInstituteAdmins', 200],
      ['adminMe', 200],
      ['deleteRole', 200],
      ['deleteRole', 404],
    ]);
  });
});
