import { type EligibilityStatus, type EligibilityStudent, eligibilityStatuses } from '@rollcall/contracts';

/** How many subject standings of the list are of each status. */
export function statusCounts(students: readonly EligibilityStudent[]): Record<EligibilityStatus, number> {
  const counts = Object.fromEntries(eligibilityStatuses.map((status) => [status, 0])) as Record<EligibilityStatus, number>;
  for (const student of students) for (const subject of student.subjects) counts[subject.status] += 1;
  return counts;
}
