import type { Permission } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { permissionsOf } from './permission-store';

/** An admin making a call: themselves, or an API token they created acting as them. */
export interface AdminCaller {
  userId: string;
  tokenId?: string | null;
}

/**
 * What an admin's call may do. With an API token, only what the token allows of what its creator holds now, so
 * taking a permission from the admin takes it from their tokens too; null when the token is revoked or expired (or
 * not the caller's), which the caller answers as a signed-out call.
 */
export async function heldBy(db: Queryable, instituteId: string, caller: AdminCaller): Promise<Permission[] | null> {
  const held = await permissionsOf(db, instituteId, caller.userId, 'admin');
  if (!caller.tokenId) return held;
  const { rows } = await db.query<{ permissions: Permission[] }>(
    `SELECT t.permissions
     FROM api_tokens t JOIN institutes i ON i.id = t.institute_id
     WHERE t.institute_id = $1 AND t.id = $2 AND t.created_by = $3 AND t.revoked_at IS NULL
       AND (t.expires_on IS NULL OR t.expires_on >= (now() AT TIME ZONE i.time_zone)::date)`,
    [instituteId, caller.tokenId, caller.userId],
  );
  const allowed = rows[0]?.permissions;
  return allowed ? held.filter((permission) => allowed.includes(permission)) : null;
}
