import { IMPORT_ROWS_MAX, peopleMessages } from '@rollcall/contracts';
import { parse } from 'csv-parse/sync';
import { credentialsSubject } from '../src/credentials/credentials-mail';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { grantOnly, seedClass, seedTerm } from './support/setup-data';
import { credentialsMailTo, mailsTo, refusal } from './support/stack';
import { rawGet } from './support/teaching';

let school: TestInstitute;
let coreA: string;
let classA: string;

/** Every line the services logged: none may hold a byte of an uploaded file. */
const logged: string[] = [];
const area = adminAreaStack({ log: (line) => logged.push(line) });
beforeAll(async () => {
  school = await area.institute('Greenfield School');
  ({ coreA, classA } = await seedTerm(area.pool, school.id));
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

describe('files that are not plain CSV text', () => {
  /** A real 1×1 PNG, with a comment that holds quotes (as many pictures' bytes do). */
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000001d74455874436f6d6d656e7400447261776e20627920224d61726b65722220617070cb57271c0000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  );
  const latin1 = (text: string) => Buffer.from(text, 'latin1');
  const notUtf8 = (line: number) => `Line ${line}: ${peopleMessages.csvNotUtf8}`;
  const binary = (line: number) => `Line ${line}: ${peopleMessages.csvBinary}`;
  const files: Array<[string, 'students' | 'teachers', Buffer, string]> = [
    ['a PNG as students', 'students', PNG, notUtf8(1)],
    ['a PNG as teachers', 'teachers', PNG, notUtf8(1)],
    [
      'Latin-1 é on line 3',
      'teachers',
      latin1('name,email\nMarkerOne Rao,one@school.in\nB\u00e9la Marker,bela@school.in\n'),
      notUtf8(3),
    ],
    [
      'a truncated character at the very end',
      'students',
      Buffer.concat([Buffer.from(`${HEADER}\nMarkerTwo,two@mail.in,1,Class 1-A,,\n\u0905`), Buffer.from([0xe0, 0xa4])]),
      notUtf8(3),
    ],
    [
      'UTF-16 with its byte order mark',
      'teachers',
      Buffer.from(`\ufeffname,email\nMarker Three,three@school.in`, 'utf16le'),
      notUtf8(1),
    ],
    ['a NUL byte on line 2', 'teachers', Buffer.from('name,email\nMarker\u0000Four,four@school.in\n'), binary(2)],
    [
      'a NUL byte in a student line',
      'students',
      Buffer.from(`${HEADER}\nMarkerFive,five@mail.in,1,Class 1-A,,\nx,\u0000,2,Class 1-A,,`),
      binary(3),
    ],
  ];

  it.each(files)(
    'refuses %s with 400 naming the line, saved or previewed, and stores and logs nothing of it',
    async (_what, kind, file, message) => {
      const before = await count(`users WHERE institute_id = $1`);
      logged.length = 0;
      for (const query of ['', '?preview=true'])
        expect(await upload(`/admin/${kind}/import${query}`, file)).toEqual(refusal(400, message));
      expect(await count(`users WHERE institute_id = $1`)).toBe(before);
      const log = logged.join('\n');
      for (const piece of ['Marker', 'PNG', 'IHDR', '\uFFFD', 'school.in', 'mail.in']) expect(log).not.toContain(piece);
    },
  );

  it('finds the bad line of a file much longer than one chunk, and reads the same file whole once it is fixed', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `शिक्षक ${i} தமிழ் 👩🏽‍🏫,t${i}@long.school.in`);
    const fixed = Buffer.from(['name,email', ...rows].join('\n'));
    rows[2500] = 'Bad \u00e9 line,bad@long.school.in';
    const broken = Buffer.concat([
      Buffer.from(['name,email', ...rows.slice(0, 2500)].join('\n')),
      latin1('\nBad \u00e9 line,x@y.in\n'),
      Buffer.from(rows.slice(2501).join('\n')),
    ]);
    expect(await importTeachers(broken, '?preview=true')).toEqual(refusal(400, notUtf8(2502)));
    const preview = await importTeachers(fixed, '?preview=true');
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual([]);
    expect(preview.body.rows).toHaveLength(3000);
    expect(preview.body.rows[2999]).toEqual({ line: 3001, name: 'शिक्षक 2999 தமிழ் 👩🏽‍🏫', email: 't2999@long.school.in' });
  });

  it('reads a stray quote inside an unquoted value as part of it, and stores a formula as plain text that the export defuses', async () => {
    logged.length = 0;
    expect(await importTeachers('name,email\nSeán O"Brien,obrien@school.in', '?preview=true')).toEqual({
      status: 200,
      body: { success: true, rows: [{ line: 2, name: 'Seán O"Brien', email: 'obrien@school.in' }], errors: [] },
    });
    const csv = [HEADER, 'Liam O"Brien,liam@mail.in,40,Class 1-A,,', '=HYPERLINK("x"),formula@mail.in,41,Class 1-A,,'].join('\n');
    expect(await importStudents(csv)).toEqual({ status: 201, body: { success: true, created: 2 } });
    const names = await area.pool.query(
      `SELECT name FROM users WHERE institute_id = $1 AND email IN ('liam@mail.in', 'formula@mail.in') ORDER BY email`,
      [school.id],
    );
    expect(names.rows.map((row) => row.name)).toEqual(['=HYPERLINK("x")', 'Liam O"Brien']);
    const download = await rawGet(area, school.admin, `/admin/reports/attendance?format=csv&classId=${classA}`);
    const table: string[][] = parse(download.text, { bom: true });
    expect(table.find((line) => line[0] === '41')?.[1]).toBe(`'=HYPERLINK("x")`);
    expect(table.find((line) => line[0] === '40')?.[1]).toBe('Liam O"Brien');
    expect(logged.join('\n')).not.toContain('HYPERLINK');
  });
});
