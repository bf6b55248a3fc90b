import { attendanceMessages, messages } from '@rollcall/contracts';
import { adminAreaStack } from './support/institute';
import { adminWithOnly, grantOnly, insertStudent } from './support/setup-data';
import { eventually, MISSING_ID, refusal } from './support/stack';
import { attendanceCalls, recordLecture, type TeachingInstitute, teachingInstitute } from './support/teaching';

const area = adminAreaStack();

const { correct } = attendanceCalls(area);

const history = async (place: TeachingInstitute, lectureId: string) =>
  (await area.stack.call('GET', `/admin/lectures/${lectureId}`, { identity: place.institute.admin })).body;

/** Three students; the second absent in a lecture held yesterday. */
async function yesterdaysLecture() {
  const place = await teachingInstitute(area, { students: 3 });
  const [first, second] = place.roster;
  const lectureId = await recordLecture(area, place, { heldOn: place.day(-1), absent: [second!.id] });
  return { place, lectureId, first: first!, second: second! };
}

describe('POST /teacher/lectures/{id}/corrections', () => {
  it("records the teacher's correction as a new mark with the reason, and answers the lecture's counts after it", async () => {
    const { place, lectureId, second } = await yesterdaysLecture();
    const answer = await correct(place.teacher.identity, lectureId, {
      studentId: second.id,
      status: 'present',
      reason: 'Was at the sports meet',
    });
    expect(answer).toEqual({
      status: 201,
      body: {
        success: true,
        mark: {
          id: expect.any(String),
          status: 'present',
          recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          recordedBy: { id: place.teacher.id, name: 'Tara Teacher' },
          source: 'teacher',
          reason: 'Was at the sports meet',
        },
        lecture: { id: lectureId, present: 3, absent: 0 },
      },
    });
    const { marks } = await history(place, lectureId);
    expect(marks[1].current).toEqual(answer.body.mark);
    expect(marks[1].earlier).toEqual([expect.objectContaining({ status: 'absent', reason: null })]);
    const stored = await area.pool.query(`SELECT supersedes FROM attendance_marks WHERE institute_id = $1 AND id = $2`, [
      place.institute.id,
      answer.body.mark.id,
    ]);
    expect(stored.rows[0].supersedes).toBe(marks[1].earlier[0].id);
  });

  it('needs a reason, a student with a mark in the lecture and a different status', async () => {
    const { place, lectureId, first, second } = await yesterdaysLecture();
    const stranger = await insertStudent(area.pool, place.institute.id, 'Sid Stranger', {
      classId: place.classId,
      joinedOn: place.day(0),
    });
    const tara = place.teacher.identity;
    expect(await correct(tara, lectureId, { studentId: second.id, status: 'present', reason: '   ' })).toEqual(
      refusal(400, attendanceMessages.reasonRequired),
    );
    expect(await correct(tara, lectureId, { studentId: second.id, status: 'present' })).toEqual(
      refusal(400, attendanceMessages.reasonRequired),
    );
    expect(await correct(tara, lectureId, { studentId: stranger, status: 'present', reason: 'Sat in' })).toEqual(
      refusal(400, attendanceMessages.studentNotInLecture),
    );
    expect(await correct(tara, lectureId, { studentId: MISSING_ID, status: 'present', reason: 'Sat in' })).toEqual(
      refusal(400, attendanceMessages.studentNotInLecture),
    );
    expect(await correct(tara, lectureId, { studentId: first.id, status: 'present', reason: 'Sure' })).toEqual(
      refusal(400, attendanceMessages.sameStatus('present')),
    );
    expect(await correct(tara, lectureId, { studentId: first.id, status: 'late', reason: 'Bus' })).toEqual(
      refusal(400, attendanceMessages.validStatus),
    );
    expect((await history(place, lectureId)).lecture).toMatchObject({ present: 2, absent: 1, corrections: 0 });
  });

  it('is open to the teacher until the last day of the window, then closed without Correct attendance', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const [student] = place.roster;
    const lastDay = await recordLecture(area, place, { heldOn: place.day(-2) });
    const closed = await recordLecture(area, place, { heldOn: place.day(-3) });
    const absent = { studentId: student!.id, status: 'absent', reason: 'Misread the register' };

    expect((await correct(place.teacher.identity, lastDay, absent)).status).toBe(201);
    expect(await correct(place.teacher.identity, closed, absent)).toEqual(
      refusal(403, attendanceMessages.correctionWindowClosed(2)),
    );
    await area.pool.query(`UPDATE institutes SET correction_window_days = 1 WHERE id = $1`, [place.institute.id]);
    expect(await correct(place.teacher.identity, closed, absent)).toEqual(
      refusal(403, 'The correction window of 1 day has closed: only the office can correct this mark now'),
    );
  });

  it('lets a teacher holding Correct attendance correct any lecture at any time, as the office', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const [student] = place.roster;
    const closed = await recordLecture(area, place, { heldOn: place.day(-30) });
    const taras = await recordLecture(area, place, { heldOn: place.day(-1) });
    await grantOnly(area.pool, place.institute.id, place.teacher.id, ['correct_attendance']);
    await grantOnly(area.pool, place.institute.id, place.other.id, ['correct_attendance']);
    const absent = { studentId: student!.id, status: 'absent', reason: 'Misread the register' };

    const late = await correct(place.teacher.identity, closed, absent);
    expect(late.status).toBe(201);
    expect(late.body.mark).toMatchObject({ source: 'office', recordedBy: { id: place.teacher.id, name: 'Tara Teacher' } });
    const others = await correct(place.other.identity, taras, absent);
    expect(others.status).toBe(201);
    expect(others.body.mark).toMatchObject({ source: 'office', recordedBy: { id: place.other.id, name: 'Otto Other' } });
  });

  it('keeps the permission for when it is needed: inside the window on their own lecture, the teacher records as the teacher', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const lectureId = await recordLecture(area, place, { heldOn: place.day(-1) });
    await grantOnly(area.pool, place.institute.id, place.teacher.id, ['correct_attendance']);
    const answer = await correct(place.teacher.identity, lectureId, {
      studentId: place.roster[0]!.id,
      status: 'absent',
      reason: 'Left early',
    });
    expect(answer.body.mark.source).toBe('teacher');
  });

  it("refuses a lecture that is not the teacher's; a substitute's lecture is theirs", async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const [student] = place.roster;
    const taras = await recordLecture(area, place, { heldOn: place.day(-1) });
    const stoodIn = await recordLecture(area, place, { heldOn: place.day(-1), period: 2, takenBy: place.other.id });
    const absent = { studentId: student!.id, status: 'absent', reason: 'Misread the register' };

    expect(await correct(place.other.identity, taras, absent)).toEqual(refusal(403, attendanceMessages.notYourLecture));
    const substitute = await correct(place.other.identity, stoodIn, absent);
    expect(substitute.status).toBe(201);
    expect(substitute.body.mark).toMatchObject({ source: 'teacher', recordedBy: { id: place.other.id, name: 'Otto Other' } });
  });

  it("never overwrites the office's correction without Correct attendance", async () => {
    const { place, lectureId, second } = await yesterdaysLecture();
    const byOffice = await correct(place.institute.admin, lectureId, {
      studentId: second.id,
      status: 'present',
      reason: 'Note from home',
    });
    expect(byOffice.body.mark.source).toBe('office');

    const back = { studentId: second.id, status: 'absent', reason: 'I saw the seat empty' };
    expect(await correct(place.teacher.identity, lectureId, back)).toEqual(refusal(409, attendanceMessages.correctedByOffice));
    await grantOnly(area.pool, place.institute.id, place.teacher.id, ['correct_attendance']);
    const granted = await correct(place.teacher.identity, lectureId, back);
    expect(granted.status).toBe(201);
    expect(granted.body.mark.source).toBe('office');
  });

  it('answers an unknown or malformed lecture as not found', async () => {
    const { place, first } = await yesterdaysLecture();
    const body = { studentId: first.id, status: 'absent', reason: 'Left early' };
    expect(await correct(place.teacher.identity, MISSING_ID, body)).toEqual(refusal(404, attendanceMessages.lectureNotFound));
    const malformed = await area.stack.call('POST', '/teacher/lectures/lecture-1/corrections', {
      identity: place.teacher.identity,
      body,
    });
    expect(malformed).toEqual(refusal(404, attendanceMessages.lectureNotFound));
  });

  it('lets only one of two corrections of the same mark at once through, never both and never a failure', async () => {
    const { place, lectureId, second } = await yesterdaysLecture();
    const answers = await Promise.all([
      correct(place.teacher.identity, lectureId, { studentId: second.id, status: 'present', reason: 'Was in the lab' }),
      correct(place.institute.admin, lectureId, { studentId: second.id, status: 'present', reason: 'Note from home' }),
    ]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    // The other either ran into the first one's new mark (409), or came after it and found the mark already Present.
    expect([
      refusal(409, attendanceMessages.markChangedMeanwhile),
      refusal(400, attendanceMessages.sameStatus('present')),
    ]).toContainEqual(answers.find((answer) => answer.status !== 201));
    const { lecture, marks } = await history(place, lectureId);
    expect(lecture).toMatchObject({ present: 3, absent: 0, corrections: 1 });
    expect(marks[1].earlier).toHaveLength(1);
  });

  it('tells the second of two overlapping corrections that the mark was just changed, and keeps only the first', async () => {
    const { place, lectureId, second } = await yesterdaysLecture();
    // The first correction is written and held open, so the call reads the old mark as current and must wait for it.
    const first = await area.pool.connect();
    try {
      await first.query('BEGIN');
      await first.query(
        `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source, supersedes, reason)
         SELECT institute_id, lecture_id, student_id, 'present', $3, 'office', id, 'Note from home'
         FROM attendance_marks WHERE institute_id = $1 AND lecture_id = $2 AND student_id = $4`,
        [place.institute.id, lectureId, place.institute.adminId, second.id],
      );
      const [answer] = await Promise.all([
        correct(place.teacher.identity, lectureId, { studentId: second.id, status: 'present', reason: 'Was in the lab' }),
        eventually(async () => {
          const waiting = await area.pool.query(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock'`);
          return waiting.rowCount === 1;
        }).then(() => first.query('COMMIT')),
      ]);
      expect(answer).toEqual(refusal(409, attendanceMessages.markChangedMeanwhile));
    } finally {
      first.release();
    }
    const { marks } = await history(place, lectureId);
    expect(marks[1].current).toMatchObject({ status: 'present', source: 'office', reason: 'Note from home' });
    expect(marks[1].earlier).toHaveLength(1);
  });
});

describe('POST /admin/lectures/{id}/corrections', () => {
  it('corrects any lecture at any time as the office', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const lectureId = await recordLecture(area, place, { heldOn: place.day(-40), takenBy: place.other.id });
    const answer = await correct(place.institute.admin, lectureId, {
      studentId: place.roster[1]!.id,
      status: 'absent',
      reason: 'Register misread',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      mark: { status: 'absent', source: 'office', recordedBy: { id: place.institute.adminId, name: 'Asha Admin' } },
      lecture: { id: lectureId, present: 1, absent: 1 },
    });
  });

  it('is refused to an admin without Correct attendance', async () => {
    const { place, lectureId, second } = await yesterdaysLecture();
    const reader = await adminWithOnly(area.pool, place.institute.id, ['view_reports']);
    expect(await correct(reader, lectureId, { studentId: second.id, status: 'present', reason: 'Note' })).toEqual(
      refusal(403, messages.noPermission),
    );
  });
});

describe('a correction moves the rollups', () => {
  it('per student and subject, and per class and day, to the current marks', async () => {
    const { place, lectureId, first, second } = await yesterdaysLecture();
    await recordLecture(area, place, { heldOn: place.day(-1), period: 2, absent: [first.id] });
    const rollups = async () => ({
      students: (
        await area.pool.query(
          `SELECT student_id AS "studentId", present, absent FROM student_subject_attendance
           WHERE institute_id = $1 AND student_id = ANY($2::uuid[]) ORDER BY present`,
          [place.institute.id, [first.id, second.id]],
        )
      ).rows,
      day: (
        await area.pool.query(`SELECT lectures, present, absent FROM class_day_attendance WHERE institute_id = $1`, [
          place.institute.id,
        ])
      ).rows,
    });
    type Counts = { present: number; absent: number };
    /** The two students' counts and the day's, over its two lectures. */
    const counts = (firstCounts: Counts, secondCounts: Counts, dayCounts: Counts) => ({
      students: expect.arrayContaining([
        { studentId: first.id, ...firstCounts },
        { studentId: second.id, ...secondCounts },
      ]),
      day: [{ lectures: 2, ...dayCounts }],
    });
    expect(await rollups()).toEqual(counts({ present: 1, absent: 1 }, { present: 1, absent: 1 }, { present: 4, absent: 2 }));

    await correct(place.teacher.identity, lectureId, { studentId: second.id, status: 'present', reason: 'Was in the lab' });
    expect(await rollups()).toEqual(counts({ present: 1, absent: 1 }, { present: 2, absent: 0 }, { present: 5, absent: 1 }));
    await correct(place.institute.admin, lectureId, { studentId: first.id, status: 'absent', reason: 'Left after roll call' });
    expect(await rollups()).toEqual(counts({ present: 0, absent: 2 }, { present: 2, absent: 0 }, { present: 4, absent: 2 }));
  });
});
