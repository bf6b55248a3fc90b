import { roleRoutes } from '@rollcall/contracts/areas';
import type { Role } from '@rollcall/contracts';

/** Each role's area of the API, from the table of areas: `/admin` → admin guards `/admin/*`. */
const AREAS: ReadonlyMap<string, Role> = new Map(roleRoutes.map((route) => [route.path.slice(1), route.role]));

/** The role whose area a path belongs to, or null. */
export function areaOf(path: string): Role | null {
  return AREAS.get(path.split('/')[1] ?? '') ?? null;
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
