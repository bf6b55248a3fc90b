import { generateScale, type ScaleWorld } from '../../bench/scale/generate';
import { rollupDrift } from '../../bench/scale/rollups';
import { withTransaction } from '../src/db/pool';
import { testDatabaseHook } from './support/database';

// The scale bench's generator at a tiny size: 10 school students, 100 at the university, one institute of 300,
// three school days of six periods; the rollups filled four classes at a time.
const database = testDatabaseHook({ migrated: true });
let world: ScaleWorld;
const logged: string[] = [];
const one = async <Row>(sql: string, values: unknown[] = []) => (await database.pool.query(sql, values)).rows[0] as Row;
const everyInstitute = () => [world.school.instituteId, world.university.instituteId, ...world.institutes];

beforeAll(async () => {
  world = await generateScale(database.pool, { factor: 0.002, schoolDays: 3, rollupBatch: 4, log: (line) => logged.push(line) });
}, 60_000);

describe('the scale bench generator', () => {
  it('writes the institutes asked for, with their students, classes and subjects', async () => {
    expect(world.institutes).toHaveLength(1);
    const sizes = await database.pool.query<{
      id: string;
      students: number;
      classes: number;
      subjects: number;
      guardians: number;
    }>(
      `SELECT i.id,
              (SELECT count(*)::int FROM students s WHERE s.institute_id = i.id) AS students,
              (SELECT count(*)::int FROM classes c WHERE c.institute_id = i.id) AS classes,
              (SELECT count(*)::int FROM subjects s WHERE s.institute_id = i.id) AS subjects,
              (SELECT count(*)::int FROM guardians g WHERE g.institute_id = i.id) AS guardians
       FROM unnest($1::uuid[]) AS i (id)`,
      [everyInstitute()],
    );
    const byId = new Map(sizes.rows.map((row) => [row.id, row]));
    expect(byId.get(world.school.instituteId)).toMatchObject({ students: 10, classes: 1, subjects: 6, guardians: 10 });
    expect(byId.get(world.university.instituteId)).toMatchObject({ students: 100, classes: 1, subjects: 8, guardians: 100 });
    expect(byId.get(world.institutes[0]!)).toMatchObject({ students: 300, classes: 6, subjects: 36, guardians: 300 });
  });

  it('marks every enrolled student once in each of six lectures a school day, the week shared by the subjects', async () => {
    const marks = await one<{ school: number; university: number; small: number; seats: number; current: number }>(
      `SELECT count(*) FILTER (WHERE institute_id = $1 AND supersedes IS NULL)::int AS school,
              count(*) FILTER (WHERE institute_id = $2 AND supersedes IS NULL)::int AS university,
              count(*) FILTER (WHERE institute_id = $3 AND supersedes IS NULL)::int AS small,
              (SELECT count(*)::int FROM lecture_attendees WHERE institute_id = ANY ($4::uuid[])) AS seats,
              count(*) FILTER (WHERE supersedes IS NULL)::int AS current
       FROM attendance_marks WHERE institute_id = ANY ($4::uuid[])`,
      [world.school.instituteId, world.university.instituteId, world.institutes[0], everyInstitute()],
    );
    expect(marks).toMatchObject({ school: 10 * 3 * 6, university: 100 * 3 * 6, small: 300 * 3 * 6 });
    expect(world.marks).toBe(marks.current);
    expect(marks.seats).toBe(marks.current);
    // 36 periods a week over eight subjects: four or five each.
    const slots = await database.pool.query<{ slots: number }>(
      `SELECT count(*)::int AS slots FROM timetable_slots WHERE institute_id = $1 GROUP BY subject_id ORDER BY 1`,
      [world.university.instituteId],
    );
    expect(slots.rows.map((row) => row.slots)).toEqual([4, 4, 4, 4, 5, 5, 5, 5]);
  });

  it('stores each correction as a new mark of the other status that names the mark it supersedes', async () => {
    const corrections = await one<{ total: number; wrong: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE old.lecture_id <> fix.lecture_id OR old.student_id <> fix.student_id
                                  OR old.status = fix.status OR fix.source <> 'office')::int AS wrong
       FROM attendance_marks fix JOIN attendance_marks old ON old.institute_id = fix.institute_id AND old.id = fix.supersedes
       WHERE fix.institute_id = ANY ($1::uuid[])`,
      [everyInstitute()],
    );
    expect(corrections.total).toBeGreaterThan(0);
    expect(corrections.wrong).toBe(0);
  });

  it('fills the rollups a batch of classes at a time', () => {
    expect(logged.filter((line) => line.startsWith('Bench Institute 1: rollups of'))).toEqual([
      expect.stringMatching(/^Bench Institute 1: rollups of classes 1 to 4 of 6 in \d+ ms$/),
      expect.stringMatching(/^Bench Institute 1: rollups of classes 5 to 6 of 6 in \d+ ms$/),
    ]);
    expect(logged.filter((line) => line.startsWith('Bench University: rollups of'))).toHaveLength(1);
  });

  it('leaves the rollups equal to the current marks of every institute, and the check sees a count off by one', async () => {
    expect(await rollupDrift(database.pool, everyInstitute())).toEqual({
      studentSubject: 0,
      classDay: 0,
      subject: 0,
      standing: 0,
    });
    const standing = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM student_semester_standing WHERE institute_id = ANY ($1::uuid[])`,
      [everyInstitute()],
    );
    expect(standing.n).toBe(10 + 100 + 300);
    // Each rollup off by one, written with the triggers off so that none follows another.
    await withTransaction(database.pool, async (client) => {
      await client.query('SET LOCAL session_replication_role = replica');
      for (const [table, change] of [
        ['student_subject_attendance', 'present = present + 1'],
        ['class_day_attendance', 'absent = absent + 1'],
        ['subject_attendance', 'present = present + 1'],
        ['student_semester_standing', 'below_from = below_from - 1'],
      ])
        await client.query(
          `UPDATE ${table} SET ${change} WHERE ctid = (SELECT ctid FROM ${table} WHERE institute_id = $1 LIMIT 1)`,
          [world.university.instituteId],
        );
    });
    expect(await rollupDrift(database.pool, everyInstitute())).toEqual({
      studentSubject: 1,
      classDay: 1,
      subject: 1,
      standing: 1,
    });
  });
});
