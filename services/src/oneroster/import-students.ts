import { guardianInputSchema, oneRosterMessages, peopleMessages, studentFieldsSchema } from '@rollcall/contracts';
import type { NewPerson } from '../users/new-accounts';
import { admitStudents, type NewStudent } from '../students/admit-students';
import { linkGuardians } from '../students/guardianship';
import { transferStudent } from '../students/membership-store';
import { updateStudentDetails } from '../students/student-store';
import type { RosterLine } from './oneroster-csv';
import { asRollCallId, checkedBy, type ImportRun, refusalText } from './import-run';
import type { RosterIndex } from './roster-index';
import { personOf, usersOfRole } from './import-teachers';
import { inSavepoint } from './savepoint';

const FILE = 'users.csv';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface ExistingStudent {
  id: string;
  name: string;
  email: string;
  rollNumber: string;
  classId: string | null;
  guardianEmails: string[];
}

interface StudentLine {
  line: RosterLine;
  fields: { name: string; email: string; rollNumber: string };
  guardians: NewPerson[];
  /** The homeroom enrolment that names the student's class, and the RollCall class. */
  membership: RosterLine | undefined;
  classId: string | null;
}

async function existingStudents({ db, instituteId }: ImportRun): Promise<ExistingStudent[]> {
  const { rows } = await db.query<ExistingStudent>(
    `SELECT u.id, u.name, u.email, s.roll_number AS "rollNumber",
            (SELECT m.class_id FROM class_members m WHERE m.institute_id = $1 AND m.student_id = s.id
             ORDER BY m.joined_on DESC LIMIT 1) AS "classId",
            coalesce((SELECT array_agg(p.email) FROM guardians g JOIN users p ON p.id = g.parent_id
                      WHERE g.institute_id = $1 AND g.student_id = s.id), '{}') AS "guardianEmails"
     FROM students s JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
     WHERE s.institute_id = $1 AND s.archived_at IS NULL`,
    [instituteId],
  );
  return rows;
}

/** A student's guardians: the parents of the file that their agentSourcedIds name. */
function guardiansOf(line: RosterLine, index: RosterIndex): { ok: true; value: NewPerson[] } | { ok: false; message: string } {
  const guardians: NewPerson[] = [];
  for (const agentId of (line.values.agentSourcedIds ?? '').split(',').map((id) => id.trim())) {
    const agent = index.users.get(agentId);
    if (agent?.role !== 'parent') continue;
    const guardian = checkedBy(guardianInputSchema, personOf(agent));
    if (!guardian.ok) return guardian;
    if (!guardians.some(({ email }) => email === guardian.value.email)) guardians.push(guardian.value);
  }
  return { ok: true, value: guardians };
}

/** Admits the new students in one go; a line the admission refuses is named, and the others admitted without it. */
async function admitNew(run: ImportRun, lines: StudentLine[]): Promise<void> {
  const { db, instituteId, tally } = run;
  let pending = lines;
  while (pending.length > 0) {
    await db.query('SAVEPOINT oneroster_students');
    const students: NewStudent[] = pending.map(({ fields, classId, membership, guardians }) => ({
      ...fields,
      classId: classId!,
      joinedOn: DAY.test(membership?.values.beginDate ?? '') ? membership!.values.beginDate! : null,
      guardians,
    }));
    const admission = await admitStudents(db, instituteId, students, run.letterhead);
    if (admission.ok) {
      await db.query('RELEASE SAVEPOINT oneroster_students');
      pending.forEach(({ line, fields, membership }, at) => {
        run.students.set(line.values.sourcedId!, admission.ids[at]!);
        tally.record(FILE, line.line, line.values.sourcedId!, 'create', `Student ${fields.name} (${fields.rollNumber})`);
        if (membership)
          tally.record(
            'enrollments.csv',
            membership.line,
            membership.values.sourcedId!,
            'create',
            `${fields.name} in their class`,
          );
      });
      return;
    }
    await db.query('ROLLBACK TO SAVEPOINT oneroster_students');
    const bad = new Set<number>();
    for (const problem of admission.problems) {
      const at = problem.index ?? 0;
      bad.add(at);
      const { line, fields } = pending[at]!;
      tally.refuse(FILE, line.line, line.values.sourcedId!, `Student ${fields.name}`, problem.message);
    }
    pending = pending.filter((_, at) => !bad.has(at));
  }
}

/** Saves a matched student's changes: details, guardians added, and a move to another class from the institute's today. */
async function updateExisting(run: ImportRun, student: ExistingStudent, entry: StudentLine): Promise<void> {
  const { db, instituteId, tally } = run;
  const { line, fields, guardians, membership, classId } = entry;
  const sourcedId = line.values.sourcedId!;
  const what = `Student ${fields.name} (${fields.rollNumber})`;
  run.students.set(sourcedId, student.id);
  let changed = false;
  if (student.name !== fields.name || student.email !== fields.email || student.rollNumber !== fields.rollNumber) {
    const outcome = await inSavepoint(db, () => updateStudentDetails(db, instituteId, student.id, fields));
    if (!outcome.ok) {
      tally.refuse(
        FILE,
        line.line,
        sourcedId,
        what,
        outcome.reason === 'duplicate-email' ? peopleMessages.studentEmailTaken : refusalText(outcome),
      );
      return;
    }
    changed = true;
  }
  // Only guardians the student is not linked to yet are linked; none is unlinked (another system may hold fewer).
  const newGuardians = guardians.filter((guardian) => !student.guardianEmails.includes(guardian.email));
  if (newGuardians.length > 0) {
    const { elsewhere } = await linkGuardians(
      db,
      instituteId,
      [{ studentId: student.id, guardians: newGuardians }],
      run.letterhead,
    );
    if (elsewhere.length > 0) {
      tally.refuse(FILE, line.line, sourcedId, what, peopleMessages.guardianEmailElsewhere(elsewhere[0]!));
      return;
    }
    changed = true;
  }
  tally.record(FILE, line.line, sourcedId, changed ? 'update' : 'unchanged', what);
  if (!membership) return;
  if (classId === student.classId || !classId) {
    tally.record('enrollments.csv', membership.line, membership.values.sourcedId!, 'unchanged', what);
    return;
  }
  const moved = await inSavepoint(db, () => transferStudent(db, instituteId, student.id, classId, run.today));
  if (moved.ok)
    tally.record('enrollments.csv', membership.line, membership.values.sourcedId!, 'update', `${fields.name} moves class`);
  else tally.refuse('enrollments.csv', membership.line, membership.values.sourcedId!, what, refusalText(moved));
}

/**
 * Students, with their guardians (the parents their agentSourcedIds name) and their class (their homeroom
 * enrolment): matched by sourcedId, else by email; matched ones get their changed details, any guardian not yet
 * linked and a move to another class; new ones are admitted by the rules of the Students screen (core subjects,
 * parent accounts, sign-in mails). Parent lines then say whether their account was there or is new.
 */
export async function importStudents(run: ImportRun, index: RosterIndex): Promise<void> {
  const { db, instituteId, tally } = run;
  const existing = await existingStudents(run);
  const parentsBefore = await db.query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE institute_id = $1 AND role = 'parent'`,
    [instituteId],
  );
  const refuse = (line: RosterLine, message: string) =>
    tally.refuse(FILE, line.line, line.values.sourcedId!, `Student ${personOf(line).name}`, message);
  const added: StudentLine[] = [];
  for (const line of usersOfRole(index, 'student', refuse)) {
    const rollNumber = line.values.identifier ?? '';
    if (!rollNumber) {
      refuse(line, oneRosterMessages.rollNumberMissing);
      continue;
    }
    const guardians = guardiansOf(line, index);
    if (!guardians.ok) {
      refuse(line, guardians.message);
      continue;
    }
    const fields = checkedBy(studentFieldsSchema, { ...personOf(line), rollNumber, guardians: guardians.value });
    if (!fields.ok) {
      refuse(line, fields.message);
      continue;
    }
    const membership = index.homeroomStudents.get(line.values.sourcedId!);
    const classId = membership ? (run.homerooms.get(membership.values.classSourcedId!) ?? null) : null;
    const entry = {
      line,
      fields: { name: fields.value.name, email: fields.value.email, rollNumber: fields.value.rollNumber },
      guardians: guardians.value,
      membership,
      classId,
    };
    const id = asRollCallId(line.values.sourcedId!);
    const found =
      existing.find((student) => student.id === id) ?? existing.find((student) => student.email === fields.value.email);
    if (found) await updateExisting(run, found, entry);
    else if (!classId) refuse(line, oneRosterMessages.homeroomMissing);
    else added.push(entry);
  }
  await admitNew(run, added);

  const before = new Set(parentsBefore.rows.flatMap((parent) => [parent.id, parent.email]));
  const { rows: after } = await db.query<{ email: string }>(
    `SELECT email FROM users WHERE institute_id = $1 AND role = 'parent'`,
    [instituteId],
  );
  const now = new Set(after.map((parent) => parent.email));
  for (const line of usersOfRole(index, 'parent', (l, message) =>
    tally.refuse(FILE, l.line, l.values.sourcedId!, `Parent ${personOf(l).name}`, message),
  )) {
    const { name, email } = personOf(line);
    const what = `Parent ${name}`;
    const known = before.has(asRollCallId(line.values.sourcedId!) ?? '') || before.has(email.toLowerCase());
    if (known) tally.record(FILE, line.line, line.values.sourcedId!, 'unchanged', what);
    else if (now.has(email.toLowerCase())) tally.record(FILE, line.line, line.values.sourcedId!, 'create', what);
    else tally.refuse(FILE, line.line, line.values.sourcedId!, what, oneRosterMessages.parentWithoutChild);
  }
}
