import { academicYearFieldsSchema, oneRosterMessages, semesterFieldsSchema } from '@rollcall/contracts';
import { insertAcademicYear, updateAcademicYear } from '../academic-years/academic-year-store';
import { insertSemester, updateSemester } from '../academic-years/semester-store';
import type { RosterTable } from './oneroster-csv';
import { asRollCallId, checkedBy, firstOfEach, type ImportRun, refusalText } from './import-run';
import { inSavepoint } from './savepoint';

const FILE = 'academicSessions.csv';

interface Dated {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
}

async function existingYears({ db, instituteId }: ImportRun): Promise<Dated[]> {
  const { rows } = await db.query<Dated>(
    `SELECT id, name, to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"
     FROM academic_years WHERE institute_id = $1`,
    [instituteId],
  );
  return rows;
}

async function existingSemesters({ db, instituteId }: ImportRun): Promise<(Dated & { yearId: string })[]> {
  const { rows } = await db.query<Dated & { yearId: string }>(
    `SELECT id, academic_year_id AS "yearId", name, to_char(starts_on, 'YYYY-MM-DD') AS "startsOn",
            to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"
     FROM semesters WHERE institute_id = $1`,
    [instituteId],
  );
  return rows;
}

const sameDates = (a: Dated, b: { name: string; startsOn: string; endsOn: string }) =>
  a.name === b.name && a.startsOn === b.startsOn && a.endsOn === b.endsOn;

/**
 * Years (sessions of type schoolYear), then semesters (semester or term) of a year of the file: each matched by its
 * sourcedId, else a year by name and a semester by name within its year; changed where the file differs, else
 * added, by the rules of the Years & semesters screen. Grading periods are not held and not read.
 */
export async function importSessions(run: ImportRun, table: RosterTable | null): Promise<void> {
  if (!table) return;
  const { db, instituteId, tally } = run;
  const lines = firstOfEach(table.lines, (line, message) =>
    tally.refuse(FILE, line.line, line.values.sourcedId ?? '', line.values.title ?? '', message),
  );
  const years = await existingYears(run);
  for (const { line, values } of lines.filter(({ values }) => values.type === 'schoolYear')) {
    const what = `Year ${values.title}`;
    const fields = checkedBy(academicYearFieldsSchema, {
      name: values.title,
      startsOn: values.startDate,
      endsOn: values.endDate,
    });
    if (!fields.ok) {
      tally.refuse(FILE, line, values.sourcedId!, what, fields.message);
      continue;
    }
    const id = asRollCallId(values.sourcedId!);
    const found = years.find((year) => year.id === id) ?? years.find((year) => year.name === fields.value.name);
    if (found && sameDates(found, fields.value)) {
      run.years.set(values.sourcedId!, found.id);
      tally.record(FILE, line, values.sourcedId!, 'unchanged', what);
      continue;
    }
    const outcome = await inSavepoint(db, () =>
      found ? updateAcademicYear(db, instituteId, found.id, fields.value) : insertAcademicYear(db, instituteId, fields.value),
    );
    if (!outcome.ok) tally.refuse(FILE, line, values.sourcedId!, what, refusalText(outcome));
    else {
      run.years.set(values.sourcedId!, outcome.value.id);
      tally.record(FILE, line, values.sourcedId!, found ? 'update' : 'create', what);
    }
  }

  const semesters = await existingSemesters(run);
  for (const { line, values } of lines.filter(({ values }) => values.type === 'semester' || values.type === 'term')) {
    const what = `Semester ${values.title}`;
    const yearId = run.years.get(values.parentSourcedId ?? '');
    if (!yearId) {
      tally.refuse(FILE, line, values.sourcedId!, what, oneRosterMessages.parentUnknown);
      continue;
    }
    const fields = checkedBy(semesterFieldsSchema, { name: values.title, startsOn: values.startDate, endsOn: values.endDate });
    if (!fields.ok) {
      tally.refuse(FILE, line, values.sourcedId!, what, fields.message);
      continue;
    }
    const id = asRollCallId(values.sourcedId!);
    const found =
      semesters.find((semester) => semester.id === id && semester.yearId === yearId) ??
      semesters.find((semester) => semester.yearId === yearId && semester.name === fields.value.name);
    if (found && sameDates(found, fields.value)) {
      run.semesters.set(values.sourcedId!, found.id);
      tally.record(FILE, line, values.sourcedId!, 'unchanged', what);
      continue;
    }
    const outcome = await inSavepoint(db, () =>
      found
        ? updateSemester(db, instituteId, found.id, fields.value)
        : insertSemester(db, instituteId, { academicYearId: yearId, ...fields.value }),
    );
    if (!outcome.ok) tally.refuse(FILE, line, values.sourcedId!, what, refusalText(outcome));
    else {
      run.semesters.set(values.sourcedId!, outcome.value.id);
      tally.record(FILE, line, values.sourcedId!, found ? 'update' : 'create', what);
    }
  }
}
