import type { RunningServices } from '../src/services';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { seedTerm } from './support/setup-data';
import { callService, credentialsMailTo, identities, mailsTo } from './support/stack';

const GOOGLE_SENTENCE = 'You can also sign in with Google using this email address.';

let school: TestInstitute;
let classA: string;

const area = adminAreaStack();
beforeAll(async () => {
  school = await area.institute('Greenfield School');
  ({ classA } = await seedTerm(area.pool, school.id));
});

let rolls = 0;
/** Admits a student through the services at `url` (default: the area's, started without Google sign-in). */
async function admit(fields: Record<string, unknown>, url = area.stack.services.url) {
  const answer = await callService(url, 'POST', '/admin/students', {
    identity: school.admin,
    body: { rollNumber: String(++rolls), classId: classA, joinedOn: '2026-07-06', ...fields },
  });
  expect(answer.status).toBe(201);
  return answer;
}

async function importStudents(lines: string[]) {
  const answer = await area.stack.call('POST', '/admin/students/import', {
    identity: school.admin,
    rawBody: ['name,email,rollNumber,class,guardianName,guardianEmail', ...lines].join('\n'),
    headers: { 'content-type': 'text/csv' },
  });
  expect(answer).toEqual({ status: 201, body: { success: true, created: lines.length } });
}

const textTo = async (email: string) => (await credentialsMailTo(area.stack, email)).text;

describe("a parent's welcome mail", () => {
  it("names their one child, and a student's own mail names nobody", async () => {
    await admit({
      name: 'Aarav Sharma',
      email: 'aarav@mail.in',
      guardians: [{ name: 'Ravi Sharma', email: 'ravi.sharma@mail.in' }],
    });
    expect(await textTo('ravi.sharma@mail.in')).toContain(
      "A parent account has been created for you at Greenfield School on RollCall.\n\nYou can follow Aarav Sharma's attendance on RollCall.\n",
    );
    expect(await textTo('aarav@mail.in')).not.toContain('You can follow');
  });

  it('names both children of a family imported together, once, in one mail', async () => {
    await importStudents([
      `Diya Sharma,diya@mail.in,${++rolls},Class 1-A,Meena Sharma,meena.sharma@mail.in`,
      `Aarav Sharma,aarav.s@mail.in,${++rolls},Class 1-A,Meena Sharma,meena.sharma@mail.in`,
    ]);
    const mails = await mailsTo(area.stack, 'meena.sharma@mail.in');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("You can follow Aarav Sharma's and Diya Sharma's attendance on RollCall.");
  });

  it('lists three children, and a parent linked later to another child gets no second mail', async () => {
    await importStudents([
      `Kabir Rao,kabir@mail.in,${++rolls},Class 1-A,Lakshmi Rao,lakshmi.rao@mail.in`,
      `Asha Rao,asha@mail.in,${++rolls},Class 1-A,Lakshmi Rao,lakshmi.rao@mail.in`,
      `Isha Rao,isha@mail.in,${++rolls},Class 1-A,Lakshmi Rao,lakshmi.rao@mail.in`,
    ]);
    expect(await textTo('lakshmi.rao@mail.in')).toContain(
      "You can follow Asha Rao's, Isha Rao's and Kabir Rao's attendance on RollCall.",
    );
    await admit({ name: 'Tara Rao', email: 'tara@mail.in', guardians: [{ name: 'Lakshmi Rao', email: 'lakshmi.rao@mail.in' }] });
    await credentialsMailTo(area.stack, 'tara@mail.in');
    expect(await mailsTo(area.stack, 'lakshmi.rao@mail.in')).toHaveLength(1);
  });
});

describe('Google sign-in in welcome mails', () => {
  let withGoogle: RunningServices;
  beforeAll(async () => {
    withGoogle = await area.stack.startServices({ googleSignIn: true });
  });
  afterAll(() => withGoogle?.close());

  const createAdmin = (url: string, email: string) =>
    callService(url, 'POST', '/superadmin/admin', {
      identity: identities.superadmin(),
      body: { instituteId: school.id, email, name: 'Nila Admin' },
    });

  it('is not mentioned while Google sign-in is not configured', async () => {
    expect((await createAdmin(area.stack.services.url, 'plain.admin@mail.in')).status).toBe(201);
    await admit({ name: 'Dev Nair', email: 'dev@mail.in', guardians: [{ name: 'Anu Nair', email: 'anu@mail.in' }] });
    for (const email of ['plain.admin@mail.in', 'dev@mail.in', 'anu@mail.in']) {
      const text = await textTo(email);
      expect([email, text]).toEqual([email, expect.stringContaining('You must change it when you first sign in.\n')]);
      expect(text).not.toContain('Google');
    }
  });

  it('is mentioned to admins, students and parents when it is configured', async () => {
    expect((await createAdmin(withGoogle.url, 'google.admin@mail.in')).status).toBe(201);
    await admit(
      { name: 'Riya Menon', email: 'riya@mail.in', guardians: [{ name: 'Sunil Menon', email: 'sunil@mail.in' }] },
      withGoogle.url,
    );
    for (const email of ['google.admin@mail.in', 'riya@mail.in', 'sunil@mail.in']) {
      expect([email, await textTo(email)]).toEqual([
        email,
        expect.stringContaining(`You must change it when you first sign in. ${GOOGLE_SENTENCE}`),
      ]);
    }
  });
});
