import { attendanceMessages, messages, setupMessages } from '@rollcall/contracts';
import type { Identity } from '@rollcall/contracts/internal';
import { withTenant } from '../src/db/tenant';
import { adminAreaStack } from './support/institute';
import { adminWithOnly, assignTeacher, grantOnly } from './support/setup-data';
import { MISSING_ID, refusal } from './support/stack';
import { attendanceCalls, recordLecture, teachingInstitute } from './support/teaching';

const area = adminAreaStack();

/** The teaching institute, plus Chemistry (CHE1) in the same class, taught by Otto Other. */
async function twoSubjects() {
  const place = await teachingInstitute(area, { students: 3 });
  const { rows } = await area.pool.query<{ id: string; className: string }>(
    `WITH chemistry AS (
       INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind)
       VALUES ($1, $2, $3, 'Chemistry', 'CHE1', 'core') RETURNING id
     )
     SELECT chemistry.id, c.name AS "className" FROM chemistry, classes c WHERE c.institute_id = $1 AND c.id = $2`,
    [place.institute.id, place.classId, place.semesterId],
  );
  const chemistry = rows[0]!.id;
  await assignTeacher(area.pool, place.institute.id, chemistry, place.other.id);
  return { place, chemistry, className: rows[0]!.className };
}

const get = (identity: Identity, path: string) => area.stack.call('GET', path, { identity });
const ids = (answer: { body: { lectures: Array<{ id: string }> } }) => answer.body.lectures.map((lecture) => lecture.id);
const { correct } = attendanceCalls(area);

describe('GET /teacher/lectures and GET /admin/lectures', () => {
  it('answer newest first with the counts of current marks, the corrections and who took each lecture', async () => {
    const { place, chemistry, className } = await twoSubjects();
    const [first, second, third] = place.roster;
    const oldest = await recordLecture(area, place, { heldOn: place.day(-3), absent: [second!.id] });
    const laterPeriod = await recordLecture(area, place, { heldOn: place.day(-1), period: 2 });
    const corrected = await recordLecture(area, place, { heldOn: place.day(-1), period: 1, absent: [first!.id, third!.id] });
    const substituted = await recordLecture(area, place, {
      heldOn: place.day(-2),
      period: 3,
      absent: [third!.id],
      subjectId: chemistry,
    });
    const othersOwn = await recordLecture(area, place, {
      heldOn: place.day(-1),
      period: 4,
      subjectId: chemistry,
      takenBy: place.other.id,
    });
    expect(
      (await correct(place.teacher.identity, corrected, { studentId: first!.id, status: 'present', reason: 'Came in late' }))
        .status,
    ).toBe(201);

    const tara = await get(place.teacher.identity, '/teacher/lectures');
    expect(tara.status).toBe(200);
    // Tara teaches Physics and stood in for one Chemistry lecture.
    expect(ids(tara)).toEqual([laterPeriod, corrected, substituted, oldest]);
    expect(tara.body.lectures[1]).toEqual({
      id: corrected,
      subjectId: place.subjectId,
      subjectName: 'Physics',
      subjectCode: 'PHY1',
      className,
      heldOn: place.day(-1),
      period: 1,
      takenBy: { id: place.teacher.id, name: 'Tara Teacher' },
      present: 2,
      absent: 1,
      corrections: 1,
    });
    expect(tara.body.lectures[2]).toMatchObject({
      subjectName: 'Chemistry',
      subjectCode: 'CHE1',
      takenBy: { id: place.teacher.id, name: 'Tara Teacher' },
      present: 2,
      absent: 1,
      corrections: 0,
    });

    // Otto teaches Chemistry: he sees its lectures, also the one Tara took.
    expect(ids(await get(place.other.identity, '/teacher/lectures'))).toEqual([othersOwn, substituted]);
    const office = await get(place.institute.admin, '/admin/lectures');
    expect(office.status).toBe(200);
    expect(ids(office)).toEqual([othersOwn, laterPeriod, corrected, substituted, oldest]);
    expect(office.body.lectures[0].takenBy).toEqual({ id: place.other.id, name: 'Otto Other' });
  });

  it('narrow to a subject and to days from and to, both included', async () => {
    const { place, chemistry } = await twoSubjects();
    const early = await recordLecture(area, place, { heldOn: place.day(-3) });
    const middle = await recordLecture(area, place, { heldOn: place.day(-2) });
    const late = await recordLecture(area, place, { heldOn: place.day(-1) });
    await recordLecture(area, place, { heldOn: place.day(-2), subjectId: chemistry, takenBy: place.other.id });

    expect(
      ids(await get(place.teacher.identity, `/teacher/lectures?subjectId=${place.subjectId}&from=${place.day(-2)}`)),
    ).toEqual([late, middle]);
    expect(ids(await get(place.teacher.identity, `/teacher/lectures?to=${place.day(-2)}`))).toEqual([middle, early]);
    expect(
      ids(
        await get(
          place.institute.admin,
          `/admin/lectures?subjectId=${place.subjectId}&from=${place.day(-2)}&to=${place.day(-2)}`,
        ),
      ),
    ).toEqual([middle]);
    expect(ids(await get(place.teacher.identity, `/teacher/lectures?from=${place.day(0)}`))).toEqual([]);
  });

  it('refuse a `to` before the `from` with the attendance report’s words', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    await recordLecture(area, place, { heldOn: place.day(-2) });
    const reversed = `from=${place.day(-1)}&to=${place.day(-2)}`;
    const endBeforeStart = refusal(400, messages.endBeforeStart);

    expect(await get(place.teacher.identity, `/teacher/lectures?${reversed}`)).toEqual(endBeforeStart);
    expect(await get(place.institute.admin, `/admin/lectures?${reversed}`)).toEqual(endBeforeStart);
    expect(await get(place.institute.admin, `/admin/reports/attendance?${reversed}`)).toEqual(endBeforeStart);
  });

  it('refuse a subject the teacher does not teach, an unknown subject and a malformed one', async () => {
    const { place, chemistry } = await twoSubjects();
    expect(await get(place.teacher.identity, `/teacher/lectures?subjectId=${chemistry}`)).toEqual(
      refusal(403, attendanceMessages.notYourSubject),
    );
    expect(await get(place.teacher.identity, `/teacher/lectures?subjectId=${MISSING_ID}`)).toEqual(
      refusal(404, setupMessages.subjectNotFound),
    );
    expect(await get(place.institute.admin, `/admin/lectures?subjectId=${MISSING_ID}`)).toEqual(
      refusal(404, setupMessages.subjectNotFound),
    );
    expect(await get(place.teacher.identity, '/teacher/lectures?subjectId=physics')).toEqual(
      refusal(400, messages.selectSubject),
    );
  });

  it('show a teacher holding Correct attendance every lecture of the institute, and any subject', async () => {
    const { place, chemistry } = await twoSubjects();
    const physics = await recordLecture(area, place, { heldOn: place.day(-2) });
    const others = await recordLecture(area, place, { heldOn: place.day(-1), subjectId: chemistry, takenBy: place.other.id });
    await grantOnly(area.pool, place.institute.id, place.teacher.id, ['correct_attendance']);

    expect(ids(await get(place.teacher.identity, '/teacher/lectures'))).toEqual([others, physics]);
    expect(ids(await get(place.teacher.identity, `/teacher/lectures?subjectId=${chemistry}`))).toEqual([others]);
  });

  it('answer at most the 200 newest lectures', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    // Nine days of 24 periods each: 216 lectures.
    await withTenant(area.applicationPool, place.institute.id, (db) =>
      db.query(
        `INSERT INTO lectures (institute_id, id, subject_id, held_on, period, taken_by)
         SELECT $1, gen_random_uuid(), $2, $3::date + day, period, $4
         FROM generate_series(0, 8) AS day, generate_series(1, 24) AS period`,
        [place.institute.id, place.subjectId, place.day(-9), place.teacher.id],
      ),
    );
    const { body } = await get(place.teacher.identity, '/teacher/lectures');
    expect(body.lectures).toHaveLength(200);
    expect(body.lectures[0]).toMatchObject({ heldOn: place.day(-1), period: 24, present: 0, absent: 0 });
    expect(body.lectures[199]).toMatchObject({ heldOn: place.day(-9), period: 17 });
  });

  it('are refused to an admin without View reports', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const lectureId = await recordLecture(area, place, { heldOn: place.day(-1) });
    const corrector = await adminWithOnly(area.pool, place.institute.id, ['correct_attendance']);
    expect(await get(corrector, '/admin/lectures')).toEqual(refusal(403, messages.noPermission));
    expect(await get(corrector, `/admin/lectures/${lectureId}`)).toEqual(refusal(403, messages.noPermission));
  });
});

describe('GET /teacher/lectures/{id} and GET /admin/lectures/{id}', () => {
  it("answer every student's current mark and its earlier versions newest first, by roll number", async () => {
    const place = await teachingInstitute(area, { students: 3 });
    const [first, second, third] = place.roster;
    const lectureId = await recordLecture(area, place, { heldOn: place.day(-1), absent: [second!.id] });
    expect(
      (await correct(place.teacher.identity, lectureId, { studentId: second!.id, status: 'present', reason: 'Was in the lab' }))
        .status,
    ).toBe(201);
    expect(
      (
        await correct(place.institute.admin, lectureId, {
          studentId: second!.id,
          status: 'absent',
          reason: 'Left after roll call',
        })
      ).status,
    ).toBe(201);

    const answer = await get(place.teacher.identity, `/teacher/lectures/${lectureId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.timeZone).toBe('Asia/Kolkata');
    expect(answer.body.lecture).toMatchObject({
      id: lectureId,
      subjectName: 'Physics',
      heldOn: place.day(-1),
      period: 1,
      takenBy: { id: place.teacher.id, name: 'Tara Teacher' },
      present: 2,
      absent: 1,
      corrections: 2,
      // The default correction window is two days.
      correctableUntil: place.day(1),
      canCorrect: true,
    });
    const tara = { id: place.teacher.id, name: 'Tara Teacher' };
    const version = (status: string, recordedBy: object, source: string, reason: string | null) => ({
      id: expect.any(String),
      status,
      recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      recordedBy,
      source,
      reason,
    });
    expect(answer.body.marks).toEqual([
      {
        studentId: first!.id,
        name: first!.name,
        rollNumber: 'R-001',
        current: version('present', tara, 'teacher', null),
        earlier: [],
      },
      {
        studentId: second!.id,
        name: second!.name,
        rollNumber: 'R-002',
        current: version('absent', { id: place.institute.adminId, name: 'Asha Admin' }, 'office', 'Left after roll call'),
        earlier: [version('present', tara, 'teacher', 'Was in the lab'), version('absent', tara, 'teacher', null)],
      },
      {
        studentId: third!.id,
        name: third!.name,
        rollNumber: 'R-003',
        current: version('present', tara, 'teacher', null),
        earlier: [],
      },
    ]);
    const [current, ...earlier] = [answer.body.marks[1].current, ...answer.body.marks[1].earlier];
    expect(earlier[0].recordedAt <= current.recordedAt && earlier[1].recordedAt <= earlier[0].recordedAt).toBe(true);

    const office = await get(place.institute.admin, `/admin/lectures/${lectureId}`);
    expect(office.status).toBe(200);
    expect(office.body.marks).toEqual(answer.body.marks);
    expect(office.body.lecture).toEqual(answer.body.lecture);
  });

  it('say whether the caller may correct now: the teacher inside the window, Correct attendance at any time', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const lastDay = await recordLecture(area, place, { heldOn: place.day(-2) });
    const closed = await recordLecture(area, place, { heldOn: place.day(-3) });
    const canCorrect = async (identity: Identity, path: string) => (await get(identity, path)).body.lecture;

    expect(await canCorrect(place.teacher.identity, `/teacher/lectures/${lastDay}`)).toMatchObject({
      correctableUntil: place.day(0),
      canCorrect: true,
    });
    expect(await canCorrect(place.teacher.identity, `/teacher/lectures/${closed}`)).toMatchObject({
      correctableUntil: place.day(-1),
      canCorrect: false,
    });
    expect((await canCorrect(place.institute.admin, `/admin/lectures/${closed}`)).canCorrect).toBe(true);
    const reader = await adminWithOnly(area.pool, place.institute.id, ['view_reports']);
    expect((await canCorrect(reader, `/admin/lectures/${lastDay}`)).canCorrect).toBe(false);

    await grantOnly(area.pool, place.institute.id, place.teacher.id, ['correct_attendance']);
    expect((await canCorrect(place.teacher.identity, `/teacher/lectures/${closed}`)).canCorrect).toBe(true);
  });

  it("refuse a teacher a lecture that is not theirs, unless they hold Correct attendance; a substitute's is theirs", async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const taras = await recordLecture(area, place, { heldOn: place.day(-1) });
    const stoodIn = await recordLecture(area, place, { heldOn: place.day(-1), period: 2, takenBy: place.other.id });

    expect(await get(place.other.identity, `/teacher/lectures/${taras}`)).toEqual(
      refusal(403, attendanceMessages.notYourLecture),
    );
    const substitute = await get(place.other.identity, `/teacher/lectures/${stoodIn}`);
    expect(substitute.status).toBe(200);
    expect(substitute.body.lecture).toMatchObject({ takenBy: { id: place.other.id, name: 'Otto Other' }, canCorrect: true });

    await grantOnly(area.pool, place.institute.id, place.other.id, ['correct_attendance']);
    const granted = await get(place.other.identity, `/teacher/lectures/${taras}`);
    expect(granted.status).toBe(200);
    expect(granted.body.lecture.canCorrect).toBe(true);
  });

  it('answer an unknown or malformed lecture as not found', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    for (const [identity, path] of [
      [place.teacher.identity, `/teacher/lectures/${MISSING_ID}`],
      [place.teacher.identity, '/teacher/lectures/not-a-lecture'],
      [place.institute.admin, `/admin/lectures/${MISSING_ID}`],
      [place.institute.admin, '/admin/lectures/12'],
    ] as const)
      expect(await get(identity, path)).toEqual(refusal(404, attendanceMessages.lectureNotFound));
  });
});
