import type { PortalSemester } from '@rollcall/contracts';
import { SEMESTER_JSON, semesterToShow } from '../academic-years/semester-to-show';
import { todayOfInstituteRow } from '../db/institute-today';
import type { Queryable } from '../db/pool';
import { classNameOnDay } from '../students/class-on-day';

/** Whose attendance is read: a student's own, or a parent's linked child (any other student is no one). */
export interface PortalReader {
  studentId: string;
  /** The parent asking, who must be linked to the student; null for the student themself. */
  parentId: string | null;
}

/** The student, the institute's threshold, floor and today, and the semester to show (null when there is none to show). */
export interface PortalStudent {
  id: string;
  name: string;
  rollNumber: string;
  className: string | null;
  threshold: number;
  condonationFloor: number;
  today: string;
  semester: PortalSemester | null;
  /** The semesters the student was enrolled in, and the one shown, newest first. */
  semesters: PortalSemester[];
}

/**
 * The student and the semester in one query; no row when the student is not the reader's to see. The semester is
 * the one asked for, else the one holding the institute's today, else the latest begun, else the next to begin. The
 * class is the student's on the semester's last day or today, whichever is earlier, else the last one they were in
 * before it.
 */
export async function portalStudent(
  db: Queryable,
  instituteId: string,
  { studentId, parentId }: PortalReader,
  semesterId: string | null,
): Promise<PortalStudent | null> {
  const { rows } = await db.query<PortalStudent>({
    name: 'portal-student',
    text: `WITH institute AS (
       SELECT ${todayOfInstituteRow('i')} AS today, i.attendance_threshold, i.condonation_floor FROM institutes i WHERE i.id = $1
     ),
     chosen AS (${semesterToShow('$1', '$4', '(SELECT today FROM institute)')})
     SELECT s.id, u.name, s.roll_number AS "rollNumber", institute.attendance_threshold::float8 AS threshold,
            institute.condonation_floor::float8 AS "condonationFloor",
            to_char(institute.today, 'YYYY-MM-DD') AS today,
            ${classNameOnDay('$1', 's.id', 'least(institute.today, coalesce(chosen.ends_on, institute.today))')} AS "className",
            (SELECT ${SEMESTER_JSON} FROM chosen sem) AS semester,
            (SELECT coalesce(json_agg(${SEMESTER_JSON} ORDER BY sem.starts_on DESC), '[]') FROM semesters sem
             WHERE sem.institute_id = $1 AND (sem.id = chosen.id OR EXISTS (
               SELECT FROM enrollments e JOIN subjects sub ON sub.institute_id = e.institute_id AND sub.id = e.subject_id
               WHERE e.institute_id = $1 AND e.student_id = s.id AND sub.semester_id = sem.id))) AS semesters
     FROM students s
     JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
     CROSS JOIN institute
     LEFT JOIN chosen ON true
     WHERE s.institute_id = $1 AND s.id = $2
       AND ($3::uuid IS NULL OR EXISTS (
         SELECT FROM guardians g WHERE g.institute_id = $1 AND g.parent_id = $3 AND g.student_id = s.id))`,
    values: [instituteId, studentId, parentId, semesterId],
  });
  return rows[0] ?? null;
}
