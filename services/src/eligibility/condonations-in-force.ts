/**
 * The lectures granted by the condonations in force on a day, for one (student, subject): granted on or before the
 * day and not withdrawn by then, both read as the institute's days. The one rule every reader of condonations uses
 * (the eligibility list, the portals, the evening summaries). `day` is a SQL date expression; `timeZone` the
 * institute's zone as a SQL text expression.
 */
export const lecturesCondoned = (
  instituteId: string,
  studentColumn: string,
  subjectColumn: string,
  day: string,
  timeZone: string,
) => `(SELECT coalesce(sum(c.lectures), 0)::int FROM condonations c
  WHERE c.institute_id = ${instituteId} AND c.student_id = ${studentColumn} AND c.subject_id = ${subjectColumn}
    AND (c.granted_at AT TIME ZONE ${timeZone})::date <= ${day}
    AND (c.withdrawn_at IS NULL OR (c.withdrawn_at AT TIME ZONE ${timeZone})::date > ${day}))`;
