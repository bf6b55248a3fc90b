import { absenceAlertMessages, eligibilityMessages, gatewayMessages } from '@rollcall/contracts';
import { adminAreaStack, type TestInstitute } from './support/institute';
import { adminWithOnly, holdLecture, instituteWithSetup } from './support/setup-data';
import { identities, MISSING_ID, refusal } from './support/stack';

const area = adminAreaStack();

describe('academic years', () => {
  it('are created trimmed and listed newest first, each with its semesters in date order', async () => {
    const { setup } = await instituteWithSetup(area);
    const created = await setup.call('POST', '/admin/academic-years', {
      name: ' 2026-27 ',
      startsOn: '2026-06-01',
      endsOn: '2027-05-31',
    });
    expect(created).toEqual({
      status: 201,
      body: {
        success: true,
        academicYear: { id: expect.any(String), name: '2026-27', startsOn: '2026-06-01', endsOn: '2027-05-31' },
      },
    });
    const older = await setup.year('2025-26', '2025-06-01', '2026-05-31');
    const yearId = created.body.academicYear.id;
    const even = await setup.semester(yearId, 'Even', '2026-12-01', '2027-05-31');
    const odd = await setup.semester(yearId, 'Odd', '2026-06-01', '2026-11-30');

    const list = await setup.call('GET', '/admin/academic-years');
    expect(list).toEqual({
      status: 200,
      body: {
        success: true,
        academicYears: [
          {
            id: yearId,
            name: '2026-27',
            startsOn: '2026-06-01',
            endsOn: '2027-05-31',
            semesters: [
              { id: odd.id, academicYearId: yearId, name: 'Odd', startsOn: '2026-06-01', endsOn: '2026-11-30' },
              { id: even.id, academicYearId: yearId, name: 'Even', startsOn: '2026-12-01', endsOn: '2027-05-31' },
            ],
          },
          { id: older.id, name: '2025-26', startsOn: '2025-06-01', endsOn: '2026-05-31', semesters: [] },
        ],
      },
    });
  });

  it('refuse a missing name, an invalid date and an end before the start', async () => {
    const { setup } = await instituteWithSetup(area);
    expect(
      await setup.call('POST', '/admin/academic-years', { name: ' ', startsOn: '2026-06-01', endsOn: '2027-05-31' }),
    ).toEqual(refusal(400, 'Name is required'));
    expect(
      await setup.call('POST', '/admin/academic-years', { name: 'Y', startsOn: '2026-02-30', endsOn: '2027-05-31' }),
    ).toEqual(refusal(400, 'Please enter a valid date (YYYY-MM-DD)'));
    expect(
      await setup.call('POST', '/admin/academic-years', { name: 'Y', startsOn: '2026-06-01', endsOn: '2026-05-31' }),
    ).toEqual(refusal(400, 'End date must be on or after the start date'));
  });

  it('refuse a second year of the same name', async () => {
    const { setup } = await instituteWithSetup(area);
    await setup.year('2026-27', '2026-06-01', '2027-05-31');
    expect(
      await setup.call('POST', '/admin/academic-years', { name: '2026-27', startsOn: '2027-06-01', endsOn: '2028-05-31' }),
    ).toEqual(refusal(409, 'An academic year named "2026-27" already exists'));
  });

  it('change their dates only while every semester stays inside them', async () => {
    const { setup } = await instituteWithSetup(area);
    const year = await setup.year('2026-27', '2026-06-01', '2027-05-31');
    await setup.semester(year.id, 'Odd', '2026-06-15', '2026-11-30');

    const widened = await setup.call('PUT', `/admin/academic-years/${year.id}`, {
      name: 'AY 2026',
      startsOn: '2026-06-10',
      endsOn: '2027-06-30',
    });
    expect(widened).toEqual({
      status: 200,
      body: { success: true, academicYear: { id: year.id, name: 'AY 2026', startsOn: '2026-06-10', endsOn: '2027-06-30' } },
    });
    const narrowed = await setup.call('PUT', `/admin/academic-years/${year.id}`, {
      name: 'AY 2026',
      startsOn: '2026-07-01',
      endsOn: '2027-06-30',
    });
    expect(narrowed).toEqual(refusal(409, 'The semester Odd (2026-06-15 to 2026-11-30) would fall outside these dates'));
    expect((await setup.call('GET', '/admin/academic-years')).body.academicYears[0].startsOn).toBe('2026-06-10');
  });

  it('are not found by an unknown or malformed id', async () => {
    const { setup } = await instituteWithSetup(area);
    const body = { name: 'Y', startsOn: '2026-06-01', endsOn: '2027-05-31' };
    expect(await setup.call('PUT', `/admin/academic-years/${MISSING_ID}`, body)).toEqual(refusal(404, 'Academic year not found'));
    expect(await setup.call('PUT', '/admin/academic-years/not-a-uuid', body)).toEqual(refusal(404, 'Academic year not found'));
    expect(await setup.call('DELETE', `/admin/academic-years/${MISSING_ID}`)).toEqual(refusal(404, 'Academic year not found'));
  });

  it('are removed with their semesters, unless a lecture was held under them', async () => {
    const { institute, setup } = await instituteWithSetup(area);
    const kept = await setup.year('2026-27', '2026-06-01', '2027-05-31');
    const removed = await setup.year('2027-28', '2027-06-01', '2028-05-31');
    const semester = await setup.semester(kept.id, 'Odd', '2026-06-01', '2026-11-30');
    await setup.semester(removed.id, 'Odd', '2027-06-01', '2027-11-30');
    const classInfo = await setup.class('B.Sc. CS 1-A');
    const subject = await setup.subject({ classId: classInfo.id, semesterId: semester.id });
    await holdLecture(area.pool, institute.id, subject.id, '2026-07-01');

    expect(await setup.call('DELETE', `/admin/academic-years/${kept.id}`)).toEqual(
      refusal(409, 'This year has attendance records and cannot be removed'),
    );
    expect(await setup.call('DELETE', `/admin/academic-years/${removed.id}`)).toEqual({ status: 200, body: { success: true } });
    const years = (await setup.call('GET', '/admin/academic-years')).body.academicYears;
    expect(years.map((year: { name: string; semesters: unknown[] }) => [year.name, year.semesters.length])).toEqual([
      ['2026-27', 1],
    ]);
    const { rows } = await area.pool.query('SELECT 1 FROM semesters WHERE institute_id = $1 AND academic_year_id = $2', [
      institute.id,
      removed.id,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('semesters', () => {
  async function yearOf2026() {
    const context = await instituteWithSetup(area);
    const year = await context.setup.year('2026-27', '2026-06-01', '2027-05-31');
    return { ...context, year };
  }

  it('are created inside their year', async () => {
    const { setup, year } = await yearOf2026();
    const answer = await setup.call('POST', '/admin/semesters', {
      academicYearId: year.id,
      name: 'Odd',
      startsOn: '2026-06-01',
      endsOn: '2026-11-30',
    });
    expect(answer).toEqual({
      status: 201,
      body: {
        success: true,
        semester: { id: expect.any(String), academicYearId: year.id, name: 'Odd', startsOn: '2026-06-01', endsOn: '2026-11-30' },
      },
    });
  });

  it.each([
    {
      refused: "dates outside the year, naming the year's dates",
      odd: false,
      semester: { name: 'Odd', startsOn: '2026-05-01', endsOn: '2026-11-30' },
      message: 'A semester must fall within its year: 2026-27 runs from 2026-06-01 to 2027-05-31',
    },
    {
      refused: 'dates that overlap another semester, naming it, even one day',
      odd: true,
      semester: { name: 'Even', startsOn: '2026-11-30', endsOn: '2027-05-31' },
      message: 'These dates overlap another semester: Odd (2026-06-01 to 2026-11-30)',
    },
    {
      refused: 'a second semester of the same name in the year',
      odd: true,
      semester: { name: 'Odd', startsOn: '2026-12-01', endsOn: '2027-05-31' },
      message: 'A semester named "Odd" already exists in this year',
    },
  ])('refuse $refused', async ({ odd, semester, message }) => {
    const { setup, year } = await yearOf2026();
    if (odd) await setup.semester(year.id, 'Odd', '2026-06-01', '2026-11-30');
    const answer = await setup.call('POST', '/admin/semesters', { academicYearId: year.id, ...semester });
    expect(answer).toEqual(refusal(409, message));
  });

  it('refuse a missing or unknown year and an end before the start', async () => {
    const { setup } = await yearOf2026();
    const dates = { name: 'Odd', startsOn: '2026-06-01', endsOn: '2026-11-30' };
    expect(await setup.call('POST', '/admin/semesters', dates)).toEqual(refusal(400, 'Please select an academic year'));
    expect(await setup.call('POST', '/admin/semesters', { ...dates, academicYearId: MISSING_ID })).toEqual(
      refusal(404, 'Academic year not found'),
    );
    expect(await setup.call('POST', '/admin/semesters', { ...dates, academicYearId: MISSING_ID, endsOn: '2026-05-31' })).toEqual(
      refusal(400, 'End date must be on or after the start date'),
    );
  });

  it('are edited under the same rules, overlapping only themselves', async () => {
    const { setup, year } = await yearOf2026();
    const odd = await setup.semester(year.id, 'Odd', '2026-06-01', '2026-11-30');
    await setup.semester(year.id, 'Even', '2026-12-01', '2027-05-31');
    const moved = await setup.call('PUT', `/admin/semesters/${odd.id}`, {
      name: 'First',
      startsOn: '2026-06-15',
      endsOn: '2026-11-30',
    });
    expect(moved).toEqual({
      status: 200,
      body: {
        success: true,
        semester: { id: odd.id, academicYearId: year.id, name: 'First', startsOn: '2026-06-15', endsOn: '2026-11-30' },
      },
    });
    expect(
      await setup.call('PUT', `/admin/semesters/${odd.id}`, { name: 'First', startsOn: '2026-06-15', endsOn: '2026-12-15' }),
    ).toEqual(refusal(409, 'These dates overlap another semester: Even (2026-12-01 to 2027-05-31)'));
    expect(
      await setup.call('PUT', `/admin/semesters/${odd.id}`, { name: 'First', startsOn: '2026-05-15', endsOn: '2026-11-30' }),
    ).toEqual(refusal(409, 'A semester must fall within its year: 2026-27 runs from 2026-06-01 to 2027-05-31'));
    expect(
      await setup.call('PUT', `/admin/semesters/${MISSING_ID}`, { name: 'X', startsOn: '2026-06-15', endsOn: '2026-11-30' }),
    ).toEqual(refusal(404, 'Semester not found'));
  });

  it('are removed unless a lecture was held in them', async () => {
    const { institute, setup, year } = await yearOf2026();
    const odd = await setup.semester(year.id, 'Odd', '2026-06-01', '2026-11-30');
    const even = await setup.semester(year.id, 'Even', '2026-12-01', '2027-05-31');
    const classInfo = await setup.class('B.Sc. CS 1-A');
    const subject = await setup.subject({ classId: classInfo.id, semesterId: odd.id, kind: 'elective' });
    await setup.subject({ classId: classInfo.id, semesterId: even.id, name: 'Optics', code: 'PHY2', kind: 'elective' });
    await holdLecture(area.pool, institute.id, subject.id, '2026-07-01');

    expect(await setup.call('DELETE', `/admin/semesters/${odd.id}`)).toEqual(
      refusal(409, 'This semester has attendance records and cannot be removed'),
    );
    expect(await setup.call('DELETE', `/admin/semesters/${even.id}`)).toEqual({ status: 200, body: { success: true } });
    expect(await setup.call('DELETE', `/admin/semesters/${even.id}`)).toEqual(refusal(404, 'Semester not found'));
    const subjects = (await setup.call('GET', '/admin/subjects')).body.subjects;
    expect(subjects.map((each: { name: string }) => each.name)).toEqual(['Physics']);
  });
});

describe('institute settings', () => {
  it('are read by any admin, with the defaults', async () => {
    const { institute } = await instituteWithSetup(area);
    const office = await adminWithOnly(area.pool, institute.id, ['manage_people']);
    const answer = await area.stack.call('GET', '/admin/settings', { identity: office });
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        settings: {
          timeZone: 'Asia/Kolkata',
          attendanceThreshold: 75,
          dailySummaryAt: '18:00',
          dailySummaries: true,
          correctionWindowDays: 2,
          condonationFloor: 65,
          absenceAlerts: 'first-absence',
          consecutiveAbsenceDays: 3,
          alertMinimumLectures: 6,
          absenceAlertsToStudents: false,
        },
      },
    });
  });

  it('answer 404 to an admin whose institute is gone', async () => {
    const answer = await area.stack.call('GET', '/admin/settings', { identity: identities.admin(MISSING_ID) });
    expect(answer).toEqual(refusal(404, 'Institute not found'));
  });

  it('change only the settings given, by an admin who manages the setup', async () => {
    const { institute, setup } = await instituteWithSetup(area);
    const changed = await setup.call('PATCH', '/admin/settings', { attendanceThreshold: 72.55, dailySummaryAt: '07:30' });
    expect(changed).toEqual({
      status: 200,
      body: {
        success: true,
        settings: {
          timeZone: 'Asia/Kolkata',
          attendanceThreshold: 72.6,
          dailySummaryAt: '07:30',
          dailySummaries: true,
          correctionWindowDays: 2,
          condonationFloor: 65,
          absenceAlerts: 'first-absence',
          consecutiveAbsenceDays: 3,
          alertMinimumLectures: 6,
          absenceAlertsToStudents: false,
        },
      },
    });
    const more = await setup.call('PATCH', '/admin/settings', {
      timeZone: 'Europe/London',
      dailySummaries: false,
      correctionWindowDays: 0,
      condonationFloor: 65,
      absenceAlerts: 'first-absence',
      consecutiveAbsenceDays: 3,
      alertMinimumLectures: 6,
      absenceAlertsToStudents: false,
    });
    expect(more.body.settings).toEqual({
      timeZone: 'Europe/London',
      attendanceThreshold: 72.6,
      dailySummaryAt: '07:30',
      dailySummaries: false,
      correctionWindowDays: 0,
      condonationFloor: 65,
      absenceAlerts: 'first-absence',
      consecutiveAbsenceDays: 3,
      alertMinimumLectures: 6,
      absenceAlertsToStudents: false,
    });
    const office = await adminWithOnly(area.pool, institute.id, ['manage_people']);
    expect(await area.stack.call('PATCH', '/admin/settings', { identity: office, body: { correctionWindowDays: 3 } })).toEqual(
      refusal(403, 'You do not have permission to do this'),
    );
  });

  it('refuse no change, a threshold out of range, an unknown zone and a bad time', async () => {
    const { setup } = await instituteWithSetup(area);
    expect(await setup.call('PATCH', '/admin/settings', {})).toEqual(refusal(400, 'Please change at least one setting'));
    expect(await setup.call('PATCH', '/admin/settings', { attendanceThreshold: 101 })).toEqual(
      refusal(400, 'Attendance threshold must be between 1 and 100'),
    );
    expect(await setup.call('PATCH', '/admin/settings', { timeZone: 'Mars/Base' })).toEqual(
      refusal(400, 'Please choose a valid time zone'),
    );
    expect(await setup.call('PATCH', '/admin/settings', { dailySummaryAt: '25:00' })).toEqual(
      refusal(400, 'Please enter a valid time (HH:MM)'),
    );
  });

  it('change how families hear of absences, turn the consecutive-absence alert off with null, and refuse out-of-range values', async () => {
    const { setup } = await instituteWithSetup(area);
    const changed = await setup.call('PATCH', '/admin/settings', {
      absenceAlerts: 'evening-only',
      consecutiveAbsenceDays: null,
      alertMinimumLectures: 10,
      absenceAlertsToStudents: true,
    });
    expect(changed.body.settings).toMatchObject({
      absenceAlerts: 'evening-only',
      consecutiveAbsenceDays: null,
      alertMinimumLectures: 10,
      absenceAlertsToStudents: true,
    });
    const untouched = await setup.call('PATCH', '/admin/settings', { correctionWindowDays: 4 });
    expect(untouched.body.settings).toMatchObject({ consecutiveAbsenceDays: null, alertMinimumLectures: 10 });
    expect((await setup.call('PATCH', '/admin/settings', { consecutiveAbsenceDays: 5 })).body.settings).toMatchObject({
      consecutiveAbsenceDays: 5,
      absenceAlerts: 'evening-only',
    });
    for (const [body, message] of [
      [{ absenceAlerts: 'sometimes' }, absenceAlertMessages.validMode],
      [{ consecutiveAbsenceDays: 1 }, absenceAlertMessages.validConsecutiveDays],
      [{ consecutiveAbsenceDays: 11 }, absenceAlertMessages.validConsecutiveDays],
      [{ consecutiveAbsenceDays: 2.5 }, absenceAlertMessages.validConsecutiveDays],
      [{ alertMinimumLectures: 0 }, absenceAlertMessages.validMinimumLectures],
      [{ alertMinimumLectures: 51 }, absenceAlertMessages.validMinimumLectures],
      [{ absenceAlertsToStudents: 'yes' }, absenceAlertMessages.studentsOnOrOff],
    ] as const) {
      expect(await setup.call('PATCH', '/admin/settings', body)).toEqual(refusal(400, message));
    }
    expect((await setup.call('GET', '/admin/settings')).body.settings).toMatchObject({
      absenceAlerts: 'evening-only',
      consecutiveAbsenceDays: 5,
      alertMinimumLectures: 10,
      absenceAlertsToStudents: true,
    });
  });

  it('keep the condonation floor at or below the threshold, whichever of the two changes', async () => {
    const { setup } = await instituteWithSetup(area);
    const floorAbove = refusal(400, eligibilityMessages.floorAboveThreshold);
    expect(await setup.call('PATCH', '/admin/settings', { condonationFloor: 75.1 })).toEqual(floorAbove);
    expect(await setup.call('PATCH', '/admin/settings', { attendanceThreshold: 60 })).toEqual(floorAbove);
    expect(await setup.call('PATCH', '/admin/settings', { condonationFloor: -1 })).toEqual(
      refusal(400, eligibilityMessages.validFloor),
    );
    const lowered = await setup.call('PATCH', '/admin/settings', { attendanceThreshold: 60, condonationFloor: 50.04 });
    expect(lowered.body.settings).toMatchObject({ attendanceThreshold: 60, condonationFloor: 50 });
    expect((await setup.call('PATCH', '/admin/settings', { condonationFloor: 60 })).body.settings.condonationFloor).toBe(60);
    expect((await setup.call('GET', '/admin/settings')).body.settings).toMatchObject({
      attendanceThreshold: 60,
      condonationFloor: 60,
    });
  });
});

describe('who may change the setup', () => {
  let institute: TestInstitute;
  let ids: Record<'year' | 'semester' | 'class' | 'subject', string>;

  beforeAll(async () => {
    const context = await instituteWithSetup(area);
    institute = context.institute;
    const { setup } = context;
    const year = await setup.year('2026-27', '2026-06-01', '2027-05-31');
    const semester = await setup.semester(year.id, 'Odd', '2026-06-01', '2026-11-30');
    const classInfo = await setup.class('B.Sc. CS 1-A');
    const subject = await setup.subject({ classId: classInfo.id, semesterId: semester.id });
    ids = { year: year.id, semester: semester.id, class: classInfo.id, subject: subject.id };
  });

  const everyCall = () => {
    const dates = { name: 'X', startsOn: '2026-06-01', endsOn: '2026-11-30' };
    return [
      ['POST', '/admin/academic-years', dates],
      ['PUT', `/admin/academic-years/${ids.year}`, dates],
      ['DELETE', `/admin/academic-years/${ids.year}`],
      ['POST', '/admin/semesters', { ...dates, academicYearId: ids.year }],
      ['PUT', `/admin/semesters/${ids.semester}`, dates],
      ['DELETE', `/admin/semesters/${ids.semester}`],
      ['POST', '/admin/classes', { name: 'X' }],
      ['PUT', `/admin/classes/${ids.class}`, { name: 'X' }],
      ['DELETE', `/admin/classes/${ids.class}`],
      ['POST', '/admin/subjects', { classId: ids.class, semesterId: ids.semester, name: 'X', code: 'X', kind: 'core' }],
      ['PUT', `/admin/subjects/${ids.subject}`, { name: 'X', code: 'X' }],
      ['PUT', `/admin/subjects/${ids.subject}/teachers`, { teacherIds: [] }],
      ['DELETE', `/admin/subjects/${ids.subject}`],
      ['PUT', '/admin/timetable', { classId: ids.class, semesterId: ids.semester, slots: [] }],
    ] as Array<[string, string, unknown?]>;
  };

  it('refuses with 403 an admin whose custom roles do not grant manage_setup, and changes nothing', async () => {
    const office = await adminWithOnly(area.pool, institute.id, ['manage_people', 'view_reports']);
    for (const [method, path, body] of everyCall())
      expect([method, path, await area.stack.call(method, path, { identity: office, body })]).toEqual([
        method,
        path,
        refusal(403, 'You do not have permission to do this'),
      ]);
    const { rows } = await area.pool.query('SELECT name FROM academic_years WHERE institute_id = $1', [institute.id]);
    expect(rows).toEqual([{ name: '2026-27' }]);
  });

  it('shows the setup to every admin of the institute: a people manager places students in its classes', async () => {
    const office = await adminWithOnly(area.pool, institute.id, ['manage_people']);
    for (const path of [
      '/admin/academic-years',
      '/admin/classes',
      '/admin/subjects',
      `/admin/timetable?classId=${ids.class}&semesterId=${ids.semester}`,
    ])
      expect([path, (await area.stack.call('GET', path, { identity: office })).status]).toEqual([path, 200]);
  });

  it('lets an admin whose custom role grants manage_setup in', async () => {
    const planner = await adminWithOnly(area.pool, institute.id, ['manage_setup']);
    expect((await area.stack.call('GET', '/admin/classes', { identity: planner })).status).toBe(200);
  });

  it('refuses other roles at the door', async () => {
    const teacher = identities.teacher(institute.id);
    expect(await area.stack.call('GET', '/admin/classes', { identity: teacher })).toEqual(refusal(403, gatewayMessages.noAccess));
    expect(await area.stack.call('GET', '/admin/settings', { identity: teacher })).toEqual(
      refusal(403, gatewayMessages.noAccess),
    );
  });

  it('answers an admin of another institute 404 on every id of this one, and touches nothing', async () => {
    const other = await instituteWithSetup(area);
    const notFound = {
      year: 'Academic year not found',
      semester: 'Semester not found',
      class: 'Class not found',
      subject: 'Subject not found',
    };
    const expected: Array<[string, string, string]> = [
      ['PUT', `/admin/academic-years/${ids.year}`, notFound.year],
      ['DELETE', `/admin/academic-years/${ids.year}`, notFound.year],
      ['POST', '/admin/semesters', notFound.year],
      ['PUT', `/admin/semesters/${ids.semester}`, notFound.semester],
      ['DELETE', `/admin/semesters/${ids.semester}`, notFound.semester],
      ['PUT', `/admin/classes/${ids.class}`, notFound.class],
      ['DELETE', `/admin/classes/${ids.class}`, notFound.class],
      ['POST', '/admin/subjects', notFound.class],
      ['PUT', `/admin/subjects/${ids.subject}`, notFound.subject],
      ['PUT', `/admin/subjects/${ids.subject}/teachers`, notFound.subject],
      ['DELETE', `/admin/subjects/${ids.subject}`, notFound.subject],
      ['PUT', '/admin/timetable', notFound.class],
      ['GET', `/admin/timetable?classId=${ids.class}&semesterId=${ids.semester}`, notFound.class],
    ];
    const bodies = new Map(everyCall().map(([method, path, body]) => [`${method} ${path}`, body]));
    for (const [method, path, message] of expected) {
      const answer = await other.setup.call(method, path, bodies.get(`${method} ${path}`));
      expect([method, path, answer]).toEqual([method, path, refusal(404, message)]);
    }
    const ownClass = await other.setup.class('Own');
    const subject = { classId: ownClass.id, semesterId: ids.semester, name: 'X', code: 'X', kind: 'core' };
    expect(await other.setup.call('POST', '/admin/subjects', subject)).toEqual(refusal(404, 'Semester not found'));
    const listed = await other.setup.call('GET', '/admin/classes');
    expect(listed.body.classes.map((each: { name: string }) => each.name)).toEqual(['Own']);
    const { rows } = await area.pool.query('SELECT name FROM classes WHERE id = $1', [ids.class]);
    expect(rows).toEqual([{ name: 'B.Sc. CS 1-A' }]);
  });
});
