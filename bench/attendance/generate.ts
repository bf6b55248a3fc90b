import { hashPassword } from '../../services/src/passwords/hashing';
import type { Pool } from '../../services/src/db/pool';
import { fillClasses } from '../semester/generate';

export interface GeneratedTeacher {
  email: string;
  subjectId: string;
  /** The students enrolled in the teacher's subject. */
  roster: string[];
}

export interface GeneratedInstitute {
  instituteId: string;
  /** The semester's first day: registers are taken from here up to the institute's today. */
  firstDay: string;
  /** Days from the first day to today, both in. */
  days: number;
  teachers: GeneratedTeacher[];
  password: string;
}

/**
 * An institute of `students` students in classes of `classSize`, and `teachers` teachers who each teach one
 * elective of `rosterSize` students, drawn across classes, in a semester that began `pastDays` days ago. All
 * written with set-based SQL as the owner, so generating 5,000 students takes a moment.
 */
export async function generateInstitute(
  pool: Pool,
  {
    students,
    classSize,
    teachers,
    rosterSize,
    pastDays,
  }: {
    students: number;
    classSize: number;
    teachers: number;
    rosterSize: number;
    pastDays: number;
  },
): Promise<GeneratedInstitute> {
  const password = 'Bench!Teacher26';
  const passwordHash = await hashPassword(password);
  const classes = Math.ceil(students / classSize);
  const { rows } = await pool.query<{ id: string; first_day: string }>(
    `WITH institute AS (
       INSERT INTO institutes (name, email, phone_number, address)
       VALUES ('Bench College', 'office@bench-college.test', '080 1234', '1 Bench Road') RETURNING id, time_zone
     )
     SELECT id, to_char((now() AT TIME ZONE time_zone)::date - $1::int, 'YYYY-MM-DD') AS first_day FROM institute`,
    [pastDays],
  );
  const instituteId = rows[0]!.id;
  const firstDay = rows[0]!.first_day;
  await pool.query(
    `WITH year AS (
       INSERT INTO academic_years (institute_id, name, starts_on, ends_on) VALUES ($1, 'Bench year', $2::date, $2::date + 364)
       RETURNING id
     )
     INSERT INTO semesters (institute_id, academic_year_id, name, starts_on, ends_on)
     SELECT $1, id, 'Bench semester', $2::date, $2::date + 364 FROM year`,
    [instituteId, firstDay],
  );
  await pool.query(
    `INSERT INTO classes (institute_id, name) SELECT $1, 'Class ' || lpad(n::text, 3, '0') FROM generate_series(1, $2) AS n`,
    [instituteId, classes],
  );
  await pool.query(
    `WITH people AS (
       INSERT INTO users (role, institute_id, name, email, password_hash)
       SELECT 'student', $1, 'Student ' || lpad(n::text, 5, '0'), 'student' || n || '@bench-college.test', 'x'
       FROM generate_series(1, $2) AS n
       RETURNING id, name
     )
     INSERT INTO students (institute_id, id, roll_number) SELECT $1, id, 'R-' || right(name, 5) FROM people`,
    [instituteId, students],
  );
  await fillClasses(pool, instituteId, classSize, firstDay);
  const teacherRows = await pool.query<{ id: string; email: string; n: number }>(
    `INSERT INTO users (role, institute_id, name, email, password_hash)
     SELECT 'teacher', $1, 'Teacher ' || lpad(n::text, 3, '0'), 'teacher' || lpad(n::text, 3, '0') || '@bench-college.test', $3
     FROM generate_series(1, $2) AS n
     RETURNING id, email, right(split_part(email, '@', 1), 3)::int AS n`,
    [instituteId, teachers, passwordHash],
  );
  const generated: GeneratedTeacher[] = [];
  for (const teacher of teacherRows.rows.sort((a, b) => a.n - b.n)) {
    // Teacher n's elective takes its students from class n onwards, crossing into the next class.
    const subject = await pool.query<{ id: string }>(
      `INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind)
       SELECT $1, c.id, s.id, 'Elective ' || $2::int, 'EL' || $2::int, 'elective'
       FROM classes c, semesters s
       WHERE c.institute_id = $1 AND s.institute_id = $1 AND c.name = 'Class ' || lpad((($2::int - 1) % $3::int + 1)::text, 3, '0')
       RETURNING id`,
      [instituteId, teacher.n, classes],
    );
    const subjectId = subject.rows[0]!.id;
    await pool.query(`INSERT INTO subject_teachers (institute_id, subject_id, teacher_id) VALUES ($1, $2, $3)`, [
      instituteId,
      subjectId,
      teacher.id,
    ]);
    const roster = await pool.query<{ id: string }>(
      `INSERT INTO enrollments (institute_id, subject_id, student_id, enrolled_on)
       SELECT $1, $2, s.id, $6::date
       FROM (SELECT id, roll_number, row_number() OVER (ORDER BY roll_number) - 1 AS n FROM students WHERE institute_id = $1) s
       WHERE (s.n - ($3::int - 1) * $4::int + $5::int) % $5::int < $7::int
       RETURNING student_id AS id`,
      [instituteId, subjectId, teacher.n, classSize, students, firstDay, rosterSize],
    );
    generated.push({ email: teacher.email, subjectId, roster: roster.rows.map((row) => row.id) });
  }
  return { instituteId, firstDay, days: pastDays + 1, teachers: generated, password };
}
