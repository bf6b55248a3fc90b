import type { Identity } from '@rollcall/contracts/internal';
import { adminAreaStack } from './support/institute';
import { refusal } from './support/stack';
import { type TeachingInstitute, teachingInstitute } from './support/teaching';

const area = adminAreaStack();
let place: TeachingInstitute;
let yearId: string;
let otherClassId: string;

beforeAll(async () => {
  place = await teachingInstitute(area, { students: 2 });
  yearId = (await area.pool.query(`SELECT id FROM academic_years WHERE institute_id = $1`, [place.institute.id])).rows[0].id;
  otherClassId = (
    await area.pool.query(`INSERT INTO classes (institute_id, name) VALUES ($1, 'Other class') RETURNING id`, [
      place.institute.id,
    ])
  ).rows[0].id;
});

const YEAR_ZERO = '0000-01-01';
const outOfRange = 'Please enter a date from 1900-01-01 to 2199-12-31';
const admin = () => place.institute.admin;
const teacher = () => place.teacher.identity;
const student = () => place.roster[0]!.id;

/** Every row of the institute's tables a dated call could write. */
async function rowCounts() {
  const { rows } = await area.pool.query(
    `SELECT (SELECT count(*) FROM academic_years WHERE institute_id = $1)::int AS years,
            (SELECT count(*) FROM semesters WHERE institute_id = $1)::int AS semesters,
            (SELECT count(*) FROM students WHERE institute_id = $1)::int AS students,
            (SELECT count(*) FROM class_members WHERE institute_id = $1)::int AS memberships,
            (SELECT count(*) FROM enrollments WHERE institute_id = $1)::int AS enrollments,
            (SELECT count(*) FROM lectures WHERE institute_id = $1)::int AS lectures,
            (SELECT count(*) FROM classes WHERE institute_id = $1)::int AS classes`,
    [place.institute.id],
  );
  return rows[0];
}

/** A route, who calls it, and the call with `day` in its date (in both ends of a range, so only the day is wrong). */
type DatedCall = [string, () => Identity, (day: string) => { method: string; path: string; body?: unknown }];

const datedCalls: DatedCall[] = [
  [
    'POST /admin/academic-years',
    admin,
    (day) => ({ method: 'POST', path: '/admin/academic-years', body: { name: 'Zero', startsOn: day, endsOn: day } }),
  ],
  [
    'PUT /admin/academic-years/:id',
    admin,
    (day) => ({ method: 'PUT', path: `/admin/academic-years/${yearId}`, body: { name: 'Zero', startsOn: day, endsOn: day } }),
  ],
  [
    'POST /admin/semesters',
    admin,
    (day) => ({
      method: 'POST',
      path: '/admin/semesters',
      body: { academicYearId: yearId, name: 'Zero', startsOn: day, endsOn: day },
    }),
  ],
  [
    'POST /admin/students',
    admin,
    (day) => ({
      method: 'POST',
      path: '/admin/students',
      body: { name: 'Zero Kid', email: 'zero@mail.in', rollNumber: 'Z-1', classId: place.classId, joinedOn: day },
    }),
  ],
  [
    'POST /admin/students/:id/transfer',
    admin,
    (day) => ({ method: 'POST', path: `/admin/students/${student()}/transfer`, body: { classId: otherClassId, on: day } }),
  ],
  [
    'POST /admin/enrollments',
    admin,
    (day) => ({
      method: 'POST',
      path: '/admin/enrollments',
      body: { subjectId: place.subjectId, studentId: student(), enrolledOn: day },
    }),
  ],
  [
    'POST /admin/enrollments/drop',
    admin,
    (day) => ({
      method: 'POST',
      path: '/admin/enrollments/drop',
      body: { subjectId: place.subjectId, studentId: student(), droppedOn: day },
    }),
  ],
  ['GET /admin/dashboard?date=', admin, (day) => ({ method: 'GET', path: `/admin/dashboard?date=${day}` })],
  ['GET /admin/reports/attendance?to=', admin, (day) => ({ method: 'GET', path: `/admin/reports/attendance?to=${day}` })],
  ['GET /admin/lectures?from=', admin, (day) => ({ method: 'GET', path: `/admin/lectures?from=${day}` })],
  ['GET /teacher/lectures?to=', teacher, (day) => ({ method: 'GET', path: `/teacher/lectures?to=${day}` })],
  [
    'GET /teacher/subjects/:id/roster?date=',
    teacher,
    (day) => ({ method: 'GET', path: `/teacher/subjects/${place.subjectId}/roster?date=${day}` }),
  ],
  [
    'GET /teacher/reports/attendance?from=',
    teacher,
    (day) => ({ method: 'GET', path: `/teacher/reports/attendance?from=${day}` }),
  ],
  [
    'POST /teacher/lectures',
    teacher,
    (day) => ({
      method: 'POST',
      path: '/teacher/lectures',
      body: {
        id: crypto.randomUUID(),
        subjectId: place.subjectId,
        heldOn: day,
        period: 1,
        marks: place.roster.map((one) => ({ studentId: one.id, status: 'present' })),
      },
    }),
  ],
];

describe('the date rule on every dated route', () => {
  it.each(datedCalls)('%s refuses year 0000 and 2200-01-01 with 400 and changes nothing', async (_route, identity, callWith) => {
    const before = await rowCounts();
    for (const day of [YEAR_ZERO, '2200-01-01', '1899-12-31']) {
      const { method, path, body } = callWith(day);
      expect(await area.stack.call(method, path, { identity: identity(), body })).toEqual(refusal(400, outOfRange));
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an academic year longer than two years and a drop on 9999-12-31', async () => {
    const before = await rowCounts();
    const call = (path: string, body: unknown) => area.stack.call('POST', path, { identity: admin(), body });
    expect(await call('/admin/academic-years', { name: 'Forever', startsOn: '1900-01-01', endsOn: '2041-05-31' })).toEqual(
      refusal(400, 'An academic year can be at most 2 years long'),
    );
    expect(await call('/admin/academic-years', { name: 'Long', startsOn: '2030-06-01', endsOn: '2032-06-01' })).toEqual(
      refusal(400, 'An academic year can be at most 2 years long'),
    );
    const drop = { subjectId: place.subjectId, studentId: student(), droppedOn: '9999-12-31' };
    expect(await call('/admin/enrollments/drop', drop)).toEqual(refusal(400, outOfRange));
    expect(await rowCounts()).toEqual(before);
    const twoYears = await call('/admin/academic-years', { name: 'Two years', startsOn: '2030-06-01', endsOn: '2032-05-31' });
    expect(twoYears.status).toBe(201);
  });
});

describe('text the database would not keep as sent', () => {
  const postClass = (rawBody: string | Buffer) => area.stack.call('POST', '/admin/classes', { identity: admin(), rawBody });

  it('refuses a JSON body with invalid UTF-8 bytes with 400 and stores nothing', async () => {
    const before = await rowCounts();
    const body = Buffer.concat([Buffer.from('{"name":"Class '), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    expect(await postClass(body)).toEqual(refusal(400, 'Request body must be UTF-8 text'));
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a lone surrogate, a noncharacter, NEL and U+2028 in a name, and keeps other scripts as sent', async () => {
    const before = await rowCounts();
    expect(await postClass('{"name":"Class \\ud800"}')).toEqual(refusal(400, 'Name contains characters that cannot be stored'));
    expect(await postClass('{"name":"Class \\uffff"}')).toEqual(refusal(400, 'Name contains characters that cannot be stored'));
    for (const control of ['\\u0085', '\\u2028'])
      expect(await postClass(`{"name":"Class ${control}A"}`)).toEqual(
        refusal(400, 'Name must not contain line breaks or control characters'),
      );
    expect(await rowCounts()).toEqual(before);
    const created = await postClass(JSON.stringify({ name: 'कक्षा 10 – தமிழ் – عربي 👩🏽‍🏫 \uFFFD' }));
    expect(created.status).toBe(201);
    expect(created.body.class.name).toBe('कक्षा 10 – தமிழ் – عربي 👩🏽‍🏫 \uFFFD');
  });
});
