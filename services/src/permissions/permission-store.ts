import { type Permission, permissions } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

/**
 * What a teacher or an admin of the institute may do. An admin holds every permission until given custom
 * roles, and then exactly what those roles grant (an office login that manages people but not the
 * timetable); a teacher holds what their roles grant, on top of marking their own subjects.
 */
export async function permissionsOf(db: Queryable, instituteId: string, userId: string, role: string): Promise<Permission[]> {
  const { rows } = await db.query<{ roles: number; granted: Permission[] }>(
    `SELECT count(DISTINCT ucr.role_id)::int AS roles,
            coalesce(array_agg(DISTINCT rp.permission) FILTER (WHERE rp.permission IS NOT NULL), '{}') AS granted
     FROM user_custom_roles ucr
     LEFT JOIN role_permissions rp ON rp.institute_id = ucr.institute_id AND rp.role_id = ucr.role_id
     WHERE ucr.institute_id = $1 AND ucr.user_id = $2`,
    [instituteId, userId],
  );
  const { roles, granted } = rows[0] ?? { roles: 0, granted: [] };
  if (role === 'admin' && roles === 0) return [...permissions];
  return permissions.filter((permission) => granted.includes(permission));
}
