import type { CredentialsLetterhead } from '../credentials/queue-credentials';
import { instituteToday } from '../db/institute-today';
import type { Queryable } from '../db/pool';
import { importEnrolments } from './import-enrolments';
import { importHomerooms } from './import-homerooms';
import type { ImportRun } from './import-run';
import { importSessions } from './import-sessions';
import { importStudents } from './import-students';
import { importSubjects } from './import-subjects';
import { ImportTally } from './import-tally';
import { importTeachers } from './import-teachers';
import type { Roster } from './oneroster-read';
import { indexRoster } from './roster-index';

/**
 * Applies a roster in the caller's transaction, in the order records depend on each other: years and semesters,
 * teachers, classes (with their class teachers), students (with their guardians and classes), subjects (with their
 * teachers), then elective enrolments. Every line is tallied; a refused line takes back only its own write, so
 * the caller decides whether to keep the rest (a commit without refusals) or nothing (a preview, or any refusal).
 */
export async function applyRoster(
  db: Queryable,
  instituteId: string,
  roster: Roster,
  letterhead: CredentialsLetterhead,
): Promise<ImportTally> {
  const { rows } = await db.query<{ today: string }>(`SELECT to_char(${instituteToday('$1')}, 'YYYY-MM-DD') AS today`, [
    instituteId,
  ]);
  const tally = new ImportTally();
  for (const file of ['academicSessions.csv', 'courses.csv', 'classes.csv', 'users.csv', 'roles.csv', 'enrollments.csv'])
    tally.count(file);
  const run: ImportRun = {
    db,
    instituteId,
    letterhead,
    today: rows[0]!.today,
    tally,
    years: new Map(),
    semesters: new Map(),
    teachers: new Map(),
    homerooms: new Map(),
    students: new Map(),
    subjects: new Map(),
  };
  const index = indexRoster(roster, tally);
  for (const line of index.courses.values())
    tally.record('courses.csv', line.line, line.values.sourcedId!, 'unchanged', line.values.title ?? '');
  await importSessions(run, roster.sessions);
  await importTeachers(run, index);
  await importHomerooms(run, index);
  await importStudents(run, index);
  await importSubjects(run, index);
  await importEnrolments(run, index);
  return tally;
}
