import { peopleMessages, setupMessages } from '@rollcall/contracts';
import { type CredentialsLetterhead, queueCredentialsMails } from '../credentials/queue-credentials';
import type { Refusal } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { enrolInCoreSubjects } from '../enrollments/core-enrollment';
import { insertAccounts, type NewPerson } from '../users/new-accounts';
import { linkGuardians } from './guardianship';
import { joinClasses } from './membership-store';
import { queueStudentEvents } from './student-events';
import { insertStudentRecords } from './student-store';

export interface NewStudent extends NewPerson {
  rollNumber: string;
  classId: string;
  /** The first day in the class; the institute's today when null. */
  joinedOn: string | null;
  guardians: NewPerson[];
}

/** Why a student could not be admitted: `index` is their place in the list (null when it names none). */
export interface AdmissionProblem {
  index: number | null;
  reason: Extract<Refusal, 'not-found' | 'duplicate-email' | 'duplicate' | 'conflict'>;
  message: string;
}

export type Admission = { ok: true; ids: string[] } | { ok: false; problems: AdmissionProblem[] };

const problemsAt = (
  students: NewStudent[],
  matches: (student: NewStudent) => string | null,
  reason: AdmissionProblem['reason'],
) =>
  students.flatMap((student, index) => {
    const message = matches(student);
    return message ? [{ index, reason, message }] : [];
  });

/**
 * Admits students in a few set-based statements, whatever their number: their accounts, their records (roll
 * numbers), their classes with the classes' core subjects, their guardians, and every credentials mail, all in
 * the caller's transaction, with the webhooks' student.created events. On any problem nothing should be kept: the caller rolls back.
 */
export async function admitStudents(
  db: Queryable,
  instituteId: string,
  students: NewStudent[],
  letterhead: CredentialsLetterhead,
): Promise<Admission> {
  const accounts = await insertAccounts(db, instituteId, 'student', students);
  if (accounts.taken.length > 0) {
    const taken = new Set(accounts.taken);
    return {
      ok: false,
      problems: problemsAt(students, (s) => (taken.has(s.email) ? peopleMessages.studentEmailTaken : null), 'duplicate-email'),
    };
  }
  const ids = accounts.created.map((account) => account.id);

  const takenRolls = new Set(
    await insertStudentRecords(
      db,
      instituteId,
      students.map((student, index) => ({ id: ids[index]!, rollNumber: student.rollNumber })),
    ),
  );
  if (takenRolls.size > 0) {
    const message = (s: NewStudent) => (takenRolls.has(s.rollNumber) ? peopleMessages.rollNumberTaken(s.rollNumber) : null);
    return { ok: false, problems: problemsAt(students, message, 'duplicate') };
  }

  const memberships = await joinClasses(
    db,
    instituteId,
    students.map((student, index) => ({ studentId: ids[index]!, classId: student.classId, joinedOn: student.joinedOn })),
  );
  if (!memberships.ok)
    return { ok: false, problems: [{ index: null, reason: 'not-found', message: setupMessages.classNotFound }] };
  await enrolInCoreSubjects(db, instituteId, { classMemberIds: memberships.value });

  const wards = students.map((student, index) => ({ studentId: ids[index]!, guardians: student.guardians }));
  const { elsewhere } = await linkGuardians(db, instituteId, wards, letterhead);
  if (elsewhere.length > 0) {
    const foreign = new Set(elsewhere);
    const message = (s: NewStudent) => {
      const guardian = s.guardians.find((g) => foreign.has(g.email));
      return guardian ? peopleMessages.guardianEmailElsewhere(guardian.email) : null;
    };
    return { ok: false, problems: problemsAt(students, message, 'conflict') };
  }

  await queueCredentialsMails(db, 'student', accounts.created, letterhead);
  await queueStudentEvents(db, instituteId, 'student.created', ids);
  return { ok: true, ids };
}
