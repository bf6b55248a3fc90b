import type { Queryable } from '../db/pool';

export interface GuardianLink {
  parentId: string;
  studentId: string;
}

/** The institute's parent accounts with these emails, by email. */
export async function parentIdsByEmail(db: Queryable, instituteId: string, emails: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE institute_id = $1 AND role = 'parent' AND email = ANY($2::text[])`,
    [instituteId, emails],
  );
  return new Map(rows.map((row) => [row.email, row.id]));
}

export async function insertGuardianLinks(db: Queryable, instituteId: string, links: GuardianLink[]): Promise<void> {
  if (links.length === 0) return;
  await db.query(
    `INSERT INTO guardians (institute_id, parent_id, student_id)
     SELECT $1, link.parent_id, link.student_id FROM unnest($2::uuid[], $3::uuid[]) AS link (parent_id, student_id)
     ON CONFLICT DO NOTHING`,
    [instituteId, links.map((link) => link.parentId), links.map((link) => link.studentId)],
  );
}

/** The names of each of these parents' children, by parent id, in name order. */
export async function childNamesOf(db: Queryable, instituteId: string, parentIds: string[]): Promise<Map<string, string[]>> {
  if (parentIds.length === 0) return new Map();
  const { rows } = await db.query<{ parent_id: string; names: string[] }>(
    `SELECT g.parent_id, array_agg(u.name ORDER BY u.name, u.id) AS names
     FROM guardians g JOIN users u ON u.institute_id = g.institute_id AND u.id = g.student_id
     WHERE g.institute_id = $1 AND g.parent_id = ANY($2::uuid[])
     GROUP BY g.parent_id`,
    [instituteId, parentIds],
  );
  return new Map(rows.map((row) => [row.parent_id, row.names]));
}

/** The parents linked to a student. */
export async function guardianIdsOf(db: Queryable, instituteId: string, studentId: string): Promise<string[]> {
  const { rows } = await db.query<{ parent_id: string }>(
    `SELECT parent_id FROM guardians WHERE institute_id = $1 AND student_id = $2`,
    [instituteId, studentId],
  );
  return rows.map((row) => row.parent_id);
}

/** Unlinks every parent of the student but those kept; returns the unlinked parents. */
export async function unlinkGuardians(
  db: Queryable,
  instituteId: string,
  studentId: string,
  keptParentIds: string[],
): Promise<string[]> {
  const { rows } = await db.query<{ parent_id: string }>(
    `DELETE FROM guardians WHERE institute_id = $1 AND student_id = $2 AND parent_id <> ALL($3::uuid[]) RETURNING parent_id`,
    [instituteId, studentId, keptParentIds],
  );
  return rows.map((row) => row.parent_id);
}

/** A parent account exists for its children: those of these parents with no child left are removed (their sessions end). */
export async function deleteChildlessParents(db: Queryable, instituteId: string, parentIds: string[]): Promise<void> {
  if (parentIds.length === 0) return;
  await db.query(
    `DELETE FROM users u
     WHERE u.institute_id = $1 AND u.role = 'parent' AND u.id = ANY($2::uuid[])
       AND NOT EXISTS (SELECT 1 FROM guardians g WHERE g.institute_id = u.institute_id AND g.parent_id = u.id)`,
    [instituteId, parentIds],
  );
}
