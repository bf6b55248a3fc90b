import { z } from 'zod';
import { successAnswerOf } from './errors';
import { requiredText, uuid } from './fields';
import { messages } from './messages';
import { namedRefSchema } from './academic-setup';
import { strictObject } from './strict';

/** What a custom role can grant. Admins without a custom role hold every one. */
export const permissions = [
  'manage_setup',
  'manage_people',
  'take_any_attendance',
  'correct_attendance',
  'view_reports',
  'export_reports',
  'manage_roles',
] as const;
export type Permission = (typeof permissions)[number];

export const permissionLabels: Record<Permission, { label: string; description: string }> = {
  manage_setup: { label: 'Manage setup', description: 'Years, semesters, classes, subjects and the timetable' },
  manage_people: { label: 'Manage people', description: 'Teachers, students, parents and imports' },
  take_any_attendance: { label: 'Take any attendance', description: 'Mark lectures of any subject, not only their own' },
  correct_attendance: { label: 'Correct attendance', description: 'Correct marks after the correction window' },
  view_reports: { label: 'View reports', description: 'Dashboards and attendance reports' },
  export_reports: { label: 'Export reports', description: 'Download reports as CSV and PDF' },
  manage_roles: { label: 'Manage roles', description: 'Create custom roles and assign them' },
};

export const ROLE_NAME_MAX = 60;

/** 'Manage setup', 'Manage setup and View reports', 'Manage setup, View reports and Export reports'. */
function labelsOf(granted: readonly Permission[]): string {
  const names = granted.map((permission) => permissionLabels[permission].label);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
}

/** What an admin reads when a change to roles or their holders is refused. */
export const customRoleMessages = {
  roleNotFound: 'Role not found',
  userNotFound: 'User not found',
  roleNameTaken: (name: string) => `A role named "${name}" already exists`,
  ownRoles: 'You cannot change your own roles',
  lastFullAdmin: 'At least one admin must keep every permission',
  ownRole: 'You cannot change or delete a role you hold',
  permissionsNotHeld: (lacking: readonly Permission[]) =>
    `You do not hold ${labelsOf(lacking)}, so you cannot give or take away ${lacking.length > 1 ? 'those permissions' : 'that permission'}`,
  fullAdminOnly:
    'An admin without a custom role holds every permission, so only an admin who holds every permission can give an admin their first role or take away their last one',
  lastFullAdminDeleted: 'This is the only admin of the institute with every permission: add another admin before deleting them',
} as const;

export const customRoleFieldsSchema = strictObject({
  name: requiredText(messages.nameRequired, 'Name', ROLE_NAME_MAX),
  permissions: z
    .array(z.enum(permissions, { error: messages.permissionUnknown }), { error: messages.permissionUnknown })
    .max(permissions.length)
    .transform((list) => [...new Set(list)]),
});

/** PUT /admin/users/{id}/roles: the whole set of custom roles a teacher or an admin holds. */
export const userRolesSchema = strictObject({ roleIds: z.array(uuid(), { error: messages.invalidId }).max(20) });

/** A permission as answers name it. */
export const permissionSchema = z
  .enum(permissions)
  .meta({ id: 'Permission', description: 'What a custom role can grant. An admin without a custom role holds every one.' });

export const customRoleSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    permissions: z.array(permissionSchema).describe('What it grants, in the order of the list of permissions.'),
    holders: z.number().int().describe('Teachers and admins who hold it.'),
  })
  .meta({ id: 'CustomRole', description: 'A custom role of the institute: the permissions its holders gain.' });
export type CustomRole = z.infer<typeof customRoleSchema>;

export const customRoleAnswer = successAnswerOf({ role: customRoleSchema });
export type CustomRoleResponse = z.infer<typeof customRoleAnswer>;
export const customRoleListAnswer = successAnswerOf({ roles: z.array(customRoleSchema) });
export type CustomRoleListResponse = z.infer<typeof customRoleListAnswer>;

/** A custom role as a person's list of roles names it. */
export const customRoleRefSchema = namedRefSchema.meta({ id: 'CustomRoleRef', description: 'A custom role, by id and name.' });

export const staffMemberSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['admin', 'teacher']),
    customRoles: z
      .array(customRoleRefSchema)
      .describe('By name. An admin without any holds every permission; with some, exactly what they grant.'),
  })
  .meta({ id: 'StaffMember', description: 'A teacher or an admin of the institute, with the custom roles they hold.' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** PUT /admin/users/{id}/roles and GET /admin/admins. */
export const staffMemberAnswer = successAnswerOf({ user: staffMemberSchema });
export type StaffMemberResponse = z.infer<typeof staffMemberAnswer>;
export const staffListAnswer = successAnswerOf({ admins: z.array(staffMemberSchema) });
export type StaffListResponse = z.infer<typeof staffListAnswer>;

/**
 * GET /admin/me: the signed-in admin, what they may do and the custom roles they hold, so the screens hide the
 * rest and offer no change to a role they hold.
 */
export const adminMeAnswer = successAnswerOf({
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  permissions: z.array(permissionSchema).describe('Every permission the admin holds, through their roles or by having none.'),
  customRoles: z.array(customRoleRefSchema).describe('The custom roles the admin holds, which they cannot change themselves.'),
});
export type AdminMeResponse = z.infer<typeof adminMeAnswer>;
