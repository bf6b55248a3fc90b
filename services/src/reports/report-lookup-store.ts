import type { PortalSemester, ReportFilter } from '@rollcall/contracts';
import { SEMESTER_JSON, semesterToShow } from '../academic-years/semester-to-show';
import { todayOfInstituteRow } from '../db/institute-today';
import type { Queryable } from '../db/pool';
import { teachesSubject } from '../lectures/teaching';

/** What a report's query names, each looked up in the institute (null when not named, or not the institute's). */
export interface ReportLookup {
  instituteName: string;
  threshold: number;
  today: string;
  /** The semester named, else the named subject's, else the one to show by the institute's today. */
  semester: PortalSemester | null;
  subject: (NonNullable<ReportFilter['subject']> & { semesterId: string }) | null;
  class: ReportFilter['class'];
  student: ReportFilter['student'];
}

export interface ReportNames {
  semesterId?: string;
  classId?: string;
  subjectId?: string;
  studentId?: string;
}

/** The institute, the semester of the report and the records its query names, in one query. */
export async function lookUpReport(db: Queryable, instituteId: string, names: ReportNames): Promise<ReportLookup> {
  const { rows } = await db.query<ReportLookup>({
    name: 'report-lookup',
    text: `WITH institute AS (
       SELECT i.name, i.attendance_threshold, ${todayOfInstituteRow('i')} AS today FROM institutes i WHERE i.id = $1
     ),
     named_subject AS (
       SELECT sub.id, sub.name, sub.code, sub.semester_id, c.name AS class_name
       FROM subjects sub JOIN classes c ON c.institute_id = sub.institute_id AND c.id = sub.class_id
       WHERE sub.institute_id = $1 AND sub.id = $3
     ),
     chosen AS (${semesterToShow('$1', 'coalesce($2::uuid, (SELECT semester_id FROM named_subject))', '(SELECT today FROM institute)')})
     SELECT institute.name AS "instituteName", institute.attendance_threshold::float8 AS threshold,
            to_char(institute.today, 'YYYY-MM-DD') AS today,
            (SELECT ${SEMESTER_JSON} FROM chosen sem) AS semester,
            (SELECT json_build_object('id', id, 'name', name, 'code', code, 'className', class_name, 'semesterId', semester_id)
             FROM named_subject) AS subject,
            (SELECT json_build_object('id', c.id, 'name', c.name) FROM classes c WHERE c.institute_id = $1 AND c.id = $4) AS class,
            (SELECT json_build_object('id', s.id, 'name', u.name, 'rollNumber', s.roll_number)
             FROM students s JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
             WHERE s.institute_id = $1 AND s.id = $5) AS student
     FROM institute`,
    values: [instituteId, names.semesterId ?? null, names.subjectId ?? null, names.classId ?? null, names.studentId ?? null],
  });
  return rows[0]!;
}

/** One subject of the semester the report may take, and whether the caller teaches it. */
export interface ReportSubject {
  id: string;
  taught: boolean;
}

/** The semester's subjects, narrowed to the class and the subject when named, each marked taught by the teacher or not. */
export async function semesterSubjects(
  db: Queryable,
  instituteId: string,
  where: { semesterId: string; classId: string | null; subjectId: string | null; teacherId: string },
): Promise<ReportSubject[]> {
  const { rows } = await db.query<ReportSubject>({
    name: 'report-subjects',
    text: `SELECT sub.id, ${teachesSubject('sub.institute_id', 'sub.id', '$5')} AS taught
     FROM subjects sub
     WHERE sub.institute_id = $1 AND sub.semester_id = $2
       AND ($3::uuid IS NULL OR sub.class_id = $3) AND ($4::uuid IS NULL OR sub.id = $4)
     ORDER BY sub.id`,
    values: [instituteId, where.semesterId, where.classId, where.subjectId, where.teacherId],
  });
  return rows;
}
