export const roles = ['superadmin', 'admin', 'teacher', 'student'] as const;
export type Role = (typeof roles)[number];

/** Login form options in the order of SPEC §2; the default is student. */
export const roleOptions: ReadonlyArray<{ value: Role; label: string }> = [
  { value: 'superadmin', label: 'Super Admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'student', label: 'Student' },
];
export const defaultLoginRole: Role = 'student';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}
