import type { DashboardResponse } from '@rollcall/contracts';
import { percentage } from '@rollcall/contracts';
import type { Pool } from '../../services/src/db/pool';
import type { GeneratedSemester } from '../semester/generate';
import { dashboardOverMarks } from './baseline';

const shownPercentage = (counts: { present: number; total: number }) =>
  percentage(counts.present, counts.total) ?? Number.POSITIVE_INFINITY;

/**
 * The dashboard's classes of a generated semester (every class of it marked) against plain SQL over the marks: it
 * counts every class, each class it lists has that class's marks, and none is left out lower than the highest listed.
 */
export async function checkListedClasses(pool: Pool, school: GeneratedSemester, dashboard: DashboardResponse) {
  const overMarks: Array<{ class_id: string | null; present: number; total: number }> = await dashboardOverMarks(
    pool,
    school.instituteId,
    school.semesterId,
    dashboard.date,
  );
  const byClass = new Map(overMarks.filter((row) => row.class_id !== null).map((row) => [row.class_id!, row]));
  if (dashboard.counts.classes !== byClass.size)
    throw new Error(`the dashboard counts ${dashboard.counts.classes} classes, the marks are of ${byClass.size}`);
  for (const row of dashboard.classes) {
    const marks = byClass.get(row.classId);
    if (marks?.present !== row.present || marks.total !== row.total)
      throw new Error(
        `the dashboard counts ${row.present} of ${row.total} in ${row.name}, the marks ${marks?.present} of ${marks?.total}`,
      );
  }
  const highestListed = Math.max(...dashboard.classes.map(shownPercentage));
  const listed = new Set(dashboard.classes.map((row) => row.classId));
  const lowerLeftOut = [...byClass].filter(([classId, marks]) => !listed.has(classId) && shownPercentage(marks) < highestListed);
  if (lowerLeftOut.length > 0)
    throw new Error(`the dashboard leaves out ${lowerLeftOut.length} classes lower than those it lists`);
}
