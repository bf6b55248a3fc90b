import { type AcademicYear, type AcademicYearFields, type AcademicYearWithSemesters, setupMessages } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import { type Queryable, uniqueViolation } from '../db/pool';
import { lockSubjectsHavingLectures } from '../subjects/subject-lectures';

const YEAR_COLUMNS = `id, name, to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"`;

type YearInput = Required<AcademicYearFields>;

const nameClash = (error: unknown, name: string) =>
  uniqueViolation(error) === 'academic_years_name_key' ? refused('duplicate', setupMessages.academicYearTaken(name)) : null;

export async function insertAcademicYear(
  db: Queryable,
  instituteId: string,
  year: YearInput,
): Promise<Outcome<AcademicYear, 'duplicate'>> {
  try {
    const { rows } = await db.query<AcademicYear>(
      `INSERT INTO academic_years (institute_id, name, starts_on, ends_on) VALUES ($1, $2, $3, $4) RETURNING ${YEAR_COLUMNS}`,
      [instituteId, year.name, year.startsOn, year.endsOn],
    );
    return succeeded(rows[0]!);
  } catch (error) {
    const clash = nameClash(error, year.name);
    if (clash) return clash;
    throw error;
  }
}

/** Newest year first, each with its semesters in date order. */
export async function listAcademicYears(db: Queryable, instituteId: string): Promise<AcademicYearWithSemesters[]> {
  const { rows } = await db.query<AcademicYearWithSemesters>(
    `SELECT y.id, y.name, to_char(y.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(y.ends_on, 'YYYY-MM-DD') AS "endsOn",
            coalesce(
              json_agg(json_build_object(
                'id', s.id, 'academicYearId', s.academic_year_id, 'name', s.name,
                'startsOn', to_char(s.starts_on, 'YYYY-MM-DD'), 'endsOn', to_char(s.ends_on, 'YYYY-MM-DD')
              ) ORDER BY s.starts_on) FILTER (WHERE s.id IS NOT NULL),
              '[]'
            ) AS semesters
     FROM academic_years y
     LEFT JOIN semesters s ON s.institute_id = y.institute_id AND s.academic_year_id = y.id
     WHERE y.institute_id = $1
     GROUP BY y.institute_id, y.id
     ORDER BY y.starts_on DESC, y.name`,
    [instituteId],
  );
  return rows;
}

/**
 * New dates must still hold every semester of the year. The year is locked first, so no semester can be
 * added against its old dates meanwhile.
 */
export async function updateAcademicYear(
  db: Queryable,
  instituteId: string,
  id: string,
  year: YearInput,
): Promise<Outcome<AcademicYear, 'not-found' | 'duplicate' | 'conflict'>> {
  const locked = await db.query(`SELECT 1 FROM academic_years WHERE institute_id = $1 AND id = $2 FOR UPDATE`, [instituteId, id]);
  if (!locked.rowCount) return refused('not-found');
  const outside = await db.query<{ name: string; startsOn: string; endsOn: string }>(
    `SELECT name, to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"
     FROM semesters WHERE institute_id = $1 AND academic_year_id = $2 AND (starts_on < $3 OR ends_on > $4)
     ORDER BY starts_on LIMIT 1`,
    [instituteId, id, year.startsOn, year.endsOn],
  );
  const semester = outside.rows[0];
  if (semester)
    return refused('conflict', setupMessages.yearWouldLeaveSemester(semester.name, semester.startsOn, semester.endsOn));
  try {
    const { rows } = await db.query<AcademicYear>(
      `UPDATE academic_years SET name = $3, starts_on = $4, ends_on = $5 WHERE institute_id = $1 AND id = $2 RETURNING ${YEAR_COLUMNS}`,
      [instituteId, id, year.name, year.startsOn, year.endsOn],
    );
    return succeeded(rows[0]!);
  } catch (error) {
    const clash = nameClash(error, year.name);
    if (clash) return clash;
    throw error;
  }
}

/** Removes the year with its semesters (and their subjects and timetables), unless a lecture was held under it. */
export async function deleteAcademicYear(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<Outcome<void, 'not-found' | 'in-use'>> {
  const locked = await db.query(`SELECT 1 FROM academic_years WHERE institute_id = $1 AND id = $2 FOR UPDATE`, [instituteId, id]);
  if (!locked.rowCount) return refused('not-found');
  if (await lockSubjectsHavingLectures(db, instituteId, { academicYearId: id })) return refused('in-use');
  await db.query(`DELETE FROM academic_years WHERE institute_id = $1 AND id = $2`, [instituteId, id]);
  return succeeded(undefined);
}
