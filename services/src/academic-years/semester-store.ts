import { type CreateSemesterInput, type Semester, type SemesterFields, setupMessages } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import { type Queryable, uniqueViolation } from '../db/pool';
import { lockSubjectsHavingLectures } from '../subjects/subject-lectures';

const SEMESTER_COLUMNS = `id, academic_year_id AS "academicYearId", name,
  to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"`;

type SemesterInput = Required<SemesterFields>;
type DatesRefusal = Outcome<never, 'not-found' | 'conflict'>;

interface DatedRow {
  name: string;
  startsOn: string;
  endsOn: string;
}
const DATED_COLUMNS = `name, to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"`;

/**
 * Why these dates cannot be a semester of the year, or null when they can: the year must hold them and no
 * other semester of the institute may share a day. The year is kept from changing its dates meanwhile; the
 * exclusion constraint stays the last word on overlaps.
 */
async function refuseDates(
  db: Queryable,
  instituteId: string,
  yearId: string,
  semester: SemesterInput,
  semesterId: string | null,
): Promise<DatesRefusal | null> {
  const years = await db.query<DatedRow>(
    `SELECT ${DATED_COLUMNS} FROM academic_years WHERE institute_id = $1 AND id = $2 FOR SHARE`,
    [instituteId, yearId],
  );
  const year = years.rows[0];
  if (!year) return refused('not-found', setupMessages.academicYearNotFound);
  if (semester.startsOn < year.startsOn || semester.endsOn > year.endsOn)
    return refused('conflict', setupMessages.semesterOutsideYear(year.name, year.startsOn, year.endsOn));
  const overlapping = await db.query<DatedRow>(
    `SELECT ${DATED_COLUMNS} FROM semesters
     WHERE institute_id = $1 AND id IS DISTINCT FROM $2 AND daterange(starts_on, ends_on, '[]') && daterange($3, $4, '[]')
     ORDER BY starts_on LIMIT 1`,
    [instituteId, semesterId, semester.startsOn, semester.endsOn],
  );
  const other = overlapping.rows[0];
  return other ? refused('conflict', setupMessages.semesterOverlapNamed(other.name, other.startsOn, other.endsOn)) : null;
}

/** A clash the checks could not see coming (another admin's semester committed meanwhile), in the same words. */
function writeClash(error: unknown, name: string): Outcome<never, 'duplicate' | 'conflict'> | null {
  if (uniqueViolation(error) === 'semesters_name_key') return refused('duplicate', setupMessages.semesterTaken(name));
  if ((error as { code?: string })?.code === '23P01') return refused('conflict', setupMessages.semesterOverlap);
  return null;
}

export async function insertSemester(
  db: Queryable,
  instituteId: string,
  semester: Required<CreateSemesterInput>,
): Promise<Outcome<Semester, 'not-found' | 'duplicate' | 'conflict'>> {
  const refusal = await refuseDates(db, instituteId, semester.academicYearId, semester, null);
  if (refusal) return refusal;
  try {
    const { rows } = await db.query<Semester>(
      `INSERT INTO semesters (institute_id, academic_year_id, name, starts_on, ends_on) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${SEMESTER_COLUMNS}`,
      [instituteId, semester.academicYearId, semester.name, semester.startsOn, semester.endsOn],
    );
    return succeeded(rows[0]!);
  } catch (error) {
    const clash = writeClash(error, semester.name);
    if (clash) return clash;
    throw error;
  }
}

export async function updateSemester(
  db: Queryable,
  instituteId: string,
  id: string,
  semester: SemesterInput,
): Promise<Outcome<Semester, 'not-found' | 'duplicate' | 'conflict'>> {
  const found = await db.query<{ yearId: string }>(
    `SELECT academic_year_id AS "yearId" FROM semesters WHERE institute_id = $1 AND id = $2 FOR UPDATE`,
    [instituteId, id],
  );
  if (!found.rows[0]) return refused('not-found');
  const refusal = await refuseDates(db, instituteId, found.rows[0].yearId, semester, id);
  if (refusal) return refusal;
  try {
    const { rows } = await db.query<Semester>(
      `UPDATE semesters SET name = $3, starts_on = $4, ends_on = $5 WHERE institute_id = $1 AND id = $2 RETURNING ${SEMESTER_COLUMNS}`,
      [instituteId, id, semester.name, semester.startsOn, semester.endsOn],
    );
    return succeeded(rows[0]!);
  } catch (error) {
    const clash = writeClash(error, semester.name);
    if (clash) return clash;
    throw error;
  }
}

/** Removes the semester with its subjects and timetable, unless a lecture was held in it. */
export async function deleteSemester(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<Outcome<void, 'not-found' | 'in-use'>> {
  const locked = await db.query(`SELECT 1 FROM semesters WHERE institute_id = $1 AND id = $2 FOR UPDATE`, [instituteId, id]);
  if (!locked.rowCount) return refused('not-found');
  if (await lockSubjectsHavingLectures(db, instituteId, { semesterId: id })) return refused('in-use');
  await db.query(`DELETE FROM semesters WHERE institute_id = $1 AND id = $2`, [instituteId, id]);
  return succeeded(undefined);
}
