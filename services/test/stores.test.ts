import { deleteAdmin, insertAdmin, reissueAdminPassword, renameAdmin } from '../src/admins/admin-store';
import type { Pool } from '../src/db/pool';
import { createInstitute, findInstituteLetterheadForShare, updateInstitute } from '../src/institutes/institute-store';
import { startTestDatabase, type TestDatabase } from './support/database';
import { insertLecture, insertStudent, insertTeacher, seedTerm } from './support/setup-data';

let testDatabase: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  testDatabase = await startTestDatabase({ migrated: true });
  ({ pool } = testDatabase);
}, 60_000);
afterAll(() => testDatabase?.stop());

const unknownId = '00000000-0000-4000-8000-00000000dead';
const institute = (name: string) => ({
  name,
  email: `office@${name.toLowerCase()}.in`,
  phoneNumber: '080 1234',
  address: '1 Road',
});
const admin = (instituteId: string, email: string) => ({
  instituteId,
  name: 'Asha',
  email,
  passwordHash: 'not-a-real-hash',
  temporaryPasswordExpiresAt: new Date(Date.now() + 60_000),
});

async function registered(name: string) {
  const created = await createInstitute(pool, institute(name));
  if (!created.ok) throw new Error(`could not register ${name}`);
  return created.value;
}

describe('institute store', () => {
  it('returns a taken email as a duplicate-email outcome on register and on edit, and changes nothing', async () => {
    const first = await registered('Riverside');
    const second = await registered('Hillside');
    await expect(createInstitute(pool, { ...institute('Other'), email: first.email })).resolves.toEqual({
      ok: false,
      reason: 'duplicate-email',
    });
    await expect(updateInstitute(pool, { ...second, email: first.email })).resolves.toEqual({
      ok: false,
      reason: 'duplicate-email',
    });
    const { rows } = await pool.query('SELECT email FROM institutes WHERE id = $1', [second.id]);
    expect(rows).toEqual([{ email: second.email }]);
  });

  it('returns an edit of an institute that does not exist as a not-found outcome', async () => {
    await expect(updateInstitute(pool, { id: unknownId, ...institute('Nowhere') })).resolves.toEqual({
      ok: false,
      reason: 'not-found',
    });
  });

  it("finds an institute's letterhead (name and time zone) for the transaction, or nothing", async () => {
    const lakeside = await registered('Lakeside');
    await expect(findInstituteLetterheadForShare(pool, lakeside.id)).resolves.toEqual({
      name: 'Lakeside',
      timeZone: 'Asia/Kolkata',
    });
    await expect(findInstituteLetterheadForShare(pool, unknownId)).resolves.toBeNull();
  });
});

describe('admin store', () => {
  it('returns a second admin with the same email as a duplicate-email outcome', async () => {
    const { id } = await registered('Greenfield');
    const first = await insertAdmin(pool, admin(id, 'asha@greenfield.in'));
    expect(first).toEqual({ ok: true, value: { id: expect.any(String), name: 'Asha', email: 'asha@greenfield.in' } });
    await expect(insertAdmin(pool, admin(id, 'asha@greenfield.in'))).resolves.toEqual({ ok: false, reason: 'duplicate-email' });
  });

  it('returns a rename or delete of an admin that does not exist as a not-found outcome; a delete succeeds once', async () => {
    const { id } = await registered('Brookfield');
    const created = await insertAdmin(pool, admin(id, 'ravi@brookfield.in'));
    if (!created.ok) throw new Error('could not add the admin');
    await expect(renameAdmin(pool, unknownId, 'Ravi')).resolves.toEqual({ ok: false, reason: 'not-found' });
    await expect(renameAdmin(pool, created.value.id, 'Ravi K')).resolves.toEqual({
      ok: true,
      value: { ...created.value, name: 'Ravi K' },
    });
    await expect(deleteAdmin(pool, created.value.id)).resolves.toEqual({ ok: true, value: undefined });
    await expect(deleteAdmin(pool, created.value.id)).resolves.toEqual({ ok: false, reason: 'not-found' });
  });

  it('keeps an admin who corrected a mark, since the mark names them for good: in use, nothing removed', async () => {
    const { id } = await registered('Fernhill');
    const created = await insertAdmin(pool, admin(id, 'kiran@fernhill.in'));
    if (!created.ok) throw new Error('could not add the admin');
    const { classA, coreA } = await seedTerm(pool, id);
    const student = await insertStudent(pool, id, 'Asha Rao', { classId: classA, joinedOn: '2026-07-01' });
    const teacher = await insertTeacher(pool, id, 'Ravi Kumar');
    const lectureId = await insertLecture(pool, id, {
      subjectId: coreA,
      takenBy: teacher,
      heldOn: '2026-07-06',
      students: [student],
    });
    await pool.query(
      `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source, supersedes, reason)
       SELECT institute_id, lecture_id, student_id, 'absent', $2, 'office', id, 'Left after the register' FROM attendance_marks
       WHERE lecture_id = $1`,
      [lectureId, created.value.id],
    );

    await expect(deleteAdmin(pool, created.value.id)).resolves.toEqual({ ok: false, reason: 'in-use' });
    const { rowCount } = await pool.query('SELECT 1 FROM users WHERE id = $1', [created.value.id]);
    expect(rowCount).toBe(1);
  });

  it("reissues an admin's password as a temporary one and names their institute; anyone else is not found", async () => {
    const { id } = await registered('Fairfield');
    const created = await insertAdmin(pool, admin(id, 'mira@fairfield.in'));
    if (!created.ok) throw new Error('could not add the admin');
    await pool.query('UPDATE users SET must_change_password = false, temporary_password_used_at = now() WHERE id = $1', [
      created.value.id,
    ]);
    const expiresAt = new Date(Date.now() + 120_000);
    await expect(reissueAdminPassword(pool, created.value.id, 'another-hash', expiresAt)).resolves.toEqual({
      ok: true,
      value: { ...created.value, instituteName: 'Fairfield' },
    });
    const { rows } = await pool.query(
      'SELECT password_hash, must_change_password, temporary_password_expires_at, temporary_password_used_at FROM users WHERE id = $1',
      [created.value.id],
    );
    expect(rows).toEqual([
      {
        password_hash: 'another-hash',
        must_change_password: true,
        temporary_password_expires_at: expiresAt,
        temporary_password_used_at: null,
      },
    ]);
    await expect(reissueAdminPassword(pool, unknownId, 'another-hash', expiresAt)).resolves.toEqual({
      ok: false,
      reason: 'not-found',
    });
    const teacher = await pool.query(
      `INSERT INTO users (role, institute_id, name, email) VALUES ('teacher', $1, 'Tara', 'tara@fairfield.in') RETURNING id`,
      [id],
    );
    await expect(reissueAdminPassword(pool, teacher.rows[0].id, 'another-hash', expiresAt)).resolves.toEqual({
      ok: false,
      reason: 'not-found',
    });
  });
});
