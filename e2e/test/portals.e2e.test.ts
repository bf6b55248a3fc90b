/**
 * A student and a parent read attendance on their phones, after the teacher has marked this week's lectures
 * (through the API, as the teacher's phone sends them). The student signs in with the mailed password and sees
 * their overall figure, each subject against the 75 % threshold, how many lectures they must attend to get
 * back to it, and the day's marks. The parent of two children switches between them, and is refused a student
 * who is not theirs. Every screen is audited with axe and photographed (e2e/screenshots/portals/). Seeds the
 * institute, its admin and its school (year, semester, class, teacher, subjects, today's timetable slot,
 * students with their guardians) through the API.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { daysAfter, formatDay, type SubmitLectureInput } from '@rollcall/contracts';
import { changeTemporaryPassword, signInWithForm } from '../harness/actions';
import { PHONE } from '../harness/browser';
import { GatewayApi } from '../harness/gateway-api';
import { temporaryPasswordOf } from '../harness/mail';
import { at, seen, textOf } from '../harness/page-checks';
import { seedAdmin, seedInstitute, seedSchool, signedInWithOwnPassword } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, screenLooks, seedBeforeAll } from '../harness/suite';

const INSTITUTE = {
  name: 'Sunrise Public School',
  email: 'office@sunrisepublic.edu',
  phoneNumber: '+91 20 4000 6100',
  address: '4 Hill Road, Pune',
};
const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
const ADMIN = { name: 'Farah Qureshi', email: 'farah.qureshi@sunrisepublic.edu' };
const TEACHER = { name: 'Nisha Kulkarni', email: 'nisha.kulkarni@sunrisepublic.edu' };
const SCIENCE = { name: 'Science', code: 'SC601' };
const MATHS = { name: 'Mathematics', code: 'MA601' };
const PARENT = { name: 'Sunita Sharma', email: 'sunita.sharma@sunrisepublic.edu' };
const ROHAN = { name: 'Rohan Sharma', email: 'rohan.sharma@sunrisepublic.edu', rollNumber: 'S-01', guardians: [PARENT] };
const ANIKA = { name: 'Anika Sharma', email: 'anika.sharma@sunrisepublic.edu', rollNumber: 'S-02', guardians: [PARENT] };
const DEV = {
  name: 'Dev Patel',
  email: 'dev.patel@sunrisepublic.edu',
  rollNumber: 'S-03',
  guardians: [{ name: 'Meena Patel', email: 'meena.patel@sunrisepublic.edu' }],
};
const STUDENTS = [ROHAN, ANIKA, DEV];
const STUDENT_PASSWORD = 'Rohan!Learns26';
const PARENT_PASSWORD = 'Sunita!Cares26';

/**
 * This week's registers: Science (period 1) three days ago, two days ago, yesterday and today; Mathematics
 * (period 2) today. Rohan misses Science three days ago and yesterday: 2 of 4 in Science, 1 of 1 in
 * Mathematics, 3 of 5 overall. Anika misses only Mathematics: 4 of 4 and 0 of 1, 4 of 5 overall.
 */
function registersOf(today: string, subjects: Array<{ id: string }>, students: Array<{ id: string; name: string }>) {
  const [science, maths] = subjects as [{ id: string }, { id: string }];
  const idOf = (name: string) => students.find((student) => student.name === name)!.id;
  const register = (subjectId: string, heldOn: string, period: number, absent: string[]): SubmitLectureInput => ({
    id: randomUUID(),
    subjectId,
    heldOn,
    period,
    marks: students.map((student) => ({
      studentId: student.id,
      status: absent.includes(student.id) ? 'absent' : 'present',
    })),
  });
  return [
    register(science.id, daysAfter(today, -3), 1, [idOf(ROHAN.name)]),
    register(science.id, daysAfter(today, -2), 1, []),
    register(science.id, daysAfter(today, -1), 1, [idOf(ROHAN.name), idOf(DEV.name)]),
    register(science.id, today, 1, []),
    register(maths.id, today, 2, [idOf(ANIKA.name)]),
  ];
}

const browser = chromiumForThisFile();

const overall = (page: Page) => page.getByRole('region', { name: 'Overall attendance' });
const subjectCard = (page: Page, name: string) => page.getByRole('article', { name });
const dayRows = (page: Page, day: string) =>
  page
    .getByRole('region', { name: 'Day by day' })
    .getByRole('region', { name: formatDay(day, 'long') })
    .getByRole('listitem');

describe("a student's and a parent's attendance, on a phone", () => {
  const step = flowSteps();
  const { look, assertClean } = screenLooks('portals', ['phone']);
  const seeded = seedBeforeAll(async (superadmin) => {
    const admin = await seedAdmin(superadmin, await seedInstitute(superadmin, INSTITUTE), ADMIN);
    const school = await seedSchool(admin, {
      adminPassword: 'Sunrise!Office26',
      className: 'Grade 6 Sunrise',
      teacher: TEACHER,
      subjects: [SCIENCE, MATHS],
      slot: { period: 1, startsAt: '09:00', endsAt: '09:45' },
      students: STUDENTS,
    });
    // The teacher marks the week's lectures, as their phone sends them.
    const teacher = await signedInWithOwnPassword('teacher', school.teacher, 'Nisha!Teaches26');
    try {
      for (const register of registersOf(school.today, school.subjects, school.students))
        await teacher.call('POST', '/teacher/lectures', register);
    } finally {
      await teacher.dispose();
    }
    return school;
  });
  const student = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const parent = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });

  step('the student signs in with the mailed password and sees 60 %, below the 75 % required in Science', async () => {
    const { page } = student();
    const temporary = await temporaryPasswordOf(ROHAN.email, 'student');
    await signInWithForm(page, 'Student', ROHAN.email, temporary);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, temporary, STUDENT_PASSWORD, '/student');
    await seen(page.getByRole('heading', { name: 'My attendance', level: 1 }));
    await seen(page.getByText('Grade 6 Sunrise · Roll number S-01'));
    const summary = await textOf(overall(page));
    expect(summary).toContain('60%');
    expect(summary).toContain('3 of 5 lectures attended');
    expect(summary).toContain('Required: 75%');
    expect(summary).toContain('Below the requirement in 1 subject');

    const science = await textOf(subjectCard(page, SCIENCE.name));
    expect(science).toContain('50%');
    expect(science).toContain('2 of 4 lectures attended');
    // (2 + 4) ÷ (4 + 4) = 75 %; Science is on the timetable once a week for the 12 weeks left.
    expect(science).toContain('Attend the next 4 lectures to reach 75%');
    expect(science).toContain('12 lectures left this semester');
    const maths = await textOf(subjectCard(page, MATHS.name));
    expect(maths).toContain('100%');
    expect(maths).toContain('On track');
    await look(page, '01-student-overview', { sizes: ['phone', 'desktop'] });
  });

  step("the student reads today's marks, then only Science's, day by day", async () => {
    const { page } = student();
    const { today } = seeded();
    expect(await dayRows(page, today).allInnerTexts()).toEqual([
      expect.stringMatching(/^Period 1 · Science\s*—\s*Present$/),
      expect.stringMatching(/^Period 2 · Mathematics\s*—\s*Present$/),
    ]);
    await page.getByRole('button', { name: 'Show lectures of Science' }).tap();
    await seen(page.getByRole('combobox', { name: 'Subject' }).filter({ hasText: 'Science' }));
    expect(await dayRows(page, today).allInnerTexts()).toEqual([expect.stringMatching(/^Period 1 · Science\s*—\s*Present$/)]);
    const yesterday = daysAfter(today, -1);
    // Yesterday is in this month's list unless today is the first of the month.
    if (yesterday.slice(0, 7) === today.slice(0, 7))
      expect(await dayRows(page, yesterday).allInnerTexts()).toEqual([
        expect.stringMatching(/^Period 1 · Science\s*—\s*Absent$/),
      ]);
    await look(page, '02-student-day-by-day');
  });

  step(
    'the parent signs in and sees the first of their two children, Anika, who can no longer reach 75 % in Mathematics',
    async () => {
      const { page } = parent();
      const { students } = seeded();
      const anika = students.find((each) => each.name === ANIKA.name)!;
      const temporary = await temporaryPasswordOf(PARENT.email, 'parent');
      await signInWithForm(page, 'Parent', PARENT.email, temporary);
      await at(page, '/change-password');
      await changeTemporaryPassword(page, temporary, PARENT_PASSWORD, `/parent/${anika.id}`);
      await seen(page.getByRole('heading', { name: ANIKA.name, level: 1 }));
      const children = page.getByRole('navigation', { name: 'Your children' }).getByRole('link');
      expect(await children.allInnerTexts()).toEqual([
        expect.stringMatching(/^Anika Sharma\s*Grade 6 Sunrise$/),
        expect.stringMatching(/^Rohan Sharma\s*Grade 6 Sunrise$/),
      ]);
      expect(await children.first().getAttribute('aria-current')).toBe('page');
      const summary = await textOf(overall(page));
      expect(summary).toContain('80%');
      expect(summary).toContain('4 of 5 lectures attended');
      const maths = await textOf(subjectCard(page, MATHS.name));
      expect(maths).toContain('0 of 1 lecture attended');
      // Mathematics has no timetable slot left this semester, so the 3 lectures needed cannot be held.
      expect(maths).toContain('75% can no longer be reached this semester');
      await look(page, '03-parent-first-child', { sizes: ['phone', 'desktop'] });
    },
  );

  step('the parent switches to Rohan and sees what Rohan sees', async () => {
    const { page } = parent();
    const rohan = seeded().students.find((each) => each.name === ROHAN.name)!;
    await page
      .getByRole('navigation', { name: 'Your children' })
      .getByRole('link', { name: /Rohan Sharma/ })
      .tap();
    await at(page, `/parent/${rohan.id}`);
    await seen(page.getByRole('heading', { name: ROHAN.name, level: 1 }));
    await seen(overall(page).getByText('3 of 5 lectures attended'));
    expect(await textOf(subjectCard(page, SCIENCE.name))).toContain('Attend the next 4 lectures to reach 75%');
    await look(page, '04-parent-second-child');
  });

  step("another student's address shows 'Student not found', and the API answers 404 with nothing of theirs", async () => {
    const { page } = parent();
    const dev = seeded().students.find((each) => each.name === DEV.name)!;
    await page.goto(`/parent/${dev.id}`);
    await seen(page.getByText('Student not found', { exact: true }));
    expect(await page.content()).not.toContain(DEV.name);
    const api = await GatewayApi.signedIn('parent', { email: PARENT.email, password: PARENT_PASSWORD });
    try {
      await expect(api.call('GET', `/parent/children/${dev.id}/attendance`)).rejects.toThrow(
        `GET /parent/children/${dev.id}/attendance: 404 {"success":false,"errors":["Student not found"]}`,
      );
    } finally {
      await api.dispose();
    }
    await look(page, '05-parent-not-their-child');
  });

  step('no screen had a serious or critical accessibility violation, and no page failed', async () => {
    assertClean();
    expect(student().pageErrors).toEqual([]);
    expect(parent().pageErrors).toEqual([]);
  });
});
