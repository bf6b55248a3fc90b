import type { Pool } from '../src/db/pool';
import { withTenant } from '../src/db/tenant';
import { startTestDatabase, type TestDatabase } from './support/database';

let testDatabase: TestDatabase;
/** The owner's pool, to seed and read back; tenant work runs on the application's. */
let pool: Pool;
let application: Pool;
let riverside: string;
let hillside: string;

beforeAll(async () => {
  testDatabase = await startTestDatabase({ migrated: true });
  ({ pool, applicationPool: application } = testDatabase);
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO institutes (name, email, phone_number, address)
     VALUES ('Riverside', 'office@riverside.in', '1', 'Road'), ('Hillside', 'office@hillside.in', '2', 'Road') RETURNING id`,
  );
  [riverside, hillside] = rows.map((row) => row.id) as [string, string];
  await pool.query(`INSERT INTO classes (institute_id, name) VALUES ($1, 'Riverside 1-A'), ($2, 'Hillside 1-A')`, [
    riverside,
    hillside,
  ]);
}, 60_000);
afterAll(() => testDatabase?.stop());

describe('tenant transactions (row-level security behind the application)', () => {
  it('see only their own institute, even through a query without an institute condition', async () => {
    const names = await withTenant(application, riverside, async (db) => (await db.query('SELECT name FROM classes')).rows);
    expect(names).toEqual([{ name: 'Riverside 1-A' }]);
    const institutes = await withTenant(
      application,
      hillside,
      async (db) => (await db.query('SELECT name FROM institutes')).rows,
    );
    expect(institutes).toEqual([{ name: 'Hillside' }]);
  });

  it("cannot write a row into another institute, or change another institute's rows", async () => {
    await expect(
      withTenant(application, riverside, (db) =>
        db.query(`INSERT INTO classes (institute_id, name) VALUES ($1, 'Smuggled')`, [hillside]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    const changed = await withTenant(application, riverside, (db) =>
      db.query(`UPDATE classes SET name = 'Renamed' WHERE institute_id = $1`, [hillside]),
    );
    expect(changed.rowCount).toBe(0);
    const { rows } = await pool.query(`SELECT name FROM classes WHERE institute_id = $1`, [hillside]);
    expect(rows).toEqual([{ name: 'Hillside 1-A' }]);
  });

  it('refuses to change or remove an attendance mark, even for the owner', async () => {
    await expect(pool.query('TRUNCATE attendance_marks')).rejects.toThrow(/append-only/);
    await expect(application.query('TRUNCATE attendance_marks')).rejects.toMatchObject({ code: '42501' });
    await expect(withTenant(application, riverside, (db) => db.query('DELETE FROM attendance_marks'))).rejects.toMatchObject({
      code: '42501',
    });
  });
});
