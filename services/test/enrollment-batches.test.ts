import { randomUUID } from 'node:crypto';
import type { Identity } from '@rollcall/contracts/internal';
import { adminAreaStack, type TestInstitute } from './support/institute';
import {
  addDays,
  adminWithOnly,
  insertTeacher,
  instituteToday,
  seedClass,
  seedSemester,
  seedSubject,
  seedTerm,
} from './support/setup-data';
import { refusal } from './support/stack';
import { enrolStudent } from './support/teaching';

const area = adminAreaStack();

interface Pupil {
  id: string;
  name: string;
  rollNumber: string;
}

/** A student with this roll number in the class from `joinedOn`. */
async function pupil(instituteId: string, name: string, rollNumber: string, classId: string, joinedOn: string): Promise<Pupil> {
  const { rows } = await area.pool.query<{ id: string }>(
    `INSERT INTO users (role, institute_id, name, email) VALUES ('student', $1, $2, $3) RETURNING id`,
    [instituteId, name, `${randomUUID()}@bulk.test`],
  );
  const id = rows[0]!.id;
  await area.pool.query(`INSERT INTO students (institute_id, id, roll_number) VALUES ($1, $2, $3)`, [
    instituteId,
    id,
    rollNumber,
  ]);
  await area.pool.query(`INSERT INTO class_members (institute_id, class_id, student_id, joined_on) VALUES ($1, $2, $3, $4)`, [
    instituteId,
    classId,
    id,
    joinedOn,
  ]);
  return { id, name, rollNumber };
}

/** The subject's enrolments as (roll number, first day in, first day out), by roll number. */
async function enrolmentsOf(instituteId: string, subjectId: string): Promise<[string, string, string | null][]> {
  const { rows } = await area.pool.query<{ roll: string; enrolledOn: string; droppedOn: string | null }>(
    `SELECT s.roll_number AS roll, to_char(e.enrolled_on, 'YYYY-MM-DD') AS "enrolledOn", to_char(e.dropped_on, 'YYYY-MM-DD') AS "droppedOn"
     FROM enrollments e JOIN students s ON s.institute_id = e.institute_id AND s.id = e.student_id
     WHERE e.institute_id = $1 AND e.subject_id = $2 ORDER BY s.roll_number, e.enrolled_on`,
    [instituteId, subjectId],
  );
  return rows.map((row) => [row.roll, row.enrolledOn, row.droppedOn]);
}

const post = (identity: Identity, path: string, body: unknown) => area.stack.call('POST', path, { identity, body });
const enrolMany = (institute: TestInstitute, body: unknown) => post(institute.admin, '/admin/enrollments/bulk', body);
const dropMany = (institute: TestInstitute, body: unknown) => post(institute.admin, '/admin/enrollments/drop-bulk', body);

const enrolment = (subjectId: string, student: Pupil, enrolledOn: string, droppedOn: string | null = null) => ({
  id: expect.any(String),
  subjectId,
  studentId: student.id,
  studentName: student.name,
  rollNumber: student.rollNumber,
  enrolledOn,
  droppedOn,
});
const refused = (student: Pupil, message: string) => ({
  studentId: student.id,
  studentName: student.name,
  rollNumber: student.rollNumber,
  message,
});

/** Class 1-A with five students, Class 1-B with one, in the 2026-07-01 … 2026-12-31 term; Art and Music are electives of 1-A. */
async function school() {
  const institute = await area.institute();
  const term = await seedTerm(area.pool, institute.id);
  const inA = (name: string, roll: string) => pupil(institute.id, name, roll, term.classA, '2026-07-01');
  const [asha, bala, chitra, dev, esha] = [
    await inA('Asha Rao', 'A1'),
    await inA('Bala Nair', 'A2'),
    await inA('Chitra Das', 'A3'),
    await inA('Dev Menon', 'A4'),
    await inA('Esha Pillai', 'A5'),
  ];
  const farhan = await pupil(institute.id, 'Farhan Ali', 'B1', term.classB, '2026-07-01');
  const music = await seedSubject(area.pool, institute.id, {
    classId: term.classA,
    semesterId: term.semesterId,
    code: 'MUSIC',
    kind: 'elective',
  });
  return { institute, ...term, art: term.artA, music, asha, bala, chitra, dev, esha, farhan };
}

/** Art and Music meet on Monday period 2, in parallel. */
async function parallelOnMonday(place: Awaited<ReturnType<typeof school>>) {
  const teacher = await insertTeacher(area.pool, place.institute.id, 'Tara Teacher');
  const other = await insertTeacher(area.pool, place.institute.id, 'Uma Teacher');
  for (const [subjectId, teacherId] of [
    [place.art, teacher],
    [place.music, other],
  ])
    await area.pool.query(
      `INSERT INTO timetable_slots (institute_id, class_id, semester_id, subject_id, teacher_id, weekday, period, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, 1, 2, '10:00', '10:50')`,
      [place.institute.id, place.classA, place.semesterId, subjectId, teacherId],
    );
}

describe('enrolling many students in an elective', () => {
  it('enrols the ones the rules allow and names each one refused, with why, in one call', async () => {
    const place = await school();
    const { institute, art, music, asha, bala, chitra, dev, esha, farhan } = place;
    await parallelOnMonday(place);
    await enrolStudent(area.pool, institute.id, music, esha.id, '2026-07-01');
    await enrolStudent(area.pool, institute.id, art, bala.id, '2026-07-15');
    const stranger = randomUUID();

    // Bala first, enrolled already: her refusal must not undo the students after her.
    const answer = await enrolMany(institute, {
      subjectId: art,
      studentIds: [bala.id, asha.id, farhan.id, chitra.id, esha.id, stranger, dev.id],
      from: '2026-08-03',
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        from: '2026-08-03',
        enrollments: [
          enrolment(art, asha, '2026-08-03'),
          enrolment(art, chitra, '2026-08-03'),
          enrolment(art, dev, '2026-08-03'),
        ],
        refused: [
          refused(bala, 'Already enrolled'),
          refused(farhan, 'The student is not in this class on that date'),
          refused(esha, 'A5 Esha Pillai is enrolled in MUSIC, which meets at the same time as this subject (Monday period 2)'),
          { studentId: stranger, studentName: null, rollNumber: null, message: 'Student not found' },
        ],
      },
    });
    expect(await enrolmentsOf(institute.id, art)).toEqual([
      ['A1', '2026-08-03', null],
      ['A2', '2026-07-15', null],
      ['A3', '2026-08-03', null],
      ['A4', '2026-08-03', null],
    ]);
  });

  it('ends an enrolment the day its student leaves the class, and enrols again one whose enrolment ended', async () => {
    const { institute, art, asha, bala } = await school();
    await area.pool.query(`UPDATE class_members SET left_on = '2026-10-01' WHERE institute_id = $1 AND student_id = $2`, [
      institute.id,
      asha.id,
    ]);
    await enrolStudent(area.pool, institute.id, art, bala.id, '2026-07-01', '2026-08-01');
    const answer = await enrolMany(institute, { subjectId: art, studentIds: [asha.id, bala.id], from: '2026-08-03' });
    expect(answer.body).toEqual({
      success: true,
      from: '2026-08-03',
      enrollments: [enrolment(art, asha, '2026-08-03', '2026-10-01'), enrolment(art, bala, '2026-08-03')],
      refused: [],
    });
    // From a day inside her ended enrolment, Bala is enrolled already.
    expect((await enrolMany(institute, { subjectId: art, studentIds: [bala.id], from: '2026-07-20' })).body.refused).toEqual([
      refused(bala, 'Already enrolled'),
    ]);
  });

  it("starts on the institute's today, or on the semester's first day when it has not begun", async () => {
    const institute = await area.institute();
    const today = await instituteToday(area.pool, institute.id);
    const classId = await seedClass(area.pool, institute.id, 'Class 2');
    const current = await seedSemester(area.pool, institute.id, addDays(today, -30), addDays(today, 30));
    const next = await seedSemester(area.pool, institute.id, addDays(today, 31), addDays(today, 120));
    const student = await pupil(institute.id, 'Gita Sen', 'C1', classId, addDays(today, -60));
    for (const [semesterId, expected] of [
      [current, today],
      [next, addDays(today, 31)],
    ] as const) {
      const subjectId = await seedSubject(area.pool, institute.id, {
        classId,
        semesterId,
        code: `E-${expected}`,
        kind: 'elective',
      });
      const answer = await enrolMany(institute, { subjectId, studentIds: [student.id] });
      expect(answer.status).toBe(200);
      expect(answer.body.from).toBe(expected);
      expect(answer.body.enrollments).toEqual([enrolment(subjectId, student, expected)]);
    }
  });

  it('refuses the whole batch, changing nothing, for a subject not found, a core subject or a day outside the semester', async () => {
    const { institute, art, coreA, asha, bala } = await school();
    const studentIds = [asha.id, bala.id];
    expect(await enrolMany(institute, { subjectId: randomUUID(), studentIds, from: '2026-08-03' })).toEqual(
      refusal(404, 'Subject not found'),
    );
    expect(await enrolMany(institute, { subjectId: coreA, studentIds, from: '2026-08-03' })).toEqual(
      refusal(409, 'Core subjects enrol the whole class'),
    );
    expect(await enrolMany(institute, { subjectId: art, studentIds, from: '2027-01-04' })).toEqual(
      refusal(409, "The date must fall within the subject's semester (2026-07-01 to 2026-12-31)"),
    );
    expect(await enrolmentsOf(institute.id, art)).toEqual([]);
  });

  it('answers 400 for a list that is wrong in itself, and enrols nobody of it', async () => {
    const { institute, art, asha, bala } = await school();
    const good = { subjectId: art, studentIds: [asha.id, bala.id], from: '2026-08-03' };
    const tooMany = Array.from({ length: 501 }, () => randomUUID());
    for (const [body, message] of [
      [{ ...good, studentIds: [] }, 'Please choose at least one student'],
      [{ ...good, studentIds: tooMany }, 'At most 500 students can be chosen at once'],
      [{ ...good, studentIds: [asha.id, bala.id, asha.id] }, 'Each student can be chosen only once'],
      [{ ...good, studentIds: [asha.id, 'bala'] }, 'Please select a student'],
      [{ ...good, studentIds: asha.id }, 'Please choose at least one student'],
      [{ ...good, from: '2026-02-30' }, 'Please enter a valid date (YYYY-MM-DD)'],
      [{ ...good, subjectId: 'art' }, 'Please select a subject'],
      [{ ...good, dropFirst: true }, expect.stringContaining('dropFirst')],
    ] as const) {
      const answer = await enrolMany(institute, body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContainEqual(message);
    }
    expect(await enrolmentsOf(institute.id, art)).toEqual([]);
  });
});

describe('dropping many students from a subject', () => {
  it('ends the enrolments from the day, keeps them, and names each student refused with why', async () => {
    const { institute, art, asha, bala, chitra, dev } = await school();
    await enrolStudent(area.pool, institute.id, art, asha.id, '2026-07-01');
    await enrolStudent(area.pool, institute.id, art, bala.id, '2026-07-01');
    await enrolStudent(area.pool, institute.id, art, chitra.id, '2026-10-05');

    const answer = await dropMany(institute, {
      subjectId: art,
      studentIds: [asha.id, chitra.id, dev.id, bala.id],
      from: '2026-10-01',
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        from: '2026-10-01',
        enrollments: [enrolment(art, asha, '2026-07-01', '2026-10-01'), enrolment(art, bala, '2026-07-01', '2026-10-01')],
        refused: [
          refused(chitra, 'The drop date must be after 2026-10-05, the day the enrolment began'),
          refused(dev, 'The student is not enrolled in this subject before that date'),
        ],
      },
    });
    expect(await enrolmentsOf(institute.id, art)).toEqual([
      ['A1', '2026-07-01', '2026-10-01'],
      ['A2', '2026-07-01', '2026-10-01'],
      ['A3', '2026-10-05', null],
    ]);
  });

  it("drops from the institute's today when no day is given", async () => {
    const institute = await area.institute();
    const today = await instituteToday(area.pool, institute.id);
    const classId = await seedClass(area.pool, institute.id, 'Class 3');
    const semesterId = await seedSemester(area.pool, institute.id, addDays(today, -30), addDays(today, 30));
    const subjectId = await seedSubject(area.pool, institute.id, { classId, semesterId, code: 'YOGA', kind: 'elective' });
    const student = await pupil(institute.id, 'Hari Iyer', 'D1', classId, addDays(today, -30));
    await enrolStudent(area.pool, institute.id, subjectId, student.id, addDays(today, -30));
    const answer = await dropMany(institute, { subjectId, studentIds: [student.id] });
    expect(answer.body).toEqual({
      success: true,
      from: today,
      enrollments: [enrolment(subjectId, student, addDays(today, -30), today)],
      refused: [],
    });
  });

  it('answers 404 for a subject not found and 400 for a wrong list, ending nothing', async () => {
    const { institute, art, asha } = await school();
    await enrolStudent(area.pool, institute.id, art, asha.id, '2026-07-01');
    expect(await dropMany(institute, { subjectId: randomUUID(), studentIds: [asha.id], from: '2026-10-01' })).toEqual(
      refusal(404, 'Subject not found'),
    );
    expect(await dropMany(institute, { subjectId: art, studentIds: [asha.id, asha.id], from: '2026-10-01' })).toEqual(
      refusal(400, 'Each student can be chosen only once'),
    );
    expect(await dropMany(institute, { subjectId: art, studentIds: [asha.id], from: '1 Oct' })).toEqual(
      refusal(400, 'Please enter a valid date (YYYY-MM-DD)'),
    );
    expect(await enrolmentsOf(institute.id, art)).toEqual([['A1', '2026-07-01', null]]);
  });
});

describe('another institute, and permissions', () => {
  it("finds neither another institute's subject nor its students, and names none of them", async () => {
    const { institute, art, asha, bala } = await school();
    await enrolStudent(area.pool, institute.id, art, bala.id, '2026-07-01');
    const other = await school();
    const studentIds = [asha.id, bala.id];
    expect(await enrolMany(other.institute, { subjectId: art, studentIds, from: '2026-08-03' })).toEqual(
      refusal(404, 'Subject not found'),
    );
    expect(await dropMany(other.institute, { subjectId: art, studentIds, from: '2026-10-01' })).toEqual(
      refusal(404, 'Subject not found'),
    );
    const unknown = (studentId: string, message: string) => ({ studentId, studentName: null, rollNumber: null, message });
    expect((await enrolMany(other.institute, { subjectId: other.art, studentIds, from: '2026-08-03' })).body).toEqual({
      success: true,
      from: '2026-08-03',
      enrollments: [],
      refused: [unknown(asha.id, 'Student not found'), unknown(bala.id, 'Student not found')],
    });
    const notEnrolled = 'The student is not enrolled in this subject before that date';
    expect((await dropMany(other.institute, { subjectId: other.art, studentIds, from: '2026-10-01' })).body).toEqual({
      success: true,
      from: '2026-10-01',
      enrollments: [],
      refused: [unknown(asha.id, notEnrolled), unknown(bala.id, notEnrolled)],
    });
    expect(await enrolmentsOf(institute.id, art)).toEqual([['A2', '2026-07-01', null]]);
  });

  it('refuses an admin whose custom role does not grant managing people, and a teacher', async () => {
    const { institute, art, asha } = await school();
    const setupOnly = await adminWithOnly(area.pool, institute.id, ['manage_setup']);
    const teacher: Identity = {
      role: 'teacher',
      userId: await insertTeacher(area.pool, institute.id, 'Tara Teacher'),
      instituteId: institute.id,
    };
    const body = { subjectId: art, studentIds: [asha.id], from: '2026-08-03' };
    for (const identity of [setupOnly, teacher]) {
      for (const path of ['/admin/enrollments/bulk', '/admin/enrollments/drop-bulk'])
        expect((await post(identity, path, body)).status).toBe(403);
    }
    expect(await enrolmentsOf(institute.id, art)).toEqual([]);
  });
});
