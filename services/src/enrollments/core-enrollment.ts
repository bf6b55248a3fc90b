import type { Queryable } from '../db/pool';

/**
 * Which class memberships and core subjects to pair up: one new subject's class, or the subjects of one new
 * membership or of many (an import's, in one statement).
 */
export type CoreEnrollmentScope = { subjectId: string } | { classMemberId: string } | { classMemberIds: string[] };

function scopeCondition(scope: CoreEnrollmentScope): [column: string, ids: string[]] {
  if ('subjectId' in scope) return ['s.id', [scope.subjectId]];
  if ('classMemberId' in scope) return ['cm.id', [scope.classMemberId]];
  return ['cm.id', scope.classMemberIds];
}

/**
 * Enrols class members in the core subjects of their class: from the later of the day they joined and the
 * semester's first day, until the day they leave (if that falls inside the semester). Memberships that do not
 * overlap the semester enrol nobody; an enrolment already there is kept (the exclusion constraint would refuse
 * a second one over the same days).
 */
export async function enrolInCoreSubjects(db: Queryable, instituteId: string, scope: CoreEnrollmentScope): Promise<number> {
  const [column, ids] = scopeCondition(scope);
  if (ids.length === 0) return 0;
  const { rowCount } = await db.query(
    `INSERT INTO enrollments (institute_id, subject_id, student_id, enrolled_on, dropped_on)
     SELECT s.institute_id, s.id, cm.student_id, greatest(cm.joined_on, sem.starts_on),
            CASE WHEN cm.left_on <= sem.ends_on THEN cm.left_on END
     FROM subjects s
     JOIN semesters sem ON sem.institute_id = s.institute_id AND sem.id = s.semester_id
     JOIN class_members cm ON cm.institute_id = s.institute_id AND cm.class_id = s.class_id
     WHERE s.institute_id = $1 AND ${column} = ANY($2::uuid[]) AND s.kind = 'core' AND s.archived_at IS NULL
       AND cm.joined_on <= sem.ends_on AND (cm.left_on IS NULL OR cm.left_on > sem.starts_on)
       AND NOT EXISTS (
         SELECT 1 FROM enrollments e
         WHERE e.institute_id = s.institute_id AND e.subject_id = s.id AND e.student_id = cm.student_id
           AND daterange(e.enrolled_on, e.dropped_on, '[)') && daterange(greatest(cm.joined_on, sem.starts_on), cm.left_on, '[)')
       )`,
    [instituteId, ids],
  );
  return rowCount ?? 0;
}
