import {
  type AttendanceReportResponse,
  attendanceMessages,
  gatewayMessages,
  messages,
  peopleMessages,
  portalMessages,
  type ReportRow,
  reportCellText,
  reportFilterLine,
  reportMessages,
  setupMessages,
} from '@rollcall/contracts';
import { type Identity, identityHeaders } from '@rollcall/contracts/internal';
import { routes } from '@rollcall/contracts/routes';
import { parse } from 'csv-parse/sync';
import { adminAreaStack } from './support/institute';
import { readPdf } from './support/pdf-reading';
import {
  adminWithOnly,
  assignTeacher,
  grantOnly,
  insertLecture,
  insertStudent,
  seedClass,
  seedSemester,
  seedSubject,
} from './support/setup-data';
import { eventually, INTERNAL_SECRET, MISSING_ID, refusal } from './support/stack';
import { crowdedSubject, enrolStudent, rawGet, teachingInstitute } from './support/teaching';

const area = adminAreaStack();

const reportOf = (identity: Identity, query = '') =>
  area.stack.call('GET', `/${identity.role}/reports/attendance${query}`, { identity });

/**
 * A class worked out by hand; T is the institute's today, the semester runs T-60 to T+60. Class A holds S1, S2, S3
 * since T-60 and S4, who joined on T-9; class B holds S5.
 *
 * Physics (PHY1, core of A, taught by Tara), period 1, S1–S3 enrolled from T-60, S4 from T-9:
 *   T-12 S1 absent; T-10 S2 absent; T-8 S1 absent, corrected to present by the office, S4 present; T-6 S2 absent.
 * Chemistry (CHE1, core of A, taught by Otto), period 2, the same enrolments:
 *   T-12 S3 absent; T-8 S4 absent.
 * Art (ART1) and Music (MUS1), parallel electives of A in period 3: S1 in Art from T-20, dropped on T-9; S3 in
 *   both from T-20; S2 in Music from T-20. T-12: Art S1 present, S3 absent; Music S2 and S3 present.
 *   T-7 Art: S1 present (after the drop: not counted, not shown) and S3 present.
 * Biology (BIO1, core of B), period 1: T-10 S5 present.
 *
 * Columns: T-12 P1 PHY1 · T-12 P2 CHE1 · T-12 P3 ART1/MUS1 · T-10 P1 BIO1/PHY1 · T-8 P1 PHY1 · T-8 P2 CHE1 ·
 *   T-7 P3 ART1 · T-6 P1 PHY1.
 * S1: A P P P P P '' P = 6 of 7, 85.7 %. S2: P P P A P P '' A = 5 of 7, 71.4 %. S3: P A A/P P P P P P = 7 of 9,
 * 77.8 %. S4: '' '' '' '' P A '' P = 2 of 3, 66.7 %. S5: '' '' '' P '' '' '' '' = 1 of 1, 100 %.
 * Totals 21 of 27 = 77.8 %.
 */
async function handWorkedClass() {
  const place = await teachingInstitute(area, { students: 3 });
  const { day, institute, classId, semesterId, teacher, other } = place;
  const pool = area.pool;
  const [s1, s2, s3] = place.roster.map((student) => student.id) as [string, string, string];
  const s4 = await insertStudent(pool, institute.id, 'Late Lata', { classId, joinedOn: day(-9) });
  await pool.query(`UPDATE students SET roll_number = 'R-004' WHERE institute_id = $1 AND id = $2`, [institute.id, s4]);
  const classB = await seedClass(pool, institute.id, `${(await className(classId)).slice(0, -1)}B`);
  const s5 = await insertStudent(pool, institute.id, 'Bina B', { classId: classB, joinedOn: day(-60) });
  await pool.query(`UPDATE students SET roll_number = 'R-005' WHERE institute_id = $1 AND id = $2`, [institute.id, s5]);

  const subject = async (forClass: string, code: string, kind: 'core' | 'elective', teacherId: string) => {
    const id = await seedSubject(pool, institute.id, { classId: forClass, semesterId, code, kind });
    await assignTeacher(pool, institute.id, id, teacherId);
    return id;
  };
  const physics = place.subjectId;
  const chemistry = await subject(classId, 'CHE1', 'core', other.id);
  const art = await subject(classId, 'ART1', 'elective', other.id);
  const music = await subject(classId, 'MUS1', 'elective', other.id);
  const biology = await subject(classB, 'BIO1', 'core', other.id);
  await enrolStudent(pool, institute.id, physics, s4, day(-9));
  for (const student of [s1, s2, s3]) await enrolStudent(pool, institute.id, chemistry, student, day(-60));
  await enrolStudent(pool, institute.id, chemistry, s4, day(-9));
  await enrolStudent(pool, institute.id, art, s1, day(-20), day(-9));
  await enrolStudent(pool, institute.id, art, s3, day(-20));
  await enrolStudent(pool, institute.id, music, s2, day(-20));
  await enrolStudent(pool, institute.id, music, s3, day(-20));
  await enrolStudent(pool, institute.id, biology, s5, day(-60));

  const held = (subjectId: string, offset: number, period: number, students: string[], absent: string[] = []) =>
    insertLecture(pool, institute.id, { subjectId, takenBy: teacher.id, heldOn: day(offset), period, students, absent });
  await held(physics, -12, 1, [s1, s2, s3], [s1]);
  await held(physics, -10, 1, [s1, s2, s3], [s2]);
  const corrected = await held(physics, -8, 1, [s1, s2, s3, s4], [s1]);
  await held(physics, -6, 1, [s1, s2, s3, s4], [s2]);
  await held(chemistry, -12, 2, [s1, s2, s3], [s3]);
  await held(chemistry, -8, 2, [s1, s2, s3, s4], [s4]);
  await held(art, -12, 3, [s1, s3], [s3]);
  await held(music, -12, 3, [s2, s3]);
  await held(art, -7, 3, [s1, s3]);
  await held(biology, -10, 1, [s5]);
  const correction = await area.stack.call('POST', `/admin/lectures/${corrected}/corrections`, {
    identity: institute.admin,
    body: { studentId: s1, status: 'present', reason: 'Was at the lab' },
  });
  expect(correction.status).toBe(201);
  return { place, s1, s2, s3, s4, s5, classB, physics, chemistry, art, music, biology };
}

async function className(classId: string) {
  return (await area.pool.query<{ name: string }>(`SELECT name FROM classes WHERE id = $1`, [classId])).rows[0]!.name;
}

const column = (heldOn: string, period: number, ...subjects: string[]) => ({ heldOn, period, subjects });
const counts = (present: number, total: number, percentage: number | null) => ({ present, total, percentage });

describe("the office's attendance report", () => {
  it('answers every student of the semester with each lecture period, counted only while enrolled', async () => {
    const { place, s1, s2, s3, s4, s5, classB } = await handWorkedClass();
    const { day } = place;
    const [nameA, nameB] = [await className(place.classId), await className(classB)];

    const answer = await reportOf(place.institute.admin);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      institute: { name: expect.any(String) },
      filter: {
        semester: { id: place.semesterId, name: 'Odd semester', startsOn: day(-60), endsOn: day(60) },
        class: null,
        subject: null,
        student: null,
        from: day(-60),
        to: day(60),
      },
      threshold: 75,
      issuedOn: place.today,
      columns: [
        column(day(-12), 1, 'PHY1'),
        column(day(-12), 2, 'CHE1'),
        column(day(-12), 3, 'ART1', 'MUS1'),
        column(day(-10), 1, 'BIO1', 'PHY1'),
        column(day(-8), 1, 'PHY1'),
        column(day(-8), 2, 'CHE1'),
        column(day(-7), 3, 'ART1'),
        column(day(-6), 1, 'PHY1'),
      ],
      rows: [
        { studentId: s1, rollNumber: 'R-001', name: 'Student 001', className: nameA, ...counts(6, 7, 85.7) },
        { studentId: s2, rollNumber: 'R-002', name: 'Student 002', className: nameA, ...counts(5, 7, 71.4) },
        { studentId: s3, rollNumber: 'R-003', name: 'Student 003', className: nameA, ...counts(7, 9, 77.8) },
        { studentId: s4, rollNumber: 'R-004', name: 'Late Lata', className: nameA, ...counts(2, 3, 66.7) },
        { studentId: s5, rollNumber: 'R-005', name: 'Bina B', className: nameB, ...counts(1, 1, 100) },
      ].map((row, index) => ({ ...row, marks: HAND_WORKED_MARKS[index], markSubjects: HAND_WORKED_SUBJECTS[index] })),
      totals: counts(21, 27, 77.8),
      lectures: 10,
    });
  });

  it('counts the registers taken, each of parallel lectures in one period included, and names the subject of every mark', async () => {
    const { place, s1, s2, s3, s5 } = await handWorkedClass();
    const everything = await reportOf(place.institute.admin);
    expect([everything.body.columns.length, everything.body.lectures]).toEqual([8, 10]);
    const [art, music, biology] = [[['ART1']], [['MUS1']], [['BIO1']]];
    const rows: ReportRow[] = everything.body.rows;
    const byStudent = new Map(rows.map((row) => [row.studentId, row]));
    const period3 = (studentId: string) => byStudent.get(studentId)!.markSubjects.slice(2, 4);
    expect(period3(s1)).toEqual([...art, ['PHY1']]);
    expect(period3(s2)).toEqual([...music, ['PHY1']]);
    expect(period3(s3)).toEqual([['ART1', 'MUS1'], ['PHY1']]);
    expect(period3(s5)).toEqual([[], ...biology]);

    const ofClass = await reportOf(
      place.institute.admin,
      `?classId=${place.classId}&from=${place.day(-12)}&to=${place.day(-12)}`,
    );
    expect(ofClass.body.columns).toEqual([
      column(place.day(-12), 1, 'PHY1'),
      column(place.day(-12), 2, 'CHE1'),
      column(place.day(-12), 3, 'ART1', 'MUS1'),
    ]);
    expect(ofClass.body.lectures).toBe(4);
  });

  it('answers as its definition documents it, to the office and to a teacher: every field of its schema, and no other', async () => {
    const { place } = await handWorkedClass();
    for (const [route, identity] of [
      [routes.adminAttendanceReport, place.institute.admin],
      [routes.teacherAttendanceReport, place.teacher.identity],
    ] as const) {
      const answer = await reportOf(identity);
      expect([identity.role, answer.status, answer.body.rows.length > 0]).toEqual([identity.role, 200, true]);
      expect(route.answers[200].schema.parse(answer.body)).toEqual(answer.body);
    }
  });

  it('narrows to a class, a subject or a student, and names each in the filter', async () => {
    const { place, s1, s3, s4, art } = await handWorkedClass();
    const { day, institute } = place;
    const nameA = await className(place.classId);

    const ofClass = await reportOf(institute.admin, `?classId=${place.classId}`);
    expect(ofClass.body.filter.class).toEqual({ id: place.classId, name: nameA });
    expect(ofClass.body.columns[3]).toEqual(column(day(-10), 1, 'PHY1'));
    expect(ofClass.body.rows.map((row: { rollNumber: string }) => row.rollNumber)).toEqual(['R-001', 'R-002', 'R-003', 'R-004']);
    expect(ofClass.body.totals).toEqual(counts(20, 26, 76.9));
    expect([ofClass.body.columns.length, ofClass.body.lectures]).toEqual([8, 9]);

    const ofArt = await reportOf(institute.admin, `?subjectId=${art}`);
    expect(ofArt.status).toBe(200);
    expect(ofArt.body.filter).toMatchObject({
      semester: { id: place.semesterId },
      subject: { id: art, name: 'ART1', code: 'ART1', className: nameA },
    });
    expect(ofArt.body.columns).toEqual([column(day(-12), 3, 'ART1'), column(day(-7), 3, 'ART1')]);
    expect(ofArt.body.rows).toEqual([
      expect.objectContaining({ studentId: s1, marks: ['P', ''], ...counts(1, 1, 100) }),
      expect.objectContaining({ studentId: s3, marks: ['A', 'P'], ...counts(1, 2, 50) }),
    ]);

    const ofStudent = await reportOf(institute.admin, `?studentId=${s4}&semesterId=${place.semesterId}`);
    expect(ofStudent.body.filter.student).toEqual({ id: s4, name: 'Late Lata', rollNumber: 'R-004' });
    expect(ofStudent.body.columns).toHaveLength(8);
    expect(ofStudent.body.rows).toEqual([expect.objectContaining({ studentId: s4, marks: HAND_WORKED_MARKS[3] })]);
    expect(ofStudent.body.totals).toEqual(counts(2, 3, 66.7));

    const nobody = await reportOf(institute.admin, `?studentId=${s3}&subjectId=${place.subjectId}&from=${day(-7)}&to=${day(-7)}`);
    expect(nobody.body).toMatchObject({ columns: [], rows: [expect.objectContaining({ studentId: s3, marks: [] })] });
  });

  it('cuts the range to the semester; a range outside it is an empty report', async () => {
    const { place, s1, s2, s3, s4 } = await handWorkedClass();
    const { day, institute, classId } = place;

    const middle = await reportOf(institute.admin, `?classId=${classId}&from=${day(-10)}&to=${day(-8)}`);
    expect(middle.body.filter).toMatchObject({ from: day(-10), to: day(-8) });
    expect(middle.body.columns).toEqual([column(day(-10), 1, 'PHY1'), column(day(-8), 1, 'PHY1'), column(day(-8), 2, 'CHE1')]);
    expect(middle.body.rows).toEqual([
      expect.objectContaining({ studentId: s1, marks: ['P', 'P', 'P'], ...counts(3, 3, 100) }),
      expect.objectContaining({ studentId: s2, marks: ['A', 'P', 'P'], ...counts(2, 3, 66.7) }),
      expect.objectContaining({ studentId: s3, marks: ['P', 'P', 'P'], ...counts(3, 3, 100) }),
      expect.objectContaining({ studentId: s4, marks: ['', 'P', 'A'], ...counts(1, 2, 50) }),
    ]);

    const wide = await reportOf(institute.admin, `?classId=${classId}&from=${day(-100)}&to=${day(100)}`);
    expect(wide.body.filter).toMatchObject({ from: day(-60), to: day(60) });
    expect(wide.body.totals).toEqual(counts(20, 26, 76.9));

    const before = await reportOf(institute.admin, `?from=${day(-90)}&to=${day(-70)}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      filter: { from: day(-60), to: day(-70) },
      columns: [],
      rows: [],
      totals: counts(0, 0, null),
    });
  });

  it('refuses a query it cannot read, naming what is wrong', async () => {
    const { place, chemistry } = await handWorkedClass();
    const { institute, day } = place;
    const admin = institute.admin;
    const later = await seedSemester(area.pool, institute.id, day(61), day(90));

    for (const [query, status, message] of [
      ['?classId=nope', 400, messages.selectClass],
      ['?semesterId=1', 400, messages.selectSemester],
      ['?subjectId=x&studentId=y', 400, messages.selectSubject],
      ['?from=2026-13-01', 400, messages.validDate],
      [`?from=${day(-1)}&to=${day(-2)}`, 400, messages.endBeforeStart],
      ['?format=xls', 400, reportMessages.validFormat],
      [`?semesterId=${MISSING_ID}`, 404, setupMessages.semesterNotFound],
      [`?classId=${MISSING_ID}`, 404, setupMessages.classNotFound],
      [`?subjectId=${MISSING_ID}`, 404, setupMessages.subjectNotFound],
      [`?studentId=${MISSING_ID}`, 404, peopleMessages.studentNotFound],
      [`?semesterId=${later}&subjectId=${chemistry}`, 400, reportMessages.subjectNotInSemester],
    ] as const) {
      const answer = await reportOf(admin, query);
      if (query === '?subjectId=x&studentId=y') {
        expect(answer).toEqual(refusal(400, messages.selectSubject, messages.selectStudent));
      } else expect([query, answer]).toEqual([query, refusal(status, message)]);
    }

    const fresh = await area.institute();
    expect(await reportOf(fresh.admin)).toEqual(refusal(404, portalMessages.noSemester));
  });

  it('needs View reports to read and Export reports to download', async () => {
    const { place } = await handWorkedClass();
    const { institute } = place;
    const viewer = await adminWithOnly(area.pool, institute.id, ['view_reports']);
    const exporter = await adminWithOnly(area.pool, institute.id, ['view_reports', 'export_reports']);
    const neither = await adminWithOnly(area.pool, institute.id, ['manage_people']);

    expect((await reportOf(viewer)).status).toBe(200);
    expect(await reportOf(viewer, '?format=csv')).toEqual(refusal(403, reportMessages.noExport));
    expect((await reportOf(exporter, '?format=csv')).status).toBe(200);
    expect(await reportOf(viewer, '?format=pdf')).toEqual(refusal(403, reportMessages.noExport));
    expect(await reportOf(neither)).toEqual(refusal(403, messages.noPermission));
    const student = { role: 'student', userId: place.roster[0]!.id, instituteId: institute.id } as Identity;
    expect(await area.stack.call('GET', '/admin/reports/attendance', { identity: student })).toEqual(
      refusal(403, gatewayMessages.noAccess),
    );
  });
});

/** The hand-worked marks of S1 to S5, column by column. */
const HAND_WORKED_MARKS = [
  ['A', 'P', 'P', 'P', 'P', 'P', '', 'P'],
  ['P', 'P', 'P', 'A', 'P', 'P', '', 'A'],
  ['P', 'A', 'A/P', 'P', 'P', 'P', 'P', 'P'],
  ['', '', '', '', 'P', 'A', '', 'P'],
  ['', '', '', 'P', '', '', '', ''],
];

/** The subjects of those marks, cell by cell. */
const HAND_WORKED_SUBJECTS = [
  [['PHY1'], ['CHE1'], ['ART1'], ['PHY1'], ['PHY1'], ['CHE1'], [], ['PHY1']],
  [['PHY1'], ['CHE1'], ['MUS1'], ['PHY1'], ['PHY1'], ['CHE1'], [], ['PHY1']],
  [['PHY1'], ['CHE1'], ['ART1', 'MUS1'], ['PHY1'], ['PHY1'], ['CHE1'], ['ART1'], ['PHY1']],
  [[], [], [], [], ['PHY1'], ['CHE1'], [], ['PHY1']],
  [[], [], [], ['BIO1'], [], [], [], []],
];

/** The CSV's cells of those marks: a mark of the period with two electives names its subject. */
const HAND_WORKED_CSV_CELLS = [
  ['A', 'P', 'P ART1', 'P', 'P', 'P', '', 'P'],
  ['P', 'P', 'P MUS1', 'A', 'P', 'P', '', 'A'],
  ['P', 'A', 'A ART1/P MUS1', 'P', 'P', 'P', 'P', 'P'],
  ['', '', '', '', 'P', 'A', '', 'P'],
];

describe("a teacher's attendance report", () => {
  it('takes only the subjects they teach, and refuses another subject', async () => {
    const { place, s1, s2, s3, s4, chemistry } = await handWorkedClass();
    const { day, teacher } = place;

    const answer = await reportOf(teacher.identity);
    expect(answer.status).toBe(200);
    expect(answer.body.columns).toEqual([
      column(day(-12), 1, 'PHY1'),
      column(day(-10), 1, 'PHY1'),
      column(day(-8), 1, 'PHY1'),
      column(day(-6), 1, 'PHY1'),
    ]);
    expect(answer.body.rows).toEqual([
      expect.objectContaining({ studentId: s1, marks: ['A', 'P', 'P', 'P'], ...counts(3, 4, 75) }),
      expect.objectContaining({ studentId: s2, marks: ['P', 'A', 'P', 'A'], ...counts(2, 4, 50) }),
      expect.objectContaining({ studentId: s3, marks: ['P', 'P', 'P', 'P'], ...counts(4, 4, 100) }),
      expect.objectContaining({ studentId: s4, marks: ['', '', 'P', 'P'], ...counts(2, 2, 100) }),
    ]);
    expect(answer.body.totals).toEqual(counts(11, 14, 78.6));

    expect(await reportOf(teacher.identity, `?subjectId=${chemistry}`)).toEqual(refusal(403, attendanceMessages.notYourSubject));
    expect((await reportOf(teacher.identity, `?subjectId=${place.subjectId}&format=csv`)).status).toBe(200);
    expect((await reportOf(teacher.identity, '?format=csv')).status).toBe(200);
  });

  it('with View reports sees every subject, and downloads others only with Export reports', async () => {
    const { place, chemistry } = await handWorkedClass();
    const { institute, teacher, other } = place;
    await grantOnly(area.pool, institute.id, teacher.id, ['view_reports']);
    await grantOnly(area.pool, institute.id, other.id, ['view_reports', 'export_reports']);

    const everything = await reportOf(teacher.identity);
    expect(everything.body.columns).toHaveLength(8);
    expect(everything.body.totals).toEqual(counts(21, 27, 77.8));
    expect((await reportOf(teacher.identity, `?subjectId=${chemistry}`)).status).toBe(200);
    expect(await reportOf(teacher.identity, '?format=csv')).toEqual(refusal(403, reportMessages.noExport));
    expect(await reportOf(teacher.identity, `?subjectId=${chemistry}&format=csv`)).toEqual(refusal(403, reportMessages.noExport));
    expect((await reportOf(teacher.identity, `?subjectId=${place.subjectId}&format=csv`)).status).toBe(200);
    expect((await reportOf(other.identity, '?format=csv')).status).toBe(200);
  });
});

/** The CSV's lines as fields, read back as a spreadsheet would (a leading byte order mark dropped). */
const csvTable = (text: string): string[][] => parse(text, { bom: true, relax_column_count: false });

describe('the report as CSV', () => {
  it('streams the same rows as the screen under their headings, and writes no cell a spreadsheet would run', async () => {
    const { place, s1, s2 } = await handWorkedClass();
    const { day, institute, classId } = place;
    const pool = area.pool;
    await pool.query(`UPDATE users SET name = '=cmd|'' /C calc''!A0' WHERE id = $1`, [s1]);
    await pool.query(`UPDATE students SET roll_number = '+91 98450 00001' WHERE id = $1`, [s1]);
    await pool.query(`UPDATE users SET name = 'अनन्या "Anu", शर्मा' WHERE id = $1`, [s2]);
    await pool.query(`UPDATE classes SET name = 'कक्षा 5-A' WHERE id = $1`, [classId]);
    const s6 = await insertStudent(pool, institute.id, 'Newly Joined', { classId, joinedOn: day(-1) });
    await enrolStudent(pool, institute.id, place.subjectId, s6, day(-1));
    const query = `?classId=${classId}&from=${day(-12)}&to=${day(-1)}`;

    const screen = await reportOf(institute.admin, query);
    const download = await rawGet(area, institute.admin, `/admin/reports/attendance${query}&format=csv`);

    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const name = `attendance-5-A-${day(-12)}-to-${day(-1)}.csv`;
    const unicodeName = encodeURIComponent(`attendance-कक्षा-5-A-${day(-12)}-to-${day(-1)}.csv`);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${unicodeName}`);
    expect(download.text.startsWith('\uFEFF')).toBe(true);
    expect(download.text.endsWith('\r\n')).toBe(true);
    expect(download.text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);

    const table = csvTable(download.text);
    expect(table[0]).toEqual([
      'Roll number',
      'Name',
      `${day(-12)} P1 PHY1`,
      `${day(-12)} P2 CHE1`,
      `${day(-12)} P3 ART1/MUS1`,
      `${day(-10)} P1 PHY1`,
      `${day(-8)} P1 PHY1`,
      `${day(-8)} P2 CHE1`,
      `${day(-7)} P3 ART1`,
      `${day(-6)} P1 PHY1`,
      'Present',
      'Total',
      'Percentage',
    ]);
    expect(table.slice(1)).toEqual([
      ["'+91 98450 00001", "'=cmd|' /C calc'!A0", ...HAND_WORKED_CSV_CELLS[0]!, '6', '7', '85.7'],
      ['R-002', 'अनन्या "Anu", शर्मा', ...HAND_WORKED_CSV_CELLS[1]!, '5', '7', '71.4'],
      ['R-003', 'Student 003', ...HAND_WORKED_CSV_CELLS[2]!, '7', '9', '77.8'],
      ['R-004', 'Late Lata', ...HAND_WORKED_CSV_CELLS[3]!, '2', '3', '66.7'],
      [expect.any(String), 'Newly Joined', '', '', '', '', '', '', '', '', '0', '0', ''],
    ]);
    const screenRows = screen.body.rows.map((row: ReportRow) =>
      row.marks.map((mark, at) => reportCellText(screen.body.columns[at], mark, row.markSubjects[at]!)),
    );
    expect(table.slice(1).map((line) => line.slice(2, -3))).toEqual(screenRows);
  });

  it('streams a report larger than one batch and larger than a screen takes', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    await crowdedSubject(area, place, { students: 320, lectures: 320, marked: 20 });
    const { admin } = place.institute;

    expect(await reportOf(admin)).toEqual(refusal(400, reportMessages.tooLarge(323, 320)));
    const download = await rawGet(area, admin, '/admin/reports/attendance?format=csv');

    expect(download.status).toBe(200);
    const table = csvTable(download.text);
    expect(table).toHaveLength(1 + 323);
    expect(table.every((line) => line.length === 2 + 320 + 3)).toBe(true);
    const blank = (count: number) => Array<string>(count).fill('');
    expect(table[1]).toEqual(['C-0001', 'Crowd 0001', ...Array<string>(20).fill('A'), ...blank(300), '0', '20', '0.0']);
    expect(table[320]).toEqual(['C-0320', 'Crowd 0320', ...Array<string>(20).fill('P'), ...blank(300), '20', '20', '100.0']);
    expect(table[321]).toEqual(['R-001', 'Student 001', ...blank(320), '0', '0', '']);
  }, 30_000);

  it('stops reading when the client goes away, and frees its connection', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    await crowdedSubject(area, place, { students: 600, lectures: 300, marked: 0 });
    const abort = new AbortController();
    const response = await fetch(`${area.stack.services.url}/admin/reports/attendance?format=csv`, {
      headers: identityHeaders(INTERNAL_SECRET, place.institute.admin),
      signal: abort.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    abort.abort();

    await eventually(async () => {
      const { rows } = await area.pool.query<{ open: number }>(
        `SELECT count(*)::int AS open FROM pg_stat_activity
         WHERE pid <> pg_backend_pid() AND (state LIKE 'idle in transaction%' OR query LIKE '%WITH spells%' AND state = 'active')`,
      );
      return rows[0]!.open === 0;
    });
    const after = await reportOf(place.institute.admin, `?studentId=${place.roster[0]!.id}`);
    expect(after.status).toBe(200);
  }, 30_000);
});

describe('the report as PDF', () => {
  it('prints the same rows as the screen, with the institute, the filter and the page count', async () => {
    const { place } = await handWorkedClass();
    const { day, institute, classId } = place;
    const query = `?classId=${classId}&from=${day(-12)}&to=${day(-1)}`;
    const screen = (await reportOf(institute.admin, query)).body as AttendanceReportResponse;

    const response = await fetch(`${area.stack.services.url}/admin/reports/attendance${query}&format=pdf`, {
      headers: identityHeaders(INTERNAL_SECRET, institute.admin),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="attendance-.*\.pdf"; filename\*=UTF-8''/);
    const text = (await readPdf(Buffer.from(await response.arrayBuffer()))).flatMap((page) => page.lines).join('\n');
    expect(text).toContain(screen.institute.name);
    expect(text).toContain(reportFilterLine(screen.filter));
    expect(text).toContain('Page 1 of 1');
    for (const row of screen.rows) {
      const line = text.split('\n').find((candidate) => candidate.includes(row.rollNumber) && candidate.includes(row.name));
      expect([row.rollNumber, line]).toEqual([
        row.rollNumber,
        expect.stringMatching(new RegExp(`${row.present}\\s+${row.total}\\s+${row.percentage}`)),
      ]);
    }
    const lineOf = (rollNumber: string) => text.split('\n').find((candidate) => candidate.includes(rollNumber));
    expect([lineOf('R-001'), lineOf('R-002')]).toEqual([expect.stringContaining('P ART1'), expect.stringContaining('P MUS1')]);
  }, 60_000);

  it('is refused when the table is too large to print, as on screen', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    await crowdedSubject(area, place, { students: 320, lectures: 320, marked: 1 });

    expect(await reportOf(place.institute.admin, '?format=pdf')).toEqual(refusal(400, reportMessages.tooLarge(323, 320)));
  }, 30_000);
});
