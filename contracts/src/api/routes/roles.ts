import {
  adminMeAnswer,
  customRoleAnswer,
  customRoleFieldsSchema,
  customRoleListAnswer,
  staffListAnswer,
  staffMemberAnswer,
  userRolesSchema,
} from '../../custom-roles';
import { successAnswer } from '../../errors';
import { roleEndpoints } from '../endpoints/roles';
import { defineRoutes } from '../route';
import { examples } from './roles-examples';

const { attendanceOffice, reportReader, asha, kavya, ravi } = examples;

/** What refuses any admin's write (a 403 of its own replaces it, so each 403 below starts with it). */
const refusedWrite =
  'Refused: another role, no `manage_roles` permission, or a temporary password that must be changed first; or a write ' +
  'without the CSRF header, or from an origin that is not the shell’s';

const withinReach =
  'Nobody gives or takes away a permission they do not hold: a role that grants one the caller lacks can be neither ' +
  'created, edited (not even renamed), deleted, given nor taken away by them.';

const fullAdmins =
  'An admin without a custom role holds every permission; with roles, exactly what they grant. A change that would ' +
  'leave the institute without an admin holding every permission (where it had one) is refused.';

export const roleRoutes = defineRoutes(roleEndpoints, {
  listRoles: {
    summary: 'Custom roles by name, with their permissions and holders',
    tag: 'Roles',
    access: 'admin',
    permission: 'manage_roles',
    answers: {
      200: {
        description: 'The roles, by name (ignoring case)',
        schema: customRoleListAnswer,
        example: { success: true, roles: [attendanceOffice, reportReader] },
      },
    },
  },
  createRole: {
    summary: 'Add a custom role, granting only permissions the caller holds',
    description: withinReach,
    tag: 'Roles',
    access: 'admin',
    permission: 'manage_roles',
    body: customRoleFieldsSchema,
    bodyExample: { name: 'Report reader', permissions: ['view_reports', 'export_reports'] },
    answers: {
      201: {
        description: 'The role, added; nobody holds it yet',
        schema: customRoleAnswer,
        example: { success: true, role: { ...reportReader, holders: 0 } },
      },
    },
    refusals: {
      403: `${refusedWrite}; or the role grants a permission the caller does not hold`,
      409: 'A role of that name exists',
    },
  },
  updateRole: {
    summary: 'Rename a custom role and replace what it grants; its holders keep it',
    description: `${withinReach} Nobody edits a role they hold. ${fullAdmins}`,
    tag: 'Roles',
    access: 'admin',
    permission: 'manage_roles',
    body: customRoleFieldsSchema,
    bodyExample: { name: 'Attendance office', permissions: ['correct_attendance', 'view_reports'] },
    answers: {
      200: { description: 'The role, changed', schema: customRoleAnswer, example: { success: true, role: attendanceOffice } },
    },
    refusals: {
      403: `${refusedWrite}; or the role grants, before or after the change, a permission the caller does not hold`,
      409: 'Another role has that name; the caller holds this role; or the change would leave no admin holding every permission',
    },
  },
  deleteRole: {
    summary: 'Delete a custom role; its holders lose what it grants',
    description:
      `${withinReach} Nobody deletes a role they hold. An admin whose only role it is would hold every permission ` +
      `after it, so only a caller who holds every permission deletes such a role. ${fullAdmins}`,
    tag: 'Roles',
    access: 'admin',
    permission: 'manage_roles',
    answers: {
      200: { description: 'The role, deleted', schema: successAnswer, example: { success: true } },
    },
    refusals: {
      403:
        `${refusedWrite}; or the role grants a permission the caller does not hold; or it is an admin’s only role ` +
        'and the caller does not hold every permission',
      409: 'The caller holds this role; or deleting it would leave no admin holding every permission',
    },
  },
  setUserRoles: {
    summary: 'Replace the custom roles of a teacher or another admin',
    description:
      `The body is the whole set of roles the person holds afterwards. ${withinReach} Nobody changes their own roles. ` +
      'Giving an admin their first role or taking away their last one (which restricts or frees them) is left to a ' +
      `caller who holds every permission. ${fullAdmins}`,
    tag: 'Roles',
    access: 'admin',
    permission: 'manage_roles',
    body: userRolesSchema,
    bodyExample: { roleIds: [reportReader.id] },
    answers: {
      200: {
        description: 'The teacher or admin, with the roles they now hold',
        schema: staffMemberAnswer,
        example: { success: true, user: ravi },
      },
    },
    refusals: {
      403:
        `${refusedWrite}; or a role given or taken away grants a permission the caller does not hold; or it gives an ` +
        'admin their first role or takes away their last one and the caller does not hold every permission',
      404: 'No teacher or admin of the institute has that id (also for an id of another institute), or a role of the body does not exist',
      409: 'The id is the caller’s own; or the change would leave no admin holding every permission',
    },
  },
  listInstituteAdmins: {
    summary: "The institute's admins with their custom roles",
    description: 'By name. An admin without a custom role holds every permission.',
    tag: 'Roles',
    access: 'admin',
    permission: 'manage_roles',
    answers: {
      200: { description: 'The admins', schema: staffListAnswer, example: { success: true, admins: [asha, kavya] } },
    },
  },
  adminMe: {
    summary: 'The signed-in admin, their permissions and the custom roles they hold',
    description:
      'Any admin may read it, whatever they hold: the screens offer only what the admin may do, and no change to a ' +
      'role they hold. The server checks every call regardless.',
    tag: 'Roles',
    access: 'admin',
    answers: {
      200: {
        description: 'The admin, what they may do and their roles',
        schema: adminMeAnswer,
        example: {
          success: true,
          user: { id: kavya.id, name: kavya.name, email: kavya.email },
          permissions: attendanceOffice.permissions,
          customRoles: kavya.customRoles,
        },
      },
    },
  },
});
