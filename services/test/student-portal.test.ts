import { gatewayMessages, portalMessages, setupMessages } from '@rollcall/contracts';
import { adminAreaStack } from './support/institute';
import { assignTeacher, insertStudent, seedSemester, setupCalls } from './support/setup-data';
import { MISSING_ID, refusal } from './support/stack';
import { insertParent, studentIdentity, type TeachingInstitute, takeRegister, teachingInstitute } from './support/teaching';

const area = adminAreaStack();

const classNameOf = async (classId: string) =>
  (await area.pool.query<{ name: string }>(`SELECT name FROM classes WHERE id = $1`, [classId])).rows[0]!.name;

/** The ISO weekday (1 = Monday … 7 = Sunday) of a day. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

const attendanceOf = (place: TeachingInstitute, studentId: string, query = '') =>
  area.stack.call('GET', `/student/attendance${query}`, { identity: studentIdentity(place.institute.id, studentId) });

/**
 * Sam of the place's class A, worked out by hand; T is the institute's today, the semester runs T-60 to
 * T+60, the threshold is 75 %.
 *
 * Physics (core of A), enrolled from T-60; the transfer to class B on T-5 ends it (droppedOn T-5):
 *   T-12 absent, T-10 present, T-8 absent then corrected to present by the office, T-6 present;
 *   T-3 is held after the transfer and is not Sam's. 3 of 4 = 75.0 %: at the threshold, 0 needed, 0 left.
 * Art (elective of A), enrolled from T-20, dropped on T-9 after the lecture of T-7 was taken:
 *   T-13 present, T-11 absent; T-7 (present) falls after the drop and stops counting.
 *   1 of 2 = 50.0 %: (1 + n) ÷ (2 + n) ≥ 75 % needs n = 2, but nothing is left: null.
 * Chemistry (core of B), from T-5; a weekly slot on T's weekday, period 1, taken today:
 *   T-4 absent, T-2 present, T absent. 1 of 3 = 33.3 %: (1 + n) ÷ (3 + n) ≥ 75 % ⇒ n = 5;
 *   left: T+7, T+14, …, T+56 = 8 (today's is taken). 5 needed.
 * Biology (core of B), from T-5; a weekly slot on T's weekday, period 2, not taken today:
 *   T-4, T-3, T-2, T-1 absent (period 2). 0 of 4 = 0 %: n ÷ (4 + n) ≥ 75 % ⇒ n = 12;
 *   left: T, T+7, …, T+56 = 9. 12 > 9: null.
 * Overall: (3 + 1 + 1 + 0) of (4 + 2 + 3 + 4) = 5 of 13 = 38.46 % → 38.5 %.
 */
async function samsSemester() {
  const place = await teachingInstitute(area, { students: 3 });
  const sam = place.roster[0]!;
  const second = place.roster[1]!;
  const third = place.roster[2]!;
  const { day, institute, teacher } = place;
  const setup = setupCalls(area.stack, institute.admin);
  const ofSemester = { semesterId: place.semesterId };
  const art = await setup.subject({ ...ofSemester, classId: place.classId, name: 'Art', code: 'ART1', kind: 'elective' });
  const classB = await setup.class('B.Sc. CS B');
  const chemistry = await setup.subject({ ...ofSemester, classId: classB.id, name: 'Chemistry', code: 'CHE1' });
  const biology = await setup.subject({ ...ofSemester, classId: classB.id, name: 'Biology', code: 'BIO1' });
  for (const subject of [art, chemistry, biology]) await assignTeacher(area.pool, institute.id, subject.id, teacher.id);
  const slot = (subjectId: string, period: number) => ({
    subjectId,
    teacherId: teacher.id,
    weekday: isoWeekday(place.today),
    period,
    startsAt: `${8 + period}:00`.padStart(5, '0'),
    endsAt: `${8 + period}:50`.padStart(5, '0'),
  });
  const timetable = await setup.call('PUT', '/admin/timetable', {
    classId: classB.id,
    ...ofSemester,
    slots: [slot(chemistry.id, 1), slot(biology.id, 2)],
  });
  expect(timetable.status).toBe(200);
  for (const student of [sam, second])
    expect(
      (await setup.call('POST', '/admin/enrollments', { subjectId: art.id, studentId: student.id, enrolledOn: day(-20) })).status,
    ).toBe(201);

  const physics = (heldOn: string, students = place.roster, absent: string[] = []) =>
    takeRegister(area, place, { subjectId: place.subjectId, heldOn, period: 1, students, absent });
  const lectures = {
    physics: [
      await physics(day(-12), place.roster, [sam.id]),
      await physics(day(-10)),
      await physics(day(-8), place.roster, [sam.id]),
      await physics(day(-6)),
    ],
    art: [
      await takeRegister(area, place, { subjectId: art.id, heldOn: day(-13), period: 2, students: [sam, second] }),
      await takeRegister(area, place, {
        subjectId: art.id,
        heldOn: day(-11),
        period: 2,
        students: [sam, second],
        absent: [sam.id],
      }),
      await takeRegister(area, place, { subjectId: art.id, heldOn: day(-7), period: 2, students: [sam, second] }),
    ],
  };
  const corrected = await setup.call('POST', `/admin/lectures/${lectures.physics[2]}/corrections`, {
    studentId: sam.id,
    status: 'present',
    reason: 'Was at the lab',
  });
  expect(corrected.status).toBe(201);
  const dropped = await setup.call('POST', '/admin/enrollments/drop', {
    subjectId: art.id,
    studentId: sam.id,
    droppedOn: day(-9),
  });
  expect(dropped.status).toBe(200);
  const moved = await setup.call('POST', `/admin/students/${sam.id}/transfer`, { classId: classB.id, on: day(-5) });
  expect(moved.status).toBe(200);
  await physics(day(-3), [second, third]);

  const inB = (subjectId: string, heldOn: string, period: number, absent: boolean) =>
    takeRegister(area, place, { subjectId, heldOn, period, students: [sam], absent: absent ? [sam.id] : [] });
  const chemistryLectures = [
    await inB(chemistry.id, day(-4), 1, true),
    await inB(chemistry.id, day(-2), 1, false),
    await inB(chemistry.id, day(0), 1, true),
  ];
  const biologyLectures = [];
  for (const offset of [-4, -3, -2, -1]) biologyLectures.push(await inB(biology.id, day(offset), 2, true));
  return { place, sam, classB, art, chemistry, biology, lectures: { ...lectures, chemistryLectures, biologyLectures } };
}

describe("a student's own attendance", () => {
  it('answers the semester with each subject against the threshold, overall, and every marked lecture', async () => {
    const { place, sam, art, chemistry, biology, lectures } = await samsSemester();
    const { day } = place;
    const answer = await attendanceOf(place, sam.id);

    const semester = { id: place.semesterId, name: 'Odd semester', startsOn: day(-60), endsOn: day(60) };
    const lecture = (lectureId: string, heldOn: string, period: number, subjectId: string, status: string) => ({
      lectureId,
      heldOn,
      period,
      subjectId,
      status,
    });
    const [physics, artLecture, chem, bio] = [
      lectures.physics,
      lectures.art,
      lectures.chemistryLectures,
      lectures.biologyLectures,
    ];
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        student: { id: sam.id, name: sam.name, rollNumber: 'R-001', className: 'B.Sc. CS B' },
        threshold: 75,
        condonationFloor: 65,
        today: place.today,
        semester,
        semesters: [semester],
        overall: { present: 5, total: 13, percentage: 38.5 },
        subjects: [
          {
            subjectId: biology.id,
            name: 'Biology',
            code: 'BIO1',
            kind: 'core',
            enrolledOn: day(-5),
            droppedOn: null,
            present: 0,
            total: 4,
            percentage: 0,
            lecturesNeeded: null,
            lecturesLeft: 9,
            condoned: 0,
            status: 'short',
            maxReachable: 69.2,
            canMiss: 0,
          },
          {
            subjectId: chemistry.id,
            name: 'Chemistry',
            code: 'CHE1',
            kind: 'core',
            enrolledOn: day(-5),
            droppedOn: null,
            present: 1,
            total: 3,
            percentage: 33.3,
            lecturesNeeded: 5,
            lecturesLeft: 8,
            condoned: 0,
            status: 'short',
            maxReachable: 81.8,
            canMiss: 0,
          },
          {
            subjectId: art.id,
            name: 'Art',
            code: 'ART1',
            kind: 'elective',
            enrolledOn: day(-20),
            droppedOn: day(-9),
            present: 1,
            total: 2,
            percentage: 50,
            lecturesNeeded: null,
            lecturesLeft: 0,
            condoned: 0,
            status: 'short',
            maxReachable: 50,
            canMiss: 0,
          },
          {
            subjectId: place.subjectId,
            name: 'Physics',
            code: 'PHY1',
            kind: 'core',
            enrolledOn: day(-60),
            droppedOn: day(-5),
            present: 3,
            total: 4,
            percentage: 75,
            lecturesNeeded: 0,
            lecturesLeft: 0,
            condoned: 0,
            status: 'eligible',
            maxReachable: 75,
            canMiss: 0,
          },
        ],
        lectures: [
          lecture(artLecture[0]!, day(-13), 2, art.id, 'present'),
          lecture(physics[0]!, day(-12), 1, place.subjectId, 'absent'),
          lecture(artLecture[1]!, day(-11), 2, art.id, 'absent'),
          lecture(physics[1]!, day(-10), 1, place.subjectId, 'present'),
          lecture(physics[2]!, day(-8), 1, place.subjectId, 'present'),
          lecture(physics[3]!, day(-6), 1, place.subjectId, 'present'),
          lecture(chem[0]!, day(-4), 1, chemistry.id, 'absent'),
          lecture(bio[0]!, day(-4), 2, biology.id, 'absent'),
          lecture(bio[1]!, day(-3), 2, biology.id, 'absent'),
          lecture(chem[1]!, day(-2), 1, chemistry.id, 'present'),
          lecture(bio[2]!, day(-2), 2, biology.id, 'absent'),
          lecture(bio[3]!, day(-1), 2, biology.id, 'absent'),
          lecture(chem[2]!, day(0), 1, chemistry.id, 'absent'),
        ],
        calendar: [],
      },
    });
  });

  it('answers a student with no lecture yet at 0 of 0, with nothing needed', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const answer = await attendanceOf(place, place.roster[0]!.id);
    expect(answer.body.overall).toEqual({ present: 0, total: 0, percentage: null });
    expect(answer.body.subjects).toEqual([
      expect.objectContaining({ subjectId: place.subjectId, present: 0, total: 0, percentage: null, lecturesNeeded: 0 }),
    ]);
    expect(answer.body.lectures).toEqual([]);
  });

  it("reads the institute's threshold with its decimal", async () => {
    const place = await teachingInstitute(area, { students: 2 });
    await area.pool.query(`UPDATE institutes SET attendance_threshold = 72.5 WHERE id = $1`, [place.institute.id]);
    const [first] = place.roster;
    for (const [offset, absent] of [
      [-8, false],
      [-7, true],
      [-6, true],
      [-5, false],
      [-4, true],
      [-3, false],
      [-2, false],
      [-1, false],
    ] as const)
      await takeRegister(area, place, {
        subjectId: place.subjectId,
        heldOn: place.day(offset),
        period: 1,
        students: place.roster,
        absent: absent ? [first!.id] : [],
      });
    const answer = await attendanceOf(place, first!.id);
    expect(answer.body.threshold).toBe(72.5);
    // 5 of 8 = 62.5 %; (5 + n) ÷ (8 + n) ≥ 72.5 % ⇒ 275 n ≥ 800 ⇒ n = 3. No timetable: nothing left, so null.
    expect(answer.body.subjects[0]).toEqual(
      expect.objectContaining({ present: 5, total: 8, percentage: 62.5, lecturesNeeded: null, lecturesLeft: 0 }),
    );
  });
});

describe('condonations in the portal', () => {
  it("count up to the threshold in the student's own subject, stop counting once withdrawn, and never show for another", async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const sam = place.roster[0]!;
    const ria = place.roster[1]!;
    // Both attend 2 of 5 (40.0 %): short, below the floor of 65 %. 75 % of 5 is 3.75, so 1.75 lectures lift them to it.
    for (const offset of [-5, -4, -3, -2, -1])
      await takeRegister(area, place, {
        subjectId: place.subjectId,
        heldOn: place.day(offset),
        period: 1,
        students: place.roster,
        absent: offset >= -3 ? [sam.id, ria.id] : [],
      });
    const physicsOf = async (studentId: string) => (await attendanceOf(place, studentId)).body.subjects[0];
    const grant = async (lectures: number) => {
      const answer = await area.stack.call('POST', '/admin/condonations', {
        identity: place.institute.admin,
        body: { studentId: sam.id, subjectId: place.subjectId, lectures, reason: 'Medical certificate' },
      });
      expect(answer.status).toBe(201);
      return answer.body.condonation.id as string;
    };
    const short = { present: 2, total: 5, percentage: 40, condoned: 0, status: 'short', maxReachable: 40, canMiss: 0 };
    expect(await physicsOf(sam.id)).toMatchObject(short);

    const five = await grant(5);
    await grant(1);
    // 6 granted, 1.75 counted: the percentage stops at the threshold.
    expect(await physicsOf(sam.id)).toMatchObject({ present: 2, total: 5, condoned: 1.75, percentage: 75, status: 'eligible' });
    expect(await physicsOf(ria.id)).toMatchObject(short);

    const withdrawn = await area.stack.call('DELETE', `/admin/condonations/${five}`, { identity: place.institute.admin });
    expect(withdrawn.status).toBe(200);
    // The one lecture left in force: 3 of 5 = 60.0 %, still short of the floor.
    expect(await physicsOf(sam.id)).toMatchObject({ condoned: 1, percentage: 60, status: 'short' });
  });
});

describe('the semester shown', () => {
  /** A fresh institute whose one student is in a class from 300 days ago, with these semesters (offsets from today). */
  async function instituteWithSemesters(...ranges: Array<[from: number, to: number]>) {
    const place = await teachingInstitute(area, { students: 1 });
    await area.pool.query(`DELETE FROM subjects WHERE institute_id = $1`, [place.institute.id]);
    await area.pool.query(`DELETE FROM semesters WHERE institute_id = $1`, [place.institute.id]);
    const semesters = [];
    for (const [from, to] of ranges)
      semesters.push(await seedSemester(area.pool, place.institute.id, place.day(from), place.day(to)));
    return { place, student: place.roster[0]!, semesters };
  }
  const shown = (answer: { body: { semester: { id: string }; semesters: Array<{ id: string }> } }) => ({
    semester: answer.body.semester.id,
    semesters: answer.body.semesters.map((semester) => semester.id),
  });

  it('is the one holding today by default, and the one asked for when given, listed with those enrolled in', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const later = await seedSemester(area.pool, place.institute.id, place.day(61), place.day(120));
    const student = place.roster[0]!.id;
    expect(shown(await attendanceOf(place, student))).toEqual({ semester: place.semesterId, semesters: [place.semesterId] });

    const asked = await attendanceOf(place, student, `?semesterId=${later}`);
    expect(shown(asked)).toEqual({ semester: later, semesters: [later, place.semesterId] });
    expect(asked.body).toEqual(
      expect.objectContaining({ subjects: [], lectures: [], overall: { present: 0, total: 0, percentage: null } }),
    );
  });

  it('is the latest begun when none holds today, else the next to begin', async () => {
    const past = await instituteWithSemesters([-300, -200], [-150, -20], [30, 90]);
    expect(shown(await attendanceOf(past.place, past.student.id))).toEqual({
      semester: past.semesters[1],
      semesters: [past.semesters[1]],
    });
    const upcoming = await instituteWithSemesters([90, 150], [20, 60]);
    expect(shown(await attendanceOf(upcoming.place, upcoming.student.id))).toEqual({
      semester: upcoming.semesters[1],
      semesters: [upcoming.semesters[1]],
    });
  });

  it("is not found when it is another institute's or none at all, and when the institute has none yet", async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const other = await teachingInstitute(area, { students: 1 });
    const student = place.roster[0]!.id;
    for (const semesterId of [other.semesterId, MISSING_ID])
      expect(await attendanceOf(place, student, `?semesterId=${semesterId}`)).toEqual(
        refusal(404, setupMessages.semesterNotFound),
      );
    expect((await attendanceOf(place, student, '?semesterId=soon')).status).toBe(400);

    const empty = await instituteWithSemesters();
    expect(await attendanceOf(empty.place, empty.student.id)).toEqual(refusal(404, portalMessages.noSemester));
  });
});

describe("a parent's children", () => {
  it('lists the linked students by name with their class today, and reads each as the student does', async () => {
    const { place, sam } = await samsSemester();
    const [, second, third] = place.roster;
    const left = await insertStudent(area.pool, place.institute.id, 'Ada Left', {
      classId: place.classId,
      joinedOn: place.day(-60),
      leftOn: place.day(-1),
    });
    const parent = await insertParent(area.pool, place.institute.id, 'Priya Parent', [second!.id, sam.id, left]);

    const children = await area.stack.call('GET', '/parent/children', { identity: parent.identity });
    expect(children).toEqual({
      status: 200,
      body: {
        success: true,
        children: [
          { id: left, name: 'Ada Left', className: null },
          { id: sam.id, name: 'Student 001', className: 'B.Sc. CS B' },
          { id: second!.id, name: 'Student 002', className: await classNameOf(place.classId) },
        ],
      },
    });

    const asParent = await area.stack.call('GET', `/parent/children/${sam.id}/attendance`, { identity: parent.identity });
    expect(asParent).toEqual(await attendanceOf(place, sam.id));
    const asked = `?semesterId=${place.semesterId}`;
    expect(await area.stack.call('GET', `/parent/children/${sam.id}/attendance${asked}`, { identity: parent.identity })).toEqual(
      await attendanceOf(place, sam.id, asked),
    );

    const other = await teachingInstitute(area, { students: 1 });
    for (const id of [third!.id, other.roster[0]!.id, place.teacher.id, parent.id, MISSING_ID, 'not-an-id'])
      expect(await area.stack.call('GET', `/parent/children/${id}/attendance`, { identity: parent.identity })).toEqual(
        refusal(404, portalMessages.childNotFound),
      );
  });

  it('is an empty list for a parent with no child linked', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const parent = await insertParent(area.pool, place.institute.id, 'Nina None');
    expect(await area.stack.call('GET', '/parent/children', { identity: parent.identity })).toEqual({
      status: 200,
      body: { success: true, children: [] },
    });
    expect(
      await area.stack.call('GET', `/parent/children/${place.roster[0]!.id}/attendance`, { identity: parent.identity }),
    ).toEqual(refusal(404, portalMessages.childNotFound));
  });
});

describe('the portals, for any other role', () => {
  it('refuse teachers, admins and the other portal role at the door', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const student = studentIdentity(place.institute.id, place.roster[0]!.id);
    const parent = (await insertParent(area.pool, place.institute.id, 'Pat Parent', [place.roster[0]!.id])).identity;
    const calls: Array<[string, Array<typeof student>]> = [
      ['/student/attendance', [place.teacher.identity, place.institute.admin, parent]],
      ['/parent/children', [place.teacher.identity, place.institute.admin, student]],
      [`/parent/children/${place.roster[0]!.id}/attendance`, [place.teacher.identity, place.institute.admin, student]],
    ];
    for (const [path, callers] of calls)
      for (const identity of callers)
        expect([path, identity.role, await area.stack.call('GET', path, { identity })]).toEqual([
          path,
          identity.role,
          refusal(403, gatewayMessages.noAccess),
        ]);
  });
});
