import { parse } from 'csv-parse/sync';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { seedClass, seedTerm } from './support/setup-data';
import { mailsTo, refusal } from './support/stack';

const area = adminAreaStack();
let school: TestInstitute;

beforeAll(async () => {
  school = await area.institute('Forgiving School');
  await seedTerm(area.pool, school.id);
});

const upload = (kind: 'students' | 'teachers', csv: string, query = '', institute = school) =>
  area.stack.call('POST', `/admin/${kind}/import${query}`, {
    identity: institute.admin,
    rawBody: csv,
    headers: { 'content-type': 'text/csv' },
  });
const file = (...lines: string[]) => `${lines.join('\n')}\n`;

/** The institute's students with these emails: roll number, class and guardians' emails, by email. */
async function studentsWith(emails: string[], institute = school) {
  const list = await area.stack.call('GET', '/admin/students', { identity: institute.admin });
  return list.body.students
    .filter((s: { email: string }) => emails.includes(s.email))
    .map((s: { email: string; rollNumber: string; className: string; guardians: { email: string }[] }) => [
      s.email,
      s.rollNumber,
      s.className,
      s.guardians.map((g) => g.email).sort(),
    ]);
}
const count = async (sql: string, institute = school) =>
  (await area.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, [institute.id])).rows[0]!.n;

describe('headers as spreadsheets write them', () => {
  it('reads common names of each column, whatever their case, spaces, dots and underscores, in any order', async () => {
    const csv = file(
      "Class Name,Roll No.,Student Name,E-mail,Father's Name,Father's Email,Mother's Name,Mother's Email",
      'Class 1-A,A-1,Asha Rao,asha.alias@mail.in,Ravi Rao,ravi.rao@mail.in,Sita Rao,sita.rao@mail.in',
    );
    expect(await upload('students', csv)).toEqual({ status: 201, body: { success: true, created: 1 } });
    const other = file(
      '  roll_number ,FULL NAME,email address,class,parent email,parent name',
      'A-2,Arun Das,arun.alias@mail.in,Class 1-A,,',
    );
    expect(await upload('students', other)).toEqual({ status: 201, body: { success: true, created: 1 } });
    const third = file('RollNo,Name,Email,Class', 'A-3,Bela Sen,bela.alias@mail.in,Class 1-B');
    expect(await upload('students', third)).toEqual({ status: 201, body: { success: true, created: 1 } });
    expect(await studentsWith(['asha.alias@mail.in', 'arun.alias@mail.in', 'bela.alias@mail.in'])).toEqual([
      ['asha.alias@mail.in', 'A-1', 'Class 1-A', ['ravi.rao@mail.in', 'sita.rao@mail.in']],
      ['arun.alias@mail.in', 'A-2', 'Class 1-A', []],
      ['bela.alias@mail.in', 'A-3', 'Class 1-B', []],
    ]);
    expect(await upload('teachers', file('Teacher Name,E-Mail', 'Meera Alias,meera.alias@school.in'))).toEqual({
      status: 201,
      body: { success: true, created: 1 },
    });
  });

  it('refuses a header that is no column, or one column named twice, and still names the columns when one is missing', async () => {
    const before = await count('students WHERE institute_id = $1');
    expect(await upload('students', file('name,email,rollNumber,class,Phone', 'A,a@mail.in,1,Class 1-A,99'))).toEqual(
      refusal(
        400,
        'The first line names a column this import does not read: "Phone". Its columns: name,email,rollNumber,class,guardianName,guardianEmail,guardian2Name,guardian2Email',
      ),
    );
    // A preview answers a problem of the whole file as its one error.
    expect(
      await upload('students', file('Name,Student Name,email,rollNumber,class', 'A,B,a@mail.in,1,Class 1-A'), '?preview=true'),
    ).toEqual({
      status: 200,
      body: { success: true, rows: [], errors: ['The first line names the name column twice: "Name" and "Student Name"'] },
    });
    expect(await upload('students', file('Name,Email,Class', 'A,a@mail.in,Class 1-A'))).toEqual(
      refusal(400, 'The first line must name the columns: name,email,rollNumber,class,guardianName,guardianEmail'),
    );
    expect(await count('students WHERE institute_id = $1')).toBe(before);
  });
});

describe('class names', () => {
  it('match whatever their case and spacing; two classes differing only by case are a line error', async () => {
    const hillside = await area.institute('Hillside Case School');
    await seedClass(area.pool, hillside.id, 'Grade 8 B');
    await seedClass(area.pool, hillside.id, 'Science A');
    await seedClass(area.pool, hillside.id, 'SCIENCE A');
    const lines = [
      'name,email,rollNumber,class',
      'Case One,case.one@mail.in,C-1,  grade   8 b ',
      'Case Two,case.two@mail.in,C-2,science a',
      'Case Three,case.three@mail.in,C-3,Science A',
    ];
    expect(await upload('students', file(...lines), '', hillside)).toEqual(
      refusal(400, 'Line 3: Class "science a" matches more than one class (SCIENCE A, Science A): write it exactly'),
    );
    lines[2] = 'Case Two,case.two@mail.in,C-2,SCIENCE A';
    expect(await upload('students', file(...lines), '', hillside)).toEqual({ status: 201, body: { success: true, created: 3 } });
    expect(await studentsWith(['case.one@mail.in', 'case.two@mail.in', 'case.three@mail.in'], hillside)).toEqual([
      ['case.one@mail.in', 'C-1', 'Grade 8 B', []],
      ['case.two@mail.in', 'C-2', 'SCIENCE A', []],
      ['case.three@mail.in', 'C-3', 'Science A', []],
    ]);
  });
});

describe('two guardians a line', () => {
  it('links both, previews the second, and names a second guardian that is wrong or the same as the first', async () => {
    const header = 'name,email,rollNumber,class,Guardian 1 Name,Guardian 1 Email,Guardian 2 Name,Guardian 2 Email';
    const preview = await upload(
      'students',
      file(
        header,
        'Two Parents,two.parents@mail.in,G-1,Class 1-A,Uma Nair,uma@mail.in,Hari Nair,HARI@mail.in',
        'Only Second,only.second@mail.in,G-2,Class 1-A,,,Gita Pillai,gita@mail.in',
        'Half Second,half.second@mail.in,G-3,Class 1-A,Uma Nair,uma@mail.in,Hari Nair,',
        'Same Twice,same.twice@mail.in,G-4,Class 1-A,Uma Nair,uma@mail.in,Uma Again,uma@mail.in',
      ),
      '?preview=true',
    );
    expect(preview.status).toBe(200);
    expect(preview.body.rows).toEqual([
      {
        line: 2,
        name: 'Two Parents',
        email: 'two.parents@mail.in',
        rollNumber: 'G-1',
        className: 'Class 1-A',
        guardianName: 'Uma Nair',
        guardianEmail: 'uma@mail.in',
        guardian2Name: 'Hari Nair',
        guardian2Email: 'hari@mail.in',
      },
      {
        line: 3,
        name: 'Only Second',
        email: 'only.second@mail.in',
        rollNumber: 'G-2',
        className: 'Class 1-A',
        guardianName: '',
        guardianEmail: '',
        guardian2Name: 'Gita Pillai',
        guardian2Email: 'gita@mail.in',
      },
    ]);
    expect(preview.body.errors).toEqual([
      'Line 4: Guardian 2: Email is required',
      'Line 5: The same guardian email appears twice',
    ]);

    const saved = await upload(
      'students',
      file(
        header,
        'Two Parents,two.parents@mail.in,G-1,Class 1-A,Uma Nair,uma@mail.in,Hari Nair,HARI@mail.in',
        'Only Second,only.second@mail.in,G-2,Class 1-A,,,Gita Pillai,gita@mail.in',
      ),
    );
    expect(saved).toEqual({ status: 201, body: { success: true, created: 2 } });
    expect(await studentsWith(['two.parents@mail.in', 'only.second@mail.in'])).toEqual([
      ['two.parents@mail.in', 'G-1', 'Class 1-A', ['hari@mail.in', 'uma@mail.in']],
      ['only.second@mail.in', 'G-2', 'Class 1-A', ['gita@mail.in']],
    ]);
    expect(await mailsTo(area.stack, 'hari@mail.in')).toHaveLength(1);
  });
});

describe('importing the good lines only', () => {
  const header = 'Name,Email,Roll Number,Class Name,Guardian Name,Guardian Email';

  it('saves the good lines and answers the bad ones as a CSV file with an error column, which imports once fixed', async () => {
    const hillside = await area.institute('Hillside Skip School');
    await seedClass(area.pool, hillside.id, 'Hill 1');
    const crossed = await upload(
      'students',
      file(
        'name,email,rollNumber,class,guardianName,guardianEmail',
        'Hill Kid,hill.kid@mail.in,H-1,Hill 1,Hill Parent,hill.parent@mail.in',
      ),
      '',
      hillside,
    );
    expect(crossed.status).toBe(201);

    const before = await count('students WHERE institute_id = $1');
    const lines = [
      header,
      'Good One,good.one@mail.in,S-1,class 1-a,Asha Parent,asha.parent@mail.in',
      'Bad Email,not-an-email,S-2,Class 1-A,,',
      'Good Two,good.two@mail.in,S-3,Class 1-B,,',
      '"Unknown, Class",unknown.class@mail.in,S-4,Class 9-Z,,',
      'Crossed Parent,crossed@mail.in,S-5,Class 1-A,Hill Parent,hill.parent@mail.in',
      'Too,Few',
    ];
    // All or nothing stays the default.
    expect((await upload('students', file(...lines))).status).toBe(400);
    expect(await count('students WHERE institute_id = $1')).toBe(before);

    const answer = await upload('students', file(...lines), '?skipBadLines=true');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, created: 2, skipped: 4 });
    expect(await count('students WHERE institute_id = $1')).toBe(before + 2);
    expect(await studentsWith(['good.one@mail.in', 'good.two@mail.in'])).toEqual([
      ['good.one@mail.in', 'S-1', 'Class 1-A', ['asha.parent@mail.in']],
      ['good.two@mail.in', 'S-3', 'Class 1-B', []],
    ]);
    expect(await mailsTo(area.stack, 'crossed@mail.in')).toEqual([]);

    const bad: string[][] = parse(answer.body.badLines, { relax_column_count: true });
    expect(bad).toEqual([
      ['error', ...header.split(',')],
      ['Please enter a valid email address', 'Bad Email', 'not-an-email', 'S-2', 'Class 1-A', '', ''],
      ['Class "Class 9-Z" not found', 'Unknown, Class', 'unknown.class@mail.in', 'S-4', 'Class 9-Z', '', ''],
      [
        'The guardian email hill.parent@mail.in belongs to a parent of another institute',
        'Crossed Parent',
        'crossed@mail.in',
        'S-5',
        'Class 1-A',
        'Hill Parent',
        'hill.parent@mail.in',
      ],
      ['This line has 2 values but the first line names 6 columns', 'Too', 'Few'],
    ]);

    // The file of bad lines, fixed where it can be, imports as it is: its error column is not read.
    const fixed = answer.body.badLines
      .replace('not-an-email', 'bad.email@mail.in')
      .replace('S-4,Class 9-Z', 'S-4,Class 1-B')
      .replace('Hill Parent,hill.parent@mail.in', 'Own Parent,own.parent@mail.in');
    const again = await upload('students', fixed, '?skipBadLines=true');
    expect(again.body).toMatchObject({ success: true, created: 3, skipped: 1 });
    expect(parse(again.body.badLines, { relax_column_count: true })).toEqual([
      ['error', ...header.split(',')],
      ['This line has 3 values but the first line names 7 columns', 'Too', 'Few'],
    ]);
  });

  it('answers only the header when every line is good, and still refuses a file with a broken header or quote', async () => {
    const answer = await upload('teachers', file('name,email', 'Skip Teacher,skip.teacher@school.in'), '?skipBadLines=true');
    expect(answer).toEqual({ status: 201, body: { success: true, created: 1, skipped: 0, badLines: 'error,name,email\n' } });
    expect(await upload('teachers', file('nom,email', 'A,a@school.in'), '?skipBadLines=true')).toEqual(
      refusal(400, 'The first line names a column this import does not read: "nom". Its columns: name,email'),
    );
    const before = await count(`users WHERE institute_id = $1 AND role = 'teacher'`);
    expect(
      await upload(
        'teachers',
        file('name,email', 'Fine Teacher,fine.teacher@school.in', 'Open,"quote@school.in'),
        '?skipBadLines=true',
      ),
    ).toEqual(refusal(400, 'Line 3: This line is not valid CSV: check its quotes'));
    expect(await count(`users WHERE institute_id = $1 AND role = 'teacher'`)).toBe(before);
  });
});
