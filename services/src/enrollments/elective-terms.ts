import { peopleMessages, setupMessages } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';

/** An elective's semester: the days students can be enrolled in it. */
export interface ElectiveTerms {
  semesterId: string;
  startsOn: string;
  endsOn: string;
}

/** The semester of an elective of the institute; a core subject enrols its whole class by itself, so it is refused. */
export async function electiveTerms(
  db: Queryable,
  instituteId: string,
  subjectId: string,
): Promise<Outcome<ElectiveTerms, 'not-found' | 'conflict'>> {
  const { rows } = await db.query<ElectiveTerms & { kind: 'core' | 'elective' }>(
    `SELECT sub.kind, sub.semester_id AS "semesterId", to_char(sem.starts_on, 'YYYY-MM-DD') AS "startsOn",
            to_char(sem.ends_on, 'YYYY-MM-DD') AS "endsOn"
     FROM subjects sub
     JOIN semesters sem ON sem.institute_id = sub.institute_id AND sem.id = sub.semester_id
     WHERE sub.institute_id = $1 AND sub.id = $2`,
    [instituteId, subjectId],
  );
  const subject = rows[0];
  if (!subject) return refused('not-found', setupMessages.subjectNotFound);
  if (subject.kind === 'core') return refused('conflict', peopleMessages.coreEnrolsWholeClass);
  const { semesterId, startsOn, endsOn } = subject;
  return succeeded({ semesterId, startsOn, endsOn });
}

/** A day outside the elective's semester is refused. */
export const refuseOutsideSemester = ({ startsOn, endsOn }: ElectiveTerms, day: string): Outcome<never, 'conflict'> | null =>
  day < startsOn || day > endsOn ? refused('conflict', peopleMessages.outsideSemester(startsOn, endsOn)) : null;
