import { eligibilityMessages, messages, peopleMessages, setupMessages } from '@rollcall/contracts';
import type { Identity } from '@rollcall/contracts/internal';
import { adminAreaStack } from './support/institute';
import { adminWithOnly } from './support/setup-data';
import { MISSING_ID, refusal } from './support/stack';
import {
  enrolStudent,
  markLecture,
  studentIdentity,
  type TeachingInstitute,
  teachingInstitute,
  teachSubject,
} from './support/teaching';

const area = adminAreaStack();

const grant = (identity: Identity, body: Record<string, unknown>) =>
  area.stack.call('POST', '/admin/condonations', { identity, body });
const list = (identity: Identity, query = '') => area.stack.call('GET', `/admin/condonations${query}`, { identity });
const withdraw = (identity: Identity, id: string) => area.stack.call('DELETE', `/admin/condonations/${id}`, { identity });

const medical = { lectures: 3, reason: 'Hospitalised with dengue', reference: 'MC/2026/117' };

/** The condonations stored for the place's institute, however they were answered. */
const storedCount = async (place: TeachingInstitute) =>
  (await area.pool.query(`SELECT count(*)::int AS n FROM condonations WHERE institute_id = $1`, [place.institute.id])).rows[0]
    .n as number;

/** Physics of the student as the portal answers it. */
const portalPhysics = async (place: TeachingInstitute, studentId: string) => {
  const answer = await area.stack.call('GET', '/student/attendance', {
    identity: studentIdentity(place.institute.id, studentId),
  });
  expect(answer.status).toBe(200);
  return answer.body.subjects.find((subject: { subjectId: string }) => subject.subjectId === place.subjectId);
};

describe('granting a condonation', () => {
  it('answers 201 with who granted it and when, and lists it newest first with the withdrawn ones', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [sam, ria] = place.roster;
    const { admin, adminId } = place.institute;
    const before = Date.now();
    const first = await grant(admin, { studentId: sam!.id, subjectId: place.subjectId, ...medical });
    expect(first).toEqual({
      status: 201,
      body: {
        success: true,
        condonation: {
          id: expect.any(String),
          studentId: sam!.id,
          subjectId: place.subjectId,
          ...medical,
          grantedBy: { id: adminId, name: 'Asha Admin' },
          grantedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          withdrawnBy: null,
          withdrawnAt: null,
        },
      },
    });
    const grantedAt = Date.parse(first.body.condonation.grantedAt);
    expect(grantedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(grantedAt).toBeLessThanOrEqual(Date.now() + 1000);

    // A reference left out is null; the reason is kept as written (trimmed).
    const second = await grant(admin, { studentId: sam!.id, subjectId: place.subjectId, lectures: 1, reason: '  Sports meet ' });
    expect(second.status).toBe(201);
    expect(second.body.condonation).toMatchObject({ lectures: 1, reason: 'Sports meet', reference: null });
    const ofRia = await grant(admin, { studentId: ria!.id, subjectId: place.subjectId, lectures: 2, reason: 'Fever' });
    expect(ofRia.status).toBe(201);

    const withdrawn = await withdraw(admin, first.body.condonation.id);
    expect(withdrawn).toEqual({
      status: 200,
      body: {
        success: true,
        condonation: {
          ...first.body.condonation,
          withdrawnBy: { id: adminId, name: 'Asha Admin' },
          withdrawnAt: expect.stringMatching(/Z$/),
        },
      },
    });
    expect(await storedCount(place)).toBe(3);

    const ofSam = await list(admin, `?studentId=${sam!.id}`);
    expect(ofSam).toEqual({
      status: 200,
      body: { success: true, condonations: [second.body.condonation, withdrawn.body.condonation] },
    });
    const all = await list(admin);
    expect(all.body.condonations.map((one: { id: string }) => one.id)).toEqual([
      ofRia.body.condonation.id,
      second.body.condonation.id,
      first.body.condonation.id,
    ]);
    const bySubjectAndStudent = await list(admin, `?studentId=${ria!.id}&subjectId=${place.subjectId}`);
    expect(bySubjectAndStudent.body.condonations).toEqual([ofRia.body.condonation]);

    // Another institute sees none of them.
    const other = await teachingInstitute(area, { students: 1 });
    expect(await list(other.institute.admin)).toEqual({ status: 200, body: { success: true, condonations: [] } });
    expect(await list(other.institute.admin, `?studentId=${sam!.id}`)).toEqual({
      status: 200,
      body: { success: true, condonations: [] },
    });
  });

  it('is granted in a subject the student has since dropped, and to an archived student, as corrections are', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const [sam, ria] = place.roster;
    await area.pool.query(`UPDATE enrollments SET dropped_on = $3 WHERE institute_id = $1 AND student_id = $2`, [
      place.institute.id,
      sam!.id,
      place.day(-10),
    ]);
    await area.pool.query(`UPDATE students SET archived_at = now() WHERE institute_id = $1 AND id = $2`, [
      place.institute.id,
      ria!.id,
    ]);
    for (const student of [sam!, ria!])
      expect((await grant(place.institute.admin, { studentId: student.id, subjectId: place.subjectId, ...medical })).status).toBe(
        201,
      );
  });

  it('lists at most 500 unless a student or subject narrows the list', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const student = place.roster[0]!;
    await area.pool.query(
      `INSERT INTO condonations (institute_id, student_id, subject_id, lectures, reason, granted_by, granted_at)
       SELECT $1, $2, $3, 1, 'Camp', $4, now() - make_interval(secs => n) FROM generate_series(1, 501) AS n`,
      [place.institute.id, student.id, place.subjectId, place.institute.adminId],
    );
    const all = await list(place.institute.admin);
    expect(all.body.condonations).toHaveLength(500);
    expect((await list(place.institute.admin, `?studentId=${student.id}`)).body.condonations).toHaveLength(501);
    expect((await list(place.institute.admin, `?subjectId=${place.subjectId}`)).body.condonations).toHaveLength(501);
  });
});

describe('refusals', () => {
  it("refuses another institute's student or subject, or an unknown one, with 404 and stores nothing", async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const other = await teachingInstitute(area, { students: 1 });
    const sam = place.roster[0]!.id;
    const admin = place.institute.admin;
    for (const studentId of [other.roster[0]!.id, MISSING_ID])
      expect(await grant(admin, { studentId, subjectId: place.subjectId, ...medical })).toEqual(
        refusal(404, peopleMessages.studentNotFound),
      );
    for (const subjectId of [other.subjectId, MISSING_ID])
      expect(await grant(admin, { studentId: sam, subjectId, ...medical })).toEqual(refusal(404, setupMessages.subjectNotFound));
    expect(await storedCount(place)).toBe(0);
    expect(await storedCount(other)).toBe(0);
  });

  it('refuses a subject the student was never enrolled in with 409', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const chemistry = await teachSubject(area.pool, place, { name: 'Chemistry', code: 'CHE1' });
    expect(await grant(place.institute.admin, { studentId: place.roster[0]!.id, subjectId: chemistry, ...medical })).toEqual(
      refusal(409, eligibilityMessages.notEnrolled),
    );
    expect(await storedCount(place)).toBe(0);
  });

  it('needs Correct attendance to grant and withdraw, and View reports to list', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const body = { studentId: place.roster[0]!.id, subjectId: place.subjectId, ...medical };
    const reader = await adminWithOnly(area.pool, place.institute.id, ['view_reports']);
    const corrector = await adminWithOnly(area.pool, place.institute.id, ['correct_attendance']);
    const noPermission = refusal(403, 'You do not have permission to do this');
    expect(await grant(reader, body)).toEqual(noPermission);
    expect(await storedCount(place)).toBe(0);

    const granted = await grant(corrector, body);
    expect(granted.status).toBe(201);
    expect(await list(corrector)).toEqual(noPermission);
    expect(await withdraw(reader, granted.body.condonation.id)).toEqual(noPermission);
    expect((await list(reader)).body.condonations[0].withdrawnAt).toBeNull();
    expect((await withdraw(corrector, granted.body.condonation.id)).status).toBe(200);
  });

  it('refuses lectures outside 1 to 100 or not whole, and a blank reason or reference, with 400', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const body = { studentId: place.roster[0]!.id, subjectId: place.subjectId, ...medical };
    for (const lectures of [0, 101, 1.5, '3'])
      expect(await grant(place.institute.admin, { ...body, lectures })).toEqual(refusal(400, eligibilityMessages.validLectures));
    expect(await grant(place.institute.admin, { ...body, reason: '   ' })).toEqual(
      refusal(400, eligibilityMessages.reasonRequired),
    );
    expect(await grant(place.institute.admin, { ...body, reference: ' ' })).toEqual(
      refusal(400, eligibilityMessages.referenceBlank),
    );
    expect(await grant(place.institute.admin, { ...body, studentId: 'sam' })).toEqual(refusal(400, messages.selectStudent));
    expect(await storedCount(place)).toBe(0);
  });

  it("refuses withdrawing twice with 409, and an unknown or another institute's condonation with 404", async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const other = await teachingInstitute(area, { students: 1 });
    const granted = await grant(place.institute.admin, {
      studentId: place.roster[0]!.id,
      subjectId: place.subjectId,
      ...medical,
    });
    const id = granted.body.condonation.id;
    const first = await withdraw(place.institute.admin, id);
    expect(first.status).toBe(200);
    expect(await withdraw(place.institute.admin, id)).toEqual(refusal(409, eligibilityMessages.withdrawnAlready));
    for (const unknown of [MISSING_ID, 'not-an-id'])
      expect(await withdraw(place.institute.admin, unknown)).toEqual(refusal(404, eligibilityMessages.condonationNotFound));

    const theirs = await grant(other.institute.admin, { studentId: other.roster[0]!.id, subjectId: other.subjectId, ...medical });
    expect(await withdraw(place.institute.admin, theirs.body.condonation.id)).toEqual(
      refusal(404, eligibilityMessages.condonationNotFound),
    );
    expect((await list(other.institute.admin)).body.condonations[0].withdrawnAt).toBeNull();
    // The first withdrawal stands as it was.
    expect((await list(place.institute.admin)).body.condonations).toEqual([first.body.condonation]);
  });
});

describe('what a condonation counts for', () => {
  it('lifts the portal percentage to the threshold and no further, at once, and stops counting once withdrawn', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const sam = place.roster[0]!;
    // 2 of 4: 50.0 %, below the floor of 65 %.
    for (const period of [1, 2, 3, 4])
      await markLecture(area, place, { heldOn: place.day(-1), period, students: [sam], absent: period > 2 ? [sam] : [] });
    expect(await portalPhysics(place, sam.id)).toMatchObject({ percentage: 50, condoned: 0, status: 'short' });

    // 10 granted, but 1 lifts 2 of 4 to 75 %: condoned 1, never 12 of 4.
    const granted = await grant(place.institute.admin, {
      ...medical,
      lectures: 10,
      studentId: sam.id,
      subjectId: place.subjectId,
    });
    expect(granted.status).toBe(201);
    expect(await portalPhysics(place, sam.id)).toMatchObject({
      present: 2,
      total: 4,
      percentage: 75,
      condoned: 1,
      status: 'eligible',
    });

    expect((await withdraw(place.institute.admin, granted.body.condonation.id)).status).toBe(200);
    expect(await portalPhysics(place, sam.id)).toMatchObject({ percentage: 50, condoned: 0, status: 'short' });
  });

  it('counts only in the subject it was granted in', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const sam = place.roster[0]!;
    const chemistry = await teachSubject(area.pool, place, { name: 'Chemistry', code: 'CHE1' });
    await enrolStudent(area.pool, place.institute.id, chemistry, sam.id, place.day(-60));
    for (const subjectId of [place.subjectId, chemistry])
      await markLecture(area, place, { heldOn: place.day(-1), subjectId, students: [sam], absent: [sam] });
    expect((await grant(place.institute.admin, { ...medical, studentId: sam.id, subjectId: chemistry })).status).toBe(201);
    expect(await portalPhysics(place, sam.id)).toMatchObject({ percentage: 0, condoned: 0, status: 'short' });
  });
});
