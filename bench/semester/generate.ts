import { hashPassword } from '../../services/src/passwords/hashing';
import type { Pool } from '../../services/src/db/pool';

export interface GeneratedSemester {
  instituteId: string;
  semesterId: string;
  /** The semester's first day; its school days run from here to the day before the institute's today. */
  firstDay: string;
  schoolDays: number;
  /** Every student's sign-in, by roll number order. */
  students: Array<{ id: string; email: string }>;
  password: string;
  marks: number;
}

/** A class's subjects: the first `subjects` of these (six at a school, eight at a university). */
const SUBJECTS = [
  ['Mathematics', 'MA'],
  ['Physics', 'PH'],
  ['Chemistry', 'CH'],
  ['Biology', 'BI'],
  ['English', 'EN'],
  ['Hindi', 'HI'],
  ['Economics', 'EC'],
  ['History', 'HS'],
] as const;
/** Lectures are held Monday to Saturday (ISO weekdays 1 to 6), six periods a day. */
const SCHOOL_WEEKDAYS = 6;
const PERIODS_A_DAY = 6;
const DAY_MS = 86_400_000;
/** Every student's and teacher's password. */
export const PASSWORD = 'Bench!Student26';

/**
 * The marks of an institute's lectures held on a day: every enrolled student marked, each with their own habit
 * (present in 60 % to 98 % of lectures). $1 the institute, $2 the day; `markId` makes each mark's id.
 */
export const marksOfLectures = (markId = 'gen_random_uuid()') => `
  INSERT INTO attendance_marks (institute_id, id, lecture_id, student_id, status, recorded_by, source)
  SELECT $1, ${markId}, l.id, e.student_id,
         CASE WHEN abs(hashtext(l.id::text || e.student_id::text)) % 1000
                   < 600 + abs(hashtext(e.student_id::text)) % 380 THEN 'present' ELSE 'absent' END,
         l.taken_by, 'teacher'
  FROM lectures l JOIN enrollments e ON e.institute_id = l.institute_id AND e.subject_id = l.subject_id
  WHERE l.institute_id = $1 AND l.held_on = $2::date`;

/** One mark in 200 of the institute corrected by the office, as a correction is stored: a new mark naming the old. */
export const CORRECTIONS_OF_MARKS = `
  INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source, supersedes, reason)
  SELECT m.institute_id, m.lecture_id, m.student_id, CASE m.status WHEN 'present' THEN 'absent' ELSE 'present' END,
         m.recorded_by, 'office', m.id, 'Medical certificate'
  FROM attendance_marks m WHERE m.institute_id = $1 AND abs(hashtext(m.id::text)) % 200 = 0`;

/** Each marked student's seat in their lecture's period, as a register writes it with its first marks. */
export const SEATS_OF_MARKS = `
  INSERT INTO lecture_attendees (institute_id, student_id, held_on, period, lecture_id)
  SELECT m.institute_id, m.student_id, l.held_on, l.period, l.id
  FROM attendance_marks m JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
  WHERE m.institute_id = $1 AND m.supersedes IS NULL`;

/**
 * Writes the marks of an institute's lectures on `days`, their corrections and the students' seats; answers how
 * many marks, corrections aside.
 */
export type MarksWriter = (pool: Pool, instituteId: string, days: string[]) => Promise<number>;

/** The marks one school day per statement, so the rollup triggers fire as they do in service. */
export const marksDayByDay: MarksWriter = async (pool, instituteId, days) => {
  let marks = 0;
  for (const day of days) {
    const { rowCount } = await pool.query(marksOfLectures(), [instituteId, day]);
    marks += rowCount ?? 0;
    // Each day's registers update every per-student row once; in service autovacuum clears the old versions
    // before the next day (a fifth of a table dead sets it off), so the rows stay on their pages.
    await pool.query('VACUUM student_subject_attendance, class_day_attendance');
  }
  await pool.query(CORRECTIONS_OF_MARKS, [instituteId]);
  await pool.query(SEATS_OF_MARKS, [instituteId]);
  return marks;
};

/** Puts the institute's students, by roll number, into its classes by name, `classSize` to a class, from `joinedOn`. */
export async function fillClasses(pool: Pool, instituteId: string, classSize: number, joinedOn: string): Promise<void> {
  await pool.query(
    `INSERT INTO class_members (institute_id, class_id, student_id, joined_on)
     SELECT $1, c.id, s.id, $3::date
     FROM (SELECT id, row_number() OVER (ORDER BY roll_number) - 1 AS n FROM students WHERE institute_id = $1) s
     JOIN (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM classes WHERE institute_id = $1) c ON c.n = s.n / $2`,
    [instituteId, classSize, joinedOn],
  );
}

/** The `count` school days (Monday to Saturday) before `today`, oldest first. */
function schoolDaysBefore(today: string, count: number): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${today}T00:00:00Z`) - DAY_MS; days.length < count; at -= DAY_MS) {
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0) days.unshift(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * An institute in the middle of a semester: `students` students in classes of `classSize`, each class with six
 * core subjects on a Monday-to-Saturday timetable (period n is subject n), and `schoolDays` school days of
 * lectures already taken, every enrolled student marked. Each student has their own habit (attending between
 * 60 % and 98 % of lectures), so some are below the threshold; one mark in 200 has been corrected. The semester
 * goes on for 75 days after today. Written with set-based SQL as the owner, the marks by `writeMarks` (one school
 * day per statement unless told otherwise); each marked student has their seat in lecture_attendees.
 */
export async function generateSemester(
  pool: Pool,
  {
    students,
    classSize,
    schoolDays,
    domain = 'bench-high.test',
    name = 'Bench High School',
    subjects = 6,
    writeMarks = marksDayByDay,
    passwordHash,
    analyze = true,
  }: {
    students: number;
    classSize: number;
    schoolDays: number;
    /** Of every email, so several institutes can share a database. */
    domain?: string;
    name?: string;
    /** Per class, at most eight; they take the 36 periods of the week in turn. */
    subjects?: number;
    writeMarks?: MarksWriter;
    /** Of PASSWORD, when already hashed: hashing takes a while, and generating many institutes need not repeat it. */
    passwordHash?: string;
    /** VACUUM ANALYZE the database afterwards (leave it to the last of many institutes). */
    analyze?: boolean;
  },
): Promise<GeneratedSemester> {
  const password = PASSWORD;
  const hash = passwordHash ?? (await hashPassword(password));
  const classes = Math.ceil(students / classSize);
  const institute = await pool.query<{ id: string; today: string }>(
    `WITH institute AS (
       INSERT INTO institutes (name, email, phone_number, address)
       VALUES ($2, 'office@' || $1, '080 5678', '2 Bench Road') RETURNING id, time_zone
     )
     SELECT id, to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today FROM institute`,
    [domain, name],
  );
  const instituteId = institute.rows[0]!.id;
  const days = schoolDaysBefore(institute.rows[0]!.today, schoolDays);
  const firstDay = days[0]!;
  const semester = await pool.query<{ id: string }>(
    `WITH year AS (
       INSERT INTO academic_years (institute_id, name, starts_on, ends_on) VALUES ($1, 'Bench year', $2::date, $3::date + 150)
       RETURNING id
     )
     INSERT INTO semesters (institute_id, academic_year_id, name, starts_on, ends_on)
     SELECT $1, id, 'Bench semester', $2::date, $3::date + 75 FROM year RETURNING id`,
    [instituteId, firstDay, institute.rows[0]!.today],
  );
  const semesterId = semester.rows[0]!.id;
  await pool.query(
    `INSERT INTO classes (institute_id, name) SELECT $1, 'Class ' || lpad(n::text, 3, '0') FROM generate_series(1, $2) AS n`,
    [instituteId, classes],
  );
  const people = await pool.query<{ id: string; email: string }>(
    `WITH people AS (
       INSERT INTO users (role, institute_id, name, email, password_hash)
       SELECT 'student', $1, 'Student ' || lpad(n::text, 5, '0'), 'student' || lpad(n::text, 5, '0') || '@' || $4, $3
       FROM generate_series(1, $2) AS n
       RETURNING id, name, email
     ),
     records AS (INSERT INTO students (institute_id, id, roll_number) SELECT $1, id, 'R-' || right(name, 5) FROM people)
     SELECT id, email FROM people ORDER BY email`,
    [instituteId, students, hash, domain],
  );
  await fillClasses(pool, instituteId, classSize, firstDay);
  // One teacher per class and subject, as a school of this size has; they sign in with the students' password.
  const taught = SUBJECTS.slice(0, subjects);
  await pool.query(
    `WITH subject AS (
       INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind)
       SELECT $1, c.id, $2, s.name, s.code || right(c.name, 3), 'core'
       FROM classes c, unnest($3::text[], $4::text[]) AS s (name, code)
       WHERE c.institute_id = $1
       RETURNING id, class_id, code
     ),
     teacher AS (
       INSERT INTO users (role, institute_id, name, email, password_hash)
       SELECT 'teacher', $1, 'Teacher ' || code, lower(code) || '@' || $6, $8 FROM subject
       RETURNING id, right(split_part(email, '@', 1), 5) AS code
     ),
     taught AS (
       INSERT INTO subject_teachers (institute_id, subject_id, teacher_id)
       SELECT $1, subject.id, teacher.id FROM subject JOIN teacher ON lower(subject.code) = teacher.code
     )
     INSERT INTO timetable_slots (institute_id, class_id, semester_id, subject_id, teacher_id, weekday, period, starts_at, ends_at)
     SELECT $1, subject.class_id, $2, subject.id, teacher.id, weekday, p.period,
            time '09:00' + (p.period - 1) * interval '50 minutes', time '09:45' + (p.period - 1) * interval '50 minutes'
     FROM subject
     JOIN teacher ON lower(subject.code) = teacher.code
     JOIN unnest($4::text[]) WITH ORDINALITY AS taught_subject (code, n) ON subject.code LIKE taught_subject.code || '%'
     CROSS JOIN generate_series(1, $5) AS weekday
     CROSS JOIN generate_series(1, $7) AS p (period)
     -- The week's periods go to the subjects in turn: with six subjects, period n is subject n every day.
     WHERE ((weekday - 1) * $7 + p.period - 1) % cardinality($4::text[]) + 1 = taught_subject.n`,
    [
      instituteId,
      semesterId,
      taught.map(([name]) => name),
      taught.map(([, code]) => code),
      SCHOOL_WEEKDAYS,
      domain,
      PERIODS_A_DAY,
      hash,
    ],
  );
  await pool.query(
    `INSERT INTO enrollments (institute_id, subject_id, student_id, enrolled_on)
     SELECT $1, s.id, cm.student_id, $2::date
     FROM subjects s JOIN class_members cm ON cm.institute_id = s.institute_id AND cm.class_id = s.class_id
     WHERE s.institute_id = $1`,
    [instituteId, firstDay],
  );
  await pool.query(
    `INSERT INTO lectures (institute_id, id, subject_id, held_on, period, taken_by)
     SELECT $1, gen_random_uuid(), slot.subject_id, day, slot.period, slot.teacher_id
     FROM timetable_slots slot CROSS JOIN unnest($2::date[]) AS day
     WHERE slot.institute_id = $1 AND slot.weekday = extract(isodow FROM day)`,
    [instituteId, days],
  );
  // Without statistics of the institute's rows the marks' join would be planned as if the tables were empty.
  await pool.query('ANALYZE lectures, enrollments, subjects, students');
  const marks = await writeMarks(pool, instituteId, days);
  // A database in service has its statistics and visibility map: autovacuum would get there within minutes of such a load.
  if (analyze) await pool.query('VACUUM ANALYZE');
  return { instituteId, semesterId, firstDay, schoolDays, students: people.rows, password, marks };
}

/** One parent per student of the institute, linked in guardians, as an evening's summaries reach them. */
export async function generateGuardians(pool: Pool, instituteId: string, domain = 'bench-high.test'): Promise<number> {
  const { rowCount } = await pool.query(
    `WITH child AS (
       SELECT s.id, right(s.roll_number, 5) AS n FROM students s WHERE s.institute_id = $1
     ),
     parent AS (
       INSERT INTO users (role, institute_id, name, email, password_hash)
       SELECT 'parent', $1, 'Parent ' || n, 'parent' || n || '@' || $2, 'x' FROM child
       RETURNING id, right(split_part(email, '@', 1), 5) AS n
     )
     INSERT INTO guardians (institute_id, parent_id, student_id)
     SELECT $1, parent.id, child.id FROM parent JOIN child USING (n)`,
    [instituteId, domain],
  );
  return rowCount ?? 0;
}
