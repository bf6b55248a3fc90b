/**
 * Two things a browser decides, checked in Chromium. (a) Every time is the institute's: with the device's clock in
 * UTC and the institute in Asia/Kolkata, the admin dashboard's "Updated HH:MM IST" and its overdue registers, a
 * corrected mark's history and the teacher's Today tell the institute's clock, the zone named where it could
 * surprise. (b) Every table fits: at 1366×800 (the admin menu open beside the page) and at 390×844, each admin
 * list screen with data shows no table wider than its frame without a visible hint that it scrolls sideways and
 * no row's button out of view, and passes axe. Every screen is photographed (e2e/screenshots/layout-and-zone/).
 * Seeds its institute, admin and school (four teachers, core and elective subjects with enrolments, a custom role, a
 * holiday, yesterday's registers with an office correction, a pending leave request) through the API.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  daysAfter,
  isoWeekday,
  type LectureDetailResponse,
  type LectureResponse,
  type SubjectListResponse,
  type SubjectResponse,
  type TeacherResponse,
} from '@rollcall/contracts';
import { signInWithForm } from '../harness/actions';
import { screenAudit } from '../harness/axe';
import { PHONE } from '../harness/browser';
import { GatewayApi } from '../harness/gateway-api';
import { clock12In, clockIn, dayWithRoomFor, minutesLater } from '../harness/local-clock';
import { temporaryPasswordOf } from '../harness/mail';
import { at, seen, textOf } from '../harness/page-checks';
import { screenshotFolder } from '../harness/screenshots';
import { seedAdmin, seedInstitute, seedSchool, signedInWithOwnPassword } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, seedBeforeAll } from '../harness/suite';
import { tablesThatDoNotFit } from '../harness/table-fit';

const SUITE = 'layout-and-zone';
const INSTITUTE = {
  name: 'Gulmohar International Academy',
  email: 'office@gulmohar-academy.edu',
  phoneNumber: '+91 20 4000 2800',
  address: '28 Koregaon Park, Pune',
};
const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
/** The devices' clocks: the zone of none of the institute's days. */
const DEVICE_TIME_ZONE = 'UTC';
/** The laptop: the admin menu open beside the page. */
const LAPTOP = { width: 1366, height: 800 };
const ADMIN = { name: 'Sunita Deshpande', email: 'sunita.deshpande@gulmohar-academy.edu' };
const ADMIN_PASSWORD = 'Gulmohar!Office28';
const TEACHER = { name: 'Prakash Venkataraman', email: 'prakash.venkataraman@gulmohar-academy.edu' };
const TEACHER_PASSWORD = 'Prakash!Teaches28';
const MORE_TEACHERS = [
  { name: 'Anjali Raghunathan-Iyer', email: 'anjali.raghunathan-iyer@gulmohar-academy.edu' },
  { name: 'Mohammed Farhan Siddiqui', email: 'mohammed.farhan.siddiqui@gulmohar-academy.edu' },
  { name: 'Lakshmi Narayanan Subramaniam', email: 'lakshmi.narayanan.subramaniam@gulmohar-academy.edu' },
];
const CLASS = 'Grade 11 Science – Section A';
const MATHS = { name: 'Mathematics', code: 'MA1101' };
const ENVIRONMENT = { name: 'Environmental Science and Sustainability', code: 'EV1101' };
const PHYSICS = { name: 'Physics', code: 'PH1101' };
const ELECTIVE = { name: 'Computer Applications and Programming', code: 'CA1101' };
const ROLE = { name: 'Head of Department – Sciences', permissions: ['view_reports', 'export_reports', 'correct_attendance'] };
const HOLIDAY = 'Founders’ Day';
const LEAVE_REASON = 'Cousin’s wedding in Nashik';
const CORRECTION_REASON = 'Came in late with a note from the office';
const STUDENTS = [
  ['Aditya Kulkarni', 'G11-01'],
  ['Bhagyashree Chandrasekharan', 'G11-02'],
  ['Chaitanya Deshmukh', 'G11-03'],
  ['Deepika Balasubramanian', 'G11-04'],
  ['Farhan Qureshi', 'G11-05'],
  ['Gayatri Venkatesh', 'G11-06'],
].map(([name, rollNumber]) => {
  const email = `${name!.toLowerCase().replace(' ', '.')}@students.gulmohar-academy.edu`;
  const family = name!.split(' ')[1]!;
  return {
    name: name!,
    rollNumber: rollNumber!,
    email,
    guardians: [
      { name: `Suresh ${family}`, email: `suresh.${family.toLowerCase()}@family.gulmohar-academy.edu` },
      { name: `Kavita ${family}`, email: `kavita.${family.toLowerCase()}@family.gulmohar-academy.edu` },
    ],
  };
});
const LATE = STUDENTS[2]!;

const browser = chromiumForThisFile();

/** The times of today's two slots: one begun a few minutes ago on the institute's clock, one beginning soon. */
function slotTimes() {
  const now = clockIn(INSTITUTE_TIME_ZONE);
  const begun = minutesLater(now, -10);
  const soon = minutesLater(now, 10);
  return {
    begun: { period: 1, startsAt: begun, endsAt: minutesLater(begun, 5) },
    soon: { period: 2, startsAt: soon, endsAt: minutesLater(soon, 5) },
  };
}

/** A day of this month other than today, yesterday and the days around, for the holiday the calendar shows. */
const holidayOf = (today: string) => (Number(today.slice(8)) < 27 ? daysAfter(today, 2) : daysAfter(today, -3));

async function seedTheSchool(superadmin: GatewayApi) {
  // The slots must stay on one institute day from here to the last check.
  await dayWithRoomFor(INSTITUTE_TIME_ZONE, 40);
  const slots = slotTimes();
  const admin = await seedAdmin(superadmin, await seedInstitute(superadmin, INSTITUTE), ADMIN);
  const school = await seedSchool(admin, {
    adminPassword: ADMIN_PASSWORD,
    className: CLASS,
    teacher: TEACHER,
    subjects: [MATHS, ENVIRONMENT, PHYSICS],
    slot: slots.begun,
    students: STUDENTS,
  });
  const office = await GatewayApi.signedIn('admin', { email: ADMIN.email, password: ADMIN_PASSWORD });
  const teacher = await signedInWithOwnPassword('teacher', school.teacher, TEACHER_PASSWORD);
  try {
    await office.call('PATCH', '/admin/settings', { timeZone: INSTITUTE_TIME_ZONE });
    const [maths, environment] = school.subjects;
    const { subjects } = await office.call<SubjectListResponse>('GET', '/admin/subjects');
    const semesterId = subjects.find((subject) => subject.id === maths!.id)!.semesterId;
    const weekday = isoWeekday(school.today);
    await office.call('PUT', '/admin/timetable', {
      classId: school.classId,
      semesterId,
      slots: [
        { subjectId: maths!.id, teacherId: school.teacher.id, weekday, ...slots.begun },
        { subjectId: environment!.id, teacherId: school.teacher.id, weekday, ...slots.soon },
      ],
    });
    const others = [];
    for (const each of MORE_TEACHERS) others.push((await office.call<TeacherResponse>('POST', '/admin/teachers', each)).teacher);
    const { subject: elective } = await office.call<SubjectResponse>('POST', '/admin/subjects', {
      classId: school.classId,
      semesterId,
      kind: 'elective',
      ...ELECTIVE,
    });
    await office.call('PUT', `/admin/subjects/${elective.id}/teachers`, { teacherIds: others.map((each) => each.id) });
    for (const student of school.students.slice(0, 3)) {
      await office.call('POST', '/admin/enrollments', {
        subjectId: elective.id,
        studentId: student.id,
        enrolledOn: school.semesterStartsOn,
      });
    }
    await office.call('POST', '/admin/roles', ROLE);
    const holiday = holidayOf(school.today);
    await office.call('POST', '/admin/calendar', {
      kind: 'holiday',
      name: HOLIDAY,
      startsOn: holiday,
      endsOn: holiday,
      classIds: [],
      followsWeekday: null,
    });

    // Yesterday's registers as the teacher's phone sends them; the office corrects one mark.
    const late = school.students.find((student) => student.name === LATE.name)!;
    const register = (subjectId: string, period: number) => ({
      id: randomUUID(),
      subjectId,
      heldOn: daysAfter(school.today, -1),
      period,
      marks: school.students.map((student) => ({
        studentId: student.id,
        status: student.id === late.id ? 'absent' : 'present',
      })),
    });
    const corrected = register(maths!.id, 1);
    await teacher.call<LectureResponse>('POST', '/teacher/lectures', corrected);
    await teacher.call<LectureResponse>('POST', '/teacher/lectures', register(environment!.id, 2));
    await office.call('POST', `/admin/lectures/${corrected.id}/corrections`, {
      studentId: late.id,
      status: 'present',
      reason: CORRECTION_REASON,
    });
    const { marks } = await office.call<LectureDetailResponse>('GET', `/admin/lectures/${corrected.id}`);

    // A student asks for leave, pending for the office.
    const asker = STUDENTS[0]!;
    const student = await signedInWithOwnPassword(
      'student',
      { email: asker.email, temporaryPassword: await temporaryPasswordOf(asker.email, 'student') },
      'Aditya!Learns28',
    );
    try {
      await student.call('POST', '/student/leave-requests', {
        kind: 'leave',
        startsOn: daysAfter(school.today, 3),
        endsOn: daysAfter(school.today, 4),
        reason: LEAVE_REASON,
      });
    } finally {
      await student.dispose();
    }
    return {
      ...school,
      slots,
      elective,
      correctedLectureId: corrected.id,
      lateMark: marks.find((mark) => mark.studentId === late.id)!,
    };
  } finally {
    await teacher.dispose();
    await office.dispose();
  }
}

describe("the institute's clock on devices set to UTC, and tables that fit a laptop and a phone", () => {
  const step = flowSteps();
  const seeded = seedBeforeAll(seedTheSchool);
  const admin = personForThisBlock(browser, LAPTOP, { timezoneId: DEVICE_TIME_ZONE });
  const teacher = personForThisBlock(browser, PHONE, { timezoneId: DEVICE_TIME_ZONE });
  // The cards and scroll hints are audited in Chromium too, where colours and sizes are real.
  const audit = screenAudit();
  let folder = '';
  beforeAll(async () => {
    folder = await screenshotFolder(SUITE);
  });
  /** The whole page from its top (left scrolled, its sticky top bar would show partway down the picture). */
  const photograph = async (name: string) => {
    const { page } = admin();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
  };

  step("the dashboard says when it was updated on the institute's clock, and which registers are overdue by it", async () => {
    const { page } = admin();
    const { slots } = seeded();
    const before = clockIn(INSTITUTE_TIME_ZONE);
    await signInWithForm(page, 'Admin', ADMIN.email, ADMIN_PASSWORD);
    await at(page, '/admin/dashboard');
    const updated = await seen(page.getByText(/^Updated \d{2}:\d{2} /));
    const after = clockIn(INSTITUTE_TIME_ZONE);
    expect([`Updated ${before} IST`, `Updated ${after} IST`]).toContain(await textOf(updated));

    const notTaken = page.getByRole('region', { name: 'Registers not taken' });
    const begun = notTaken
      .getByRole('listitem')
      .filter({ hasText: `Period 1 · ${slots.begun.startsAt}–${slots.begun.endsAt} IST` });
    const soon = notTaken.getByRole('listitem').filter({ hasText: `Period 2 · ${slots.soon.startsAt}–${slots.soon.endsAt} IST` });
    await seen(begun);
    expect(await textOf(begun)).toContain('Overdue');
    expect(await textOf(soon)).not.toContain('Overdue');
    await photograph('01-dashboard-1366');
  });

  step("a corrected mark's history tells each version's time on the institute's clock, its zone named", async () => {
    const { page } = admin();
    const { correctedLectureId, lateMark } = seeded();
    await page.goto(`/admin/lectures/${correctedLectureId}`);
    const item = page
      .getByRole('region', { name: 'Students' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: `${LATE.rollNumber} ${LATE.name}` }) });
    await item.getByText(`History of ${LATE.rollNumber} ${LATE.name}: 2 versions`).click();
    const versions = (await item.getByRole('listitem').allInnerTexts()).map((version) => version.replace(/\s+/g, ' '));
    const toldAt = (recordedAt: string) => `${dayOf(recordedAt)}, ${clock12In(INSTITUTE_TIME_ZONE, new Date(recordedAt))} IST`;
    expect(versions).toEqual([
      expect.stringContaining(`(Office), ${toldAt(lateMark.current.recordedAt)}`),
      expect.stringContaining(`(Teacher), ${toldAt(lateMark.earlier[0]!.recordedAt)}`),
    ]);
    await photograph('02-mark-history-1366');
  });

  step("the teacher's Today, on a phone set to UTC, is the institute's day with the timetable's times", async () => {
    const { page } = teacher();
    const { slots, today } = seeded();
    await signInWithForm(page, 'Teacher', TEACHER.email, TEACHER_PASSWORD);
    await at(page, '/teacher');
    await seen(page.getByRole('heading', { name: 'Today', level: 1 }));
    await seen(page.getByText(longDay(today), { exact: true }));
    const cards = page.getByRole('list', { name: 'Lectures today' }).getByRole('listitem');
    await seen(cards.first());
    const subtitles = await cards.allInnerTexts();
    expect(subtitles.join('\n')).toContain(`Period 1 · ${slots.begun.startsAt}–${slots.begun.endsAt} · ${CLASS}`);
    expect(subtitles.join('\n')).toContain(`Period 2 · ${slots.soon.startsAt}–${slots.soon.endsAt} · ${CLASS}`);
    await page.screenshot({ path: path.join(folder, '03-teacher-today-390.png'), fullPage: true });
  });

  step(
    'every admin list screen fits a 1366 px laptop and a 390 px phone: no table hides a column, no row action is out of view',
    async () => {
      const { page } = admin();
      const { classId, elective } = seeded();
      const screens: Array<{ name: string; path: string; shows: string; open?: () => Promise<void> }> = [
        { name: 'dashboard', path: '/admin/dashboard', shows: 'Registers not taken' },
        { name: 'classes', path: '/admin/administration/classes', shows: CLASS },
        { name: 'teachers', path: '/admin/teacher', shows: MORE_TEACHERS[2]!.email },
        { name: 'subjects', path: '/admin/subject', shows: ELECTIVE.code },
        {
          name: 'enrolments',
          path: '/admin/subject',
          shows: ELECTIVE.code,
          open: async () => {
            await page.getByRole('button', { name: `Enrolments in ${elective.name}` }).click();
            await seen(page.getByRole('heading', { name: `Enrolments in ${elective.name}`, level: 2 }));
            await seen(page.getByText(STUDENTS[2]!.name).last());
          },
        },
        { name: 'students', path: '/admin/administration/students', shows: STUDENTS[5]!.email },
        { name: 'roles', path: '/admin/administration/roles', shows: ROLE.name },
        { name: 'academic-years', path: '/admin/administration/years', shows: 'Current semester' },
        { name: 'leave', path: '/admin/leave', shows: LEAVE_REASON },
        { name: 'eligibility', path: '/admin/reports/eligibility', shows: STUDENTS[5]!.name },
        { name: 'calendar', path: '/admin/administration/calendar', shows: HOLIDAY },
        { name: 'reports', path: `/admin/reports?classId=${classId}`, shows: STUDENTS[5]!.name },
        { name: 'attendance-records', path: '/admin/lectures', shows: MATHS.code },
      ];
      const misfits: Array<[string, string[]]> = [];
      for (const screen of screens) {
        for (const [size, viewport] of [
          ['1366', LAPTOP],
          ['390', PHONE],
        ] as const) {
          await page.setViewportSize(viewport);
          await page.goto(screen.path);
          await seen(page.getByText(screen.shows).first());
          await screen.open?.();
          misfits.push([`${screen.name} at ${size} px`, await tablesThatDoNotFit(page)]);
          await audit.check(page, `${screen.name} at ${size} px`);
          await photograph(`${screen.name}-${size}`);
        }
      }
      await page.setViewportSize(LAPTOP);
      expect(misfits.filter(([, problems]) => problems.length > 0)).toEqual([]);
    },
  );

  step('no screen had a serious or critical accessibility violation, and no page failed', async () => {
    audit.assertClean();
    expect(admin().pageErrors).toEqual([]);
    expect(teacher().pageErrors).toEqual([]);
  });
});

/** A moment's day as the mark history writes it, on the institute's calendar: '14 Jan 2026'. */
const dayOf = (moment: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INSTITUTE_TIME_ZONE }).format(new Date(moment));

/** A day as the teacher's Today names it: 'Wednesday 14 January'. */
const longDay = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
