import { leaveMessages, leaveTexts, messages, peopleMessages, portalMessages } from '@rollcall/contracts';
import type { Identity } from '@rollcall/contracts/internal';
import { adminAreaStack } from './support/institute';
import { adminWithOnly, grantOnly, insertStudent, seedClass } from './support/setup-data';
import { MISSING_ID, mailsTo, refusal } from './support/stack';
import {
  attendanceCalls,
  insertParent,
  marksFor,
  recordLecture,
  registerOf,
  type RosterStudent,
  studentIdentity,
  type TeachingInstitute,
  teachingInstitute,
} from './support/teaching';

const area = adminAreaStack();
const { submit, correct } = attendanceCalls(area);

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * A teaching institute (three students of B.Sc. CS, Tara Teacher its class teacher) with a parent linked to the
 * first student, and a second class whose class teacher is Otto Other, with one student.
 */
async function leavePlace() {
  const place = await teachingInstitute(area, { students: 3 });
  const [asha, ben, chitra] = place.roster as [RosterStudent, RosterStudent, RosterStudent];
  await area.pool.query(`UPDATE classes SET class_teacher_id = $3 WHERE institute_id = $1 AND id = $2`, [
    place.institute.id,
    place.classId,
    place.teacher.id,
  ]);
  const otherClassId = await seedClass(area.pool, place.institute.id, `Other class ${place.classId.slice(0, 8)}`);
  await area.pool.query(`UPDATE classes SET class_teacher_id = $3 WHERE institute_id = $1 AND id = $2`, [
    place.institute.id,
    otherClassId,
    place.other.id,
  ]);
  const dev = await insertStudent(area.pool, place.institute.id, 'Dev Other', {
    classId: otherClassId,
    joinedOn: place.day(-60),
  });
  const parent = await insertParent(area.pool, place.institute.id, 'Padma Parent', [asha.id]);
  return { place, asha, ben, chitra, dev, otherClassId, parent, admin: place.institute.admin };
}

type LeavePlace = Awaited<ReturnType<typeof leavePlace>>;

const askAsStudent = (place: TeachingInstitute, studentId: string, body: object) =>
  area.stack.call('POST', '/student/leave-requests', { identity: studentIdentity(place.institute.id, studentId), body });

const askAsParent = (parent: Identity, studentId: string, body: object) =>
  area.stack.call('POST', `/parent/children/${studentId}/leave-requests`, { identity: parent, body });

const decide = (caller: Identity, id: string, body: object) =>
  area.stack.call('POST', `/${caller.role}/leave-requests/${id}/decision`, { identity: caller, body });

const officeList = (caller: Identity, query = '') =>
  area.stack.call('GET', `/${caller.role}/leave-requests${query}`, { identity: caller });

const grant = (caller: Identity, body: object) => area.stack.call('POST', '/admin/on-duty', { identity: caller, body });

/** A request asked by the student themself, answered by its id. */
async function asked(place: TeachingInstitute, studentId: string, body: object): Promise<string> {
  const answer = await askAsStudent(place, studentId, body);
  if (answer.status !== 201) throw new Error(`request refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.leaveRequest.id;
}

/** The student's marks in a lecture, oldest first. */
async function marksOf(place: TeachingInstitute, lectureId: string, studentId: string) {
  const { rows } = await area.pool.query(
    `SELECT id, status, source, recorded_by AS "recordedBy", supersedes, reason FROM attendance_marks
     WHERE institute_id = $1 AND lecture_id = $2 AND student_id = $3 ORDER BY recorded_at, supersedes NULLS FIRST`,
    [place.institute.id, lectureId, studentId],
  );
  return rows;
}

/** The rollups of the institute, next to the same counts taken afresh from the current marks. */
async function rollupsAndMarks(place: TeachingInstitute) {
  const current = `NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)`;
  const perStudent = await area.pool.query(
    `SELECT student_id, subject_id, present, absent FROM student_subject_attendance WHERE institute_id = $1 ORDER BY 1, 2`,
    [place.institute.id],
  );
  const perStudentFromMarks = await area.pool.query(
    `SELECT m.student_id, l.subject_id, count(*) FILTER (WHERE m.status = 'present')::int AS present,
            count(*) FILTER (WHERE m.status = 'absent')::int AS absent
     FROM attendance_marks m JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
     WHERE m.institute_id = $1 AND ${current} GROUP BY 1, 2 ORDER BY 1, 2`,
    [place.institute.id],
  );
  const perDay = await area.pool.query(
    `SELECT class_id, to_char(held_on, 'YYYY-MM-DD') AS day, present, absent FROM class_day_attendance
     WHERE institute_id = $1 ORDER BY 1, 2`,
    [place.institute.id],
  );
  const perDayFromMarks = await area.pool.query(
    `SELECT s.class_id, to_char(l.held_on, 'YYYY-MM-DD') AS day, count(*) FILTER (WHERE m.status = 'present')::int AS present,
            count(*) FILTER (WHERE m.status = 'absent')::int AS absent
     FROM attendance_marks m JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
     JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
     WHERE m.institute_id = $1 AND ${current} GROUP BY 1, 2 ORDER BY 1, 2`,
    [place.institute.id],
  );
  return {
    rollups: { perStudent: perStudent.rows, perDay: perDay.rows },
    marks: { perStudent: perStudentFromMarks.rows, perDay: perDayFromMarks.rows },
  };
}

const leaveCount = async (instituteId: string) =>
  (await area.pool.query(`SELECT count(*)::int AS n FROM leave_requests WHERE institute_id = $1`, [instituteId])).rows[0].n;

describe('POST and GET /student/leave-requests', () => {
  it('records a pending request asked by the student and lists theirs, newest first', async () => {
    const { place, asha, ben } = await leavePlace();
    const first = await askAsStudent(place, asha.id, {
      kind: 'leave',
      startsOn: place.day(2),
      endsOn: place.day(3),
      reason: '  Family wedding in Madurai ',
    });
    expect(first).toEqual({
      status: 201,
      body: {
        success: true,
        leaveRequest: {
          id: expect.any(String),
          studentId: asha.id,
          kind: 'leave',
          startsOn: place.day(2),
          endsOn: place.day(3),
          periods: null,
          reason: 'Family wedding in Madurai',
          status: 'pending',
          requestedBy: { id: asha.id, name: asha.name },
          requestedAt: expect.stringMatching(ISO_INSTANT),
          decidedBy: null,
          decidedAt: null,
          decisionNote: null,
        },
      },
    });
    const second = await askAsStudent(place, asha.id, {
      kind: 'on-duty',
      startsOn: place.day(-30),
      endsOn: place.day(-30),
      periods: [6, 2],
      reason: 'Quiz at the district',
    });
    expect(second.status).toBe(201);
    expect(second.body.leaveRequest).toMatchObject({ kind: 'on-duty', periods: [2, 6], startsOn: place.day(-30) });
    await asked(place, ben.id, { kind: 'leave', startsOn: place.today, endsOn: place.today, reason: 'Fever' });

    const listed = await area.stack.call('GET', '/student/leave-requests', {
      identity: studentIdentity(place.institute.id, asha.id),
    });
    expect(listed).toEqual({
      status: 200,
      body: { success: true, leaveRequests: [second.body.leaveRequest, first.body.leaveRequest] },
    });
  });

  it('refuses bad input with 400 and a request no semester holds with 409, writing nothing', async () => {
    const { place, asha } = await leavePlace();
    const ask = (body: object) =>
      askAsStudent(place, asha.id, { kind: 'leave', startsOn: place.today, endsOn: place.today, reason: 'Fever', ...body });
    expect(await ask({ periods: [0] })).toEqual(refusal(400, messages.validPeriod));
    expect(await ask({ periods: [1, 1] })).toEqual(refusal(400, leaveMessages.periodTwice));
    expect(await ask({ periods: [] })).toEqual(refusal(400, leaveMessages.choosePeriods));
    expect(await ask({ endsOn: place.day(-1) })).toEqual(refusal(400, messages.endBeforeStart));
    expect(await ask({ endsOn: place.day(39) })).toEqual(refusal(400, leaveMessages.tooLong));
    expect(await ask({ kind: 'sick' })).toEqual(refusal(400, leaveMessages.chooseKind));
    expect(await ask({ reason: '   ' })).toEqual(refusal(400, leaveMessages.reasonRequired));
    expect(await ask({ startsOn: '2026-02-30' })).toMatchObject({ status: 400 });
    expect(await ask({ studentId: MISSING_ID })).toMatchObject({ status: 400 });
    expect(await ask({ startsOn: place.day(-31), endsOn: place.day(-31) })).toEqual(refusal(400, leaveMessages.tooFarBack));
    expect(await ask({ startsOn: place.day(61), endsOn: place.day(62) })).toEqual(refusal(409, leaveMessages.notInSemester));
    expect(await leaveCount(place.institute.id)).toBe(0);
    // A request that runs past the semester's last day still has days in it.
    expect((await ask({ startsOn: place.day(59), endsOn: place.day(62) })).status).toBe(201);
  });
});

describe('POST and GET /parent/children/{id}/leave-requests', () => {
  it("records a linked child's request as asked by the parent, and lists the child's requests whoever asked", async () => {
    const { place, asha, parent } = await leavePlace();
    const own = await asked(place, asha.id, { kind: 'leave', startsOn: place.today, endsOn: place.today, reason: 'Fever' });
    const answer = await askAsParent(parent.identity, asha.id, {
      kind: 'leave',
      startsOn: place.day(1),
      endsOn: place.day(1),
      periods: [1],
      reason: 'Dentist',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.leaveRequest).toMatchObject({
      studentId: asha.id,
      periods: [1],
      status: 'pending',
      requestedBy: { id: parent.id, name: 'Padma Parent' },
    });
    const listed = await area.stack.call('GET', `/parent/children/${asha.id}/leave-requests`, { identity: parent.identity });
    expect(listed.status).toBe(200);
    expect(listed.body.leaveRequests.map((request: { id: string }) => request.id)).toEqual([answer.body.leaveRequest.id, own]);
  });

  it('answers 404 for a child not linked to the parent, a student of another institute and a malformed id', async () => {
    const { place, ben, parent } = await leavePlace();
    const elsewhere = await leavePlace();
    const body = { kind: 'leave', startsOn: place.today, endsOn: place.today, reason: 'Fever' };
    const notFound = refusal(404, portalMessages.childNotFound);
    for (const id of [ben.id, elsewhere.asha.id, MISSING_ID, 'not-an-id']) {
      expect(await askAsParent(parent.identity, id, body)).toEqual(notFound);
      expect(await area.stack.call('GET', `/parent/children/${id}/leave-requests`, { identity: parent.identity })).toEqual(
        notFound,
      );
    }
    expect(await leaveCount(place.institute.id)).toBe(0);
    expect(await leaveCount(elsewhere.place.institute.id)).toBe(0);
  });
});

describe('GET /admin/leave-requests', () => {
  it('lists pending first (oldest first), then the decided (newest decision first), with name, roll number and class', async () => {
    const { place, asha, ben, chitra, dev, otherClassId, admin } = await leavePlace();
    // Ben moves to the other class on day 5: a request from then on is counted there.
    await area.pool.query(`UPDATE class_members SET left_on = $3 WHERE institute_id = $1 AND student_id = $2`, [
      place.institute.id,
      ben.id,
      place.day(5),
    ]);
    await area.pool.query(`INSERT INTO class_members (institute_id, class_id, student_id, joined_on) VALUES ($1, $2, $3, $4)`, [
      place.institute.id,
      otherClassId,
      ben.id,
      place.day(5),
    ]);
    const today = { startsOn: place.today, endsOn: place.today, reason: 'Fever' };
    const decidedFirst = await asked(place, asha.id, { kind: 'leave', ...today });
    const pendingOldest = await asked(place, ben.id, { kind: 'leave', ...today });
    const decidedLast = await asked(place, chitra.id, { kind: 'on-duty', ...today });
    const pendingNewest = await asked(place, ben.id, {
      kind: 'leave',
      startsOn: place.day(6),
      endsOn: place.day(7),
      reason: 'Trip',
    });
    const devs = await asked(place, dev, { kind: 'leave', ...today });
    expect((await decide(admin, decidedFirst, { decision: 'rejected', note: 'Exams that day' })).status).toBe(200);
    expect((await decide(admin, decidedLast, { decision: 'approved' })).status).toBe(200);

    const listed = await officeList(admin);
    expect(listed.status).toBe(200);
    expect(listed.body.timeZone).toBe('Asia/Kolkata');
    const className = (await area.pool.query(`SELECT name FROM classes WHERE id = $1`, [place.classId])).rows[0].name;
    const otherName = (await area.pool.query(`SELECT name FROM classes WHERE id = $1`, [otherClassId])).rows[0].name;
    expect(
      listed.body.leaveRequests.map((request: Record<string, unknown>) => [
        request.id,
        request.status,
        request.studentName,
        request.rollNumber,
        request.className,
      ]),
    ).toEqual([
      [pendingOldest, 'pending', ben.name, ben.rollNumber, className],
      [pendingNewest, 'pending', ben.name, ben.rollNumber, otherName],
      [devs, 'pending', 'Dev Other', expect.any(String), otherName],
      [decidedLast, 'approved', chitra.name, chitra.rollNumber, className],
      [decidedFirst, 'rejected', asha.name, asha.rollNumber, className],
    ]);
    expect(listed.body.leaveRequests[4]).toMatchObject({
      decidedBy: { id: admin.userId, name: 'Asha Admin' },
      decidedAt: expect.stringMatching(ISO_INSTANT),
      decisionNote: 'Exams that day',
    });

    const ids = async (query: string) =>
      (await officeList(admin, query)).body.leaveRequests.map((request: { id: string }) => request.id);
    expect(await ids('?status=pending')).toEqual([pendingOldest, pendingNewest, devs]);
    expect(await ids(`?classId=${otherClassId}`)).toEqual([pendingNewest, devs]);
    expect(await ids(`?status=approved&classId=${place.classId}`)).toEqual([decidedLast]);
    expect(await officeList(admin, '?status=maybe')).toMatchObject({ status: 400 });
    expect(await officeList(admin, '?classId=nope')).toEqual(refusal(400, messages.selectClass));
  });

  it('needs Manage people, and shows no other institute’s requests', async () => {
    const { place, asha } = await leavePlace();
    await asked(place, asha.id, { kind: 'leave', startsOn: place.today, endsOn: place.today, reason: 'Fever' });
    const reporter = await adminWithOnly(area.pool, place.institute.id, ['view_reports']);
    expect((await officeList(reporter)).status).toBe(403);
    const elsewhere = await leavePlace();
    expect(await officeList(elsewhere.admin)).toEqual({
      status: 200,
      body: { success: true, timeZone: 'Asia/Kolkata', leaveRequests: [] },
    });
  });
});

describe('POST /admin/leave-requests/{id}/decision and /teacher/…', () => {
  it('needs Manage people for an admin, and answers 404 for an unknown id or another institute’s request', async () => {
    const { place, asha, admin } = await leavePlace();
    const id = await asked(place, asha.id, { kind: 'leave', startsOn: place.today, endsOn: place.today, reason: 'Fever' });
    const corrector = await adminWithOnly(area.pool, place.institute.id, ['correct_attendance', 'view_reports']);
    expect((await decide(corrector, id, { decision: 'approved' })).status).toBe(403);
    const elsewhere = await leavePlace();
    const notFound = refusal(404, leaveMessages.requestNotFound);
    expect(await decide(elsewhere.admin, id, { decision: 'approved' })).toEqual(notFound);
    expect(await decide(admin, MISSING_ID, { decision: 'approved' })).toEqual(notFound);
    expect(await decide(admin, 'nope', { decision: 'approved' })).toEqual(notFound);
    expect(await decide(admin, id, { decision: 'maybe' })).toEqual(refusal(400, leaveMessages.chooseDecision));
    expect(await decide(admin, id, { decision: 'approved', note: '  ' })).toEqual(refusal(400, leaveMessages.noteBlank));
    const stored = await area.pool.query(`SELECT status FROM leave_requests WHERE id = $1`, [id]);
    expect(stored.rows).toEqual([{ status: 'pending' }]);
  });

  it('lets a class teacher list and decide the requests of their class only; Manage people lets a teacher decide any', async () => {
    const { place, asha, dev } = await leavePlace();
    const today = { kind: 'leave', startsOn: place.today, endsOn: place.today, reason: 'Fever' };
    const ashas = await asked(place, asha.id, today);
    const devs = await asked(place, dev, today);
    const tara = place.teacher.identity;
    const taras = await officeList(tara);
    // The institute's zone, which a teacher's screens have no other call to read.
    expect(taras.body.timeZone).toBe('Asia/Kolkata');
    expect(taras.body.leaveRequests.map((request: { id: string }) => request.id)).toEqual([ashas]);
    expect(await decide(tara, devs, { decision: 'approved' })).toEqual(refusal(403, leaveMessages.notClassTeacher));
    expect(await decide(tara, MISSING_ID, { decision: 'approved' })).toEqual(refusal(404, leaveMessages.requestNotFound));
    const answer = await decide(tara, ashas, { decision: 'approved', note: 'Get well soon' });
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        corrected: 0,
        leaveRequest: expect.objectContaining({
          id: ashas,
          status: 'approved',
          decidedBy: { id: place.teacher.id, name: 'Tara Teacher' },
          decisionNote: 'Get well soon',
        }),
      },
    });

    await grantOnly(area.pool, place.institute.id, place.teacher.id, ['manage_people']);
    expect((await officeList(tara)).body.leaveRequests.map((request: { id: string }) => request.id)).toEqual([devs, ashas]);
    expect((await decide(tara, devs, { decision: 'rejected' })).status).toBe(200);
  });

  it('refuses a second decision with 409, also when two decide at once', async () => {
    const { place, asha, admin } = await leavePlace();
    const today = { kind: 'leave', startsOn: place.today, endsOn: place.today, reason: 'Fever' };
    const id = await asked(place, asha.id, today);
    expect((await decide(admin, id, { decision: 'approved' })).status).toBe(200);
    expect(await decide(admin, id, { decision: 'rejected' })).toEqual(refusal(409, leaveMessages.decidedAlready));

    const raced = await asked(place, asha.id, today);
    const answers = await Promise.all([
      decide(admin, raced, { decision: 'approved' }),
      decide(place.teacher.identity, raced, { decision: 'rejected' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const stored = await area.pool.query(`SELECT status FROM leave_requests WHERE id = $1`, [raced]);
    expect(stored.rows[0].status).toBe(winner.body.leaveRequest.status);
  });

  it('queues the decision once for the student and each linked parent', async () => {
    const { place, asha, parent, admin } = await leavePlace();
    const second = await insertParent(area.pool, place.institute.id, 'Prakash Parent', [asha.id]);
    const id = await asked(place, asha.id, {
      kind: 'leave',
      startsOn: place.day(1),
      endsOn: place.day(2),
      periods: [2, 3],
      reason: 'Family wedding',
    });
    expect((await decide(admin, id, { decision: 'approved', note: 'Collect the notes from Priya' })).status).toBe(200);
    expect(await decide(admin, id, { decision: 'rejected' })).toMatchObject({ status: 409 });
    const { rows } = await area.pool.query(
      `SELECT o.idempotency_key AS key, u.id AS "userId", o."to" FROM mail_outbox o JOIN users u ON u.email = o."to"
       WHERE o.idempotency_key LIKE $1 ORDER BY u.name`,
      [`leave-decision:${id}:%`],
    );
    expect(rows.map((row) => row.key).sort()).toEqual(
      [asha.id, parent.id, second.id].map((userId) => `leave-decision:${id}:${userId}`).sort(),
    );
    // As delivered: the outbox keeps no text once a mail has gone.
    const delivered = async (userId: string) => {
      const mails = await mailsTo(area.stack, rows.find((row) => row.userId === userId)!.to);
      return mails.find((mail) => /leave approved/i.test(mail.subject))!;
    };
    const toStudent = await delivered(asha.id);
    expect(toStudent.subject).toMatch(/^Leave approved · /);
    expect(toStudent.text).toContain('Asha Admin approved your leave request');
    expect(toStudent.text).toContain('Lectures: Periods 2, 3');
    expect(toStudent.text).toContain('Reason: Family wedding');
    expect(toStudent.text).toContain('Note: Collect the notes from Priya');
    const toParent = await delivered(parent.id);
    expect(toParent.subject).toMatch(new RegExp(`^${asha.name}: leave approved · `));
    expect(toParent.text).toContain('http://localhost:3999/parent');
  });
});

describe('on-duty corrections', () => {
  const onDuty = (day: string, periods?: number[]) => ({
    kind: 'on-duty',
    startsOn: day,
    endsOn: day,
    reason: 'Inter-college football',
    ...(periods ? { periods } : {}),
  });

  it('corrects a register saved later with the student Absent, recorded by the approver, in the same save', async () => {
    const { place, asha, ben, admin } = await leavePlace();
    const id = await asked(place, asha.id, onDuty(place.today, [1]));
    expect(await decide(admin, id, { decision: 'approved' })).toMatchObject({ status: 200, body: { corrected: 0 } });

    const saved = await submit(place, { marks: marksFor(place.roster, [asha.id, ben.id]) });
    expect(saved).toMatchObject({ status: 201, body: { lecture: { present: 2, absent: 1 } } });
    const [teachers, office] = await marksOf(place, saved.body.lecture.id, asha.id);
    expect(teachers).toMatchObject({ status: 'absent', source: 'teacher', recordedBy: place.teacher.id, supersedes: null });
    expect(office).toEqual({
      id: expect.any(String),
      status: 'present',
      source: 'office',
      recordedBy: admin.userId,
      supersedes: teachers.id,
      reason: leaveTexts.onDutyReason('Inter-college football'),
    });
    expect(await marksOf(place, saved.body.lecture.id, ben.id)).toEqual([expect.objectContaining({ status: 'absent' })]);
    const history = await area.stack.call('GET', `/admin/lectures/${saved.body.lecture.id}`, { identity: admin });
    expect(history.body.lecture).toMatchObject({ present: 2, absent: 1, corrections: 1 });

    // Another period of the same day is outside the on-duty.
    const period2 = await submit(place, { period: 2, marks: marksFor(place.roster, [asha.id]) });
    expect(period2).toMatchObject({ status: 201, body: { lecture: { present: 2, absent: 1 } } });
    expect(await marksOf(place, period2.body.lecture.id, asha.id)).toHaveLength(1);
    const { rollups, marks } = await rollupsAndMarks(place);
    expect(rollups).toEqual(marks);
  });

  it('corrects the Absent marks already saved inside it when approved, in its periods only', async () => {
    const { place, asha, ben, admin } = await leavePlace();
    const day = place.day(-1);
    const period1 = await recordLecture(area, place, { heldOn: day, period: 1, absent: [asha.id, ben.id] });
    const period2 = await recordLecture(area, place, { heldOn: day, period: 2, absent: [asha.id] });
    const period3 = await recordLecture(area, place, { heldOn: day, period: 3 });
    const otherDay = await recordLecture(area, place, { heldOn: place.day(-2), period: 1, absent: [asha.id] });
    const id = await asked(place, asha.id, onDuty(day, [1, 3]));

    const answer = await decide(admin, id, { decision: 'approved' });
    expect(answer).toMatchObject({ status: 200, body: { corrected: 1, leaveRequest: { status: 'approved' } } });
    expect((await marksOf(place, period1, asha.id)).at(-1)).toMatchObject({
      status: 'present',
      source: 'office',
      recordedBy: admin.userId,
      reason: leaveTexts.onDutyReason('Inter-college football'),
    });
    expect(await marksOf(place, period1, ben.id)).toHaveLength(1);
    expect(await marksOf(place, period2, asha.id)).toHaveLength(1);
    expect(await marksOf(place, period3, asha.id)).toHaveLength(1);
    expect(await marksOf(place, otherDay, asha.id)).toHaveLength(1);
    const { rollups, marks } = await rollupsAndMarks(place);
    expect(rollups).toEqual(marks);
  });

  it('leaves a later correction standing: a retried register and the approval of leave change nothing', async () => {
    const { place, asha, admin } = await leavePlace();
    const id = await asked(place, asha.id, onDuty(place.today));
    await decide(admin, id, { decision: 'approved' });
    const register = registerOf(place, { marks: marksFor(place.roster, [asha.id]) });
    expect((await submit(place, register)).status).toBe(201);
    const lectureId = register.id;

    // Tara may correct the office's marks with Correct attendance: she says Asha never went.
    await grantOnly(area.pool, place.institute.id, place.teacher.id, ['correct_attendance']);
    const corrected = await correct(place.teacher.identity, lectureId, {
      studentId: asha.id,
      status: 'absent',
      reason: 'Did not go to the match',
    });
    expect(corrected).toMatchObject({ status: 201, body: { lecture: { present: 2, absent: 1 } } });

    expect((await submit(place, register)).status).toBe(200);
    const leave = await asked(place, asha.id, { kind: 'leave', startsOn: place.today, endsOn: place.today, reason: 'Tired' });
    expect(await decide(admin, leave, { decision: 'approved' })).toMatchObject({ status: 200, body: { corrected: 0 } });
    const marks = await marksOf(place, lectureId, asha.id);
    expect(marks.map((mark) => [mark.status, mark.source])).toEqual([
      ['absent', 'teacher'],
      ['present', 'office'],
      ['absent', 'office'],
    ]);
  });

  it('corrects nothing for a rejected on-duty or an approved leave', async () => {
    const { place, asha, admin } = await leavePlace();
    const lectureId = await recordLecture(area, place, { heldOn: place.day(-1), absent: [asha.id] });
    const rejected = await asked(place, asha.id, onDuty(place.day(-1)));
    expect(await decide(admin, rejected, { decision: 'rejected' })).toMatchObject({ status: 200, body: { corrected: 0 } });
    const leave = await asked(place, asha.id, { ...onDuty(place.day(-1)), kind: 'leave' });
    expect(await decide(admin, leave, { decision: 'approved' })).toMatchObject({ status: 200, body: { corrected: 0 } });
    expect(await marksOf(place, lectureId, asha.id)).toHaveLength(1);
    const saved = await submit(place, { heldOn: place.day(-1), period: 2, marks: marksFor(place.roster, [asha.id]) });
    expect(await marksOf(place, saved.body.lecture.id, asha.id)).toHaveLength(1);
  });
});

describe('POST /admin/on-duty', () => {
  it('grants approved on-duty to each student and corrects their Absent marks of the day at once', async () => {
    const { place, asha, ben, chitra, admin } = await leavePlace();
    const lectureId = await recordLecture(area, place, { heldOn: place.today, absent: [asha.id, chitra.id] });
    const answer = await grant(admin, {
      studentIds: [chitra.id, ben.id, asha.id],
      date: place.today,
      periods: [1],
      reason: 'Science fair',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.corrected).toBe(2);
    expect(answer.body.leaveRequests.map((request: { studentId: string }) => request.studentId)).toEqual([
      asha.id,
      ben.id,
      chitra.id,
    ]);
    const office = { id: admin.userId, name: 'Asha Admin' };
    expect(answer.body.leaveRequests[0]).toEqual({
      id: expect.any(String),
      studentId: asha.id,
      studentName: asha.name,
      rollNumber: asha.rollNumber,
      className: expect.any(String),
      kind: 'on-duty',
      startsOn: place.today,
      endsOn: place.today,
      periods: [1],
      reason: 'Science fair',
      status: 'approved',
      requestedBy: office,
      requestedAt: expect.stringMatching(ISO_INSTANT),
      decidedBy: office,
      decidedAt: expect.stringMatching(ISO_INSTANT),
      decisionNote: null,
    });
    for (const student of [asha, chitra])
      expect((await marksOf(place, lectureId, student.id)).at(-1)).toMatchObject({
        status: 'present',
        reason: leaveTexts.onDutyReason('Science fair'),
      });
    const listed = await area.stack.call('GET', '/student/leave-requests', {
      identity: studentIdentity(place.institute.id, ben.id),
    });
    expect(listed.body.leaveRequests).toEqual([expect.objectContaining({ kind: 'on-duty', status: 'approved' })]);
    const { rollups, marks } = await rollupsAndMarks(place);
    expect(rollups).toEqual(marks);
  });

  it('writes nothing when a student is unknown or of another institute, or no semester holds the day', async () => {
    const { place, asha, admin } = await leavePlace();
    const elsewhere = await leavePlace();
    const body = { studentIds: [asha.id], date: place.today, reason: 'Science fair' };
    const notFound = refusal(404, peopleMessages.studentNotFound);
    expect(await grant(admin, { ...body, studentIds: [asha.id, MISSING_ID] })).toEqual(notFound);
    expect(await grant(admin, { ...body, studentIds: [asha.id, elsewhere.asha.id] })).toEqual(notFound);
    expect(await grant(admin, { ...body, date: place.day(90) })).toEqual(refusal(409, leaveMessages.notInSemester));
    expect(await grant(admin, { ...body, studentIds: [asha.id, asha.id] })).toEqual(refusal(400, leaveMessages.studentTwice));
    expect(await grant(admin, { ...body, studentIds: [] })).toEqual(refusal(400, leaveMessages.chooseStudents));
    expect(await grant(admin, { ...body, periods: [0] })).toEqual(refusal(400, messages.validPeriod));
    const people = await adminWithOnly(area.pool, place.institute.id, ['view_reports']);
    expect((await grant(people, body)).status).toBe(403);
    expect(await leaveCount(place.institute.id)).toBe(0);
  });
});

describe('approved leave on the roster', () => {
  const rosterOf = (place: TeachingInstitute, query: string) =>
    area.stack.call('GET', `/teacher/subjects/${place.subjectId}/roster?${query}`, { identity: place.teacher.identity });

  const onLeave = (answer: { body: { students: { id: string; onLeave: boolean }[] } }) =>
    answer.body.students.filter((student) => student.onLeave).map((student) => student.id);

  it('shows a student on leave on the days it covers, and a period-only leave only in its periods, marking nothing', async () => {
    const { place, asha, ben, chitra, admin }: LeavePlace = await leavePlace();
    const whole = await asked(place, asha.id, { kind: 'leave', startsOn: place.today, endsOn: place.day(1), reason: 'Fever' });
    const period2 = await asked(place, ben.id, {
      kind: 'leave',
      startsOn: place.today,
      endsOn: place.today,
      periods: [2],
      reason: 'Dentist',
    });
    await asked(place, chitra.id, { kind: 'leave', startsOn: place.today, endsOn: place.today, reason: 'Pending' });
    expect(onLeave(await rosterOf(place, `date=${place.today}`))).toEqual([]);
    await decide(admin, whole, { decision: 'approved' });
    await decide(admin, period2, { decision: 'approved' });

    expect(onLeave(await rosterOf(place, `date=${place.today}`))).toEqual([asha.id]);
    expect(onLeave(await rosterOf(place, `date=${place.today}&period=1`))).toEqual([asha.id]);
    expect(onLeave(await rosterOf(place, `date=${place.today}&period=2`))).toEqual([asha.id, ben.id]);
    expect(onLeave(await rosterOf(place, `date=${place.day(-1)}`))).toEqual([]);
    for (const period of ['0', '25', 'two', '1.5'])
      expect(await rosterOf(place, `date=${place.today}&period=${period}`)).toEqual(refusal(400, messages.validPeriod));
    const marks = await area.pool.query(`SELECT count(*)::int AS n FROM attendance_marks WHERE institute_id = $1`, [
      place.institute.id,
    ]);
    expect(marks.rows[0].n).toBe(0);
  });
});
