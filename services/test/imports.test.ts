import { IMPORT_ROWS_MAX } from '@rollcall/contracts';
import { credentialsSubject } from '../src/credentials/credentials-mail';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { grantOnly, seedClass, seedTerm } from './support/setup-data';
import { credentialsMailTo, mailsTo, refusal } from './support/stack';

let school: TestInstitute;
let coreA: string;

const area = adminAreaStack();
beforeAll(async () => {
  school = await area.institute('Greenfield School');
  ({ coreA } = await seedTerm(area.pool, school.id));
});

const HEADER = 'name,email,rollNumber,class,guardianName,guardianEmail';
const upload = (path: string, csv: string | Buffer, institute = school, contentType = 'text/csv') =>
  area.stack.call('POST', path, { identity: institute.admin, rawBody: csv, headers: { 'content-type': contentType } });
const importStudents = (csv: string | Buffer, query = '') => upload(`/admin/students/import${query}`, csv);
const importTeachers = (csv: string | Buffer, query = '') => upload(`/admin/teachers/import${query}`, csv);
const count = async (sql: string) =>
  (await area.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, [school.id])).rows[0]!.n;
const studentCount = () => count('students WHERE institute_id = $1');

describe('importing students', () => {
  it('names every bad line and creates nothing; the fixed file creates every student with their guardian', async () => {
    const lines = [
      HEADER,
      'Asha Rao,asha@mail.in,1,Class 1-A,Lakshmi Rao,lakshmi@mail.in',
      'Arjun Rao,not-an-email,2,Class 1-A,Lakshmi Rao,lakshmi@mail.in',
      'Bela Sen,bela@mail.in,3,Class 1-B,,',
      'Chetan Das,chetan@mail.in,4,Class 9-Z,Dev Das,dev@mail.in',
    ];
    expect(await importStudents(lines.join('\n'))).toEqual(
      refusal(400, 'Line 3: Please enter a valid email address', 'Line 5: Class "Class 9-Z" not found'),
    );
    expect(await studentCount()).toBe(0);
    expect(await mailsTo(area.stack, 'asha@mail.in')).toEqual([]);

    lines[2] = 'Arjun Rao,arjun@mail.in,2,Class 1-A,Lakshmi Rao,lakshmi@mail.in';
    lines[4] = 'Chetan Das,chetan@mail.in,4,Class 1-B,Dev Das,dev@mail.in';
    expect(await importStudents(lines.join('\n'))).toEqual({ status: 201, body: { success: true, created: 4 } });

    const list = await area.stack.call('GET', '/admin/students', { identity: school.admin });
    expect(
      list.body.students.map(
        (s: { name: string; rollNumber: string; className: string; guardians: Array<{ email: string }> }) => [
          s.rollNumber,
          s.name,
          s.className,
          s.guardians.map((g) => g.email),
        ],
      ),
    ).toEqual([
      ['1', 'Asha Rao', 'Class 1-A', ['lakshmi@mail.in']],
      ['2', 'Arjun Rao', 'Class 1-A', ['lakshmi@mail.in']],
      ['3', 'Bela Sen', 'Class 1-B', []],
      ['4', 'Chetan Das', 'Class 1-B', ['dev@mail.in']],
    ]);
    // Siblings share one parent account, mailed once; every student is mailed and enrolled in their core subjects.
    expect(await count(`users WHERE institute_id = $1 AND role = 'parent'`)).toBe(2);
    expect(await mailsTo(area.stack, 'lakshmi@mail.in')).toHaveLength(1);
    expect((await credentialsMailTo(area.stack, 'bela@mail.in')).subject).toBe(credentialsSubject('student'));
    expect(await count(`enrollments WHERE institute_id = $1 AND subject_id = '${coreA}'`)).toBe(2);
  });

  it('reads a BOM, CRLF line ends, quoted values and blank lines, and links a guardian to an existing parent', async () => {
    const parentId = (await area.pool.query(`SELECT id FROM users WHERE email = 'dev@mail.in'`)).rows[0].id;
    const csv = `\ufeff${HEADER}\r\n"Das, Esha",esha@mail.in,5,Class 1-B,Dev Das,DEV@mail.in\r\n\r\n`;
    expect(await importStudents(Buffer.from(csv, 'utf8'))).toEqual({ status: 201, body: { success: true, created: 1 } });
    const list = await area.stack.call('GET', '/admin/students', { identity: school.admin });
    const esha = list.body.students.find((s: { email: string }) => s.email === 'esha@mail.in');
    expect(esha).toMatchObject({ name: 'Das, Esha', rollNumber: '5', guardians: [{ id: parentId, email: 'dev@mail.in' }] });
    expect(await mailsTo(area.stack, 'dev@mail.in')).toHaveLength(1);
  });

  it('names emails and roll numbers repeated in the file or already taken', async () => {
    const csv = [
      HEADER,
      'New One,new.one@mail.in,6,Class 1-A,,',
      'New Two,new.one@mail.in,7,Class 1-A,,',
      'New Three,new.three@mail.in,6,Class 1-A,,',
      'Asha Again,asha@mail.in,1,Class 1-A,,',
    ].join('\n');
    expect(await importStudents(csv)).toEqual(
      refusal(
        400,
        'Line 3: This email is also on line 2',
        'Line 4: Roll number 6 is also on line 2',
        'Line 5: A student with this email already exists',
        'Line 5: Roll number 1 is already taken',
      ),
    );
  });

  it('names a guardian email held by a parent of another institute', async () => {
    const hillside = await area.institute('Hillside School');
    const hillClass = await seedClass(area.pool, hillside.id, 'Hill 1');
    await area.stack.call('POST', '/admin/students', {
      identity: hillside.admin,
      body: {
        name: 'Hill Kid',
        email: 'hill.kid@mail.in',
        rollNumber: '1',
        classId: hillClass,
        guardians: [{ name: 'Hill Parent', email: 'hill.parent@mail.in' }],
      },
    });
    const before = await studentCount();
    const csv = [
      HEADER,
      'Fine Kid,fine.kid@mail.in,20,Class 1-A,,',
      'Crossed Kid,crossed@mail.in,21,Class 1-A,Hill Parent,hill.parent@mail.in',
    ];
    expect(await importStudents(csv.join('\n'))).toEqual(
      refusal(400, 'Line 3: The guardian email hill.parent@mail.in belongs to a parent of another institute'),
    );
    expect(await studentCount()).toBe(before);
  });

  it('previews the rows and the problems without saving anything', async () => {
    const before = await studentCount();
    const csv = [HEADER, 'Preview Kid,preview@mail.in,30,Class 1-A,Pat Parent,pat@mail.in', 'Bad Kid,bad,31,Class 1-A,,'].join(
      '\n',
    );
    expect(await importStudents(csv, '?preview=true')).toEqual({
      status: 200,
      body: {
        success: true,
        rows: [
          {
            line: 2,
            name: 'Preview Kid',
            email: 'preview@mail.in',
            rollNumber: '30',
            className: 'Class 1-A',
            guardianName: 'Pat Parent',
            guardianEmail: 'pat@mail.in',
          },
        ],
        errors: ['Line 3: Please enter a valid email address'],
      },
    });
    expect(await studentCount()).toBe(before);
  });

  it('refuses a file that is empty, has the wrong header, bad lines of CSV, or too many rows', async () => {
    expect(await importStudents('')).toEqual(refusal(400, 'The file has no rows to import'));
    expect(await importStudents(`${HEADER}\n`)).toEqual(refusal(400, 'The file has no rows to import'));
    expect(await importStudents('name,email\nA,a@mail.in')).toEqual(
      refusal(400, `The first line must name the columns: ${HEADER}`),
    );
    expect(await importStudents(`${HEADER}\nToo,Few,Values`)).toEqual(
      refusal(400, 'Line 2: This line has 3 values but the first line names 6 columns'),
    );
    expect(await importStudents(`${HEADER}\nOpen,"quote@mail.in,1,Class 1-A,,`)).toEqual(
      refusal(400, 'Line 2: This line is not valid CSV: check its quotes'),
    );
    const many = [
      HEADER,
      ...Array.from({ length: IMPORT_ROWS_MAX + 1 }, (_, i) => `Kid ${i},kid${i}@mail.in,${1000 + i},Class 1-A,,`),
    ];
    expect(await importStudents(many.join('\n'))).toEqual(
      refusal(400, `A file can import at most ${IMPORT_ROWS_MAX} rows at once`),
    );
  });

  it('refuses a body over 5 MB with 413 and a body that is not CSV with 415', async () => {
    const huge = `${HEADER}\n${'x'.repeat(5 * 1024 * 1024)}`;
    expect((await importStudents(huge)).status).toBe(413);
    expect(await upload('/admin/students/import', JSON.stringify({ rows: [] }), school, 'application/json')).toEqual(
      refusal(415, 'Please upload a CSV file (text/csv)'),
    );
  });
});

describe('importing teachers', () => {
  it('creates every teacher with their sign-in details, or names the lines that clash', async () => {
    expect(await importTeachers('name,email\nMeera Iyer,meera@school.in\nRavi Kumar,ravi@school.in')).toEqual({
      status: 201,
      body: { success: true, created: 2 },
    });
    expect((await credentialsMailTo(area.stack, 'ravi@school.in')).subject).toBe(credentialsSubject('teacher'));
    expect(
      await importTeachers('email,name\nmeera@school.in,Meera Again\nnew@school.in,New One\nnew@school.in,New Twice'),
    ).toEqual(refusal(400, 'Line 2: A teacher with this email already exists', 'Line 4: This email is also on line 3'));
    expect(await count(`users WHERE institute_id = $1 AND role = 'teacher'`)).toBe(2);
    expect(await importTeachers('name,email\nPreview Person,preview.t@school.in', '?preview=true')).toEqual({
      status: 200,
      body: { success: true, rows: [{ line: 2, name: 'Preview Person', email: 'preview.t@school.in' }], errors: [] },
    });
  });

  it('refuses an admin whose custom role does not grant managing people', async () => {
    const office = await area.institute('Office School');
    await grantOnly(area.pool, office.id, office.adminId, ['manage_setup']);
    expect(await upload('/admin/teachers/import', 'name,email\nA B,ab@school.in', office)).toEqual(
      refusal(403, 'You do not have permission to do this'),
    );
  });
});
