import type { Identity } from '@rollcall/contracts/internal';
import { withTenant } from '../src/db/tenant';
import { adminAreaStack } from './support/institute';
import { adminWithOnly, insertTeacher } from './support/setup-data';
import { refusal } from './support/stack';

const area = adminAreaStack();

const DAY = [
  { period: 1, startsAt: '09:00', endsAt: '09:45' },
  { period: 2, startsAt: '09:50', endsAt: '10:35' },
  { period: 3, startsAt: '10:55', endsAt: '11:40' },
];

const read = (identity: Identity) => area.stack.call('GET', '/admin/period-times', { identity });
const save = (identity: Identity, body: unknown) => area.stack.call('PUT', '/admin/period-times', { identity, body });

/** The institute's rows as stored, read past row-level security. */
async function storedTimes(instituteId: string) {
  const { rows } = await area.pool.query(
    `SELECT period, to_char(starts_at, 'HH24:MI') AS "startsAt", to_char(ends_at, 'HH24:MI') AS "endsAt"
     FROM period_times WHERE institute_id = $1 ORDER BY period`,
    [instituteId],
  );
  return rows;
}

describe('GET and PUT /admin/period-times', () => {
  it('a new institute has none; the list saved is read back in period order, and a later list replaces it whole', async () => {
    const { admin, id } = await area.institute();
    expect(await read(admin)).toEqual({ status: 200, body: { success: true, periods: [] } });

    const saved = await save(admin, { periods: [DAY[2], DAY[0], DAY[1]] });
    expect(saved).toEqual({ status: 200, body: { success: true, periods: DAY } });
    expect(await read(admin)).toEqual(saved);

    // A gap (no period 2) is allowed; period 3 now starts earlier, and period 2 is gone.
    const shorter = [DAY[0]!, { period: 3, startsAt: '10:00', endsAt: '10:45' }];
    expect((await save(admin, { periods: shorter })).body.periods).toEqual(shorter);
    expect(await storedTimes(id)).toEqual(shorter);

    expect(await save(admin, { periods: [] })).toEqual({ status: 200, body: { success: true, periods: [] } });
    expect(await storedTimes(id)).toEqual([]);
  });

  it('refuses a bad time, an end before its start, a period twice or out of range, and overlapping periods, changing nothing', async () => {
    const { admin, id } = await area.institute();
    await save(admin, { periods: DAY });
    const cases: [unknown, string][] = [
      [{ periods: [{ period: 1, startsAt: '9:00', endsAt: '09:45' }] }, 'Please enter a valid time (HH:MM)'],
      [{ periods: [{ period: 1, startsAt: '09:00', endsAt: '24:00' }] }, 'Please enter a valid time (HH:MM)'],
      [{ periods: [{ period: 1, startsAt: '09:45', endsAt: '09:45' }] }, 'End time must be after the start time'],
      [{ periods: [{ period: 0, startsAt: '09:00', endsAt: '09:45' }] }, 'Period must be a whole number from 1 to 24'],
      [{ periods: [{ period: 25, startsAt: '09:00', endsAt: '09:45' }] }, 'Period must be a whole number from 1 to 24'],
      [{ periods: [DAY[0], { ...DAY[1], period: 1 }] }, 'Period 1 appears twice'],
      [
        { periods: [DAY[0], { period: 2, startsAt: '09:30', endsAt: '10:15' }] },
        'Period 2 must start at or after the end of period 1',
      ],
      // Numbered out of order in the day: period 3 before period 1 ends.
      [
        { periods: [DAY[0], { period: 3, startsAt: '08:00', endsAt: '08:40' }] },
        'Period 3 must start at or after the end of period 1',
      ],
      [{}, 'Please give the list of periods'],
      [{ periods: DAY, schoolDays: [1] }, 'Unknown field: schoolDays'],
    ];
    for (const [body, message] of cases) {
      const answer = await save(admin, body);
      expect([answer.status, answer.body.errors[0]]).toEqual([400, message]);
    }
    expect(await storedTimes(id)).toEqual(DAY);
  });

  it('any admin reads them; saving needs manage_setup; other roles and no session are refused', async () => {
    const { admin, id } = await area.institute();
    await save(admin, { periods: DAY });
    const office = await adminWithOnly(area.pool, id, ['manage_people']);
    expect((await read(office)).body.periods).toEqual(DAY);
    expect(await save(office, { periods: [DAY[0]] })).toEqual(refusal(403, 'You do not have permission to do this'));

    const keeper = await adminWithOnly(area.pool, id, ['manage_setup']);
    expect((await save(keeper, { periods: [DAY[0]] })).status).toBe(200);

    const teacher: Identity = { role: 'teacher', userId: await insertTeacher(area.pool, id, 'Tara Nair'), instituteId: id };
    expect((await read(teacher)).status).toBe(403);
    expect((await save(teacher, { periods: DAY })).status).toBe(403);
    expect((await area.stack.call('GET', '/admin/period-times', { identity: null })).status).toBe(401);
    expect(await storedTimes(id)).toEqual([DAY[0]]);
  });

  it("each institute reads and replaces only its own; the database refuses another institute's rows too", async () => {
    const hillside = await area.institute();
    const riverside = await area.institute();
    await save(hillside.admin, { periods: DAY });
    expect((await read(riverside.admin)).body.periods).toEqual([]);
    await save(riverside.admin, { periods: [DAY[0]] });
    await save(riverside.admin, { periods: [] });
    expect(await storedTimes(hillside.id)).toEqual(DAY);

    // The application's own login, in riverside's tenant transaction: hillside's rows are neither seen nor written.
    const seen = await withTenant(area.applicationPool, riverside.id, async (db) => {
      const { rows } = await db.query(`SELECT period FROM period_times`);
      await db.query(`DELETE FROM period_times WHERE institute_id = $1`, [hillside.id]);
      return rows;
    });
    expect(seen).toEqual([]);
    await expect(
      withTenant(area.applicationPool, riverside.id, (db) =>
        db.query(`INSERT INTO period_times (institute_id, period, starts_at, ends_at) VALUES ($1, 9, '15:00', '15:45')`, [
          hillside.id,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
    expect(await storedTimes(hillside.id)).toEqual(DAY);
  });
});
