/**
 * SQL: whether the teacher is one of the subject's teachers (a teacher marks and corrects only their subjects'
 * lectures). Each argument is an SQL expression of the query, a column or a parameter placeholder.
 */
export const teachesSubject = (instituteId: string, subjectId: string, teacherId: string) =>
  `EXISTS (
    SELECT 1 FROM subject_teachers st
    WHERE st.institute_id = ${instituteId} AND st.subject_id = ${subjectId} AND st.teacher_id = ${teacherId}
  )`;
