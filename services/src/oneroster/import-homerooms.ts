import { classFieldsSchema } from '@rollcall/contracts';
import { insertClass, updateClass } from '../classes/class-store';
import { asRollCallId, checkedBy, type ImportRun, refusalText } from './import-run';
import type { RosterIndex } from './roster-index';
import { inSavepoint } from './savepoint';

/**
 * RollCall's classes (homerooms): matched by sourcedId, else by name; a changed name or class teacher (the
 * homeroom's teacher enrolment) is saved, a new class added, by the rules of the Classes screen.
 */
export async function importHomerooms(run: ImportRun, index: RosterIndex): Promise<void> {
  const { db, instituteId, tally } = run;
  const { rows } = await db.query<{ id: string; name: string; teacherId: string | null }>(
    `SELECT id, name, class_teacher_id AS "teacherId" FROM classes WHERE institute_id = $1`,
    [instituteId],
  );
  for (const { line, values } of index.homerooms) {
    const sourcedId = values.sourcedId!;
    const what = `Class ${values.title}`;
    const teacherLine = index.homeroomTeachers.get(sourcedId);
    const teacherId = teacherLine ? (run.teachers.get(teacherLine.values.userSourcedId!) ?? null) : null;
    const fields = checkedBy(classFieldsSchema, { name: values.title, classTeacherId: teacherId });
    if (!fields.ok) {
      tally.refuse('classes.csv', line, sourcedId, what, fields.message);
      continue;
    }
    const id = asRollCallId(sourcedId);
    const found = rows.find((row) => row.id === id) ?? rows.find((row) => row.name === fields.value.name);
    const teacherChanged = found && teacherLine && found.teacherId !== teacherId;
    if (found && found.name === fields.value.name && !teacherChanged) {
      run.homerooms.set(sourcedId, found.id);
      tally.record('classes.csv', line, sourcedId, 'unchanged', what);
      if (teacherLine) tally.record('enrollments.csv', teacherLine.line, teacherLine.values.sourcedId!, 'unchanged', what);
      continue;
    }
    // A homeroom matched without a teacher enrolment keeps its class teacher.
    const input = { name: fields.value.name, classTeacherId: teacherLine ? teacherId : (found?.teacherId ?? null) };
    const outcome = await inSavepoint(db, () =>
      found ? updateClass(db, instituteId, found.id, input) : insertClass(db, instituteId, input),
    );
    if (!outcome.ok) {
      tally.refuse('classes.csv', line, sourcedId, what, refusalText(outcome));
      continue;
    }
    run.homerooms.set(sourcedId, outcome.value.id);
    tally.record('classes.csv', line, sourcedId, found ? (found.name === input.name ? 'unchanged' : 'update') : 'create', what);
    if (teacherLine)
      tally.record(
        'enrollments.csv',
        teacherLine.line,
        teacherLine.values.sourcedId!,
        found && !teacherChanged ? 'unchanged' : found ? 'update' : 'create',
        `Class teacher of ${input.name}`,
      );
  }
}
