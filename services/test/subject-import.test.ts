import { parse } from 'csv-parse/sync';
import { adminAreaStack } from './support/institute';
import { grantOnly, insertPerson, seedClass, seedSemester } from './support/setup-data';
import { MISSING_ID, refusal } from './support/stack';
import { teachingInstitute } from './support/teaching';

const area = adminAreaStack();

const file = (...lines: string[]) => `${lines.join('\n')}\n`;

/** A class with five students, its core Physics (PHY1), the teachers Tara and Otto with known emails, and two teachers of one name. */
async function subjectSchool() {
  const place = await teachingInstitute(area, { students: 5 });
  const className = (await area.pool.query<{ name: string }>(`SELECT name FROM classes WHERE id = $1`, [place.classId])).rows[0]!
    .name;
  const emails = { tara: `tara.${place.institute.id}@school.test`, otto: `otto.${place.institute.id}@school.test` };
  await area.pool.query(`UPDATE users SET email = $2 WHERE id = $1`, [place.teacher.id, emails.tara]);
  await area.pool.query(`UPDATE users SET email = $2 WHERE id = $1`, [place.other.id, emails.otto]);
  await insertPerson(area.pool, place.institute.id, 'teacher', 'Sam Same');
  await insertPerson(area.pool, place.institute.id, 'teacher', 'Sam  same');
  const upload = (csv: string, query = '', identity = place.institute.admin) =>
    area.stack.call('POST', `/admin/subjects/import${query}`, {
      identity,
      rawBody: csv,
      headers: { 'content-type': 'text/csv' },
    });
  const subjects = async (instituteId = place.institute.id) =>
    (
      await area.pool.query<{ line: string }>(
        `SELECT concat_ws(' ', c.name, s.code, s.name, s.kind,
                  (SELECT count(*) FROM enrollments e WHERE e.institute_id = s.institute_id AND e.subject_id = s.id),
                  (SELECT string_agg(u.name, '+' ORDER BY u.name) FROM subject_teachers st
                   JOIN users u ON u.institute_id = st.institute_id AND u.id = st.teacher_id
                   WHERE st.institute_id = s.institute_id AND st.subject_id = s.id)) AS line
         FROM subjects s JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id
         WHERE s.institute_id = $1 ORDER BY c.name, s.code`,
        [instituteId],
      )
    ).rows.map(({ line }) => line);
  return { place, className, emails, upload, subjects };
}

describe('importing subjects', () => {
  it('reads common headers, classes whatever their case, kinds and teachers; names every bad line; saves all, none or the good ones', async () => {
    const { place, className, emails, upload, subjects } = await subjectSchool();
    const lines = [
      'Class Name,Subject Name,Course Code,Core/Elective,Teacher Email(s)',
      `${className.toUpperCase()},Chemistry,CHE1,,${emails.tara}`,
      `${className},Music,MUS1,OPTIONAL,"otto other; ${emails.tara.toUpperCase()}"`,
      'Grade 99,Art,ART1,Elective,',
      `${className},Drama,DRA1,elective,nobody@school.test`,
      `${className},Physics again,PHY1,Core,`,
      `${className},Chemistry lab,CHE1,Elective,`,
      `${className},Yoga,YOG1,sometimes,`,
      `${className},Sanskrit,SAN1,Core,Sam Same`,
      `${className},Biology,BIO1,Elective,`,
    ];
    const before = await subjects();
    expect(before).toEqual([`${className} PHY1 Physics core 5 Tara Teacher`]);
    const expectedErrors = [
      'Line 4: Class "Grade 99" not found',
      'Line 5: No teacher of the institute is "nobody@school.test"',
      'Line 6: A subject with code "PHY1" already exists in this class and semester',
      'Line 7: Code "CHE1" is also given to a subject of this class on line 2',
      'Line 8: Kind "sometimes" is neither Core nor Elective',
      'Line 9: More than one teacher is named "Sam Same": use their email',
    ];

    const preview = await upload(file(...lines), '?preview=true');
    expect(preview.status).toBe(200);
    expect(preview.body.semester).toMatchObject({ id: place.semesterId, name: 'Odd semester' });
    expect(preview.body.errors).toEqual(expectedErrors);
    expect(preview.body.rows.slice(0, 3)).toEqual([
      { line: 2, className: className.toUpperCase(), name: 'Chemistry', code: 'CHE1', kind: 'core', teachers: ['Tara Teacher'] },
      { line: 3, className, name: 'Music', code: 'MUS1', kind: 'elective', teachers: ['Otto Other', 'Tara Teacher'] },
      { line: 4, className: 'Grade 99', name: 'Art', code: 'ART1', kind: 'elective', teachers: [] },
    ]);
    expect(await subjects()).toEqual(before);

    expect(await upload(file(...lines))).toEqual(refusal(400, ...expectedErrors));
    expect(await subjects()).toEqual(before);

    const answer = await upload(file(...lines), '?skipBadLines=true');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, created: 3, skipped: 6 });
    expect(await subjects()).toEqual([
      `${className} BIO1 Biology elective 0`,
      `${className} CHE1 Chemistry core 5 Tara Teacher`,
      `${className} MUS1 Music elective 0 Otto Other+Tara Teacher`,
      `${className} PHY1 Physics core 5 Tara Teacher`,
    ]);
    const bad: string[][] = parse(answer.body.badLines);
    expect(bad[0]).toEqual(['error', 'Class Name', 'Subject Name', 'Course Code', 'Core/Elective', 'Teacher Email(s)']);
    expect(bad.slice(1).map((line) => [line[0], line[3]])).toEqual([
      ['Class "Grade 99" not found', 'ART1'],
      ['No teacher of the institute is "nobody@school.test"', 'DRA1'],
      ['A subject with code "PHY1" already exists in this class and semester', 'PHY1'],
      ['Code "CHE1" is also given to a subject of this class on line 2', 'CHE1'],
      ['Kind "sometimes" is neither Core nor Elective', 'YOG1'],
      ['More than one teacher is named "Sam Same": use their email', 'SAN1'],
    ]);
  });

  it('saves a file without problems all at once, with the minimal columns', async () => {
    const { className, upload, subjects } = await subjectSchool();
    const answer = await upload(file('class,name,code', `${className},English,ENG1`, `${className},Hindi,HIN1`));
    expect(answer).toEqual({ status: 201, body: { success: true, created: 2 } });
    expect(await subjects()).toEqual([
      `${className} ENG1 English core 5`,
      `${className} HIN1 Hindi core 5`,
      `${className} PHY1 Physics core 5 Tara Teacher`,
    ]);
  });

  it("finds only the institute's own classes, teachers and semesters", async () => {
    const { place, className, emails, upload, subjects } = await subjectSchool();
    const elsewhere = await area.institute('Elsewhere School');
    await seedClass(area.pool, elsewhere.id, 'Elsewhere Class');
    const theirTeacher = await insertPerson(area.pool, elsewhere.id, 'teacher', 'Their Teacher');
    const theirSemester = await seedSemester(area.pool, elsewhere.id, place.day(-10), place.day(10));
    const before = await subjects(elsewhere.id);

    const csv = file(
      'class,name,code,teachers',
      'Elsewhere Class,English,ENG1,',
      `${className},Hindi,HIN1,Their Teacher`,
      `${className},Tamil,TAM1,${emails.otto}`,
    );
    expect((await upload(csv, '?preview=true')).body.errors).toEqual([
      'Line 2: Class "Elsewhere Class" not found',
      'Line 3: No teacher of the institute is "Their Teacher"',
    ]);
    expect(await upload(csv, `?semesterId=${theirSemester}`)).toEqual(refusal(404, 'Semester not found'));
    expect(await upload(csv, `?semesterId=${MISSING_ID}`)).toEqual(refusal(404, 'Semester not found'));
    expect(await upload(csv, '?semesterId=not-a-uuid')).toEqual(refusal(400, 'Please select a semester'));

    // Their admin, with the same file, finds their class and teacher but not ours.
    expect((await upload(csv, '?preview=true', elsewhere.admin)).body.errors).toEqual([
      `Line 3: Class "${className}" not found`,
      `Line 4: Class "${className}" not found`,
      `Line 4: No teacher of the institute is "${emails.otto}"`,
    ]);
    expect(theirTeacher.name).toBe('Their Teacher');
    expect(await subjects(elsewhere.id)).toEqual(before);

    const empty = await area.institute('No Semester School');
    expect(await upload(csv, '', empty.admin)).toEqual(
      refusal(409, 'There is no semester to add subjects to: add one under Years & semesters first'),
    );
  });

  it('adds to the semester asked for', async () => {
    const { place, className, upload } = await subjectSchool();
    const later = await seedSemester(area.pool, place.institute.id, place.day(200), place.day(300));
    expect(await upload(file('class,name,code', `${className},Physics,PHY1`), `?semesterId=${later}`)).toEqual({
      status: 201,
      body: { success: true, created: 1 },
    });
    const { rows } = await area.pool.query(
      `SELECT semester_id AS "semesterId" FROM subjects WHERE institute_id = $1 AND code = 'PHY1' ORDER BY semester_id = $2`,
      [place.institute.id, later],
    );
    expect(rows).toEqual([{ semesterId: place.semesterId }, { semesterId: later }]);
  });

  it('refuses an admin whose custom role does not grant managing the setup, and a file without a required column', async () => {
    const { place, className, upload, subjects } = await subjectSchool();
    expect(await upload(file('class,name', `${className},English`))).toEqual(
      refusal(400, 'The first line must name the columns: class,name,code'),
    );
    await grantOnly(area.pool, place.institute.id, place.institute.adminId, ['manage_people']);
    expect(await upload(file('class,name,code', `${className},English,ENG1`))).toEqual(
      refusal(403, 'You do not have permission to do this'),
    );
    expect(await subjects()).toHaveLength(1);
  });
});
