import { attendanceMessages, type MarkInput } from '@rollcall/contracts';
import { type Outcome, refused } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { rosterOn, studentLabels } from './roster-store';

/** How many students a refusal names before it says "and N more": enough to find them, short enough to read. */
const NAMED_AT_MOST = 5;

const firstFew = (labels: readonly string[]) =>
  labels.length <= NAMED_AT_MOST ? labels : [...labels.slice(0, NAMED_AT_MOST), `and ${labels.length - NAMED_AT_MOST} more`];

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
  return refused('invalid', attendanceMessages.rosterMismatch(firstFew(missing), firstFew(unexpected)));
}
