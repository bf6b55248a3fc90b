import { peopleMessages } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

/** A class name as an import compares it: spaces at the ends dropped, runs of spaces made one, case ignored. */
const folded = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

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
  const alike = new Map<string, { id: string; name: string }[]>();
  for (const row of rows) alike.set(folded(row.name), [...(alike.get(folded(row.name)) ?? []), row]);
  return (name) => {
    const found = exact.get(name) ?? alike.get(folded(name));
    if (!found) return { ok: false, message: peopleMessages.classUnknown(name) };
    if (Array.isArray(found)) {
      if (found.length > 1)
        return {
          ok: false,
          message: peopleMessages.classAmbiguous(
            name,
            found.map((c) => c.name),
          ),
        };
      return { ok: true, ...found[0]! };
    }
    return { ok: true, ...found };
  };
}
