import type { Queryable } from '../db/pool';

/** The institute's classes (not archived) with these names, by name. */
export async function classIdsByName(db: Queryable, instituteId: string, names: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM classes WHERE institute_id = $1 AND name = ANY($2::text[]) AND archived_at IS NULL`,
    [instituteId, names],
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}
