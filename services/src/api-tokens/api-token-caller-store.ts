import type { ApiTokenCaller } from '@rollcall/contracts/internal';
import type { Queryable } from '../db/pool';
import { todayOfInstituteRow } from '../db/institute-today';

/** A token found by its secret's hash: who it acts as, or why it acts as nobody. */
export type FoundApiToken =
  | { state: 'live'; caller: ApiTokenCaller }
  | { state: 'revoked' }
  | { state: 'expired'; expiresOn: string }
  | { state: 'unknown' };

/** `lastUsedAt` moves at most this often, so a busy integration does not write on every call. */
const LAST_USED_STEP = '1 minute';

/**
 * The token whose secret hashes to `secretHash`, across institutes (run it in the platform scope); a live one has its
 * `last_used_at` moved forward when it is a minute or more behind.
 */
export async function findApiTokenCaller(db: Queryable, secretHash: Buffer): Promise<FoundApiToken> {
  const { rows } = await db.query<{
    id: string;
    institute_id: string;
    created_by: string;
    revoked: boolean;
    expires_on: string | null;
    expired: boolean;
  }>(
    `SELECT t.id, t.institute_id, t.created_by, t.revoked_at IS NOT NULL AS revoked,
            to_char(t.expires_on, 'YYYY-MM-DD') AS expires_on,
            coalesce(t.expires_on < ${todayOfInstituteRow('i')}, false) AS expired
     FROM api_tokens t JOIN institutes i ON i.id = t.institute_id
     WHERE t.secret_hash = $1`,
    [secretHash],
  );
  const token = rows[0];
  if (!token) return { state: 'unknown' };
  if (token.revoked) return { state: 'revoked' };
  if (token.expired) return { state: 'expired', expiresOn: token.expires_on as string };
  await db.query(
    `UPDATE api_tokens SET last_used_at = now()
     WHERE institute_id = $1 AND id = $2 AND (last_used_at IS NULL OR last_used_at <= now() - interval '${LAST_USED_STEP}')`,
    [token.institute_id, token.id],
  );
  return { state: 'live', caller: { tokenId: token.id, instituteId: token.institute_id, userId: token.created_by } };
}
