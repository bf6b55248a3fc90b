import type { Pool } from '../../services/src/db/pool';
import { hashPassword } from '../../services/src/passwords/hashing';
import { generateGuardians, generateSemester, PASSWORD } from '../semester/generate';
import { withoutLoadedIndexes } from './bulk-indexes';
import { bulkPool } from './bulk-pool';
import { marksInBulk } from './bulk-marks';
import { fillRollupsByClasses, rollupDrift } from './rollups';

/** One generated institute, as the benches find it again: its admin signs in with PASSWORD. */
export interface ScaleInstitute {
  instituteId: string;
  semesterId: string;
  firstDay: string;
  domain: string;
  adminEmail: string;
  students: number;
  classes: number;
  marks: number;
}

export interface ScaleWorld {
  factor: number;
  schoolDays: number;
  /** The institutes' today when generated: their school days run up to the day before. */
  today: string;
  school: ScaleInstitute;
  university: ScaleInstitute;
  /** The small institutes' ids. */
  institutes: string[];
  marks: number;
  seconds: number;
}

/** The full size, scaled by SCALE_FACTOR: a 5,000-student school, a 50,000-student university, 200 institutes of 300. */
export const FULL_SIZE = { school: 5_000, university: 50_000, institutes: 200, instituteStudents: 300 };

/**
 * One database holding what a hosted RollCall might: the 5,000-student school of the other benches (six subjects a
 * class), a university of ten times its students (500 classes of 100, eight subjects each) and 200 small institutes
 * of 300 students (classes of 50), each in a semester of `schoolDays` school days taken, one mark in 200 corrected,
 * every student with a guardian. Sizes are scaled by `factor` (at least one small institute and one class each).
 * Everything is written with the triggers off (bulk-pool.ts); the marks' secondary indexes are built once at the
 * end, then the rollups are filled from the rows `rollupBatch` classes at a time, and checked against the marks of
 * the school, the university and the first small institute.
 */
export async function generateScale(
  pool: Pool,
  {
    factor = 1,
    institutes,
    schoolDays = 90,
    rollupBatch = 25,
    log = () => {},
  }: {
    factor?: number;
    /** How many small institutes, when not the full size's share. */
    institutes?: number;
    schoolDays?: number;
    /** How many classes' rollups are filled in one transaction. */
    rollupBatch?: number;
    log?: (line: string) => void;
  } = {},
): Promise<ScaleWorld> {
  const started = performance.now();
  const passwordHash = await hashPassword(PASSWORD);
  // The university on one connection, the school and the small institutes on the other.
  const bulk = bulkPool(pool, 2);
  const sized = (students: number) => Math.max(1, Math.round(students * factor));
  const count = institutes ?? Math.max(1, Math.round(FULL_SIZE.institutes * factor));
  const institute = async (
    domain: string,
    shape: { name: string; students: number; classSize: number; subjects: number },
  ): Promise<ScaleInstitute> => {
    const at = performance.now();
    const generated = await generateSemester(bulk, {
      ...shape,
      schoolDays,
      domain,
      writeMarks: marksInBulk,
      passwordHash,
      analyze: false,
    });
    await generateGuardians(bulk, generated.instituteId, domain);
    const adminEmail = `admin@${domain}`;
    await bulk.query(
      `INSERT INTO users (role, institute_id, name, email, password_hash) VALUES ('admin', $1, 'Bench Admin', $2, $3)`,
      [generated.instituteId, adminEmail, passwordHash],
    );
    log(`${shape.name}: ${shape.students} students, ${generated.marks} marks in ${seconds(at)} s`);
    return {
      instituteId: generated.instituteId,
      semesterId: generated.semesterId,
      firstDay: generated.firstDay,
      domain,
      adminEmail,
      students: shape.students,
      classes: Math.ceil(shape.students / shape.classSize),
      marks: generated.marks,
    };
  };

  const { school, university, smallOnes } = await withoutLoadedIndexes(pool, async () => {
    const others = async () => {
      const school = await institute('bench-high.test', {
        name: 'Bench High School',
        students: sized(FULL_SIZE.school),
        classSize: 100,
        subjects: 6,
      });
      const smallOnes: ScaleInstitute[] = [];
      for (let n = 1; n <= count; n++)
        smallOnes.push(
          await institute(`bench-institute-${String(n).padStart(3, '0')}.test`, {
            name: `Bench Institute ${n}`,
            students: FULL_SIZE.instituteStudents,
            classSize: 50,
            subjects: 6,
          }),
        );
      return { school, smallOnes };
    };
    const [university, { school, smallOnes }] = await Promise.all([
      institute('bench-university.test', {
        name: 'Bench University',
        students: sized(FULL_SIZE.university),
        classSize: 100,
        subjects: 8,
      }),
      others(),
    ]);
    log('Building the indexes of the marks and seats…');
    return { school, university, smallOnes };
  }).finally(() => bulk.end());
  log('VACUUM ANALYZE…');
  await pool.query('VACUUM ANALYZE');
  // As the marks were written: the university on one connection, the others on another.
  const fill = (one: ScaleInstitute, name: string) =>
    fillRollupsByClasses(pool, one.instituteId, { batch: rollupBatch, log: (line) => log(`${name}: ${line}`) });
  await Promise.all([
    fill(university, 'Bench University'),
    (async () => {
      await fill(school, 'Bench High School');
      for (const [n, one] of smallOnes.entries()) await fill(one, `Bench Institute ${n + 1}`);
    })(),
  ]);
  await pool.query(
    'VACUUM ANALYZE student_subject_attendance, class_day_attendance, subject_attendance, student_semester_standing',
  );
  const checked = [school.instituteId, university.instituteId, smallOnes[0]!.instituteId];
  const drift = await rollupDrift(pool, checked);
  if (Object.values(drift).some((rows) => rows > 0))
    throw new Error(`the rollups differ from the marks: ${JSON.stringify(drift)}`);
  const today = await pool.query<{ today: string }>(
    `SELECT to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today FROM institutes WHERE id = $1`,
    [school.instituteId],
  );
  const marks = [school, university, ...smallOnes].reduce((sum, one) => sum + one.marks, 0);
  return {
    factor,
    schoolDays,
    today: today.rows[0]!.today,
    school,
    university,
    institutes: smallOnes.map((one) => one.instituteId),
    marks,
    seconds: seconds(started),
  };
}

const seconds = (since: number) => Math.round((performance.now() - since) / 1000);
