import type { Institute } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { enrolInCoreSubjects } from '../enrollments/core-enrollment';
import { insertGuardianLinks } from '../students/guardian-store';
import { joinClasses } from '../students/membership-store';
import { insertStudentRecords } from '../students/student-store';
import { insertAccounts, type NewPerson } from '../users/new-accounts';
import type { DemoPlan } from './demo-plan';

/** The ids the demo's rows were given, by the plan's keys. */
export interface DemoIds {
  instituteId: string;
  semesterId: string;
  adminId: string;
  /** By teacher key. */
  teachers: Map<string, string>;
  /** By class key. */
  classes: Map<string, string>;
  /** By subject key ('11A:ENG'). */
  subjects: Map<string, string>;
  /** By roll number. */
  students: Map<string, string>;
  /** By email. */
  parents: Map<string, string>;
}

const INSTITUTE_COLUMNS = 'id, name, email, phone_number AS "phoneNumber", address';

/** The demo institute itself, marked as a demo, its settings counted as saved (platform work: it is new). */
export async function insertDemoInstitute(db: Queryable, plan: DemoPlan): Promise<Institute> {
  const { name, email, phoneNumber, address } = plan.institute;
  const { rows } = await db.query<Institute>(
    `INSERT INTO institutes (name, email, phone_number, address, time_zone, demo, settings_saved_at)
     VALUES ($1, $2, $3, $4, 'Asia/Kolkata', true, now())
     RETURNING ${INSTITUTE_COLUMNS}`,
    [name, email, phoneNumber, address],
  );
  return rows[0]!;
}

const idsByKey = (keys: string[], ids: string[]) => new Map(keys.map((key, index) => [key, ids[index]!]));

/** Accounts of one role, each with a temporary password nobody is told: no credentials mail goes to made-up people. */
async function accounts(
  db: Queryable,
  instituteId: string,
  role: 'admin' | 'teacher' | 'student' | 'parent',
  people: NewPerson[],
) {
  const { created, taken } = await insertAccounts(db, instituteId, role, people);
  if (taken.length > 0) throw new Error(`demo ${role} addresses already taken: ${taken.join(', ')}`);
  return created.map((account) => account.id);
}

/** The academic year, its semester, the classes with their teachers, and the subjects (in the caller's tenant transaction). */
async function insertSetup(db: Queryable, instituteId: string, plan: DemoPlan, teachers: Map<string, string>) {
  const { rows: semester } = await db.query<{ id: string }>(
    `WITH year AS (
       INSERT INTO academic_years (institute_id, name, starts_on, ends_on) VALUES ($1, $2, $3, $4) RETURNING id
     )
     INSERT INTO semesters (institute_id, academic_year_id, name, starts_on, ends_on)
     SELECT $1, year.id, $5, $6, $7 FROM year
     RETURNING id`,
    [
      instituteId,
      plan.year.name,
      plan.year.startsOn,
      plan.year.endsOn,
      plan.semester.name,
      plan.semester.startsOn,
      plan.semester.endsOn,
    ],
  );
  const semesterId = semester[0]!.id;
  const { rows: classRows } = await db.query<{ id: string; name: string }>(
    `INSERT INTO classes (institute_id, name, class_teacher_id)
     SELECT $1, c.name, c.teacher FROM unnest($2::text[], $3::uuid[]) AS c (name, teacher)
     RETURNING id, name`,
    [instituteId, plan.classes.map((c) => c.name), plan.classes.map((c) => teachers.get(c.classTeacher))],
  );
  const classIdOf = new Map(classRows.map((row) => [row.name, row.id]));
  const classes = new Map(plan.classes.map((c) => [c.key, classIdOf.get(c.name)!]));
  const { rows: subjectRows } = await db.query<{ id: string; class_id: string; code: string }>(
    `INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind)
     SELECT $1, s.class_id, $2, s.name, s.code, s.kind FROM unnest($3::uuid[], $4::text[], $5::text[], $6::text[]) AS s (class_id, name, code, kind)
     RETURNING id, class_id, code`,
    [
      instituteId,
      semesterId,
      plan.subjects.map((s) => classes.get(s.classKey)),
      plan.subjects.map((s) => s.name),
      plan.subjects.map((s) => s.code),
      plan.subjects.map((s) => s.kind),
    ],
  );
  const subjectIdOf = new Map(subjectRows.map((row) => [`${row.class_id}:${row.code}`, row.id]));
  const subjects = new Map(plan.subjects.map((s) => [s.key, subjectIdOf.get(`${classes.get(s.classKey)}:${s.code}`)!]));
  await db.query(
    `INSERT INTO subject_teachers (institute_id, subject_id, teacher_id)
     SELECT $1, t.subject_id, t.teacher_id FROM unnest($2::uuid[], $3::uuid[]) AS t (subject_id, teacher_id)`,
    [instituteId, plan.subjects.map((s) => subjects.get(s.key)), plan.subjects.map((s) => teachers.get(s.teacher))],
  );
  return { semesterId, classes, subjects };
}

/** The students in their classes from the year's first day (core subjects enrolled), their elective, and their guardians. */
async function insertStudents(
  db: Queryable,
  instituteId: string,
  plan: DemoPlan,
  classes: Map<string, string>,
  subjects: Map<string, string>,
) {
  const studentIds = await accounts(db, instituteId, 'student', plan.students);
  const students = idsByKey(
    plan.students.map((s) => s.rollNumber),
    studentIds,
  );
  await insertStudentRecords(
    db,
    instituteId,
    plan.students.map((s) => ({ id: students.get(s.rollNumber)!, rollNumber: s.rollNumber })),
  );
  const memberships = await joinClasses(
    db,
    instituteId,
    plan.students.map((s) => ({
      studentId: students.get(s.rollNumber)!,
      classId: classes.get(s.classKey)!,
      joinedOn: plan.year.startsOn,
    })),
  );
  if (!memberships.ok) throw new Error('demo classes not found');
  await enrolInCoreSubjects(db, instituteId, { classMemberIds: memberships.value });
  await db.query(
    `INSERT INTO enrollments (institute_id, subject_id, student_id, enrolled_on)
     SELECT $1, e.subject_id, e.student_id, $4 FROM unnest($2::uuid[], $3::uuid[]) AS e (subject_id, student_id)`,
    [
      instituteId,
      plan.students.map((s) => subjects.get(`${s.classKey}:${s.elective}`)),
      plan.students.map((s) => students.get(s.rollNumber)),
      plan.semester.startsOn,
    ],
  );
  const parents = idsByKey(
    plan.parents.map((p) => p.email),
    await accounts(db, instituteId, 'parent', plan.parents),
  );
  await insertGuardianLinks(
    db,
    instituteId,
    plan.students.flatMap((s) =>
      s.guardians.map((email) => ({ parentId: parents.get(email)!, studentId: students.get(s.rollNumber)! })),
    ),
  );
  return { students, parents };
}

/** The weekly timetable and the school calendar's holidays and exam days (for the whole institute). */
async function insertWeekAndCalendar(
  db: Queryable,
  instituteId: string,
  plan: DemoPlan,
  ids: Omit<DemoIds, 'students' | 'parents'>,
) {
  const teacherOf = new Map(plan.subjects.map((s) => [s.key, ids.teachers.get(s.teacher)!]));
  await db.query(
    `INSERT INTO timetable_slots (institute_id, class_id, semester_id, subject_id, teacher_id, weekday, period, starts_at, ends_at)
     SELECT $1, s.class_id, $2, s.subject_id, s.teacher_id, s.weekday, s.period, ($8::text[])[s.period]::time, ($9::text[])[s.period]::time
     FROM unnest($3::uuid[], $4::uuid[], $5::uuid[], $6::smallint[], $7::smallint[]) AS s (class_id, subject_id, teacher_id, weekday, period)`,
    [
      ids.instituteId,
      ids.semesterId,
      plan.slots.map((slot) => ids.classes.get(slot.classKey)),
      plan.slots.map((slot) => ids.subjects.get(slot.subjectKey)),
      plan.slots.map((slot) => teacherOf.get(slot.subjectKey)),
      plan.slots.map((slot) => slot.weekday),
      plan.slots.map((slot) => slot.period),
      plan.periodTimes.map(([startsAt]) => startsAt),
      plan.periodTimes.map(([, endsAt]) => endsAt),
    ],
  );
  await db.query(
    `INSERT INTO calendar_entries (institute_id, kind, name, starts_on, ends_on)
     SELECT $1, e.kind, e.name, e.starts_on, e.ends_on FROM unnest($2::text[], $3::text[], $4::date[], $5::date[]) AS e (kind, name, starts_on, ends_on)`,
    [
      instituteId,
      plan.calendar.map((entry) => entry.kind),
      plan.calendar.map((entry) => entry.name),
      plan.calendar.map((entry) => entry.startsOn),
      plan.calendar.map((entry) => entry.endsOn),
    ],
  );
}

/**
 * Writes the demo school of the plan into the institute just made, in the caller's tenant transaction, as the
 * product's own stores write each part: accounts (temporary passwords, no mail), student records, class memberships
 * with their core enrolments, electives, guardians, the timetable and the calendar.
 */
export async function insertDemoSchool(db: Queryable, instituteId: string, plan: DemoPlan): Promise<DemoIds> {
  const [adminId] = await accounts(db, instituteId, 'admin', [plan.admin]);
  const teacherKeys = Object.keys(plan.teachers);
  const teachers = idsByKey(
    teacherKeys,
    await accounts(
      db,
      instituteId,
      'teacher',
      teacherKeys.map((key) => plan.teachers[key]!),
    ),
  );
  const { semesterId, classes, subjects } = await insertSetup(db, instituteId, plan, teachers);
  const ids = { instituteId, semesterId, adminId: adminId!, teachers, classes, subjects };
  const { students, parents } = await insertStudents(db, instituteId, plan, classes, subjects);
  await insertWeekAndCalendar(db, instituteId, plan, ids);
  return { ...ids, students, parents };
}
