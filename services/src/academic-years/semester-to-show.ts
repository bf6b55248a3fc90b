/**
 * SQL: the semester to show, as one row of `semesters` aliased `sem`: the one named by `semesterId` (an SQL expression,
 * NULL for none), else the one holding `today`, else the latest begun, else the next to begin. Semesters never overlap,
 * so the one holding today is also the latest begun. No row when the named one is not the institute's.
 */
export const semesterToShow = (instituteId: string, semesterId: string, today: string) =>
  `SELECT sem.* FROM semesters sem
   WHERE sem.institute_id = ${instituteId} AND ((${semesterId})::uuid IS NULL OR sem.id = (${semesterId})::uuid)
   ORDER BY sem.starts_on > ${today}, CASE WHEN sem.starts_on <= ${today} THEN sem.starts_on END DESC, sem.starts_on
   LIMIT 1`;

/** SQL: the semester aliased `sem` as the portals and reports name it (id, name, startsOn, endsOn). */
export const SEMESTER_JSON = `json_build_object('id', sem.id, 'name', sem.name,
  'startsOn', to_char(sem.starts_on, 'YYYY-MM-DD'), 'endsOn', to_char(sem.ends_on, 'YYYY-MM-DD'))`;
