import { oneRosterMessages } from '@rollcall/contracts';
import { enrollInElective } from '../enrollments/enrollment-store';
import { type ImportRun, refusalText } from './import-run';
import { personOf } from './import-teachers';
import type { RosterIndex } from './roster-index';
import { inSavepoint } from './savepoint';

const FILE = 'enrollments.csv';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Students' enrolments in subjects: a core subject enrols its class by itself, so its lines change nothing; an
 * elective enrols the student from the line's beginDate (else the later of the semester's first day and the
 * institute's today) by the rule of enrolling one student, unless they are enrolled then already.
 */
export async function importEnrolments(run: ImportRun, index: RosterIndex): Promise<void> {
  const { db, instituteId, tally } = run;
  const { rows } = await db.query<{ subjectId: string; studentId: string }>(
    `SELECT subject_id AS "subjectId", student_id AS "studentId" FROM enrollments
     WHERE institute_id = $1 AND dropped_on IS NULL`,
    [instituteId],
  );
  const titles = new Map(index.scheduled.map(({ values }) => [values.sourcedId!, values.title ?? '']));
  const enrolled = new Set(rows.map((row) => `${row.subjectId}:${row.studentId}`));
  const starts = new Map(
    (
      await db.query<{ id: string; startsOn: string }>(
        `SELECT id, to_char(starts_on, 'YYYY-MM-DD') AS "startsOn" FROM semesters WHERE institute_id = $1`,
        [instituteId],
      )
    ).rows.map((row) => [row.id, row.startsOn]),
  );
  for (const { line, values } of index.subjectStudents) {
    const sourcedId = values.sourcedId!;
    const subject = run.subjects.get(values.classSourcedId!);
    const studentId = run.students.get(values.userSourcedId!);
    const student = index.users.get(values.userSourcedId!);
    const what = `${student ? personOf(student).name : values.userSourcedId} in ${titles.get(values.classSourcedId!) ?? values.classSourcedId}`;
    if (!subject || !studentId) {
      // The subject's or the student's own line was refused, and says why.
      tally.refuse(FILE, line, sourcedId, what, subject ? oneRosterMessages.userUnknown : oneRosterMessages.classUnknown);
      continue;
    }
    if (subject.kind === 'core' || enrolled.has(`${subject.id}:${studentId}`)) {
      tally.record(FILE, line, sourcedId, 'unchanged', what);
      continue;
    }
    const first = starts.get(subject.semesterId) ?? run.today;
    // The later of two days (YYYY-MM-DD compare as text).
    const later = [run.today, first].sort()[1]!;
    const enrolledOn = DAY.test(values.beginDate ?? '') ? values.beginDate! : later;
    const outcome = await inSavepoint(db, () =>
      enrollInElective(db, instituteId, { subjectId: subject.id, studentId, enrolledOn }),
    );
    if (outcome.ok) tally.record(FILE, line, sourcedId, 'create', what);
    else tally.refuse(FILE, line, sourcedId, what, refusalText(outcome));
  }
}
