import { apiTokenMessages, type ApiToken, type Permission } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { instituteToday } from '../db/institute-today';

export interface NewApiToken {
  name: string;
  permissions: Permission[];
  expiresOn?: string | undefined;
}

const COLUMNS = `id, name, permissions, to_char(expires_on, 'YYYY-MM-DD') AS "expiresOn",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(last_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastUsedAt"`;

/** Adds a token made by an admin; an expiry before the institute's today is refused. */
export async function insertApiToken(
  db: Queryable,
  instituteId: string,
  createdBy: string,
  token: NewApiToken,
  secretHash: Buffer,
): Promise<Outcome<ApiToken, 'invalid'>> {
  const { rows } = await db.query<ApiToken>(
    `INSERT INTO api_tokens (institute_id, name, permissions, secret_hash, expires_on, created_by)
     SELECT $1::uuid, $2::text, $3::text[], $4::bytea, $5::date, $6::uuid
     WHERE $5::date IS NULL OR $5::date >= ${instituteToday('$1')}
     RETURNING ${COLUMNS}`,
    [instituteId, token.name, token.permissions, secretHash, token.expiresOn ?? null, createdBy],
  );
  return rows[0] ? succeeded(rows[0]) : refused('invalid', apiTokenMessages.expiryPast);
}

/** The institute's tokens that are not revoked, newest first. */
export async function listApiTokens(db: Queryable, instituteId: string): Promise<ApiToken[]> {
  const { rows } = await db.query<ApiToken>(
    `SELECT ${COLUMNS} FROM api_tokens WHERE institute_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id`,
    [instituteId],
  );
  return rows;
}

/** Revokes a token of the institute; one already revoked is not found. */
export async function revokeApiToken(db: Queryable, instituteId: string, id: string): Promise<Outcome<null, 'not-found'>> {
  const { rowCount } = await db.query(
    'UPDATE api_tokens SET revoked_at = now() WHERE institute_id = $1 AND id = $2 AND revoked_at IS NULL',
    [instituteId, id],
  );
  return rowCount ? succeeded(null) : refused('not-found');
}
