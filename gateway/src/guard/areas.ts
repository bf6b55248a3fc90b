import type { Role } from '@rollcall/contracts';

/** Each role's area of the API: /superadmin/*, /admin/*, /teacher/*, /student/*. */
const AREAS: Record<string, Role> = {
  superadmin: 'superadmin',
  admin: 'admin',
  teacher: 'teacher',
  student: 'student',
};

/** The role whose area a path belongs to, or null. */
export function areaOf(path: string): Role | null {
  const first = path.split('/')[1] ?? '';
  return Object.hasOwn(AREAS, first) ? AREAS[first]! : null;
}

/**
 * Paths with dot segments, encoded slashes or backslashes could name another area once a server
 * normalises them; they are never forwarded.
 */
export function isAmbiguousPath(path: string): boolean {
  if (/%2f|%5c|\\/i.test(path)) return true;
  return path.split('/').some((segment) => {
    const decoded = segment.replace(/%2e/gi, '.');
    return decoded === '.' || decoded === '..';
  });
}
