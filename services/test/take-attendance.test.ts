import { randomUUID } from 'node:crypto';
import { attendanceMessages, messages, setupMessages } from '@rollcall/contracts';
import type { Identity } from '@rollcall/contracts/internal';
import { routes } from '@rollcall/contracts/routes';
import type { Queryable } from '../src/db/pool';
import { withTenant } from '../src/db/tenant';
import { submitLecture } from '../src/lectures/lecture-submission';
import { adminAreaStack } from './support/institute';
import { assignTeacher, grantOnly, insertLecture, insertPerson, insertStudent, seedSubject } from './support/setup-data';
import { eventually, MISSING_ID, refusal } from './support/stack';
import {
  attendanceCalls,
  enrolStudent,
  marksFor,
  registerOf,
  type TeachingInstitute,
  teachingInstitute,
} from './support/teaching';

const area = adminAreaStack();

const { submit } = attendanceCalls(area);

const submitBody = (place: TeachingInstitute, body: unknown, identity: Identity = place.teacher.identity) =>
  area.stack.call('POST', '/teacher/lectures', { identity, body });

const rosterOf = (
  place: TeachingInstitute,
  date: string,
  identity: Identity = place.teacher.identity,
  subjectId = place.subjectId,
) => area.stack.call('GET', `/teacher/subjects/${subjectId}/roster?date=${date}`, { identity });

/** Every lecture of the institute and every mark, as saved. */
async function savedRegisters(instituteId: string) {
  const lectures = await area.pool.query(
    `SELECT id, subject_id AS "subjectId", to_char(held_on, 'YYYY-MM-DD') AS "heldOn", period, taken_by AS "takenBy"
     FROM lectures WHERE institute_id = $1 ORDER BY created_at`,
    [instituteId],
  );
  const marks = await area.pool.query(
    `SELECT lecture_id AS "lectureId", student_id AS "studentId", status, source, recorded_by AS "recordedBy", supersedes, reason
     FROM attendance_marks WHERE institute_id = $1 ORDER BY lecture_id, student_id`,
    [instituteId],
  );
  return { lectures: lectures.rows, marks: marks.rows };
}

const named = (student: { rollNumber: string; name: string }) => `${student.rollNumber} ${student.name}`;

/** The student leaves the subject: `droppedOn` is their first day out. */
const drop = (place: TeachingInstitute, studentId: string, droppedOn: string) =>
  area.pool.query(`UPDATE enrollments SET dropped_on = $4 WHERE institute_id = $1 AND subject_id = $2 AND student_id = $3`, [
    place.institute.id,
    place.subjectId,
    studentId,
    droppedOn,
  ]);

/** A class member who joins the subject late: on its roster from `enrolledOn`, after the others by roll number. */
async function enrolLate(place: TeachingInstitute, enrolledOn: string) {
  const late = { name: 'Lata Late', rollNumber: 'R-010' };
  const id = await insertStudent(area.pool, place.institute.id, late.name, { classId: place.classId, joinedOn: place.day(-60) });
  await area.pool.query(`UPDATE students SET roll_number = $2 WHERE id = $1`, [id, late.rollNumber]);
  await enrolStudent(area.pool, place.institute.id, place.subjectId, id, enrolledOn);
  return { id, ...late };
}

describe('POST /teacher/lectures: a whole register in one call', () => {
  it('saves the lecture and every mark as the teacher, and answers 201 with the counts', async () => {
    const place = await teachingInstitute(area, { students: 4 });
    const [first, second] = place.roster;
    const register = registerOf(place, { period: 2, marks: marksFor(place.roster, [second!.id]) });

    const answer = await submitBody(place, register);

    expect(answer).toMatchObject({ status: 201, body: { success: true, lecture: { id: register.id, present: 3, absent: 1 } } });
    const saved = await savedRegisters(place.institute.id);
    expect(saved.lectures).toEqual([
      { id: register.id, subjectId: place.subjectId, heldOn: place.today, period: 2, takenBy: place.teacher.id },
    ]);
    expect(saved.marks).toHaveLength(4);
    expect(saved.marks).toEqual(
      expect.arrayContaining([
        {
          lectureId: register.id,
          studentId: first!.id,
          status: 'present',
          source: 'teacher',
          recordedBy: place.teacher.id,
          supersedes: null,
          reason: null,
        },
        {
          lectureId: register.id,
          studentId: second!.id,
          status: 'absent',
          source: 'teacher',
          recordedBy: place.teacher.id,
          supersedes: null,
          reason: null,
        },
      ]),
    );
  });

  it("updates the students' rollups with the register", async () => {
    const place = await teachingInstitute(area, { students: 3 });
    const [first, second, third] = place.roster;
    await submit(place, { heldOn: place.day(-1), marks: marksFor(place.roster, [first!.id]) });
    await submit(place, { heldOn: place.day(-1), period: 2, marks: marksFor(place.roster, [first!.id, second!.id]) });

    const { rows } = await area.pool.query(
      `SELECT student_id AS "studentId", present, absent FROM student_subject_attendance WHERE institute_id = $1 AND subject_id = $2`,
      [place.institute.id, place.subjectId],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { studentId: first!.id, present: 0, absent: 2 },
        { studentId: second!.id, present: 1, absent: 1 },
        { studentId: third!.id, present: 2, absent: 0 },
      ]),
    );
    const day = await area.pool.query(
      `SELECT lectures, present, absent FROM class_day_attendance WHERE institute_id = $1 AND held_on = $2`,
      [place.institute.id, place.day(-1)],
    );
    expect(day.rows).toEqual([{ lectures: 2, present: 3, absent: 3 }]);
  });

  it('answers a retry of the same id with 200 and the saved counts, changing nothing even if its marks differ', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    const register = registerOf(place, { marks: marksFor(place.roster, [place.roster[0]!.id]) });
    await submitBody(place, register);
    const before = await savedRegisters(place.institute.id);

    const retry = await submitBody(place, register);
    const changed = await submitBody(place, {
      ...register,
      marks: marksFor(place.roster, [place.roster[1]!.id, place.roster[2]!.id]),
    });

    for (const answer of [retry, changed])
      expect(answer).toEqual({ status: 200, body: { success: true, lecture: { id: register.id, present: 2, absent: 1 } } });
    expect(await savedRegisters(place.institute.id)).toEqual(before);
  });

  it('answers a new register and a register sent again each with a status its definition documents, in its shape', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const register = registerOf(place);

    const answers = [await submitBody(place, register), await submitBody(place, register)];

    expect(answers.map((answer) => answer.status)).toEqual([201, 200]);
    for (const { status, body } of answers) {
      const documented = routes.takeRegister.answers[status as 200 | 201];
      expect(documented?.schema.safeParse(body)).toMatchObject({ success: true });
    }
  });

  it('answers a retry with 200 even after the roster has changed', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    const register = registerOf(place, { heldOn: place.day(-2) });
    await submitBody(place, register);
    await drop(place, place.roster[0]!.id, place.day(-2));

    const retry = await submitBody(place, register);

    expect(retry).toEqual({ status: 200, body: { success: true, lecture: { id: register.id, present: 3, absent: 0 } } });
  });

  it('refuses another id for a slot already taken, and a saved id for another slot, with 409', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const register = registerOf(place);
    await submitBody(place, register);

    const otherId = await submit(place);
    const otherSlot = await submitBody(place, { ...register, period: 3 });
    const otherDay = await submitBody(place, { ...register, heldOn: place.day(-1) });

    for (const answer of [otherId, otherSlot, otherDay])
      expect(answer).toMatchObject(refusal(409, attendanceMessages.alreadyTaken));
    expect((await savedRegisters(place.institute.id)).lectures).toHaveLength(1);
  });

  it('saves one lecture when the same register is submitted twice at once: the other answers 200', async () => {
    const place = await teachingInstitute(area, { students: 30 });
    const register = registerOf(place, { marks: marksFor(place.roster, [place.roster[4]!.id]) });

    const answers = await Promise.all([submitBody(place, register), submitBody(place, register)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    for (const answer of answers) expect(answer.body.lecture).toEqual({ id: register.id, present: 29, absent: 1 });
    const saved = await savedRegisters(place.institute.id);
    expect(saved.lectures).toHaveLength(1);
    expect(saved.marks).toHaveLength(30);
  });

  it('saves one lecture when two ids for the same slot are submitted at once: the other answers 409', async () => {
    const place = await teachingInstitute(area, { students: 30 });

    const answers = await Promise.all([submit(place), submit(place)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)).toMatchObject(refusal(409, attendanceMessages.alreadyTaken));
    const saved = await savedRegisters(place.institute.id);
    expect(saved.lectures).toEqual([
      expect.objectContaining({ id: answers.find((answer) => answer.status === 201)!.body.lecture.id }),
    ]);
    expect(saved.marks).toHaveLength(30);
  });

  it.each([
    ['the same id', 200, (register: { id: string }) => register.id],
    ['another id', 409, () => randomUUID()],
  ] as const)(
    'waits for a register of the same slot being saved at that moment, then answers for %s with %i',
    async (_, status, idOf) => {
      const place = await teachingInstitute(area, { students: 3 });
      const register = registerOf(place, { marks: marksFor(place.roster, [place.roster[0]!.id]) });
      const saving = await area.pool.connect();
      try {
        await saving.query('BEGIN');
        await insertLecture(saving, place.institute.id, {
          id: register.id,
          subjectId: place.subjectId,
          takenBy: place.teacher.id,
          heldOn: place.today,
          students: place.roster.map((student) => student.id),
          absent: [place.roster[0]!.id],
        });
        const answer = submitBody(place, { ...register, id: idOf(register) });
        await eventually(
          async () => (await area.pool.query(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock'`)).rowCount,
        );
        await saving.query('COMMIT');

        expect((await answer).status).toBe(status);
        if (status === 200) expect((await answer).body.lecture).toEqual({ id: register.id, present: 2, absent: 1 });
        else expect(await answer).toEqual(refusal(409, attendanceMessages.alreadyTaken));
      } finally {
        saving.release();
      }
      const saved = await savedRegisters(place.institute.id);
      expect(saved.lectures).toHaveLength(1);
      expect(saved.marks).toHaveLength(3);
    },
  );

  it('refuses marks that do not match the roster of the day, naming the students missing and not on it', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    const [first, second, third] = place.roster;
    const stranger = await insertStudent(area.pool, place.institute.id, 'Sita Stranger', {
      classId: place.classId,
      joinedOn: place.day(-60),
    });
    const strangerRoll = (await area.pool.query(`SELECT roll_number FROM students WHERE id = $1`, [stranger])).rows[0]
      .roll_number;

    const answer = await submit(place, {
      marks: [
        { studentId: first!.id, status: 'present' },
        { studentId: stranger, status: 'present' },
        { studentId: MISSING_ID, status: 'absent' },
      ],
    });

    expect(answer).toEqual(
      refusal(
        400,
        attendanceMessages.rosterMismatch([named(second!), named(third!)], [`${strangerRoll} Sita Stranger`, MISSING_ID]),
      ),
    );
    expect((await savedRegisters(place.institute.id)).lectures).toEqual([]);
  });

  it('refuses a register whose student was removed between the roster check and the marks, keeping nothing of it', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const removed = place.roster[1]!;
    const outcome = await withTenant(area.applicationPool, place.institute.id, (db) => {
      const removingMidway = async (text: string, values?: unknown[]) => {
        if (text.includes('INSERT INTO attendance_marks')) await area.pool.query(`DELETE FROM users WHERE id = $1`, [removed.id]);
        return db.query(text, values);
      };
      return submitLecture(
        { query: removingMidway } as unknown as Queryable,
        place.institute.id,
        place.teacher.id,
        registerOf(place),
      );
    });

    expect(outcome).toEqual({ ok: false, reason: 'invalid', message: attendanceMessages.rosterMismatch([], []) });
    expect(await savedRegisters(place.institute.id)).toEqual({ lectures: [], marks: [] });
  });

  it('names the first five students missing and how many more', async () => {
    const place = await teachingInstitute(area, { students: 8 });

    const answer = await submit(place, { marks: [] });

    const firstFive = place.roster.slice(0, 5).map(named);
    expect(answer).toEqual(refusal(400, attendanceMessages.rosterMismatch(place.roster.map(named), [])));
    expect(answer).toEqual(
      refusal(400, `The marks do not match the roster of this date; missing: ${firstFive.join(', ')}, and 3 more`),
    );
  });

  it('checks the roster of the day held: a student who has dropped is no longer on it, one enrolled late not yet', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    const [first, second, third] = place.roster;
    await drop(place, first!.id, place.day(-5));
    const late = await enrolLate(place, place.day(-2));

    const earlier = await submit(place, { heldOn: place.day(-6), marks: marksFor(place.roster) });
    const later = await submit(place, {
      heldOn: place.day(-1),
      marks: marksFor([second!, third!, late]),
    });
    const withDropped = await submit(place, { heldOn: place.day(-3), marks: marksFor(place.roster) });

    expect(earlier.status).toBe(201);
    expect(later.status).toBe(201);
    expect(withDropped).toEqual(refusal(400, attendanceMessages.rosterMismatch([], [named(first!)])));
  });

  it('refuses a register for a subject with nobody enrolled that day', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const empty = await seedSubject(area.pool, place.institute.id, {
      classId: place.classId,
      semesterId: place.semesterId,
      code: 'CHEM',
      kind: 'elective',
    });
    await assignTeacher(area.pool, place.institute.id, empty, place.teacher.id);

    expect(await submit(place, { subjectId: empty, marks: [] })).toEqual(refusal(400, attendanceMessages.emptyRoster));
  });

  it("refuses a subject the teacher does not teach with 403, and saves a substitute's register who may take any", async () => {
    const place = await teachingInstitute(area, { students: 2 });

    expect(await submit(place, {}, place.other.identity)).toEqual(refusal(403, attendanceMessages.notYourSubject));

    await grantOnly(area.pool, place.institute.id, place.other.id, ['take_any_attendance']);
    const register = registerOf(place);
    expect(await submitBody(place, register, place.other.identity)).toMatchObject({ status: 201 });
    expect((await savedRegisters(place.institute.id)).lectures).toEqual([expect.objectContaining({ takenBy: place.other.id })]);
  });

  it('refuses a subject that does not exist with 404, and an archived one with 400', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    expect(await submit(place, { subjectId: MISSING_ID })).toEqual(refusal(404, setupMessages.subjectNotFound));

    await area.pool.query(`UPDATE subjects SET archived_at = now() WHERE institute_id = $1 AND id = $2`, [
      place.institute.id,
      place.subjectId,
    ]);
    expect(await submit(place)).toEqual(refusal(400, attendanceMessages.subjectArchived));
  });

  it("refuses a future day, and a day outside the subject's semester", async () => {
    const place = await teachingInstitute(area, { students: 2 });

    expect(await submit(place, { heldOn: place.day(1) })).toEqual(refusal(400, attendanceMessages.futureDate));
    expect(await submit(place, { heldOn: place.day(-61) })).toEqual(
      refusal(400, attendanceMessages.outsideSemester('Odd semester', place.day(-60), place.day(60))),
    );
    expect((await savedRegisters(place.institute.id)).lectures).toEqual([]);
  });

  it('checks who may mark before the day: a future register of a subject not taught is 403', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    expect(await submit(place, { heldOn: place.day(1) }, place.other.identity)).toEqual(
      refusal(403, attendanceMessages.notYourSubject),
    );
  });

  it('refuses a malformed register with every message, and a student marked twice', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [first] = place.roster;

    expect(await submit(place, { period: 0 })).toEqual(refusal(400, attendanceMessages.validPeriod));
    expect(await submit(place, { heldOn: '2026-02-30' })).toEqual(refusal(400, messages.validDate));
    expect(
      await submit(place, {
        marks: [
          { studentId: first!.id, status: 'late' },
          { studentId: place.roster[1]!.id, status: 'present' },
        ],
      }),
    ).toEqual(refusal(400, attendanceMessages.validStatus));
    expect(await submit(place, { marks: [...marksFor(place.roster), { studentId: first!.id, status: 'absent' }] })).toEqual(
      refusal(400, attendanceMessages.studentMarkedTwice),
    );
    expect((await savedRegisters(place.institute.id)).lectures).toEqual([]);
  });

  it('is for teachers only', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const answer = await submit(place, {}, place.institute.admin);
    expect(answer.status).toBe(403);
  });
});

/** A student of the roster as a register lists them with no leave approved. */
const notOnLeave = <Student extends object>(student: Student) => ({ ...student, onLeave: false });

describe('GET /teacher/subjects/{id}/roster', () => {
  it('lists the students enrolled that day by roll number, without a dropped student or one enrolled later', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    const [first, second, third] = place.roster.map(notOnLeave);
    await drop(place, first!.id, place.day(-3));
    const lata = notOnLeave(await enrolLate(place, place.day(-3)));

    expect(await rosterOf(place, place.day(-4))).toEqual({
      status: 200,
      body: { success: true, date: place.day(-4), students: [first, second, third], takenPeriods: [], busyPeriods: [] },
    });
    expect((await rosterOf(place, place.day(-3))).body.students).toEqual([second, third, lata]);
    expect((await rosterOf(place, place.today)).body.students).toEqual([second, third, lata]);
  });

  it('leaves out, from the day they leave, a student the office archived, whose earlier marks stay', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    const [first, second, third] = place.roster.map(notOnLeave);
    expect((await submit(place, { heldOn: place.day(-1) })).status).toBe(201);
    const removal = await area.stack.call('DELETE', `/admin/students/${second!.id}`, { identity: place.institute.admin });
    expect(removal.body).toEqual({ success: true, archived: true });

    expect((await rosterOf(place, place.day(-1))).body.students).toEqual([first, second, third]);
    expect((await rosterOf(place, place.today)).body.students).toEqual([first, third]);
    expect((await submit(place, { marks: marksFor([first!, third!]) })).status).toBe(201);
    const marked = await area.pool.query(`SELECT count(*)::int AS marks FROM attendance_marks WHERE student_id = $1`, [
      second!.id,
    ]);
    expect(marked.rows).toEqual([{ marks: 1 }]);
  });

  it('puts shorter roll numbers of the same pattern first (R-2 before R-10)', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [first, second] = place.roster;
    await area.pool.query(`UPDATE students SET roll_number = 'R-10' WHERE id = $1`, [first!.id]);
    await area.pool.query(`UPDATE students SET roll_number = 'R-2' WHERE id = $1`, [second!.id]);

    const { body } = await rosterOf(place, place.today);
    expect(body.students.map((student: { rollNumber: string }) => student.rollNumber)).toEqual(['R-2', 'R-10']);
  });

  it('names the periods of the subject already taken that day', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    await submit(place, { period: 3 });
    await submit(place, { period: 1 });
    await submit(place, { period: 2, heldOn: place.day(-1) });

    expect((await rosterOf(place, place.today)).body.takenPeriods).toEqual([1, 3]);
  });

  it('refuses a subject the teacher does not teach, unless they may take any attendance', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    expect(await rosterOf(place, place.today, place.other.identity)).toEqual(refusal(403, attendanceMessages.notYourSubject));

    await grantOnly(area.pool, place.institute.id, place.other.id, ['take_any_attendance']);
    expect((await rosterOf(place, place.today, place.other.identity)).body.students).toEqual(place.roster.map(notOnLeave));
  });

  it('answers 404 for an unknown or malformed subject id, and 400 for a bad date', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    expect(await rosterOf(place, place.today, place.teacher.identity, MISSING_ID)).toEqual(
      refusal(404, setupMessages.subjectNotFound),
    );
    expect(await rosterOf(place, place.today, place.teacher.identity, 'not-an-id')).toEqual(
      refusal(404, setupMessages.subjectNotFound),
    );
    expect(await rosterOf(place, '2026-13-01')).toEqual(refusal(400, messages.validDate));
    const noDate = await area.stack.call('GET', `/teacher/subjects/${place.subjectId}/roster`, {
      identity: place.teacher.identity,
    });
    expect(noDate).toEqual(refusal(400, messages.validDate));
  });
});

describe('a lecture id from another teacher', () => {
  it('is still the same lecture to a retry by anyone who may mark it', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const register = registerOf(place);
    await submitBody(place, register);
    const colleague = await insertPerson(area.pool, place.institute.id, 'teacher', 'Cora Colleague');
    await assignTeacher(area.pool, place.institute.id, place.subjectId, colleague.id);

    expect(await submitBody(place, register, colleague.identity)).toMatchObject({ status: 200 });
    expect(await submit(place, {}, colleague.identity)).toEqual(refusal(409, attendanceMessages.alreadyTaken));
  });
});
