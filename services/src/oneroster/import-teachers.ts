import { oneRosterMessages, peopleMessages, teacherFieldsSchema } from '@rollcall/contracts';
import { admitTeachers } from '../teachers/admit-teachers';
import { updateTeacher } from '../teachers/teacher-store';
import type { RosterLine } from './oneroster-csv';
import { asRollCallId, checkedBy, type ImportRun } from './import-run';
import { joinedName } from './person-name';
import type { RosterIndex } from './roster-index';
import { inSavepoint } from './savepoint';

const FILE = 'users.csv';

interface Person {
  id: string;
  name: string;
  email: string;
}

/** A user line's name and email as RollCall keeps them (the email, else the username). */
export const personOf = ({ values }: RosterLine) => ({
  name: joinedName(values.givenName, values.middleName, values.familyName),
  email: values.email || values.username || '',
});

/** The users of one role, each once: a later line of an email already read is refused, naming the first. */
export function usersOfRole(index: RosterIndex, role: string, refuse: (line: RosterLine, message: string) => void) {
  const firstLine = new Map<string, number>();
  return [...index.users.values()].filter((line) => {
    if (line.role !== role) return false;
    const email = personOf(line).email.toLowerCase();
    const first = firstLine.get(email);
    if (first !== undefined && email) {
      refuse(line, peopleMessages.emailAlsoOnLine(first));
      return false;
    }
    firstLine.set(email, line.line);
    return true;
  });
}

/**
 * Teachers: matched by sourcedId, else by email; a changed name or email is saved, anyone new is added (and mailed
 * their sign-in) by the rules of the Teachers screen.
 */
export async function importTeachers(run: ImportRun, index: RosterIndex): Promise<void> {
  const { db, instituteId, tally } = run;
  const { rows } = await db.query<Person>(`SELECT id, name, email FROM users WHERE institute_id = $1 AND role = 'teacher'`, [
    instituteId,
  ]);
  const refuse = (line: RosterLine, message: string) =>
    tally.refuse(FILE, line.line, line.values.sourcedId!, `Teacher ${personOf(line).name}`, message);
  const added: { line: RosterLine; person: { name: string; email: string } }[] = [];
  for (const line of usersOfRole(index, 'teacher', refuse)) {
    const sourcedId = line.values.sourcedId!;
    const fields = checkedBy(teacherFieldsSchema, personOf(line));
    if (!fields.ok) {
      refuse(line, fields.message);
      continue;
    }
    const id = asRollCallId(sourcedId);
    const found = rows.find((teacher) => teacher.id === id) ?? rows.find((teacher) => teacher.email === fields.value.email);
    if (!found) {
      added.push({ line, person: fields.value });
      continue;
    }
    run.teachers.set(sourcedId, found.id);
    const what = `Teacher ${fields.value.name}`;
    if (found.name === fields.value.name && found.email === fields.value.email) {
      tally.record(FILE, line.line, sourcedId, 'unchanged', what);
      continue;
    }
    const outcome = await inSavepoint(db, () => updateTeacher(db, instituteId, found.id, fields.value));
    if (outcome.ok) tally.record(FILE, line.line, sourcedId, 'update', what);
    else refuse(line, outcome.reason === 'duplicate-email' ? peopleMessages.teacherEmailTaken : oneRosterMessages.userUnknown);
  }
  let pending = added;
  while (pending.length > 0) {
    await db.query('SAVEPOINT oneroster_teachers');
    const { created, taken } = await admitTeachers(
      db,
      instituteId,
      pending.map(({ person }) => person),
      run.letterhead,
    );
    if (taken.length === 0) {
      await db.query('RELEASE SAVEPOINT oneroster_teachers');
      pending.forEach(({ line, person }, at) => {
        run.teachers.set(line.values.sourcedId!, created[at]!.id);
        tally.record(FILE, line.line, line.values.sourcedId!, 'create', `Teacher ${person.name}`);
      });
      break;
    }
    await db.query('ROLLBACK TO SAVEPOINT oneroster_teachers');
    const clashes = new Set(taken);
    for (const { line, person } of pending) if (clashes.has(person.email)) refuse(line, oneRosterMessages.emailTakenElsewhere);
    pending = pending.filter(({ person }) => !clashes.has(person.email));
  }
}
