import { peopleMessages } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { byFoldedName, foldedName } from './folded-names';

export type ClassFound = { ok: true; id: string; name: string } | { ok: false; message: string };

/**
 * The institute's classes (not archived), found by the names a file gives them: the class of exactly that name,
 * else the one whose name differs only in case and spacing. Two such classes are no answer, and say so.
 */
export async function classFinder(db: Queryable, instituteId: string): Promise<(name: string) => ClassFound> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM classes WHERE institute_id = $1 AND archived_at IS NULL ORDER BY name`,
    [instituteId],
  );
  const exact = new Map(rows.map((row) => [row.name, row]));
  const alike = byFoldedName(rows);
  return (name) => {
    const found = exact.get(name);
    if (found) return { ok: true, ...found };
    const candidates = alike.get(foldedName(name)) ?? [];
    if (candidates.length > 1)
      return {
        ok: false,
        message: peopleMessages.classAmbiguous(
          name,
          candidates.map((c) => c.name),
        ),
      };
    if (candidates.length === 0) return { ok: false, message: peopleMessages.classUnknown(name) };
    return { ok: true, ...candidates[0]! };
  };
}
