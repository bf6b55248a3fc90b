import { subjectImportMessages } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { byFoldedName, foldedName } from './folded-names';

export type TeacherFound = { ok: true; id: string; name: string } | { ok: false; message: string };

/**
 * The institute's teachers, found by how a file names them: by email (case does not count), else by a name only
 * one teacher has (case and spacing do not count). Two teachers of one name are no answer, and say so.
 */
export async function teacherFinder(db: Queryable, instituteId: string): Promise<(named: string) => TeacherFound> {
  const { rows } = await db.query<{ id: string; name: string; email: string }>(
    `SELECT id, name, email FROM users WHERE institute_id = $1 AND role = 'teacher'`,
    [instituteId],
  );
  const byEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row]));
  const byName = byFoldedName(rows);
  return (named) => {
    const found = byEmail.get(named.toLowerCase());
    if (found) return { ok: true, id: found.id, name: found.name };
    const alike = byName.get(foldedName(named)) ?? [];
    if (alike.length > 1) return { ok: false, message: subjectImportMessages.teacherAmbiguous(named) };
    if (alike.length === 0) return { ok: false, message: subjectImportMessages.teacherUnknown(named) };
    return { ok: true, id: alike[0]!.id, name: alike[0]!.name };
  };
}
