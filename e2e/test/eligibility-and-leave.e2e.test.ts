/**
 * Exam eligibility and leave on phones. A student reads that Science leaves room for 3 more absences; a parent asks
 * for today's leave for their daughter, the office approves it, the family is mailed, and the teacher's register shows
 * her "On leave", starting Absent; the office downloads the exam cell's eligibility PDF, whose first page is drawn
 * with pdf.js and photographed (e2e/screenshots/eligibility-and-leave/). Every screen is audited with axe. Seeds the
 * institute, its admin and its school (a weekly Science slot on today's weekday) through the API.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { formatDay } from '@rollcall/contracts';
import { readPdf } from '../../services/test/support/pdf-reading';
import { changeTemporaryPassword, signInWithForm } from '../harness/actions';
import { PHONE } from '../harness/browser';
import { mailTo, temporaryPasswordOf } from '../harness/mail';
import { at, seen, textOf } from '../harness/page-checks';
import { lookAtFirstPage } from '../harness/pdf-page';
import { screenshotFolder } from '../harness/screenshots';
import { seedAdmin, seedInstitute, seedSchool } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, screenLooks, seedBeforeAll } from '../harness/suite';

const SUITE = 'eligibility-and-leave';
const INSTITUTE = {
  name: 'Neem Grove School',
  email: 'office@neemgrove.edu',
  phoneNumber: '+91 44 4000 8100',
  address: '4 Lake View Road, Chennai',
};
const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
const ADMIN = { name: 'Farida Begum', email: 'farida.begum@neemgrove.edu' };
const ADMIN_PASSWORD = 'Neem!Office26';
const TEACHER = { name: 'Suresh Pillai', email: 'suresh.pillai@neemgrove.edu' };
const TEACHER_PASSWORD = 'Suresh!Teaches26';
const SCIENCE = { name: 'Science', code: 'SC901' };
const PARENT = { name: 'Anand Krishnan', email: 'anand.krishnan@example.in' };
const PARENT_PASSWORD = 'Anand!Parent26';
const DIVYA = { name: 'Divya Krishnan', email: 'divya.krishnan@neemgrove.edu', rollNumber: 'N-01', guardians: [PARENT] };
const ARJUN = { name: 'Arjun Menon', email: 'arjun.menon@neemgrove.edu', rollNumber: 'N-02' };
const ARJUN_PASSWORD = 'Arjun!Learns26';
const LEAVE_REASON = 'Fever; the doctor advised two days of rest';
const DECISION_NOTE = 'Get well soon';

const browser = chromiumForThisFile();

const scienceCard = (page: Page) => page.getByRole('article', { name: SCIENCE.name });
const registerButton = (page: Page, student: { name: string; rollNumber: string }) =>
  page.getByRole('button', { name: new RegExp(`^${student.rollNumber} ${student.name}`) });

describe('eligibility and leave, on phones', () => {
  const step = flowSteps();
  const { look, assertClean } = screenLooks(SUITE, ['phone']);
  const seeded = seedBeforeAll(async (superadmin) => {
    const admin = await seedAdmin(superadmin, await seedInstitute(superadmin, INSTITUTE), ADMIN);
    return seedSchool(admin, {
      adminPassword: ADMIN_PASSWORD,
      className: 'Grade 9 Neem',
      teacher: TEACHER,
      subjects: [SCIENCE],
      slot: { period: 1, startsAt: '09:00', endsAt: '09:45' },
      students: [DIVYA, ARJUN],
    });
  });
  const student = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const parent = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const office = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const teacher = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });

  step('a student with 13 Science lectures to come is eligible and can miss 3 of them', async () => {
    const { page } = student();
    const temporary = await temporaryPasswordOf(ARJUN.email, 'student');
    await signInWithForm(page, 'Student', ARJUN.email, temporary);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, temporary, ARJUN_PASSWORD, '/student');
    // Today and the same weekday for 12 more weeks: missing 3 of 13 leaves 10 ÷ 13 = 76.9 %, missing 4 leaves 69.2 %.
    const card = scienceCard(page);
    await seen(card.getByText('13 lectures left this semester'));
    const text = await textOf(card);
    expect(text).toContain('Eligible');
    expect(text).toContain('You can miss 3 more lectures');
    await look(page, '01-student-can-miss', { sizes: ['phone', 'desktop'] });
  });

  step("a parent asks for today's leave for their daughter", async () => {
    const { page } = parent();
    const { students, today } = seeded();
    const divya = students.find((each) => each.name === DIVYA.name)!;
    const temporary = await temporaryPasswordOf(PARENT.email, 'parent');
    await signInWithForm(page, 'Parent', PARENT.email, temporary);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, temporary, PARENT_PASSWORD, `/parent/${divya.id}`);
    await seen(page.getByRole('heading', { name: DIVYA.name, level: 1 }));
    const form = page.getByRole('form', { name: 'Request leave' });
    await form.scrollIntoViewIfNeeded();
    expect(await form.getByLabel('First day').inputValue()).toBe(today);
    await form.getByLabel('Reason').fill(LEAVE_REASON);
    await look(page, '02-parent-leave-form', { asSeen: true });
    await form.getByRole('button', { name: 'Request leave' }).tap();
    await seen(page.getByText(`Requested for ${formatDay(today, 'long')}: the office will decide`));
    const requests = page.getByRole('region', { name: 'Leave and on-duty' });
    await seen(requests.getByText(LEAVE_REASON));
    expect(await textOf(requests)).toContain('Pending');
    await look(page, '03-parent-leave-pending');
  });

  step('the office approves it with a note, and the parent is mailed the decision', async () => {
    const { page } = office();
    await signInWithForm(page, 'Admin', ADMIN.email, ADMIN_PASSWORD);
    await at(page, '/admin/dashboard');
    await page.goto('/admin/leave');
    await seen(page.getByRole('heading', { name: 'Leave and on-duty', level: 1 }));
    const request = page.getByRole('article').filter({ hasText: LEAVE_REASON });
    await seen(request.getByText('Pending'));
    expect(await textOf(request)).toContain(`${DIVYA.rollNumber} · Grade 9 Neem`);
    await look(page, '04-office-pending');
    await request.getByRole('button', { name: /^Approve leave for Divya Krishnan/ }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Note (optional)').fill(DECISION_NOTE);
    await look(page, '05-office-approve', { asSeen: true });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).tap();
    await seen(page.getByText(`Leave for ${DIVYA.name} approved.`));

    const mail = await mailTo(PARENT.email, (subject) => subject.startsWith(`${DIVYA.name}: leave approved`));
    expect(mail.text).toContain(DECISION_NOTE);
  });

  step('the teacher sees her "On leave" on the register, starting Absent, and saves it', async () => {
    const { page } = teacher();
    const { temporaryPassword } = seeded().teacher;
    await signInWithForm(page, 'Teacher', TEACHER.email, temporaryPassword);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, temporaryPassword, TEACHER_PASSWORD, '/teacher');
    await page.getByRole('button', { name: 'Take attendance' }).tap();
    await seen(page.getByRole('heading', { name: 'Take attendance', level: 1 }));
    const divya = registerButton(page, DIVYA);
    await seen(divya.getByText('On leave'));
    expect(await divya.getAttribute('aria-pressed')).toBe('false');
    expect(await registerButton(page, ARJUN).getAttribute('aria-pressed')).toBe('true');
    await look(page, '06-register-on-leave', { asSeen: true });
    await page.getByRole('button', { name: 'Save attendance' }).tap();
    await seen(page.getByRole('heading', { name: 'Saved: 1 present, 1 absent' }));
  });

  step("the office downloads the exam cell's eligibility PDF, and its first page is looked at", async () => {
    const { page } = office();
    const { today } = seeded();
    await page.goto('/admin/reports');
    await page.getByRole('button', { name: 'Exam eligibility' }).tap();
    await at(page, '/admin/reports/eligibility');
    await seen(page.getByRole('heading', { name: 'Exam eligibility', level: 1 }));
    await seen(page.getByText(DIVYA.name).first());
    await look(page, '07-office-eligibility', { sizes: ['phone', 'desktop'] });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).tap(),
    ]);
    const file = await readFile((await download.path())!);
    const pages = await readPdf(file);
    const first = pages[0]!.lines.join('\n');
    expect(first).toContain(INSTITUTE.name);
    expect(first).toContain(DIVYA.name);
    expect(first).toContain(ARJUN.name);
    expect(first).toContain(formatDay(today));
    expect(first).toMatch(/[0-9a-f]{64}/);
    const shot = path.join(await screenshotFolder(SUITE), '08-eligibility-pdf-first-page.png');
    expect(await lookAtFirstPage(browser(), file, shot)).toBe(pages.length);
  });

  step('no screen had a serious or critical accessibility violation, and no page failed', async () => {
    assertClean();
    for (const person of [student, parent, office, teacher]) expect(person().pageErrors).toEqual([]);
  });
});
