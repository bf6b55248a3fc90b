import type { PortalSemester } from '@rollcall/contracts';
import { SEMESTER_JSON, semesterToShow } from '../academic-years/semester-to-show';
import { todayOfInstituteRow } from '../db/institute-today';
import type { Queryable } from '../db/pool';

/** The semester an enrolment import enrols in, and the institute's today. */
export interface EnrolmentTerm {
  semester: PortalSemester;
  today: string;
}

/** The semester named, else the one to show by the institute's today; null when the named one is not the institute's, or there is none. */
export async function enrolmentTerm(db: Queryable, instituteId: string, semesterId?: string): Promise<EnrolmentTerm | null> {
  const { rows } = await db.query<{ semester: PortalSemester | null; today: string }>(
    `WITH institute AS (SELECT ${todayOfInstituteRow('i')} AS today FROM institutes i WHERE i.id = $1)
     SELECT (SELECT ${SEMESTER_JSON} FROM (${semesterToShow('$1', '$2::uuid', '(SELECT today FROM institute)')}) sem) AS semester,
            to_char((SELECT today FROM institute), 'YYYY-MM-DD') AS today`,
    [instituteId, semesterId ?? null],
  );
  const { semester, today } = rows[0]!;
  return semester ? { semester, today } : null;
}

export interface StudentByRoll {
  id: string;
  name: string;
}

/** The institute's students (not archived) with these roll numbers, by roll number. */
export async function studentsByRoll(
  db: Queryable,
  instituteId: string,
  rollNumbers: string[],
): Promise<Map<string, StudentByRoll>> {
  const { rows } = await db.query<StudentByRoll & { rollNumber: string }>(
    `SELECT s.id, u.name, s.roll_number AS "rollNumber"
     FROM students s JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
     WHERE s.institute_id = $1 AND s.roll_number = ANY($2::text[]) AND s.archived_at IS NULL`,
    [instituteId, rollNumbers],
  );
  return new Map(rows.map(({ rollNumber, ...student }) => [rollNumber, student]));
}

export interface SemesterSubject {
  id: string;
  classId: string;
  code: string;
  name: string;
  kind: 'core' | 'elective';
}

/** The subjects (not archived) of a semester, every class's. */
export async function semesterSubjects(db: Queryable, instituteId: string, semesterId: string): Promise<SemesterSubject[]> {
  const { rows } = await db.query<SemesterSubject>(
    `SELECT id, class_id AS "classId", code, name, kind FROM subjects
     WHERE institute_id = $1 AND semester_id = $2 AND archived_at IS NULL`,
    [instituteId, semesterId],
  );
  return rows;
}

/** Every enrolment, past or not, of these students in these subjects. */
export async function enrolmentsFrom(
  db: Queryable,
  instituteId: string,
  studentIds: string[],
  subjectIds: string[],
): Promise<{ subjectId: string; studentId: string; enrolledOn: string; droppedOn: string | null }[]> {
  const { rows } = await db.query(
    `SELECT subject_id AS "subjectId", student_id AS "studentId", to_char(enrolled_on, 'YYYY-MM-DD') AS "enrolledOn",
            to_char(dropped_on, 'YYYY-MM-DD') AS "droppedOn"
     FROM enrollments WHERE institute_id = $1 AND student_id = ANY($2::uuid[]) AND subject_id = ANY($3::uuid[])`,
    [instituteId, studentIds, subjectIds],
  );
  return rows;
}
