import type { Child } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { instituteToday } from '../db/institute-today';

/** The students linked to the parent, by name, each with their class on the institute's today (null when in none). */
export async function childrenOf(db: Queryable, instituteId: string, parentId: string): Promise<Child[]> {
  const { rows } = await db.query<Child>(
    `SELECT s.id, u.name, c.name AS "className"
     FROM guardians g
     JOIN students s ON s.institute_id = g.institute_id AND s.id = g.student_id
     JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
     CROSS JOIN ${instituteToday('$1')} AS today (day)
     LEFT JOIN class_members cm ON cm.institute_id = s.institute_id AND cm.student_id = s.id
       AND cm.joined_on <= today.day AND (cm.left_on IS NULL OR cm.left_on > today.day)
     LEFT JOIN classes c ON c.institute_id = cm.institute_id AND c.id = cm.class_id
     WHERE g.institute_id = $1 AND g.parent_id = $2
     ORDER BY u.name, s.id`,
    [instituteId, parentId],
  );
  return rows;
}
