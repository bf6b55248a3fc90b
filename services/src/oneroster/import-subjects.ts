import {
  ONEROSTER_CLASS_OF_SUBJECT,
  ONEROSTER_SUBJECT_KIND,
  oneRosterMessages,
  type SubjectKind,
  subjectFieldsSchema,
} from '@rollcall/contracts';
import { insertSubject, updateSubject } from '../subjects/subject-store';
import { replaceSubjectTeachers } from '../subjects/subject-teachers-store';
import type { RosterLine } from './oneroster-csv';
import { asRollCallId, checkedBy, type ImportRun, refusalText } from './import-run';
import type { RosterIndex } from './roster-index';
import { inSavepoint } from './savepoint';

const FILE = 'classes.csv';

interface ExistingSubject {
  id: string;
  classId: string;
  semesterId: string;
  name: string;
  code: string;
  kind: SubjectKind;
  teacherIds: string[];
}

/**
 * The RollCall class a scheduled class belongs to: the homeroom its extension column names, else the homeroom
 * every student enrolled in it is in (a file from another system).
 */
function homeroomOf(run: ImportRun, index: RosterIndex, line: RosterLine): string | null {
  const named = line.values[ONEROSTER_CLASS_OF_SUBJECT];
  if (named) return run.homerooms.get(named) ?? null;
  const homerooms = new Set(
    index.subjectStudents
      .filter(({ values }) => values.classSourcedId === line.values.sourcedId)
      .map(({ values }) => index.homeroomStudents.get(values.userSourcedId!)?.values.classSourcedId),
  );
  const [only] = homerooms;
  return homerooms.size === 1 && only ? (run.homerooms.get(only) ?? null) : null;
}

/** Core or elective from the extension column; a file from another system enrols students one by one, as electives do. */
function kindOf(line: RosterLine): SubjectKind | null {
  const kind = (line.values[ONEROSTER_SUBJECT_KIND] ?? '').toLowerCase();
  if (!kind) return 'elective';
  return kind === 'core' || kind === 'elective' ? kind : null;
}

/** A subject's teachers as the file gives them (teacher enrolments), tallied on their lines. */
async function importTeachersOf(
  run: ImportRun,
  index: RosterIndex,
  line: RosterLine,
  subject: ExistingSubject | null,
  subjectId: string,
) {
  const { db, instituteId, tally } = run;
  const lines = index.subjectTeachers.get(line.values.sourcedId!) ?? [];
  const teacherIds = [
    ...new Set(lines.map(({ values }) => run.teachers.get(values.userSourcedId!)).filter((id): id is string => !!id)),
  ];
  const same =
    subject && teacherIds.length === subject.teacherIds.length && teacherIds.every((id) => subject.teacherIds.includes(id));
  if (lines.length === 0 || same) {
    for (const l of lines) tally.record('enrollments.csv', l.line, l.values.sourcedId!, 'unchanged', '');
    return;
  }
  const outcome = await inSavepoint(db, () => replaceSubjectTeachers(db, instituteId, subjectId, teacherIds));
  for (const l of lines)
    if (outcome.ok)
      tally.record(
        'enrollments.csv',
        l.line,
        l.values.sourcedId!,
        subject ? 'update' : 'create',
        `Teacher of ${line.values.title}`,
      );
    else tally.refuse('enrollments.csv', l.line, l.values.sourcedId!, `Teacher of ${line.values.title}`, refusalText(outcome));
}

/**
 * Subjects (scheduled classes): each in its homeroom's RollCall class and its term's semester, its code the
 * classCode (else the course's), matched by sourcedId, else by class, semester and code; a changed name is saved,
 * a new subject added by the rules of the Subjects screen (a core one enrols its whole class). Its teacher
 * enrolments then become its teachers.
 */
export async function importSubjects(run: ImportRun, index: RosterIndex): Promise<void> {
  const { db, instituteId, tally } = run;
  const { rows } = await db.query<ExistingSubject>(
    `SELECT s.id, s.class_id AS "classId", s.semester_id AS "semesterId", s.name, s.code, s.kind,
            coalesce(array_agg(t.teacher_id) FILTER (WHERE t.teacher_id IS NOT NULL), '{}') AS "teacherIds"
     FROM subjects s LEFT JOIN subject_teachers t ON t.institute_id = s.institute_id AND t.subject_id = s.id
     WHERE s.institute_id = $1 AND s.archived_at IS NULL
     GROUP BY s.institute_id, s.id`,
    [instituteId],
  );
  for (const line of index.scheduled) {
    const { values } = line;
    const sourcedId = values.sourcedId!;
    const what = `Subject ${values.title}`;
    const refuse = (message: string) => tally.refuse(FILE, line.line, sourcedId, what, message);
    const course = index.courses.get(values.courseSourcedId ?? '');
    const code = values.classCode || course?.values.courseCode || '';
    const fields = checkedBy(subjectFieldsSchema, { name: values.title, code });
    if (!fields.ok) {
      refuse(fields.message);
      continue;
    }
    const semesterId = (values.termSourcedIds ?? '')
      .split(',')
      .map((id) => run.semesters.get(id.trim()))
      .find((id) => id);
    if (!semesterId) {
      refuse(oneRosterMessages.termUnknown);
      continue;
    }
    const classId = homeroomOf(run, index, line);
    if (!classId) {
      refuse(oneRosterMessages.classOfSubjectUnknown);
      continue;
    }
    const kind = kindOf(line);
    if (!kind) {
      refuse(oneRosterMessages.kindUnknown(values[ONEROSTER_SUBJECT_KIND] ?? ''));
      continue;
    }
    const id = asRollCallId(sourcedId);
    const found =
      rows.find((row) => row.id === id && row.classId === classId && row.semesterId === semesterId) ??
      rows.find((row) => row.classId === classId && row.semesterId === semesterId && row.code === fields.value.code);
    let subjectId: string;
    if (found && found.name === fields.value.name && found.code === fields.value.code) {
      subjectId = found.id;
      tally.record(FILE, line.line, sourcedId, 'unchanged', what);
    } else {
      const outcome = await inSavepoint(db, () =>
        found
          ? updateSubject(db, instituteId, found.id, fields.value)
          : insertSubject(db, instituteId, { classId, semesterId, ...fields.value, kind }),
      );
      if (!outcome.ok) {
        refuse(refusalText(outcome));
        continue;
      }
      subjectId = outcome.value.id;
      tally.record(FILE, line.line, sourcedId, found ? 'update' : 'create', what);
    }
    run.subjects.set(sourcedId, { id: subjectId, kind: found?.kind ?? kind, classId, semesterId });
    await importTeachersOf(run, index, line, found ?? null, subjectId);
  }
}
