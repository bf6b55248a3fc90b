import { attendanceMessages, type MarkInput } from '@rollcall/contracts';
import { type Outcome, refused } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { rosterOn, studentLabels } from './roster-store';

/** Students named as the register names them; an id of no student of the institute is named as itself. */
async function namedStudents(db: Queryable, instituteId: string, studentIds: readonly string[]): Promise<string[]> {
  const labels = studentIds.length > 0 ? await studentLabels(db, instituteId, studentIds) : new Map<string, string>();
  return studentIds.map((id) => labels.get(id) ?? id);
}

/**
 * A register must mark exactly the roster of its day, every student once: a missing student would read as "not
 * taken" and a stranger's mark would count in a subject they do not take. The difference is named.
 */
export async function refuseOffRoster(
  db: Queryable,
  instituteId: string,
  subjectId: string,
  heldOn: string,
  marks: readonly MarkInput[],
): Promise<Outcome<never, 'invalid'> | null> {
  const roster = await rosterOn(db, instituteId, subjectId, heldOn);
  if (roster.length === 0) return refused('invalid', attendanceMessages.emptyRoster);
  const marked = new Set(marks.map((mark) => mark.studentId));
  const onRoster = new Set(roster.map((student) => student.id));
  const missing = roster.filter((student) => !marked.has(student.id)).map((student) => `${student.rollNumber} ${student.name}`);
  const strangers = [...marked].filter((id) => !onRoster.has(id));
  if (missing.length === 0 && strangers.length === 0) return null;
  const unexpected = await namedStudents(db, instituteId, strangers);
  return refused('invalid', attendanceMessages.rosterMismatch(missing, unexpected));
}
