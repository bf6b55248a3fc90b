import type { Identity } from '@rollcall/contracts/internal';
import { adminAreaStack } from './support/institute';
import { attendanceCalls, enrolStudent, insertSlot, type TeachingInstitute, teachingInstitute } from './support/teaching';
import { assignTeacher, grantOnly, insertStudent, instituteToday, seedSemester, seedSubject } from './support/setup-data';

const area = adminAreaStack();

const todayOf = (identity: Identity) => area.stack.call('GET', '/teacher/today', { identity });
const subjectsOf = (identity: Identity) => area.stack.call('GET', '/teacher/subjects', { identity });
const { submit } = attendanceCalls(area);

const teaches = (place: TeachingInstitute, subjectId: string, teacherId = place.teacher.id) =>
  assignTeacher(area.pool, place.institute.id, subjectId, teacherId);

/** A lecture of the day as the Today screen lists it, not taken. */
const slotOf = (place: TeachingInstitute, period: number, startsAt: string | null, endsAt: string | null) => ({
  subjectId: place.subjectId,
  subjectName: 'Physics',
  subjectCode: 'PHY1',
  className: expect.stringMatching(/^B\.Sc\. CS/),
  period,
  startsAt,
  endsAt,
  lectureId: null,
  cover: false,
});

describe("GET /teacher/today: the teacher's lectures on the institute's today", () => {
  it("lists the teacher's timetable slots for today's weekday in period order, none taken yet", async () => {
    const place = await teachingInstitute(area, { students: 2 });
    await insertSlot(area.pool, place, { teacherId: place.teacher.id, period: 3, startsAt: '11:00', endsAt: '11:50' });
    await insertSlot(area.pool, place, { teacherId: place.teacher.id, period: 1, startsAt: '09:00', endsAt: '09:50' });
    const { rows } = await area.pool.query<{ weekday: number }>(`SELECT extract(isodow FROM $1::date)::int AS weekday`, [
      place.today,
    ]);
    const otherWeekday = (rows[0]!.weekday % 7) + 1;
    await insertSlot(area.pool, place, {
      teacherId: place.teacher.id,
      period: 2,
      startsAt: '10:00',
      endsAt: '10:50',
      weekday: otherWeekday,
    });
    await insertSlot(area.pool, place, { teacherId: place.other.id, period: 4, startsAt: '12:00', endsAt: '12:50' });

    expect(await todayOf(place.teacher.identity)).toEqual({
      status: 200,
      body: {
        success: true,
        date: place.today,
        calendar: null,
        lectures: [slotOf(place, 1, '09:00', '09:50'), slotOf(place, 3, '11:00', '11:50')],
        absenceStreaks: [],
      },
    });
  });

  it('shows a taken lecture with its id and the counts of its marks', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    await insertSlot(area.pool, place, { teacherId: place.teacher.id, period: 1, startsAt: '09:00', endsAt: '09:50' });
    await insertSlot(area.pool, place, { teacherId: place.teacher.id, period: 2, startsAt: '10:00', endsAt: '10:50' });
    const taken = await submit(place, {
      marks: place.roster.map((student, index) => ({ studentId: student.id, status: index === 0 ? 'absent' : 'present' })),
    });

    const { body } = await todayOf(place.teacher.identity);

    expect(body.lectures).toEqual([
      { ...slotOf(place, 1, '09:00', '09:50'), lectureId: taken.body.lecture.id, present: 2, absent: 1 },
      slotOf(place, 2, '10:00', '10:50'),
    ]);
  });

  it('adds an extra lecture held today outside the timetable, without times', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    await insertSlot(area.pool, place, { teacherId: place.teacher.id, period: 2, startsAt: '10:00', endsAt: '10:50' });
    const extra = await submit(place, { period: 6 });
    await submit(place, { period: 5, heldOn: place.day(-1) });

    const { body } = await todayOf(place.teacher.identity);

    expect(body.lectures).toEqual([
      slotOf(place, 2, '10:00', '10:50'),
      { ...slotOf(place, 6, null, null), lectureId: extra.body.lecture.id, present: 2, absent: 0 },
    ]);
  });

  it("shows a substitute the lecture they took of a colleague's subject, and the colleague too", async () => {
    const place = await teachingInstitute(area, { students: 2 });
    await grantOnly(area.pool, place.institute.id, place.other.id, ['take_any_attendance']);
    await insertSlot(area.pool, place, { teacherId: place.teacher.id, period: 1, startsAt: '09:00', endsAt: '09:50' });
    const taken = await submit(place, {}, place.other.identity);
    const lecture = { lectureId: taken.body.lecture.id, present: 2, absent: 0 };

    expect((await todayOf(place.other.identity)).body.lectures).toEqual([{ ...slotOf(place, 1, null, null), ...lecture }]);
    expect((await todayOf(place.teacher.identity)).body.lectures).toEqual([
      { ...slotOf(place, 1, '09:00', '09:50'), ...lecture },
    ]);
  });

  it('leaves out the slots of an archived subject', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    await insertSlot(area.pool, place, { teacherId: place.teacher.id, period: 1, startsAt: '09:00', endsAt: '09:50' });
    await area.pool.query(`UPDATE subjects SET archived_at = now() WHERE institute_id = $1 AND id = $2`, [
      place.institute.id,
      place.subjectId,
    ]);

    expect((await todayOf(place.teacher.identity)).body.lectures).toEqual([]);
  });

  it('answers no lectures on a day of no semester', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    await insertSlot(area.pool, place, { teacherId: place.teacher.id, period: 1, startsAt: '09:00', endsAt: '09:50' });
    await area.pool.query(`UPDATE semesters SET starts_on = $2, ends_on = $3 WHERE id = $1`, [
      place.semesterId,
      place.day(-60),
      place.day(-1),
    ]);

    expect(await todayOf(place.teacher.identity)).toEqual({
      status: 200,
      body: { success: true, date: place.today, calendar: null, lectures: [], absenceStreaks: [] },
    });
  });

  it("follows the institute's time zone for its today", async () => {
    const place = await teachingInstitute(area, { students: 1 });
    await area.pool.query(`UPDATE institutes SET time_zone = 'Pacific/Kiritimati' WHERE id = $1`, [place.institute.id]);

    const { body } = await todayOf(place.teacher.identity);

    expect(body.date).toBe(await instituteToday(area.pool, place.institute.id));
  });
});

describe('GET /teacher/subjects: the subjects the teacher teaches', () => {
  it('lists the current semester first, then later semesters before earlier ones, without archived subjects', async () => {
    const place = await teachingInstitute(area, { students: 3 });
    await area.pool.query(`UPDATE enrollments SET dropped_on = $3 WHERE institute_id = $1 AND student_id = $2`, [
      place.institute.id,
      place.roster[0]!.id,
      place.day(-1),
    ]);
    const past = await seedSemester(area.pool, place.institute.id, place.day(-200), place.day(-100));
    const next = await seedSemester(area.pool, place.institute.id, place.day(100), place.day(200));
    const pastSubject = await seedSubject(area.pool, place.institute.id, {
      classId: place.classId,
      semesterId: past,
      code: 'OPT',
      kind: 'elective',
    });
    const nextSubject = await seedSubject(area.pool, place.institute.id, {
      classId: place.classId,
      semesterId: next,
      code: 'QM',
      kind: 'elective',
    });
    const archived = await seedSubject(area.pool, place.institute.id, {
      classId: place.classId,
      semesterId: place.semesterId,
      code: 'OLD',
      kind: 'elective',
    });
    const notMine = await seedSubject(area.pool, place.institute.id, {
      classId: place.classId,
      semesterId: place.semesterId,
      code: 'ART',
      kind: 'elective',
    });
    for (const subjectId of [pastSubject, nextSubject, archived]) await teaches(place, subjectId);
    await teaches(place, notMine, place.other.id);
    await area.pool.query(`UPDATE subjects SET archived_at = now() WHERE id = $1`, [archived]);
    const student = await insertStudent(area.pool, place.institute.id, 'Pia Past', {
      classId: place.classId,
      joinedOn: place.day(-200),
    });
    await enrolStudent(area.pool, place.institute.id, pastSubject, student, place.day(-200), place.day(-100));
    await enrolStudent(area.pool, place.institute.id, nextSubject, student, place.day(100));
    await enrolStudent(area.pool, place.institute.id, nextSubject, place.roster[1]!.id, place.day(101));

    const answer = await subjectsOf(place.teacher.identity);

    expect(answer.status).toBe(200);
    expect(answer.body.subjects).toEqual([
      {
        id: place.subjectId,
        name: 'Physics',
        code: 'PHY1',
        kind: 'core',
        classId: place.classId,
        className: expect.stringMatching(/^B\.Sc\. CS/),
        semesterId: place.semesterId,
        semesterName: 'Odd semester',
        startsOn: place.day(-60),
        endsOn: place.day(60),
        studentCount: 2,
      },
      expect.objectContaining({ id: nextSubject, code: 'QM', semesterId: next, startsOn: place.day(100), studentCount: 1 }),
      expect.objectContaining({ id: pastSubject, code: 'OPT', semesterId: past, endsOn: place.day(-100), studentCount: 0 }),
    ]);
  });

  it('counts a past subject on its last day', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const past = await seedSemester(area.pool, place.institute.id, place.day(-200), place.day(-100));
    const subjectId = await seedSubject(area.pool, place.institute.id, {
      classId: place.classId,
      semesterId: past,
      code: 'OPT',
      kind: 'elective',
    });
    await teaches(place, subjectId);
    await enrolStudent(area.pool, place.institute.id, subjectId, place.roster[0]!.id, place.day(-150));

    const { body } = await subjectsOf(place.teacher.identity);

    expect(body.subjects.find((subject: { id: string }) => subject.id === subjectId).studentCount).toBe(1);
  });

  it('is empty for a teacher of no subject, and for teachers only', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    expect(await subjectsOf(place.other.identity)).toEqual({ status: 200, body: { success: true, subjects: [] } });
    expect((await subjectsOf(place.institute.admin)).status).toBe(403);
    expect((await todayOf(place.institute.admin)).status).toBe(403);
  });
});
