export const roles = ['superadmin', 'admin', 'teacher', 'student', 'parent'] as const;
export type Role = (typeof roles)[number];

/** The login form's role options, in the order it lists them; the default is student. */
export const roleOptions: ReadonlyArray<{ value: Role; label: string }> = [
  { value: 'superadmin', label: 'Super Admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'student', label: 'Student' },
  { value: 'parent', label: 'Parent' },
];
export const defaultLoginRole: Role = 'student';

/** The role's name as the login form shows it ('Super Admin'); anything else as given. */
export function roleLabel(role: string): string {
  return roleOptions.find((option) => option.value === role)?.label ?? role;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}
