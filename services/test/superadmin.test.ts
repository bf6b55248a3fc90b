import { gzipSync } from 'node:zlib';
import { gatewayMessages, messages } from '@rollcall/contracts';
import { identityHeaders, IDENTITY_HEADER, SIGNATURE_HEADER } from '@rollcall/contracts/internal';
import { callService, identities, INTERNAL_SECRET, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
const asSuperadmin = { identity: identities.superadmin() };
const springfield = {
  name: 'Springfield College',
  email: 'Office@Springfield.edu',
  phoneNumber: '+91 98765 43210',
  address: '1 Main St',
};
const MISSING_ID = '7d1f3a52-9c0e-4b7a-8f3e-2a6b5c4d3e21';

beforeAll(async () => {
  stack = await startTestStack();
}, 60_000);
afterAll(() => stack?.stop());

async function createInstitute(fields: Partial<typeof springfield> = {}) {
  const answer = await stack.call('POST', '/superadmin/institute', { ...asSuperadmin, body: { ...springfield, ...fields } });
  expect(answer.status).toBe(201);
  return answer.body.institute as { id: string; name: string; email: string; phoneNumber: string; address: string };
}

async function createAdmin(instituteId: string, email: string, name = 'Asha Rao') {
  const answer = await stack.call('POST', '/superadmin/admin', { ...asSuperadmin, body: { instituteId, email, name } });
  expect(answer.status).toBe(201);
  return answer.body.admin as { id: string; name: string; email: string };
}

describe('POST /superadmin/institute', () => {
  it('registers an institute, trimmed, with its email in lower case', async () => {
    const answer = await stack.call('POST', '/superadmin/institute', {
      ...asSuperadmin,
      body: { ...springfield, name: '  Springfield College ' },
    });
    expect(answer).toEqual({
      status: 201,
      body: {
        success: true,
        institute: {
          id: expect.any(String),
          name: 'Springfield College',
          email: 'office@springfield.edu',
          phoneNumber: springfield.phoneNumber,
          address: springfield.address,
        },
      },
    });
  });

  it('refuses a second institute with the same email in any case', async () => {
    const answer = await stack.call('POST', '/superadmin/institute', {
      ...asSuperadmin,
      body: { ...springfield, name: 'Other', email: 'OFFICE@springfield.EDU' },
    });
    expect(answer).toEqual({ status: 409, body: { success: false, errors: ['An institute with this email already exists'] } });
  });

  it('reports every missing field with the spec texts', async () => {
    const answer = await stack.call('POST', '/superadmin/institute', {
      ...asSuperadmin,
      body: { name: ' ', email: '', phoneNumber: '', address: '  ' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      errors: ['Institute name is required', 'Email is required', 'Phone number is required', 'Address is required'],
    });
  });

  it('refuses an invalid email, wrong types and unknown fields', async () => {
    const invalid = await stack.call('POST', '/superadmin/institute', {
      ...asSuperadmin,
      body: { ...springfield, email: 'not-an-email' },
    });
    expect(invalid).toEqual({ status: 400, body: { success: false, errors: ['Please enter a valid email address'] } });
    const wrongTypes = await stack.call('POST', '/superadmin/institute', {
      ...asSuperadmin,
      body: { ...springfield, name: 42, phoneNumber: ['1'] },
    });
    expect(wrongTypes).toEqual({
      status: 400,
      body: { success: false, errors: ['Institute name is required', 'Phone number is required'] },
    });
    const unknown = await stack.call('POST', '/superadmin/institute', {
      ...asSuperadmin,
      body: { ...springfield, email: 'x@y.co', verified: true },
    });
    expect(unknown).toEqual({ status: 400, body: { success: false, errors: ['Unknown field: verified'] } });
    const notAnObject = await stack.call('POST', '/superadmin/institute', { ...asSuperadmin, body: [springfield] });
    expect(notAnObject).toEqual({ status: 400, body: { success: false, errors: ['Expected a JSON object'] } });
  });
});

describe('control characters', () => {
  const nul = '\u0000';
  const institutesNamed = async (name: string) =>
    (await stack.call('GET', '/superadmin/institute', asSuperadmin)).body.instituteData.filter((institute: { name: string }) =>
      institute.name.startsWith(name),
    );

  it('refuses NUL and line breaks in the one-line institute fields with 400 and stores nothing', async () => {
    const cases: Array<[Partial<typeof springfield>, string]> = [
      [{ name: `Nul${nul}College` }, 'Institute name must not contain line breaks or control characters'],
      [{ name: 'Nul College\r\nBcc: x@evil.test' }, 'Institute name must not contain line breaks or control characters'],
      [{ name: 'Nul College', phoneNumber: `+91${nul}1` }, 'Phone number must not contain line breaks or control characters'],
      [{ name: 'Nul College', email: `office${nul}@nul.in` }, messages.validEmail],
    ];
    for (const [fields, error] of cases) {
      const answer = await stack.call('POST', '/superadmin/institute', {
        ...asSuperadmin,
        body: { ...springfield, email: 'office@nul.in', ...fields },
      });
      expect(answer).toEqual({ status: 400, body: { success: false, errors: [error] } });
    }
    expect(await institutesNamed('Nul')).toEqual([]);
  });

  it('keeps line breaks in an address but refuses NUL there, on create and edit', async () => {
    const created = await stack.call('POST', '/superadmin/institute', {
      ...asSuperadmin,
      body: { ...springfield, email: 'office@lines.in', name: 'Lines College', address: '1 Main St\nKolkata' },
    });
    expect(created.status).toBe(201);
    expect(created.body.institute.address).toBe('1 Main St\nKolkata');
    const institute = created.body.institute;
    const refused = await stack.call('POST', '/superadmin/institute', {
      ...asSuperadmin,
      body: { ...springfield, email: 'office@nul.in', address: `1 Main${nul} St` },
    });
    expect(refused).toEqual({ status: 400, body: { success: false, errors: ['Address must not contain control characters'] } });
    for (const [fields, error] of [
      [{ address: `2 High${nul} St` }, 'Address must not contain control characters'],
      [{ name: `Lines${nul}` }, 'Institute name must not contain line breaks or control characters'],
      [{ phoneNumber: `0${nul}` }, 'Phone number must not contain line breaks or control characters'],
      [{ email: `a${nul}@b.co` }, messages.validEmail],
    ] as Array<[Partial<typeof springfield>, string]>) {
      const edit = await stack.call('PATCH', '/superadmin/institute', { ...asSuperadmin, body: { ...institute, ...fields } });
      expect(edit).toEqual({ status: 400, body: { success: false, errors: [error] } });
    }
    expect(await institutesNamed('Lines')).toEqual([institute]);
  });

  it('refuses NUL and line breaks in an admin name on create and rename', async () => {
    const institute = await createInstitute({ name: 'Control College', email: 'office@control.in' });
    const nameError = {
      status: 400,
      body: { success: false, errors: ['Admin name must not contain line breaks or control characters'] },
    };
    expect(
      await stack.call('POST', '/superadmin/admin', {
        ...asSuperadmin,
        body: { instituteId: institute.id, email: 'nul@control.in', name: `A${nul}` },
      }),
    ).toEqual(nameError);
    const admin = await createAdmin(institute.id, 'named@control.in', 'Named');
    expect(
      await stack.call('PATCH', '/superadmin/admin', { ...asSuperadmin, body: { adminId: admin.id, name: `B${nul}` } }),
    ).toEqual(nameError);
    expect(
      await stack.call('PATCH', '/superadmin/admin', { ...asSuperadmin, body: { adminId: admin.id, name: 'B\nC' } }),
    ).toEqual(nameError);
    expect((await stack.call('GET', `/superadmin/admin?instituteId=${institute.id}`, asSuperadmin)).body.data).toEqual([admin]);
  });
});

describe('GET and PATCH /superadmin/institute', () => {
  it('lists institutes sorted by name with the spec fields only', async () => {
    await createInstitute({ name: 'Aurora Academy', email: 'hello@aurora.in' });
    await createInstitute({ name: 'zenith coaching', email: 'hi@zenith.in' });
    const answer = await stack.call('GET', '/superadmin/institute', asSuperadmin);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const names = answer.body.instituteData.map((institute: { name: string }) => institute.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toEqual(expect.arrayContaining(['Aurora Academy', 'Springfield College', 'zenith coaching']));
    for (const institute of answer.body.instituteData)
      expect(Object.keys(institute).sort()).toEqual(['address', 'email', 'id', 'name', 'phoneNumber']);
  });

  it('edits every field of an institute', async () => {
    const institute = await createInstitute({ name: 'Old Name', email: 'old@name.in' });
    const edit = { id: institute.id, name: 'New Name', email: 'New@Name.in', phoneNumber: '022 1234', address: '2 High St' };
    const answer = await stack.call('PATCH', '/superadmin/institute', { ...asSuperadmin, body: edit });
    expect(answer).toEqual({ status: 200, body: { success: true, institute: { ...edit, email: 'new@name.in' } } });
    const list = await stack.call('GET', '/superadmin/institute', asSuperadmin);
    expect(list.body.instituteData).toContainEqual({ ...edit, email: 'new@name.in' });
  });

  it('answers 404 for an unknown institute, 409 for a taken email, 400 for a bad edit', async () => {
    const edit = { id: MISSING_ID, ...springfield, email: 'free@mail.in' };
    expect(await stack.call('PATCH', '/superadmin/institute', { ...asSuperadmin, body: edit })).toEqual({
      status: 404,
      body: { success: false, errors: ['Institute not found'] },
    });
    const other = await createInstitute({ name: 'Taken Test', email: 'taken@test.in' });
    expect(
      await stack.call('PATCH', '/superadmin/institute', {
        ...asSuperadmin,
        body: { ...edit, id: other.id, email: 'office@springfield.edu' },
      }),
    ).toEqual({
      status: 409,
      body: { success: false, errors: ['An institute with this email already exists'] },
    });
    const badEmail = await stack.call('PATCH', '/superadmin/institute', {
      ...asSuperadmin,
      body: { ...edit, id: other.id, email: 'a b@c.d' },
    });
    expect(badEmail).toEqual({ status: 400, body: { success: false, errors: ['Please enter a valid email address'] } });
    const badId = await stack.call('PATCH', '/superadmin/institute', { ...asSuperadmin, body: { ...edit, id: 'nope' } });
    expect(badId).toEqual({ status: 400, body: { success: false, errors: [messages.invalidId] } });
  });
});

describe('/superadmin/admin', () => {
  it('creates an admin and lists the institute admins sorted by name', async () => {
    const institute = await createInstitute({ name: 'Admins College', email: 'office@admins.in' });
    const answer = await stack.call('POST', '/superadmin/admin', {
      ...asSuperadmin,
      body: { instituteId: institute.id, email: 'Zoya@Admins.in', name: 'Zoya' },
    });
    expect(answer).toEqual({
      status: 201,
      body: { success: true, admin: { id: expect.any(String), name: 'Zoya', email: 'zoya@admins.in' } },
    });
    await createAdmin(institute.id, 'amit@admins.in', 'Amit');
    const list = await stack.call('GET', `/superadmin/admin?instituteId=${institute.id}`, asSuperadmin);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      success: true,
      data: [
        { id: expect.any(String), name: 'Amit', email: 'amit@admins.in' },
        { id: answer.body.admin.id, name: 'Zoya', email: 'zoya@admins.in' },
      ],
    });
  });

  it('refuses a duplicate admin email, a missing institute and bad input', async () => {
    const institute = await createInstitute({ name: 'Dup College', email: 'office@dup.in' });
    await createAdmin(institute.id, 'same@dup.in');
    const duplicate = await stack.call('POST', '/superadmin/admin', {
      ...asSuperadmin,
      body: { instituteId: institute.id, email: 'SAME@dup.in', name: 'B' },
    });
    expect(duplicate).toEqual({ status: 409, body: { success: false, errors: ['An admin with this email already exists'] } });
    const missing = await stack.call('POST', '/superadmin/admin', {
      ...asSuperadmin,
      body: { instituteId: MISSING_ID, email: 'new@dup.in', name: 'B' },
    });
    expect(missing).toEqual({ status: 404, body: { success: false, errors: ['Institute not found'] } });
    const noInstitute = await stack.call('POST', '/superadmin/admin', {
      ...asSuperadmin,
      body: { instituteId: '', email: 'new@dup.in', name: 'B' },
    });
    expect(noInstitute).toEqual({ status: 400, body: { success: false, errors: ['Please select an institute'] } });
    const badEmail = await stack.call('POST', '/superadmin/admin', {
      ...asSuperadmin,
      body: { instituteId: institute.id, email: '', name: 'B' },
    });
    expect(badEmail).toEqual({ status: 400, body: { success: false, errors: ['Email is required'] } });
    const list = await stack.call('GET', `/superadmin/admin?instituteId=${institute.id}`, asSuperadmin);
    expect(list.body.data).toHaveLength(1);
  });

  it('needs a valid, existing institute to list admins', async () => {
    expect(await stack.call('GET', '/superadmin/admin', asSuperadmin)).toEqual({
      status: 400,
      body: { success: false, errors: ['Please select an institute'] },
    });
    expect(await stack.call('GET', `/superadmin/admin?instituteId=${MISSING_ID}`, asSuperadmin)).toEqual({
      status: 404,
      body: { success: false, errors: ['Institute not found'] },
    });
  });

  it('renames an admin (trimmed, at most 100 characters)', async () => {
    const institute = await createInstitute({ name: 'Rename College', email: 'office@rename.in' });
    const admin = await createAdmin(institute.id, 'old@rename.in', 'Old');
    const answer = await stack.call('PATCH', '/superadmin/admin', {
      ...asSuperadmin,
      body: { adminId: admin.id, name: '  Ravi Kumar  ' },
    });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, admin: { id: admin.id, name: 'Ravi Kumar', email: 'old@rename.in' } },
    });
    const tooLong = await stack.call('PATCH', '/superadmin/admin', {
      ...asSuperadmin,
      body: { adminId: admin.id, name: 'x'.repeat(101) },
    });
    expect(tooLong).toEqual({ status: 400, body: { success: false, errors: ['Admin name must be at most 100 characters'] } });
    const missing = await stack.call('PATCH', '/superadmin/admin', { ...asSuperadmin, body: { adminId: MISSING_ID, name: 'X' } });
    expect(missing).toEqual({ status: 404, body: { success: false, errors: ['Admin not found'] } });
  });

  it('deletes an admin once', async () => {
    const institute = await createInstitute({ name: 'Delete College', email: 'office@delete.in' });
    const admin = await createAdmin(institute.id, 'gone@delete.in');
    expect(await stack.call('DELETE', `/superadmin/admin?adminId=${admin.id}`, asSuperadmin)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await stack.call('GET', `/superadmin/admin?instituteId=${institute.id}`, asSuperadmin)).body.data).toEqual([]);
    expect(await stack.call('DELETE', `/superadmin/admin?adminId=${admin.id}`, asSuperadmin)).toEqual({
      status: 404,
      body: { success: false, errors: ['Admin not found'] },
    });
    expect((await stack.call('DELETE', '/superadmin/admin?adminId=abc', asSuperadmin)).status).toBe(400);
  });
});

describe('GET /superadmin/stats', () => {
  it('counts institutes, students and teachers for real', async () => {
    const before = await stack.call('GET', '/superadmin/stats', asSuperadmin);
    expect(before.status).toBe(200);
    const institute = await createInstitute({ name: 'Stats College', email: 'office@stats.in' });
    const pool = new (await import('pg')).default.Pool({ connectionString: stack.database.ownerUrl });
    await pool.query(
      `INSERT INTO users (role, institute_id, name, email) VALUES ('student', $1, 'S1', 's1@stats.in'), ('student', $1, 'S2', 's2@stats.in'), ('teacher', $1, 'T1', 't1@stats.in')`,
      [institute.id],
    );
    await pool.end();
    const after = await stack.call('GET', '/superadmin/stats', asSuperadmin);
    expect(after.body).toEqual({
      success: true,
      stats: {
        institutes: before.body.stats.institutes + 1,
        students: before.body.stats.students + 2,
        teachers: before.body.stats.teachers + 1,
      },
    });
  });
});

describe('GET /{role}/institute', () => {
  it("answers the admin's own institute and nothing to other roles", async () => {
    const institute = await createInstitute({ name: 'Own College', email: 'office@own.in' });
    expect(await stack.call('GET', '/admin/institute', { identity: identities.admin(institute.id) })).toEqual({
      status: 200,
      body: { success: true, institute },
    });
    expect((await stack.call('GET', '/admin/institute', { identity: identities.teacher(institute.id) })).status).toBe(403);
    expect((await stack.call('GET', '/admin/institute', { identity: identities.admin(MISSING_ID) })).status).toBe(404);
  });
  it('answers teachers, students and parents their own institute under their prefix', async () => {
    const institute = await createInstitute({ name: 'Shared Campus', email: 'office@campus.in' });
    expect(await stack.call('GET', '/teacher/institute', { identity: identities.teacher(institute.id) })).toEqual({
      status: 200,
      body: { success: true, institute },
    });
    expect(await stack.call('GET', '/student/institute', { identity: identities.student(institute.id) })).toEqual({
      status: 200,
      body: { success: true, institute },
    });
    expect(await stack.call('GET', '/parent/institute', { identity: identities.parent(institute.id) })).toEqual({
      status: 200,
      body: { success: true, institute },
    });
    expect((await stack.call('GET', '/student/institute', { identity: identities.teacher(institute.id) })).status).toBe(403);
    expect((await stack.call('GET', '/parent/institute', { identity: identities.student(institute.id) })).status).toBe(403);
  });
});

describe('who may call', () => {
  const calls: Array<[string, string, unknown]> = [
    ['POST', '/superadmin/institute', springfield],
    ['GET', '/superadmin/institute', undefined],
    ['PATCH', '/superadmin/institute', { id: MISSING_ID, ...springfield }],
    ['POST', '/superadmin/admin', { instituteId: MISSING_ID, email: 'a@b.co', name: 'A' }],
    ['GET', `/superadmin/admin?instituteId=${MISSING_ID}`, undefined],
    ['PATCH', '/superadmin/admin', { adminId: MISSING_ID, name: 'A' }],
    ['DELETE', `/superadmin/admin?adminId=${MISSING_ID}`, undefined],
    ['POST', '/superadmin/admin/resend-credentials', { adminId: MISSING_ID }],
    ['GET', '/superadmin/stats', undefined],
  ];

  it.each(calls)(
    '%s %s: 401 without a valid identity, 403 for admin, teacher, student and the gateway',
    async (method, path, body) => {
      const unauthenticated = { status: 401, body: { success: false, errors: ['Unauthenticated'] } };
      const forbidden = { status: 403, body: { success: false, errors: ['You do not have access to this area'] } };
      expect(await stack.call(method, path, { body })).toEqual(unauthenticated);
      const forged = identityHeaders('not-the-secret', identities.superadmin());
      expect(await stack.call(method, path, { body, headers: forged })).toEqual(unauthenticated);
      const expired = identityHeaders(INTERNAL_SECRET, identities.superadmin(), Date.now() - 5 * 60_000);
      expect(await stack.call(method, path, { body, headers: expired })).toEqual(unauthenticated);
      const tampered = identityHeaders(INTERNAL_SECRET, identities.admin(MISSING_ID));
      const promoted = Buffer.from(JSON.stringify({ ...identities.superadmin(), issuedAt: Date.now() })).toString('base64url');
      expect(
        await stack.call(method, path, {
          body,
          headers: { [IDENTITY_HEADER]: promoted, [SIGNATURE_HEADER]: tampered[SIGNATURE_HEADER]! },
        }),
      ).toEqual(unauthenticated);
      for (const identity of [
        identities.admin(MISSING_ID),
        identities.teacher(MISSING_ID),
        identities.student(MISSING_ID),
        identities.gateway,
      ]) {
        expect(await stack.call(method, path, { body, identity })).toEqual(forbidden);
      }
    },
  );
});

describe('bad requests', () => {
  it('answers malformed JSON with 400', async () => {
    expect(await stack.call('POST', '/superadmin/institute', { ...asSuperadmin, rawBody: '{"name": "A",' })).toEqual({
      status: 400,
      body: { success: false, errors: ['Malformed JSON body'] },
    });
  });

  it('answers a body over 1 MB with 413, and a 5 MB one too, never 500', async () => {
    const big = JSON.stringify({ ...springfield, address: 'x'.repeat(1_100_000) });
    expect(await stack.call('POST', '/superadmin/institute', { ...asSuperadmin, rawBody: big })).toEqual({
      status: 413,
      body: { success: false, errors: ['Request body is too large'] },
    });
    const huge = Buffer.alloc(5 * 1024 * 1024, 'a');
    const answer = await stack.call('POST', '/superadmin/institute', { ...asSuperadmin, rawBody: huge });
    expect(answer).toEqual({ status: 413, body: { success: false, errors: ['Request body is too large'] } });
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await stack.call('POST', '/superadmin/institute', {
      ...asSuperadmin,
      rawBody: 'name=A',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer).toEqual({ status: 415, body: { success: false, errors: ['Request body must be JSON'] } });
  });

  it('answers a body that is not what its Content-Encoding says with 400, and still reads a real gzip body', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const answer = await stack.call('POST', '/superadmin/institute', {
        ...asSuperadmin,
        rawBody: JSON.stringify(springfield),
        headers: { 'content-encoding': encoding },
      });
      expect(answer).toEqual({ status: 400, body: { success: false, errors: [gatewayMessages.undecodableBody] } });
    }
    const truncated = gzipSync(JSON.stringify(springfield)).subarray(0, 20);
    const cut = await stack.call('POST', '/superadmin/institute', {
      ...asSuperadmin,
      rawBody: truncated,
      headers: { 'content-encoding': 'gzip' },
    });
    expect(cut).toEqual({ status: 400, body: { success: false, errors: [gatewayMessages.undecodableBody] } });
    const zipped = gzipSync(JSON.stringify({ ...springfield, name: 'Gzip College', email: 'office@gzip.in' }));
    const real = await stack.call('POST', '/superadmin/institute', {
      ...asSuperadmin,
      rawBody: zipped,
      headers: { 'content-encoding': 'gzip' },
    });
    expect(real.status).toBe(201);
  });

  it('answers an unknown path with 404 and never leaks a stack', async () => {
    expect(await stack.call('GET', '/superadmin/nothing-here', asSuperadmin)).toEqual({
      status: 404,
      body: { success: false, errors: ['Not found'] },
    });
  });

  it('answers with JSON directly to a plain client too', async () => {
    const answer = await callService(stack.services.url, 'GET', '/superadmin/institute');
    expect(answer.status).toBe(401);
  });
});
