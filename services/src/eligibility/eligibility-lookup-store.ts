import type { PortalSemester } from '@rollcall/contracts';
import { SEMESTER_JSON, semesterToShow } from '../academic-years/semester-to-show';
import { todayOfInstituteRow } from '../db/institute-today';
import type { Queryable } from '../db/pool';

/** The institute's rules and the semester an eligibility list is of. */
export interface EligibilityLookup {
  instituteName: string;
  timeZone: string;
  threshold: number;
  condonationFloor: number;
  today: string;
  /** The semester named, else the one to show by the institute's today; null when not the institute's or none. */
  semester: PortalSemester | null;
  /** Whether the class named is the institute's (true when none is named). */
  classFound: boolean;
}

/** The institute, the semester of the list and whether its class is the institute's, in one query. */
export async function lookUpEligibility(
  db: Queryable,
  instituteId: string,
  names: { semesterId?: string; classId?: string },
): Promise<EligibilityLookup> {
  const { rows } = await db.query<EligibilityLookup>({
    name: 'eligibility-lookup',
    text: `WITH institute AS (
       SELECT i.name, i.time_zone, i.attendance_threshold, i.condonation_floor, ${todayOfInstituteRow('i')} AS today
       FROM institutes i WHERE i.id = $1
     ),
     chosen AS (${semesterToShow('$1', '$2::uuid', '(SELECT today FROM institute)')})
     SELECT institute.name AS "instituteName", institute.time_zone AS "timeZone",
            institute.attendance_threshold::float8 AS threshold, institute.condonation_floor::float8 AS "condonationFloor",
            to_char(institute.today, 'YYYY-MM-DD') AS today,
            (SELECT ${SEMESTER_JSON} FROM chosen sem) AS semester,
            ($3::uuid IS NULL OR EXISTS (SELECT FROM classes c WHERE c.institute_id = $1 AND c.id = $3::uuid)) AS "classFound"
     FROM institute`,
    values: [instituteId, names.semesterId ?? null, names.classId ?? null],
  });
  return rows[0]!;
}
