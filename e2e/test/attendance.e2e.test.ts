/**
 * A teacher takes a lecture's attendance on a phone: signs in with the mailed password, marks three of twelve
 * students Absent, loses the connection while the register is being saved (the server has it, the phone never
 * hears back) and sees it saved exactly once when the connection returns; saves an extra lecture started
 * offline; corrects a mark with a reason from History. The office then reads that student's history in
 * Attendance records. Every screen is audited with axe and photographed (e2e/screenshots/attendance/). Seeds
 * the institute, its admin and its school (year, semester, class, teacher, subjects, today's timetable slot,
 * students) through the API.
 */
import type { Locator, Page, Request, Route } from 'playwright-core';
import { formatDay, type LectureListResponse, type SubmitLectureInput } from '@rollcall/contracts';
import { changeTemporaryPassword, choose, signInWithForm } from '../harness/actions';
import { DESKTOP, PHONE } from '../harness/browser';
import { GatewayApi } from '../harness/gateway-api';
import { at, gone, seen, textOf } from '../harness/page-checks';
import { adminSections } from '../harness/admin-menu';
import { seedAdmin, seedInstitute, seedSchool } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, screenLooks, seedBeforeAll } from '../harness/suite';

const INSTITUTE = {
  name: 'Lotus Valley School',
  email: 'office@lotusvalley.edu',
  phoneNumber: '+91 80 4000 8100',
  address: '12 Lake View Road, Bengaluru',
};
/** A new institute's time zone. */
const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
const ADMIN = { name: 'Kavitha Rao', email: 'kavitha.rao@lotusvalley.edu' };
const ADMIN_PASSWORD = 'Lotus!Valley26';
const TEACHER = { name: 'Arjun Mehta', email: 'arjun.mehta@lotusvalley.edu' };
const TEACHER_PASSWORD = 'Arjun!Teaches26';
const SCIENCE = { name: 'Science', code: 'SC801' };
const ENVIRONMENT = { name: 'Environmental Studies', code: 'EV801' };
const STUDENT_NAMES = [
  'Aarav Shah',
  'Bhavna Pillai',
  'Chetan Gowda',
  'Divya Nair',
  'Eshan Kapoor',
  'Fatima Sheikh',
  'Gaurav Joshi',
  'Harini Subramanian',
  'Ishaan Verma',
  'Jaya Reddy',
  'Karan Malhotra',
  'Leela Krishnan',
];
const STUDENTS = STUDENT_NAMES.map((name, index) => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@lotusvalley.edu`,
  rollNumber: `L-${String(index + 1).padStart(2, '0')}`,
}));
/** The three the teacher marks Absent; the first of them is later corrected to Present. */
const ABSENTEES = [STUDENTS[2]!, STUDENTS[6]!, STUDENTS[10]!];
const LATE = ABSENTEES[0]!;
const CORRECTION_REASON = 'Arrived late with a note from the office';

const browser = chromiumForThisFile();

const studentLabel = (student: { rollNumber: string; name: string }) => `${student.rollNumber} ${student.name}`;
/** A student's button in the register: roll number, name and the mark it shows. */
const registerButton = (page: Page, student: { rollNumber: string; name: string }) =>
  page.getByRole('list', { name: 'Register' }).getByRole('button', { name: new RegExp(`^${studentLabel(student)}`) });
const lectureCard = (page: Page, subject: { name: string; code: string }) =>
  page
    .getByRole('list', { name: 'Lectures today' })
    .getByRole('listitem')
    .filter({ hasText: `${subject.name} (${subject.code})` });
const studentItem = (page: Page, student: { rollNumber: string; name: string }) =>
  page
    .getByRole('region', { name: 'Students' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: studentLabel(student) }) });

/** The versions of a student's mark as the opened history lists them, newest first, whitespace collapsed. */
const versionsOf = async (item: Locator) =>
  (await item.getByRole('listitem').allInnerTexts()).map((version) => version.replace(/\s+/g, ' '));
/** The late student's history: the teacher's correction with its reason, over the teacher's first mark, both today. */
const lateStudentVersions = (today: string) => {
  const byTheTeacherToday = `${TEACHER.name} \\(Teacher\\), ${formatDay(today)}, \\d{1,2}:\\d{2} [ap]m IST`;
  return [
    expect.stringMatching(new RegExp(`^Present \\(current\\) ?${byTheTeacherToday} ?Reason: ${CORRECTION_REASON}$`)),
    expect.stringMatching(new RegExp(`^Absent ?${byTheTeacherToday}$`)),
  ];
};

/** The registers the page sent to the server, in order. */
const lecturePosts = (requests: readonly Request[]): SubmitLectureInput[] =>
  requests
    .filter((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/teacher/lectures')
    .map((request) => request.postDataJSON() as SubmitLectureInput);

describe("a teacher's lecture attendance, on a phone", () => {
  const step = flowSteps();
  // Each screen audited, checked to fit a phone's width and photographed at phone size unless told.
  const { look, assertClean } = screenLooks('attendance', ['phone']);
  const seeded = seedBeforeAll(async (superadmin) => {
    const admin = await seedAdmin(superadmin, await seedInstitute(superadmin, INSTITUTE), ADMIN);
    return seedSchool(admin, {
      adminPassword: ADMIN_PASSWORD,
      className: 'Grade 8 Lotus',
      teacher: TEACHER,
      subjects: [SCIENCE, ENVIRONMENT],
      slot: { period: 1, startsAt: '09:00', endsAt: '09:45' },
      students: STUDENTS,
    });
  });
  // Their devices' clocks are the institute's (India), as the times of the marks' history are read on them.
  const teacher = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const office = personForThisBlock(browser, DESKTOP, { timezoneId: INSTITUTE_TIME_ZONE });

  step('the teacher signs in with the mailed password, chooses their own, and sees today\'s lecture "Not taken"', async () => {
    const { page } = teacher();
    const { temporaryPassword } = seeded().teacher;
    await signInWithForm(page, 'Teacher', TEACHER.email, temporaryPassword);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, temporaryPassword, TEACHER_PASSWORD, '/teacher');
    await seen(page.getByRole('heading', { name: 'Today', level: 1 }));
    const card = lectureCard(page, SCIENCE);
    await seen(card.getByText('Not taken', { exact: true }));
    expect(await textOf(card)).toContain('Period 1 · 09:00–09:45 · Grade 8 Lotus');
    await look(page, '01-today', { sizes: ['phone', 'desktop'] });
  });

  step('everyone starts Present; three taps mark three students Absent and the count follows', async () => {
    const { page } = teacher();
    const { subjects, today } = seeded();
    await lectureCard(page, SCIENCE).getByRole('button', { name: 'Take attendance' }).click();
    await at(page, `/teacher/take/${subjects[0]!.id}/${today}/1`);
    await seen(page.getByRole('heading', { name: 'Take attendance', level: 1 }));
    await seen(registerButton(page, STUDENTS[11]!));
    const count = page.getByRole('status').filter({ hasText: 'present' });
    expect(await textOf(count)).toBe('12 of 12 present');
    for (const student of STUDENTS) expect(await registerButton(page, student).getAttribute('aria-pressed')).toBe('true');

    for (const student of ABSENTEES) await registerButton(page, student).tap();
    for (const student of ABSENTEES) {
      expect(await registerButton(page, student).getAttribute('aria-pressed')).toBe('false');
      expect(await textOf(registerButton(page, student))).toBe(`${studentLabel(student)} Absent`);
    }
    expect(await textOf(count)).toBe('9 of 12 present');
    // At the top of the register, the count and Save stay on screen, above the tab bar and not under it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const saveBox = await page.getByRole('button', { name: 'Save attendance' }).boundingBox();
    const tabBarBox = await page.getByRole('navigation', { name: 'Teacher sections' }).boundingBox();
    expect(saveBox && tabBarBox && saveBox.y + saveBox.height <= tabBarBox.y).toBe(true);
    await look(page, '02-register-three-absent', { asSeen: true });
  });

  step('the connection drops while Save is on its way: waiting, then saved once with the same lecture id', async () => {
    const { page, context, requests } = teacher();
    const { subjects, today } = seeded();
    const isLecturePost = (url: URL) => url.pathname === '/teacher/lectures';
    let serverAnswered = 0;
    // The register reaches the server and is saved there, but the phone loses its connection before the answer.
    const dropTheAnswer = async (route: Route) => {
      if (route.request().method() !== 'POST' || serverAnswered > 0) return route.fallback();
      const answer = await route.fetch();
      serverAnswered = answer.status();
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    };
    await page.route(isLecturePost, dropTheAnswer);
    await page.getByRole('button', { name: 'Save attendance' }).click();

    const outcome = page.getByRole('region', { name: /Waiting for connection|Saved/ });
    await seen(outcome.getByRole('heading', { name: 'Waiting for connection' }));
    expect(serverAnswered).toBe(201);
    await seen(
      outcome.getByText('This register is kept on this device and will be saved by itself when the connection returns.'),
    );
    await look(page, '03-waiting-for-connection');

    await page.unroute(isLecturePost, dropTheAnswer);
    await context.setOffline(false);
    await seen(outcome.getByRole('heading', { name: 'Saved: 9 present, 3 absent' }), 30_000);
    expect(await textOf(outcome.getByRole('heading', { name: 'Absent (3 of 12)' }))).toBe('Absent (3 of 12)');
    expect(await outcome.getByRole('listitem').allInnerTexts()).toEqual(ABSENTEES.map((student) => `${studentLabel(student)}`));
    await look(page, '04-saved');

    const sent = lecturePosts(requests);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((register) => register.id)).size).toBe(1);

    const office = await GatewayApi.signedIn('admin', { email: ADMIN.email, password: ADMIN_PASSWORD });
    try {
      const { lectures } = await office.call<LectureListResponse>(
        'GET',
        `/admin/lectures?subjectId=${subjects[0]!.id}&from=${today}&to=${today}`,
      );
      expect(lectures.map(({ id, period, present, absent }) => ({ id, period, present, absent }))).toEqual([
        { id: sent[0]!.id, period: 1, present: 9, absent: 3 },
      ]);
    } finally {
      await office.dispose();
    }

    await page.getByRole('button', { name: 'Back to Today' }).click();
    await at(page, '/teacher');
    await seen(lectureCard(page, SCIENCE).getByText('Taken: 9 of 12 present'));
    await look(page, '05-today-taken');
  });

  step(
    'an extra lecture saved while offline waits on the phone and is saved when the connection returns',
    async () => {
      const { page, context } = teacher();
      await page.getByRole('button', { name: 'Start an extra lecture' }).click();
      await at(page, '/teacher/extra');
      await choose(page, 'Subject', `${ENVIRONMENT.name} (${ENVIRONMENT.code}) · Grade 8 Lotus`);
      await choose(page, 'Period', 'Period 2');
      await page.getByRole('button', { name: 'Take attendance' }).click();
      await seen(registerButton(page, STUDENTS[11]!));

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Save attendance' }).click();
      const outcome = page.getByRole('region', { name: /Waiting for connection|Saved/ });
      await seen(outcome.getByRole('heading', { name: 'Waiting for connection' }));
      await page.getByRole('button', { name: 'Back to Today' }).click();
      await seen(lectureCard(page, ENVIRONMENT).getByText('Waiting for connection'));
      await look(page, '06-today-extra-waiting');

      await context.setOffline(false);
      await seen(lectureCard(page, ENVIRONMENT).getByText('Taken: 12 of 12 present'), 30_000);
      await seen(lectureCard(page, SCIENCE).getByText('Taken: 9 of 12 present'));
    },
    { blocking: false },
  );

  step('from History the teacher corrects an absent student to Present, with a reason', async () => {
    const { page } = teacher();
    const { today } = seeded();
    await page.getByRole('navigation', { name: 'Teacher sections' }).getByRole('link', { name: 'History' }).click();
    await at(page, '/teacher/history');
    // On a phone each lecture is a card: its counts and Open in view without scrolling sideways.
    await seen(page.getByRole('region', { name: 'Lectures' }).getByText('9 of 12 present'));
    await look(page, '07-history');
    await page.getByRole('button', { name: `Open ${SCIENCE.code} on ${formatDay(today)}, period 1` }).click();
    await seen(page.getByRole('heading', { name: `${SCIENCE.code} ${SCIENCE.name}`, level: 1 }));
    await seen(page.getByText('9 of 12 present, 3 absent'));
    await look(page, '08-lecture-record');

    await studentItem(page, LATE)
      .getByRole('button', { name: `Correct ${studentLabel(LATE)}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Correct ${studentLabel(LATE)}` });
    await seen(dialog);
    expect(await dialog.getByRole('radio', { name: 'Present' }).isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(CORRECTION_REASON);
    await look(page, '09-correction-dialog');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await gone(dialog);
    await seen(page.getByText(`Marked ${studentLabel(LATE)} Present`));
    await seen(page.getByText('10 of 12 present, 2 absent'));
    await seen(page.getByText('1 correction', { exact: true }));

    const item = studentItem(page, LATE);
    await seen(item.getByText('Present', { exact: true }));
    await item.getByText(`History of ${studentLabel(LATE)}: 2 versions`).click();
    expect(await versionsOf(item)).toEqual(lateStudentVersions(today));
    await item.scrollIntoViewIfNeeded();
    await look(page, '10-lecture-corrected', { asSeen: true });
  });

  step("the office opens Attendance records and reads the student's first mark and its correction", async () => {
    const { page } = office();
    const { today } = seeded();
    await signInWithForm(page, 'Admin', ADMIN.email, ADMIN_PASSWORD);
    await at(page, '/admin/dashboard');
    await (await adminSections(page)).getByRole('button', { name: 'Attendance records', exact: true }).click();
    await seen(page.getByRole('heading', { name: 'Attendance records', level: 1 }));
    const open = page.getByRole('button', { name: `Open ${SCIENCE.code} on ${formatDay(today)}, period 1` });
    await seen(open);
    await seen(page.getByRole('button', { name: `Open ${ENVIRONMENT.code} on ${formatDay(today)}, period 2` }));
    await look(page, '11-office-attendance-records', { sizes: ['desktop', 'phone'] });

    await open.click();
    await seen(page.getByRole('heading', { name: `${SCIENCE.code} ${SCIENCE.name}`, level: 1 }));
    await seen(page.getByText('10 of 12 present, 2 absent'));
    const item = studentItem(page, LATE);
    await item.getByText(`History of ${studentLabel(LATE)}: 2 versions`).click();
    expect(await versionsOf(item)).toEqual(lateStudentVersions(today));
    await look(page, '12-office-lecture-history', { sizes: ['desktop', 'phone'] });
  });

  step('no screen had a serious or critical accessibility violation, and no page failed', async () => {
    assertClean();
    expect(teacher().pageErrors).toEqual([]);
    expect(office().pageErrors).toEqual([]);
  });
});
