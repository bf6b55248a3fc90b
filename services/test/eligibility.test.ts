import { eligibilityMessages, gatewayMessages, messages, portalMessages, setupMessages } from '@rollcall/contracts';
import { type Identity, identityHeaders } from '@rollcall/contracts/internal';
import { rowsDigest } from '../src/eligibility/eligibility-rows';
import { adminAreaStack } from './support/institute';
import { readPdf } from './support/pdf-reading';
import { recordCall } from './support/record-call';
import {
  addDays,
  adminWithOnly,
  insertLecture,
  insertPerson,
  insertStudent,
  seedClass,
  seedSemester,
} from './support/setup-data';
import { INTERNAL_SECRET, MISSING_ID, refusal } from './support/stack';
import { enrolStudent, rawGet } from './support/teaching';

const area = adminAreaStack();

const listOf = (identity: Identity, query = '') => area.stack.call('GET', `/admin/eligibility${query}`, { identity });

/** A download kept as bytes (a PDF), recorded for the contract check with its headers. */
async function download(identity: Identity, pathAndQuery: string) {
  const response = await fetch(`${area.stack.services.url}${pathAndQuery}`, {
    headers: identityHeaders(INTERNAL_SECRET, identity),
  });
  const file = Buffer.from(await response.arrayBuffer());
  recordCall('GET', pathAndQuery, {}, undefined, response, '');
  return { status: response.status, headers: response.headers, file };
}

/** The school days (Monday to Friday) from `from` to `to`, both in, that fall on one of the ISO weekdays given. */
function schoolDays(from: string, to: string, weekdays: readonly number[]): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
    if (weekdays.includes(weekday)) days.push(day);
  }
  return days;
}

const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];
const MONDAY_WEDNESDAY_FRIDAY = [1, 3, 5];

/**
 * A term worked out by hand, long past, so the institute's today falls after it: Term 1 from Monday 2020-01-06 to
 * Friday 2020-01-31; threshold 75 %, condonation floor 65 % (the defaults); Monday 2020-01-27 is a holiday of the
 * whole institute. Registers were taken from 2020-01-06 to 2020-01-24 (three weeks); none after.
 *
 * Grade 9 A: Mathematics (MAT9) period 1 Monday to Friday; Physics (PHY9) period 2 Monday, Wednesday, Friday.
 *   Asha (9A-2): MAT9 absent on 01-07, 01-08, 01-09 and 01-14 (the office corrected 01-14 to Present) and 01-21;
 *     PHY9 always present. One MAT9 lecture condoned, granted on 01-20.
 *   Chitra (9A-3): MAT9 absent on 01-06 … 01-10 and 01-20; PHY9 always present, dropped from 01-22 (first day out).
 *     Three MAT9 lectures condoned on 01-10, withdrawn on 01-15.
 *   Bala (9A-10): MAT9 always present; PHY9 dropped from 01-13 (present on 01-06, 01-08, 01-10).
 * Grade 9 B: Science (SCI9) period 1 Monday to Friday. Dev (9B-1): absent on 01-06 only.
 */
async function handWorkedTerm(instituteName: string) {
  const institute = await area.institute(instituteName);
  const { pool } = area;
  const id = institute.id;
  const year = await pool.query<{ id: string }>(
    `INSERT INTO academic_years (institute_id, name, starts_on, ends_on) VALUES ($1, '2019-20', '2019-07-01', '2020-06-30') RETURNING id`,
    [id],
  );
  const term = await pool.query<{ id: string }>(
    `INSERT INTO semesters (institute_id, academic_year_id, name, starts_on, ends_on)
     VALUES ($1, $2, 'Term 1', '2020-01-06', '2020-01-31') RETURNING id`,
    [id, year.rows[0]!.id],
  );
  const semesterId = term.rows[0]!.id;
  const gradeA = await seedClass(pool, id, 'Grade 9 A');
  const gradeB = await seedClass(pool, id, 'Grade 9 B');
  const teacher = await insertPerson(pool, id, 'teacher', 'Tara Teacher');
  const subject = async (classId: string, name: string, code: string, period: number, weekdays: readonly number[]) => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind) VALUES ($1, $2, $3, $4, $5, 'core') RETURNING id`,
      [id, classId, semesterId, name, code],
    );
    const subjectId = rows[0]!.id;
    await pool.query(
      `INSERT INTO timetable_slots (institute_id, class_id, semester_id, subject_id, teacher_id, weekday, period, starts_at, ends_at)
       SELECT $1, $2, $3, $4, $5, weekday, $6::int, make_time(8 + $6::int, 0, 0), make_time(8 + $6::int, 50, 0)
       FROM unnest($7::int[]) AS weekday`,
      [id, classId, semesterId, subjectId, teacher.id, period, weekdays],
    );
    return subjectId;
  };
  const maths = await subject(gradeA, 'Mathematics', 'MAT9', 1, MONDAY_TO_FRIDAY);
  const physics = await subject(gradeA, 'Physics', 'PHY9', 2, MONDAY_WEDNESDAY_FRIDAY);
  const science = await subject(gradeB, 'Science', 'SCI9', 1, MONDAY_TO_FRIDAY);
  // No class named: a holiday of the whole institute.
  await pool.query(
    `INSERT INTO calendar_entries (institute_id, kind, name, starts_on, ends_on) VALUES ($1, 'holiday', 'Republic Day', '2020-01-27', '2020-01-27')`,
    [id],
  );

  const admit = async (name: string, rollNumber: string, classId: string) => {
    const studentId = await insertStudent(pool, id, name, { classId, joinedOn: '2020-01-06' });
    await pool.query(`UPDATE students SET roll_number = $3 WHERE institute_id = $1 AND id = $2`, [id, studentId, rollNumber]);
    return studentId;
  };
  const asha = await admit('Asha Rao', '9A-2', gradeA);
  const chitra = await admit('Chitra Das', '9A-3', gradeA);
  const bala = await admit('Bala Nair', '9A-10', gradeA);
  const dev = await admit('Dev Kumar', '9B-1', gradeB);
  await enrolStudent(pool, id, maths, asha, '2020-01-06');
  await enrolStudent(pool, id, maths, chitra, '2020-01-06');
  await enrolStudent(pool, id, maths, bala, '2020-01-06');
  await enrolStudent(pool, id, physics, asha, '2020-01-06');
  await enrolStudent(pool, id, physics, chitra, '2020-01-06', '2020-01-22');
  await enrolStudent(pool, id, physics, bala, '2020-01-06', '2020-01-13');
  await enrolStudent(pool, id, science, dev, '2020-01-06');

  /** Each day's register of the subject: the students enrolled that day, Present except the ones named absent. */
  const registers = async (
    subjectId: string,
    period: number,
    days: readonly string[],
    enrolled: (day: string) => string[],
    absent: Record<string, string[]>,
  ) => {
    const lectures: Record<string, string> = {};
    for (const heldOn of days)
      lectures[heldOn] = await insertLecture(pool, id, {
        subjectId,
        takenBy: teacher.id,
        heldOn,
        period,
        students: enrolled(heldOn),
        absent: absent[heldOn] ?? [],
      });
    return lectures;
  };
  const mathsLectures = await registers(
    maths,
    1,
    schoolDays('2020-01-06', '2020-01-24', MONDAY_TO_FRIDAY),
    () => [asha, chitra, bala],
    {
      '2020-01-06': [chitra],
      '2020-01-07': [asha, chitra],
      '2020-01-08': [asha, chitra],
      '2020-01-09': [asha, chitra],
      '2020-01-10': [chitra],
      '2020-01-14': [asha],
      '2020-01-20': [chitra],
      '2020-01-21': [asha],
    },
  );
  await registers(
    physics,
    2,
    schoolDays('2020-01-06', '2020-01-24', MONDAY_WEDNESDAY_FRIDAY),
    (day) => [asha, ...(day < '2020-01-22' ? [chitra] : []), ...(day < '2020-01-13' ? [bala] : [])],
    {},
  );
  await registers(science, 1, schoolDays('2020-01-06', '2020-01-24', MONDAY_TO_FRIDAY), () => [dev], { '2020-01-06': [dev] });

  // The office's correction of Asha's absence on 01-14: a new current mark, the teacher's stays in the history.
  await pool.query(
    `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source, supersedes, reason)
     SELECT institute_id, lecture_id, student_id, 'present', $4, 'office', id, 'Was at the science fair'
     FROM attendance_marks WHERE institute_id = $1 AND lecture_id = $2 AND student_id = $3`,
    [id, mathsLectures['2020-01-14'], asha, institute.adminId],
  );
  const condone = (studentId: string, lectures: number, grantedAt: string, withdrawnAt: string | null = null) =>
    pool.query(
      `INSERT INTO condonations (institute_id, student_id, subject_id, lectures, reason, granted_by, granted_at, withdrawn_by, withdrawn_at)
       VALUES ($1, $2, $3, $4, 'Medical certificate', $5, $6, CASE WHEN $7::timestamptz IS NOT NULL THEN $5::uuid END, $7)`,
      [id, studentId, maths, lectures, institute.adminId, grantedAt, withdrawnAt],
    );
  // 10:30 on 01-20 in Kolkata; and 11:30 on 01-10, withdrawn at 11:30 on 01-15.
  await condone(asha, 1, '2020-01-20T05:00:00Z');
  await condone(chitra, 3, '2020-01-10T06:00:00Z', '2020-01-15T06:00:00Z');

  return { institute, semesterId, gradeA, gradeB, maths, physics, science, students: { asha, chitra, bala, dev } };
}

type Term = Awaited<ReturnType<typeof handWorkedTerm>>;

/** A subject's line of the list, as the answer gives it. */
const subjectLine = (
  subjectId: string,
  code: string,
  name: string,
  figures: {
    present: number;
    total: number;
    condoned: number;
    percentage: number | null;
    status: 'eligible' | 'condonable' | 'short';
    lecturesLeft: number;
    maxReachable: number | null;
    canMiss: number;
  },
) => ({ subjectId, code, name, ...figures });

/** The hand-worked list of the term as of Friday 2020-01-17 (see handWorkedTerm). */
function listOnThe17th({ maths, physics, science, students }: Term) {
  const mat = (figures: Parameters<typeof subjectLine>[3]) => subjectLine(maths, 'MAT9', 'Mathematics', figures);
  const phy = (figures: Parameters<typeof subjectLine>[3]) => subjectLine(physics, 'PHY9', 'Physics', figures);
  // Left after 01-17 to 01-31: MAT9 and SCI9 on 01-20 … 01-24 (5) and 01-28 … 01-31 (4), the holiday 01-27 out: 9;
  // PHY9 on 01-20, 01-22, 01-24, 01-29, 01-31: 5. Marks of 01-20 … 01-24 are after the day: not counted.
  return [
    {
      studentId: students.asha,
      name: 'Asha Rao',
      rollNumber: '9A-2',
      className: 'Grade 9 A',
      subjects: [
        // 10 lectures, absent on 01-07, 01-08, 01-09 (01-14 corrected to Present): 7 ÷ 10 = 70.0, from 65 to 75:
        // condonable (the condonation is granted on 01-20, after the day). Attending all 9 left: 16 ÷ 19 = 84.2;
        // missing 1: 15 ÷ 19 = 78.9 ≥ 75, missing 2: 14 ÷ 19 = 73.7 < 75, so 1.
        mat({
          present: 7,
          total: 10,
          condoned: 0,
          percentage: 70,
          status: 'condonable',
          lecturesLeft: 9,
          maxReachable: 84.2,
          canMiss: 1,
        }),
        // 6 ÷ 6; 11 ÷ 11 at most; missing 2: 9 ÷ 11 = 81.8, missing 3: 8 ÷ 11 = 72.7, so 2.
        phy({
          present: 6,
          total: 6,
          condoned: 0,
          percentage: 100,
          status: 'eligible',
          lecturesLeft: 5,
          maxReachable: 100,
          canMiss: 2,
        }),
      ],
    },
    {
      studentId: students.chitra,
      name: 'Chitra Das',
      rollNumber: '9A-3',
      className: 'Grade 9 A',
      subjects: [
        // 5 ÷ 10 = 50.0 < 65: short (the three lectures condoned were withdrawn on 01-15); 14 ÷ 19 = 73.7 at most: 0.
        mat({
          present: 5,
          total: 10,
          condoned: 0,
          percentage: 50,
          status: 'short',
          lecturesLeft: 9,
          maxReachable: 73.7,
          canMiss: 0,
        }),
        // 6 ÷ 6; dropped from 01-22, so only 01-20 is left: 7 ÷ 7; missing it: 6 ÷ 7 = 85.7, so 1.
        phy({
          present: 6,
          total: 6,
          condoned: 0,
          percentage: 100,
          status: 'eligible',
          lecturesLeft: 1,
          maxReachable: 100,
          canMiss: 1,
        }),
      ],
    },
    {
      studentId: students.bala,
      name: 'Bala Nair',
      rollNumber: '9A-10',
      className: 'Grade 9 A',
      // Physics was dropped from 01-13: not a subject of his on 01-17. 10 ÷ 10; missing 4: 15 ÷ 19 = 78.9, 5: 73.7.
      subjects: [
        mat({
          present: 10,
          total: 10,
          condoned: 0,
          percentage: 100,
          status: 'eligible',
          lecturesLeft: 9,
          maxReachable: 100,
          canMiss: 4,
        }),
      ],
    },
    {
      studentId: students.dev,
      name: 'Dev Kumar',
      rollNumber: '9B-1',
      className: 'Grade 9 B',
      subjects: [
        // 9 ÷ 10 = 90.0; 18 ÷ 19 = 94.7 at most; missing 3: 15 ÷ 19 = 78.9, missing 4: 14 ÷ 19 = 73.7, so 3.
        subjectLine(science, 'SCI9', 'Science', {
          present: 9,
          total: 10,
          condoned: 0,
          percentage: 90,
          status: 'eligible',
          lecturesLeft: 9,
          maxReachable: 94.7,
          canMiss: 3,
        }),
      ],
    },
  ];
}

const TERM_1 = (semesterId: string) => ({ id: semesterId, name: 'Term 1', startsOn: '2020-01-06', endsOn: '2020-01-31' });

describe('the eligibility list', () => {
  // Every test reads the same term and writes nothing it reads.
  let term: Term;
  beforeAll(async () => {
    term = await handWorkedTerm('Lakeview Senior Secondary School');
  }, 60_000);

  it('answers each student’s subjects as of a past day, checked by hand, by class then roll number', async () => {
    const answer = await listOf(term.institute.admin, '?asOf=2020-01-17');
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        threshold: 75,
        condonationFloor: 65,
        asOf: '2020-01-17',
        semester: TERM_1(term.semesterId),
        students: listOnThe17th(term),
      },
    });
  });

  it('reads as of the institute’s today, cut to the semester’s last day, with the condonations in force by then', async () => {
    const { maths, physics, science, students } = term;
    const answer = await listOf(term.institute.admin);
    expect(answer.status).toBe(200);
    expect(answer.body.asOf).toBe('2020-01-31');
    const figures = answer.body.students.map((student: { name: string; subjects: Record<string, unknown>[] }) => [
      student.name,
      student.subjects.map(
        ({ subjectId, present, total, condoned, percentage, status, lecturesLeft, maxReachable, canMiss }) => ({
          subjectId,
          present,
          total,
          condoned,
          percentage,
          status,
          lecturesLeft,
          maxReachable,
          canMiss,
        }),
      ),
    ]);
    const line = (subjectId: string, present: number, total: number, condoned: number, percentage: number, status: string) => ({
      subjectId,
      present,
      total,
      condoned,
      percentage,
      status,
      lecturesLeft: 0,
      maxReachable: percentage,
      canMiss: 0,
    });
    expect(figures).toEqual([
      // MAT9: 15 lectures, 4 absences: 11 ÷ 15 = 73.3; the lecture condoned on 01-20 counts, capped at what lifts
      // it to 75: 0.75 × 15 − 11 = 0.25, so (11 + 0.25) ÷ 15 = 75.0, eligible. PHY9: 9 ÷ 9.
      ['Asha Rao', [line(maths, 11, 15, 0.25, 75, 'eligible'), line(physics, 9, 9, 0, 100, 'eligible')]],
      // MAT9: 6 absences, 9 ÷ 15 = 60.0 < 65; Physics dropped from 01-22, no longer hers on 01-31.
      ['Chitra Das', [line(maths, 9, 15, 0, 60, 'short')]],
      ['Bala Nair', [line(maths, 15, 15, 0, 100, 'eligible')]],
      // 14 ÷ 15 = 93.3.
      ['Dev Kumar', [line(science, 14, 15, 0, 93.3, 'eligible')]],
    ]);
    expect(answer.body.students.map((student: { studentId: string }) => student.studentId)).toEqual([
      students.asha,
      students.chitra,
      students.bala,
      students.dev,
    ]);
  });

  it('reads a day before the semester as its first day', async () => {
    const answer = await listOf(term.institute.admin, `?semesterId=${term.semesterId}&asOf=2019-12-01`);
    expect(answer.body.asOf).toBe('2020-01-06');
    // Asha on 01-06: MAT9 1 ÷ 1, left 01-07 … 01-31 on weekdays, the holiday out: 4 + 5 + 5 + 4 = 18.
    expect(answer.body.students[0].subjects[0]).toEqual(
      subjectLine(term.maths, 'MAT9', 'Mathematics', {
        present: 1,
        total: 1,
        condoned: 0,
        percentage: 100,
        status: 'eligible',
        lecturesLeft: 18,
        maxReachable: 100,
        canMiss: 4,
      }),
    );
  });

  it('counts the lectures left of an enrolment begun after the day too', async () => {
    // Its own term: Bala, out of PHY9 from 01-13, enrolled again from 01-29.
    const own = await handWorkedTerm('Hillside Senior Secondary School');
    await enrolStudent(area.pool, own.institute.id, own.physics, own.students.bala, '2020-01-29');
    const answer = await listOf(own.institute.admin, '?asOf=2020-01-10');
    const bala = answer.body.students.find((student: { studentId: string }) => student.studentId === own.students.bala);
    // Present on 01-06, 01-08 and 01-10; none left before the drop (01-11 and 01-12 are a weekend); 01-29 and 01-31
    // after it. Attending both: 5 ÷ 5; missing 1: 4 ÷ 5 = 80.0 ≥ 75, missing 2: 3 ÷ 5 = 60.0.
    expect(bala.subjects[1]).toEqual(
      subjectLine(own.physics, 'PHY9', 'Physics', {
        present: 3,
        total: 3,
        condoned: 0,
        percentage: 100,
        status: 'eligible',
        lecturesLeft: 2,
        maxReachable: 100,
        canMiss: 1,
      }),
    );
  }, 60_000);

  it('takes only the subjects of a class, and only the students with a subject of the status asked', async () => {
    const [asha, chitra, bala, dev] = listOnThe17th(term);
    const admin = term.institute.admin;

    const gradeB = await listOf(admin, `?asOf=2020-01-17&classId=${term.gradeB}`);
    expect(gradeB.body.students).toEqual([dev]);
    const gradeA = await listOf(admin, `?asOf=2020-01-17&classId=${term.gradeA}`);
    expect(gradeA.body.students).toEqual([asha, chitra, bala]);

    // Chitra is short in MAT9 only: both her subjects are listed.
    expect((await listOf(admin, '?asOf=2020-01-17&status=short')).body.students).toEqual([chitra]);
    expect((await listOf(admin, '?asOf=2020-01-17&status=condonable')).body.students).toEqual([asha]);
    expect((await listOf(admin, '?asOf=2020-01-17&status=eligible')).body.students).toEqual([asha, chitra, bala, dev]);
    expect((await listOf(admin, `?asOf=2020-01-17&status=short&classId=${term.gradeB}`)).body.students).toEqual([]);
  });

  it('downloads as the exam cell’s CSV file', async () => {
    const answer = await rawGet(area, term.institute.admin, `/admin/eligibility.csv?asOf=2020-01-17&classId=${term.gradeB}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="eligibility-Term-1-2020-01-17.csv"; filename*=UTF-8''eligibility-Term-1-2020-01-17.csv`,
    );
    expect(answer.text).toBe(
      '\uFEFFClass,Roll number,Student,Subject code,Subject,Present,Total,Condoned,Percentage,Status,Lectures left,Max reachable,Can miss\r\n' +
        'Grade 9 B,9B-1,Dev Kumar,SCI9,Science,9,10,0,90.0,Eligible,9,94.7,3\r\n',
    );

    const whole = await rawGet(area, term.institute.admin, '/admin/eligibility.csv?asOf=2020-01-17');
    expect(whole.text.split('\r\n').slice(1, -1)).toEqual([
      'Grade 9 A,9A-2,Asha Rao,MAT9,Mathematics,7,10,0,70.0,Needs condonation,9,84.2,1',
      'Grade 9 A,9A-2,Asha Rao,PHY9,Physics,6,6,0,100.0,Eligible,5,100.0,2',
      'Grade 9 A,9A-3,Chitra Das,MAT9,Mathematics,5,10,0,50.0,Short,9,73.7,0',
      'Grade 9 A,9A-3,Chitra Das,PHY9,Physics,6,6,0,100.0,Eligible,1,100.0,1',
      'Grade 9 A,9A-10,Bala Nair,MAT9,Mathematics,10,10,0,100.0,Eligible,9,100.0,4',
      'Grade 9 B,9B-1,Dev Kumar,SCI9,Science,9,10,0,90.0,Eligible,9,94.7,3',
    ]);
  });

  it('downloads as the exam cell’s PDF, naming the institute, with the digest of the CSV’s rows', async () => {
    const admin = term.institute.admin;
    const answer = await download(admin, '/admin/eligibility.pdf?asOf=2020-01-17');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="eligibility-Term-1-2020-01-17.pdf"; filename*=UTF-8''eligibility-Term-1-2020-01-17.pdf`,
    );
    const text = (await readPdf(answer.file)).flatMap((page) => page.lines).join('\n');
    expect(text).toContain('Lakeview Senior Secondary School');
    expect(text).toMatch(/9B-1\s+Dev Kumar/);
    const csv = await rawGet(area, admin, '/admin/eligibility.csv?asOf=2020-01-17');
    const rows = csv.text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => `${line}\r\n`);
    expect(rows).toHaveLength(6);
    expect(text).toContain(rowsDigest(rows));
  }, 60_000);

  it('needs View reports to read and Export reports to download, and is the admin’s only', async () => {
    const { institute } = term;
    const viewer = await adminWithOnly(area.pool, institute.id, ['view_reports']);
    const exporter = await adminWithOnly(area.pool, institute.id, ['view_reports', 'export_reports']);
    const neither = await adminWithOnly(area.pool, institute.id, ['manage_people']);

    expect((await listOf(viewer)).status).toBe(200);
    expect(await listOf(neither)).toEqual(refusal(403, messages.noPermission));
    expect(await area.stack.call('GET', '/admin/eligibility.csv', { identity: viewer })).toEqual(
      refusal(403, messages.noPermission),
    );
    expect((await rawGet(area, exporter, '/admin/eligibility.csv')).status).toBe(200);
    expect(await area.stack.call('GET', '/admin/eligibility.pdf', { identity: viewer })).toEqual(
      refusal(403, messages.noPermission),
    );
    expect((await download(exporter, '/admin/eligibility.pdf')).status).toBe(200);
    for (const role of ['teacher', 'student'] as const) {
      const identity: Identity = { role, userId: term.students.asha, instituteId: institute.id };
      expect(await listOf(identity)).toEqual(refusal(403, gatewayMessages.noAccess));
      for (const file of ['csv', 'pdf'])
        expect(await area.stack.call('GET', `/admin/eligibility.${file}`, { identity })).toEqual(
          refusal(403, gatewayMessages.noAccess),
        );
    }
  }, 60_000);

  it('refuses a semester or class not the institute’s, an institute with no semester, and a day that is not one', async () => {
    const admin = term.institute.admin;
    const other = await area.institute();
    const otherSemester = await seedSemester(area.pool, other.id, '2020-01-01', '2020-03-31');
    const otherClass = await seedClass(area.pool, other.id, 'Grade 9 A');

    for (const path of ['/admin/eligibility', '/admin/eligibility.csv', '/admin/eligibility.pdf']) {
      const call = (query: string) => area.stack.call('GET', `${path}${query}`, { identity: admin });
      expect(await call(`?semesterId=${otherSemester}`)).toEqual(refusal(404, setupMessages.semesterNotFound));
      expect(await call(`?semesterId=${MISSING_ID}`)).toEqual(refusal(404, setupMessages.semesterNotFound));
      expect(await call(`?classId=${otherClass}`)).toEqual(refusal(404, setupMessages.classNotFound));
      expect(await call('?asOf=2020-02-30')).toEqual(refusal(400, messages.validDate));
      expect(await call('?asOf=yesterday')).toEqual(refusal(400, messages.validDate));
      expect(await call('?status=absent')).toEqual(refusal(400, eligibilityMessages.chooseStatus));
    }
    const fresh = await area.institute();
    expect(await listOf(fresh.admin)).toEqual(refusal(404, portalMessages.noSemester));
  }, 30_000);
});
