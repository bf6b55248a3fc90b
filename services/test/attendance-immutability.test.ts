import { withTransaction } from '../src/db/pool';
import { withTenant } from '../src/db/tenant';
import { adminAreaStack } from './support/institute';
import { registerOf, type TeachingInstitute, teachingInstitute } from './support/teaching';

const area = adminAreaStack();

let place: TeachingInstitute;
let lectureId: string;
beforeAll(async () => {
  place = await teachingInstitute(area, { students: 2 });
  const register = registerOf(place);
  await area.stack.call('POST', '/teacher/lectures', { identity: place.teacher.identity, body: register });
  lectureId = register.id;
});

/** Every mark and lecture of the institute, to show a refused statement changed nothing. */
async function registers() {
  const marks = await area.pool.query(`SELECT * FROM attendance_marks WHERE institute_id = $1 ORDER BY id`, [place.institute.id]);
  const lectures = await area.pool.query(`SELECT * FROM lectures WHERE institute_id = $1 ORDER BY id`, [place.institute.id]);
  return { marks: marks.rows, lectures: lectures.rows };
}

/** The statement's values: the institute, for a statement that names it. */
const valuesOf = (sql: string) => (sql.includes('$1') ? [place.institute.id] : []);
const asTenant = (sql: string) => withTenant(area.applicationPool, place.institute.id, (db) => db.query(sql, valuesOf(sql)));
/** As the owner of the tables, in a transaction rolled back whatever happens, so a statement that got through undoes itself. */
const asOwner = (sql: string) =>
  withTransaction(area.pool, async (db) => {
    await db.query(sql, valuesOf(sql));
    throw new Error('the statement went through');
  });

const CHANGES_OF_MARKS = [
  ['UPDATE', `UPDATE attendance_marks SET status = 'absent' WHERE institute_id = $1`],
  ['DELETE', `DELETE FROM attendance_marks WHERE institute_id = $1`],
  ['TRUNCATE', 'TRUNCATE attendance_marks'],
] as const;

describe('attendance marks are append-only', () => {
  it.each(CHANGES_OF_MARKS)('the application cannot %s them: its role holds no such right', async (_, sql) => {
    const before = await registers();
    await expect(asTenant(sql)).rejects.toMatchObject({ code: '42501', message: 'permission denied for table attendance_marks' });
    expect(await registers()).toEqual(before);
  });

  it.each(CHANGES_OF_MARKS)('not even the owner of the table can %s them: a trigger refuses it', async (operation, sql) => {
    const before = await registers();
    await expect(asOwner(sql)).rejects.toMatchObject({
      code: '42501',
      message: `attendance marks are append-only: ${operation} is not allowed`,
    });
    expect(await registers()).toEqual(before);
  });

  it.each([
    ['UPDATE', `UPDATE lectures SET period = 9 WHERE institute_id = $1`],
    ['DELETE', `DELETE FROM lectures WHERE institute_id = $1`],
  ] as const)('the application cannot %s a held lecture', async (_, sql) => {
    const before = await registers();
    await expect(asTenant(sql)).rejects.toMatchObject({ code: '42501', message: 'permission denied for table lectures' });
    expect(await registers()).toEqual(before);
    expect(before.lectures).toEqual([expect.objectContaining({ id: lectureId })]);
    expect(before.marks).toHaveLength(2);
  });
});
