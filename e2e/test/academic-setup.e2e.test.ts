/**
 * A new admin builds their institute in the browser: a year and its semesters, two classes, three teachers
 * (whose credentials mails are read), four subjects with their teachers (one elective), a timetable, and 40
 * students with guardians imported from a CSV file that first has two bad lines. Every screen is audited with
 * axe and photographed at desktop and phone size (e2e/screenshots/academic-setup/). Seeds only the institute
 * and its admin, through the super admin's API.
 */
import type { Locator, Page } from 'playwright-core';
import { changeTemporaryPassword, choose, signInWithForm } from '../harness/actions';
import { mailTo, temporaryPasswordIn } from '../harness/mail';
import { at, gone, seen } from '../harness/page-checks';
import { adminSections } from '../harness/admin-menu';
import { addAcademicYear, addClass, addSemester, addTeacher, dialogNamed } from '../harness/setup-screens';
import { seedAdmin, seedInstitute } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, screenLooks, seedBeforeAll } from '../harness/suite';

const INSTITUTE = {
  name: 'Cedar Ridge College',
  email: 'office@cedarridge.edu',
  phoneNumber: '+91 44 4000 7000',
  address: '9 Mount Road, Chennai',
};
const ADMIN = { name: 'Nisha Menon', email: 'nisha.menon@cedarridge.edu' };
const ADMIN_NEW_PASSWORD = 'Cedar!Ridge26';
const TEACHERS = [
  { name: 'Ravi Kumar', email: 'ravi.kumar@cedarridge.edu' },
  { name: 'Lakshmi Iyer', email: 'lakshmi.iyer@cedarridge.edu' },
  { name: 'Farhan Ali', email: 'farhan.ali@cedarridge.edu' },
];
const CLASS_A = 'B.Sc. CS 1-A';
const CLASS_B = 'B.Sc. CS 1-B';
const SEMESTER = 'Odd semester';
const SUBJECTS = [
  { className: CLASS_A, name: 'Programming', code: 'CS101', kind: 'Core', teacher: 'Ravi Kumar' },
  { className: CLASS_A, name: 'Mathematics', code: 'MA101', kind: 'Core', teacher: 'Lakshmi Iyer' },
  { className: CLASS_A, name: 'Data Science', code: 'DS150', kind: 'Elective', teacher: 'Farhan Ali' },
  { className: CLASS_B, name: 'Programming', code: 'CS101', kind: 'Core', teacher: 'Ravi Kumar' },
];

/** 40 students in the two classes, each with a guardian; `broken` spoils two lines (7 and 20 of the file). */
function studentsCsv({ broken }: { broken: boolean }): string {
  const lines = ['name,email,rollNumber,class,guardianName,guardianEmail'];
  for (let n = 1; n <= 40; n++) {
    const className = n <= 20 ? CLASS_A : CLASS_B;
    const email = broken && n === 6 ? 'student6-at-cedarridge.edu' : `student${n}@cedarridge.edu`;
    const classCell = broken && n === 19 ? 'B.Sc. CS 9-Z' : className;
    lines.push(`Student ${n},${email},${n},"${classCell}",Parent ${n},parent${n}@cedarridge.edu`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

const browser = chromiumForThisFile();

/** Opens a section of the admin menu. */
async function openSection(page: Page, label: string): Promise<void> {
  await (await adminSections(page)).getByRole('button', { name: label, exact: true }).click();
  await seen(page.getByRole('heading', { name: label, level: 1 }));
}

/** Opens a card of the Administration page. */
async function openAdministration(page: Page, card: string): Promise<void> {
  await openSection(page, 'Administration');
  await page.getByRole('button', { name: card, exact: true }).click();
  await seen(page.getByRole('heading', { name: card, level: 1 }));
}

/** The table rows that show this text. */
const rowsWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

describe('a new admin sets up the institute', () => {
  const step = flowSteps();
  // Each screen audited, checked to fit a phone's width and photographed at both sizes.
  const { look, assertClean } = screenLooks('academic-setup');
  const seeded = seedBeforeAll(async (api) => seedAdmin(api, await seedInstitute(api, INSTITUTE), ADMIN));
  const admin = personForThisBlock(browser);

  step('the admin signs in with the mailed password and chooses their own', async () => {
    const { page } = admin();
    await signInWithForm(page, 'Admin', ADMIN.email, seeded().temporaryPassword);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, seeded().temporaryPassword, ADMIN_NEW_PASSWORD);
    await openSection(page, 'Administration');
    await seen(page.getByRole('button', { name: 'Years & semesters', exact: true }));
    await look(page, '01-administration');
  });

  step('a year with two semesters; an overlapping semester is refused with a message', async () => {
    const { page } = admin();
    await openAdministration(page, 'Years & semesters');
    await seen(page.getByText('No academic years yet'));

    await addAcademicYear(page, { name: '2026-27', startsOn: '2026-06-01', endsOn: '2027-05-31' });
    await gone(await addSemester(page, '2026-27', { name: SEMESTER, startsOn: '2026-07-01', endsOn: '2026-12-15' }));
    const overlapping = await addSemester(page, '2026-27', {
      name: 'Even semester',
      startsOn: '2026-12-01',
      endsOn: '2027-04-30',
    });
    await seen(overlapping.getByText(/These dates overlap another semester/));
    await look(page, '02-semester-overlap');
    await overlapping.getByLabel('Starts on').fill('2026-12-16');
    await overlapping.getByRole('button', { name: 'Add semester' }).click();
    await gone(overlapping);
    await seen(rowsWith(page, 'Even semester'));
    await look(page, '03-years-and-semesters');
  });

  step('two classes', async () => {
    const { page } = admin();
    await openAdministration(page, 'Classes');
    for (const name of [CLASS_A, CLASS_B]) {
      await addClass(page, name);
      await seen(rowsWith(page, name));
    }
    await look(page, '04-classes');
  });

  step('three teachers, each mailed a temporary password that signs them in', async () => {
    const { page } = admin();
    await openSection(page, 'Teacher');
    for (const teacher of TEACHERS) {
      await addTeacher(page, teacher);
      await seen(page.getByText(`Teacher added. Sign-in details were sent to ${teacher.email}`));
    }
    for (const teacher of TEACHERS) {
      const mail = await mailTo(teacher.email, 'Your RollCall teacher account');
      expect(mail.text).toContain(`A teacher account has been created for you at ${INSTITUTE.name} on RollCall.`);
      expect(mail.text).toContain('Role: Teacher');
      expect(temporaryPasswordIn(mail)).toMatch(/^\S{20}$/);
    }
    await look(page, '05-teachers');
  });

  step('four subjects, one of them an elective, each with its teacher', async () => {
    const { page } = admin();
    await openSection(page, 'Subject');
    for (const subject of SUBJECTS) {
      await page.getByRole('button', { name: 'Add subject' }).first().click();
      const dialog = dialogNamed(page, 'Add subject');
      await choose(dialog, 'Class', subject.className);
      await choose(dialog, 'Semester', `2026-27 – ${SEMESTER}`);
      await dialog.getByLabel('Name').fill(subject.name);
      await dialog.getByLabel('Code').fill(subject.code);
      await dialog.getByRole('radio', { name: subject.kind }).click();
      await dialog.getByRole('button', { name: 'Add subject' }).click();
      await gone(dialog);
    }
    for (const [index, subject] of SUBJECTS.entries()) {
      const row = rowsWith(page, subject.code).filter({ hasText: subject.className });
      await row.getByRole('button', { name: `Teachers of ${subject.name}` }).click();
      const dialog = dialogNamed(page, `Teachers of ${subject.name}`);
      await dialog.getByRole('checkbox', { name: subject.teacher }).check();
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await gone(dialog);
      await seen(row.getByText(subject.teacher));
      if (index === 0) await look(page, '06-subject-teachers');
    }
    await look(page, '07-subjects');
  });

  step("a week's timetable for the first class", async () => {
    const { page } = admin();
    await openAdministration(page, 'Timetable');
    await choose(page, 'Class', CLASS_A);
    await choose(page, 'Semester', `2026-27 – ${SEMESTER}`);
    // The institute's period times, once: the suggested school day is taken as it is.
    await page.getByRole('button', { name: 'Set the period times' }).click();
    const times = dialogNamed(page, 'Period times');
    await seen(times.getByLabel('Period 1 starts at'));
    await look(page, '08-period-times', { asSeen: true });
    await times.getByRole('button', { name: 'Save period times' }).click();
    await gone(times);
    await seen(page.getByRole('table', { name: 'Lectures of the week' }));
    // Two clicks a lecture: the cell, then the subject (its teacher preset).
    const lectures = [
      { cell: 'Monday period 1: add a lecture', subject: 'Programming (CS101) Ravi Kumar' },
      { cell: 'Monday period 2: add a lecture', subject: 'Mathematics (MA101) Lakshmi Iyer' },
      { cell: 'Tuesday period 1: add a lecture', subject: 'Data Science (DS150) Farhan Ali' },
    ];
    for (const [index, lecture] of lectures.entries()) {
      await page.getByRole('button', { name: lecture.cell, exact: true }).click();
      const dialog = page.getByRole('dialog');
      if (index === 0) await look(page, '08-timetable-cell', { asSeen: true });
      await dialog.getByRole('button', { name: lecture.subject, exact: true }).click();
      await gone(dialog);
    }
    await seen(page.getByRole('button', { name: 'Monday period 2: Mathematics Lakshmi Iyer', exact: true }));
    await page.getByRole('button', { name: 'Save timetable' }).click();
    await seen(page.getByText(/Timetable saved/));
    await look(page, '08-timetable');
  });

  step('a CSV of 40 students with two bad lines is refused line by line; the fixed file imports all of them', async () => {
    const { page } = admin();
    await openAdministration(page, 'Students & parents');
    await page.getByRole('button', { name: 'Import students' }).click();
    const dialog = dialogNamed(page, 'Import students');
    const chooseFile = (csv: string) =>
      dialog.getByLabel('CSV file').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    await chooseFile(studentsCsv({ broken: true }));
    await seen(dialog.getByText('2 lines need fixing'));
    await seen(dialog.getByText('Line 7: Please enter a valid email address'));
    await seen(dialog.getByText(/^Line 20: Class "B\.Sc\. CS 9-Z" not found/));
    expect(
      await dialog
        .getByRole('button', { name: /^Import/ })
        .last()
        .isDisabled(),
    ).toBe(true);
    await look(page, '09-import-errors');

    await chooseFile(studentsCsv({ broken: false }));
    const importAll = dialog.getByRole('button', { name: 'Import 40 students' });
    await seen(importAll);
    await importAll.click();
    await seen(dialog.getByText('Imported 40 students'), 30_000);
    await look(page, '10-import-done');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await gone(dialog);

    await seen(rowsWith(page, 'student40@cedarridge.edu'));
    expect(await rowsWith(page, '@cedarridge.edu').count()).toBe(40);
    const parentMail = await mailTo('parent7@cedarridge.edu', 'Your RollCall parent account');
    expect(parentMail.text).toContain('Role: Parent');
    await look(page, '11-students');
  });

  step('no screen had a serious or critical accessibility violation', async () => {
    assertClean();
  });
});
