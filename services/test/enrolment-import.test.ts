import { parse } from 'csv-parse/sync';
import { adminAreaStack } from './support/institute';
import { grantOnly, seedClass, seedSemester } from './support/setup-data';
import { MISSING_ID, refusal } from './support/stack';
import { enrolStudent, insertSlot, type RosterStudent, teachingInstitute, teachSubject } from './support/teaching';

const area = adminAreaStack();

const file = (...lines: string[]) => `${lines.join('\n')}\n`;

/** A class with five students (R-001 … R-005), the core Physics, the electives Music and Art meeting in one period, and another class's elective. */
async function electiveSchool() {
  const place = await teachingInstitute(area, { students: 5 });
  const className = (await area.pool.query<{ name: string }>(`SELECT name FROM classes WHERE id = $1`, [place.classId])).rows[0]!
    .name;
  const music = await teachSubject(area.pool, place, { name: 'Music', code: 'MUS1', kind: 'elective' });
  const art = await teachSubject(area.pool, place, { name: 'Art', code: 'ART1', kind: 'elective' });
  await insertSlot(area.pool, place, {
    subjectId: music,
    teacherId: place.teacher.id,
    weekday: 2,
    period: 3,
    startsAt: '11:00',
    endsAt: '11:50',
  });
  await insertSlot(area.pool, place, {
    subjectId: art,
    teacherId: place.other.id,
    weekday: 2,
    period: 3,
    startsAt: '11:00',
    endsAt: '11:50',
  });
  const otherClass = await seedClass(area.pool, place.institute.id, 'Commerce 1');
  await teachSubject(area.pool, place, { name: 'Drama', code: 'DRA1', kind: 'elective', classId: otherClass });
  const [, , third] = place.roster as [RosterStudent, RosterStudent, RosterStudent];
  await enrolStudent(area.pool, place.institute.id, music, third.id, place.day(-30));
  const upload = (csv: string, query = '') =>
    area.stack.call('POST', `/admin/enrollments/import${query}`, {
      identity: place.institute.admin,
      rawBody: csv,
      headers: { 'content-type': 'text/csv' },
    });
  const enrolled = async () =>
    (
      await area.pool.query<{ roll: string; code: string; enrolledOn: string }>(
        `SELECT st.roll_number AS roll, sub.code, to_char(e.enrolled_on, 'YYYY-MM-DD') AS "enrolledOn"
         FROM enrollments e
         JOIN students st ON st.institute_id = e.institute_id AND st.id = e.student_id
         JOIN subjects sub ON sub.institute_id = e.institute_id AND sub.id = e.subject_id
         WHERE e.institute_id = $1 AND sub.kind = 'elective' ORDER BY st.roll_number, sub.code`,
        [place.institute.id],
      )
    ).rows.map(({ roll, code, enrolledOn }) => `${roll} ${code} ${enrolledOn}`);
  return { place, className, upload, enrolled };
}

describe('importing enrolments', () => {
  it('previews every line with its problems, refuses the file all or nothing, and with skipBadLines enrols the good lines', async () => {
    const { place, className, upload, enrolled } = await electiveSchool();
    const lines = [
      'Roll No.,Class Name,Subject Code,From Date',
      `R-001,${className.toLowerCase()},mus1,`,
      `R-002,${className},Art,${place.day(-10)}`,
      `R-999,${className},MUS1,`,
      `R-004,${className},XYZ9,`,
      `R-004,${className},PHY1,`,
      'R-005,Commerce 1,DRA1,',
      `R-001,${className},MUS1,`,
      `R-003,${className},ART1,`,
      `R-003,${className},MUS1,`,
      `R-004,${className},MUS1,15/06/2026`,
    ];
    const before = await enrolled();
    expect(before).toEqual([`R-003 MUS1 ${place.day(-30)}`]);
    const expectedErrors = [
      'Line 4: No student has roll number R-999',
      `Line 5: Class "${className}" has no subject "XYZ9" in Odd semester`,
      'Line 6: Core subjects enrol the whole class',
      'Line 7: The student is not in this class on that date',
      'Line 8: This student and subject are also on line 2',
      `Line 9: R-003 Student 003 is enrolled in Music, which meets at the same time as this subject (Tuesday period 3)`,
      'Line 10: R-003 Student 003 is already enrolled in Music',
      'Line 11: Please enter a valid date (YYYY-MM-DD)',
    ];

    const preview = await upload(file(...lines), '?preview=true');
    expect(preview.status).toBe(200);
    expect(preview.body.semester).toMatchObject({ id: place.semesterId, name: 'Odd semester' });
    expect(preview.body.errors).toEqual(expectedErrors);
    expect(preview.body.rows.slice(0, 3)).toEqual([
      {
        line: 2,
        rollNumber: 'R-001',
        studentName: 'Student 001',
        className: className.toLowerCase(),
        subjectCode: 'mus1',
        subjectName: 'Music',
        enrolledOn: place.today,
      },
      {
        line: 3,
        rollNumber: 'R-002',
        studentName: 'Student 002',
        className,
        subjectCode: 'Art',
        subjectName: 'Art',
        enrolledOn: place.day(-10),
      },
      {
        line: 4,
        rollNumber: 'R-999',
        studentName: null,
        className,
        subjectCode: 'MUS1',
        subjectName: null,
        enrolledOn: null,
      },
    ]);
    expect(await enrolled()).toEqual(before);

    expect(await upload(file(...lines))).toEqual(refusal(400, ...expectedErrors));
    expect(await enrolled()).toEqual(before);

    const answer = await upload(file(...lines), '?skipBadLines=true');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, created: 2, skipped: 8 });
    expect(await enrolled()).toEqual([
      `R-001 MUS1 ${place.today}`,
      `R-002 ART1 ${place.day(-10)}`,
      `R-003 MUS1 ${place.day(-30)}`,
    ]);
    const bad: string[][] = parse(answer.body.badLines);
    expect(bad[0]).toEqual(['error', 'Roll No.', 'Class Name', 'Subject Code', 'From Date']);
    expect(bad.slice(1).map((line) => [line[0], line[1]])).toEqual([
      ['No student has roll number R-999', 'R-999'],
      [`Class "${className}" has no subject "XYZ9" in Odd semester`, 'R-004'],
      ['Core subjects enrol the whole class', 'R-004'],
      ['The student is not in this class on that date', 'R-005'],
      ['This student and subject are also on line 2', 'R-001'],
      ['R-003 Student 003 is enrolled in Music, which meets at the same time as this subject (Tuesday period 3)', 'R-003'],
      ['R-003 Student 003 is already enrolled in Music', 'R-003'],
      ['Please enter a valid date (YYYY-MM-DD)', 'R-004'],
    ]);
  });

  it('names a clash between two lines of the file: the later line is refused', async () => {
    const { className, upload, enrolled } = await electiveSchool();
    const csv = file('rollNumber,class,subjectCode', `R-004,${className},MUS1`, `R-004,${className},ART1`);
    expect(await upload(csv, '?preview=true')).toMatchObject({
      status: 200,
      body: {
        errors: [
          'Line 3: R-004 Student 004 is enrolled in Music, which meets at the same time as this subject (Tuesday period 3)',
        ],
      },
    });
    expect(await enrolled()).toHaveLength(1);
  });

  it('enrols in the semester asked for; an unknown semester is a 404 and an institute without one a 409', async () => {
    const { place, className, upload, enrolled } = await electiveSchool();
    const later = await seedSemester(area.pool, place.institute.id, place.day(200), place.day(300));
    const laterMusic = await teachSubject(area.pool, place, { name: 'Music', code: 'MUS1', kind: 'elective', semesterId: later });
    const csv = file('rollNumber,class,subjectCode,from', `R-001,${className},MUS1,`);
    // Before the semester begins, a line without a day starts on its first day; the student stays in the class by then.
    const answer = await upload(csv, `?semesterId=${later}`);
    expect(answer).toEqual({ status: 201, body: { success: true, created: 1 } });
    const { rows } = await area.pool.query(
      `SELECT to_char(enrolled_on, 'YYYY-MM-DD') AS day FROM enrollments WHERE institute_id = $1 AND subject_id = $2`,
      [place.institute.id, laterMusic],
    );
    expect(rows).toEqual([{ day: place.day(200) }]);
    expect(await enrolled()).toHaveLength(2);

    expect(await upload(csv, `?semesterId=${MISSING_ID}`)).toEqual(refusal(404, 'Semester not found'));
    const elsewhere = await area.institute('Elsewhere School');
    const theirs = await seedSemester(area.pool, elsewhere.id, place.day(-10), place.day(10));
    expect(await upload(csv, `?semesterId=${theirs}`)).toEqual(refusal(404, 'Semester not found'));
    expect(await upload(csv, '?semesterId=not-a-uuid')).toEqual(refusal(400, 'Please select a semester'));
    const empty = await area.institute('No Semester School');
    expect(
      await area.stack.call('POST', '/admin/enrollments/import?preview=true', {
        identity: empty.admin,
        rawBody: csv,
        headers: { 'content-type': 'text/csv' },
      }),
    ).toEqual(refusal(409, 'There is no semester to enrol in: add one under Years & semesters first'));
  });

  it('refuses an admin whose custom role does not grant managing people, and a file with a missing column', async () => {
    const { place, className, upload } = await electiveSchool();
    expect(await upload(file('rollNumber,subjectCode', 'R-001,MUS1'))).toEqual(
      refusal(400, 'The first line must name the columns: rollNumber,class,subjectCode'),
    );
    await grantOnly(area.pool, place.institute.id, place.institute.adminId, ['manage_setup']);
    expect(await upload(file('rollNumber,class,subjectCode', `R-001,${className},MUS1`))).toEqual(
      refusal(403, 'You do not have permission to do this'),
    );
  });
});
