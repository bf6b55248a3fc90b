import type { Pool } from '../../services/src/db/pool';
import { hashPassword } from '../../services/src/passwords/hashing';
import { generateGuardians, generateSemester } from '../semester/generate';

export interface RegisterClass {
  /** The class's students, each in every one of its subjects. */
  students: string[];
  /** The subject the timetable holds in each period, by period (index 0 is period 1). */
  subjectByPeriod: string[];
}

export interface AbsenceTeacher {
  email: string;
  /** The classes whose registers this teacher takes, one after another in a period. */
  classes: RegisterClass[];
}

export interface AbsenceSchool {
  instituteId: string;
  /** The institute's today: the registers of the rounds are today's. */
  today: string;
  /** Students marked in the school days before today. */
  marks: number;
  students: number;
  parents: number;
  teachers: AbsenceTeacher[];
  password: string;
  /** Periods with a subject in every class: one round of registers each. */
  periods: number;
}

const TEACHER_PASSWORD = 'Bench!Absences26';

/**
 * The semester benchmark's school (classes of `classSize`, six core subjects each on a Monday-to-Saturday
 * timetable, `schoolDays` school days of marks before today), every student with a parent and every third with a
 * second one, and `teachers` teachers who can sign in, teacher n taking every subject of classes n, n + teachers, …
 */
export async function generateAbsenceSchool(
  pool: Pool,
  { students, classSize, schoolDays, teachers }: { students: number; classSize: number; schoolDays: number; teachers: number },
): Promise<AbsenceSchool> {
  // A domain of its own, so another run's school in a kept database has other addresses.
  const domain = `absences-${Date.now().toString(36)}.test`;
  const school = await generateSemester(pool, { students, classSize, schoolDays, domain });
  const { instituteId } = school;
  let parents = await generateGuardians(pool, instituteId, domain);
  const second = await pool.query(
    `WITH child AS (
       SELECT s.id, right(s.roll_number, 5) AS n FROM students s
       WHERE s.institute_id = $1 AND right(s.roll_number, 5)::int % 3 = 0
     ),
     parent AS (
       INSERT INTO users (role, institute_id, name, email, password_hash)
       SELECT 'parent', $1, 'Second Parent ' || n, 'second-parent' || n || '@' || $2, 'x' FROM child
       RETURNING id, right(split_part(email, '@', 1), 5) AS n
     )
     INSERT INTO guardians (institute_id, parent_id, student_id)
     SELECT $1, parent.id, child.id FROM parent JOIN child USING (n)`,
    [instituteId, domain],
  );
  parents += second.rowCount ?? 0;
  const passwordHash = await hashPassword(TEACHER_PASSWORD);
  const created = await pool.query<{ id: string; email: string }>(
    `INSERT INTO users (role, institute_id, name, email, password_hash)
     SELECT 'teacher', $1, 'Register Teacher ' || lpad(n::text, 3, '0'), 'register' || lpad(n::text, 3, '0') || '@' || $3, $4
     FROM generate_series(1, $2) AS n
     RETURNING id, email`,
    [instituteId, teachers, domain, passwordHash],
  );
  const teacherRows = created.rows.sort((a, b) => a.email.localeCompare(b.email));
  const classRows = await pool.query<{ id: string; students: string[]; subjects: string[] }>(
    `SELECT c.id,
            (SELECT array_agg(cm.student_id ORDER BY cm.student_id) FROM class_members cm
             WHERE cm.institute_id = c.institute_id AND cm.class_id = c.id) AS students,
            (SELECT array_agg(p.subject_id ORDER BY p.period)
             FROM (SELECT DISTINCT period, subject_id FROM timetable_slots t
                   WHERE t.institute_id = c.institute_id AND t.class_id = c.id) p) AS subjects
     FROM classes c WHERE c.institute_id = $1 ORDER BY c.name`,
    [instituteId],
  );
  const classes = classRows.rows.map((row, index) => ({ ...row, teacher: teacherRows[index % teacherRows.length]! }));
  await pool.query(
    `INSERT INTO subject_teachers (institute_id, subject_id, teacher_id)
     SELECT $1, subject_id, teacher_id FROM unnest($2::uuid[], $3::uuid[]) AS taught (subject_id, teacher_id)`,
    [instituteId, classes.flatMap((each) => each.subjects), classes.flatMap((each) => each.subjects.map(() => each.teacher.id))],
  );
  await pool.query('VACUUM ANALYZE users, guardians, subject_teachers');
  const { rows } = await pool.query<{ today: string }>(
    `SELECT to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today FROM institutes WHERE id = $1`,
    [instituteId],
  );
  return {
    instituteId,
    today: rows[0]!.today,
    marks: school.marks,
    students,
    parents,
    teachers: teacherRows.map((teacher) => ({
      email: teacher.email,
      classes: classes
        .filter((each) => each.teacher === teacher)
        .map((each) => ({ students: each.students, subjectByPeriod: each.subjects })),
    })),
    password: TEACHER_PASSWORD,
    periods: Math.min(...classes.map((each) => each.subjects.length)),
  };
}
