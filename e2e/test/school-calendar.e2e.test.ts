/**
 * The school calendar on phones. The office adds a holiday next week and gives today's Science lecture to a cover
 * teacher; the cover teacher sees it on Today labelled "Cover" and takes its register; the regular teacher no longer
 * sees it; a student's lectures left drop by the holiday's one lecture; the cover teacher's calendar feed, read as a
 * phone's calendar app reads it, parses and holds the cover. Every screen is audited with axe and photographed
 * (e2e/screenshots/school-calendar/). Seeds the institute, its admin, its school (a weekly Science slot on today's
 * weekday) and a second teacher through the API.
 */
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { daysAfter, type TeacherResponse } from '@rollcall/contracts';
import { changeTemporaryPassword, choose, signInWithForm } from '../harness/actions';
import { PHONE } from '../harness/browser';
import { GatewayApi } from '../harness/gateway-api';
import { temporaryPasswordOf } from '../harness/mail';
import { at, gone, seen, textOf } from '../harness/page-checks';
import { seedAdmin, seedInstitute, seedSchool } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, screenLooks, seedBeforeAll } from '../harness/suite';

const INSTITUTE = {
  name: 'Banyan Tree School',
  email: 'office@banyantree.edu',
  phoneNumber: '+91 44 4000 7300',
  address: '9 Temple Street, Chennai',
};
const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
const ADMIN = { name: 'Lakshmi Narayanan', email: 'lakshmi.narayanan@banyantree.edu' };
const ADMIN_PASSWORD = 'Banyan!Office26';
const TEACHER = { name: 'Ravi Chandran', email: 'ravi.chandran@banyantree.edu' };
const TEACHER_PASSWORD = 'Ravi!Teaches26';
const COVER = { name: 'Meena Iyer', email: 'meena.iyer@banyantree.edu' };
const COVER_PASSWORD = 'Meena!Covers26';
const SCIENCE = { name: 'Science', code: 'SC701' };
const STUDENT = { name: 'Kavin Raj', email: 'kavin.raj@banyantree.edu', rollNumber: 'B-01' };
const STUDENT_PASSWORD = 'Kavin!Learns26';
const HOLIDAY = 'Founders’ Day';
const COVER_REASON = 'Ravi Chandran at a workshop';

const browser = chromiumForThisFile();

const lectureCard = (page: Page) =>
  page
    .getByRole('list', { name: 'Lectures today' })
    .getByRole('listitem')
    .filter({ hasText: `${SCIENCE.name} (${SCIENCE.code})` });
const scienceCard = (page: Page) => page.getByRole('article', { name: SCIENCE.name });

describe('holidays and a cover teacher, on phones', () => {
  const step = flowSteps();
  const { look, assertClean } = screenLooks('school-calendar', ['phone']);
  const seeded = seedBeforeAll(async (superadmin) => {
    const admin = await seedAdmin(superadmin, await seedInstitute(superadmin, INSTITUTE), ADMIN);
    const school = await seedSchool(admin, {
      adminPassword: ADMIN_PASSWORD,
      className: 'Grade 7 Banyan',
      teacher: TEACHER,
      subjects: [SCIENCE],
      slot: { period: 1, startsAt: '09:00', endsAt: '09:45' },
      students: [STUDENT],
    });
    const api = await GatewayApi.signedIn('admin', { email: ADMIN.email, password: ADMIN_PASSWORD });
    try {
      const { teacher } = await api.call<TeacherResponse>('POST', '/admin/teachers', COVER);
      return { ...school, cover: { ...COVER, id: teacher.id } };
    } finally {
      await api.dispose();
    }
  });
  const office = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const student = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const cover = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const regular = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });

  step('the student sees 13 Science lectures left: one a week from today to the end of the semester', async () => {
    const { page } = student();
    const temporary = await temporaryPasswordOf(STUDENT.email, 'student');
    await signInWithForm(page, 'Student', STUDENT.email, temporary);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, temporary, STUDENT_PASSWORD, '/student');
    // The semester ends 90 days from today: today and the same weekday 1 … 12 weeks on.
    await seen(scienceCard(page).getByText('13 lectures left this semester'));
  });

  step('the office adds a holiday on the same weekday next week, from the calendar on a phone', async () => {
    const { page } = office();
    const { today } = seeded();
    const holiday = daysAfter(today, 7);
    await signInWithForm(page, 'Admin', ADMIN.email, ADMIN_PASSWORD);
    await at(page, '/admin/dashboard');
    await page.goto(`/admin/administration/calendar?month=${holiday.slice(0, 7)}`);
    await seen(page.getByRole('heading', { name: 'Calendar', level: 1 }));
    await page.getByRole('button', { name: 'Add entry' }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Holiday' }).tap();
    await dialog.getByLabel('Name', { exact: true }).fill(HOLIDAY);
    await dialog.getByLabel('First day').fill(holiday);
    await dialog.getByLabel('Last day').fill(holiday);
    await look(page, '01-add-holiday', { asSeen: true });
    await dialog.getByRole('button', { name: 'Add' }).tap();
    await gone(dialog);
    await seen(page.getByText(`Holiday: ${HOLIDAY}`).first());
    await look(page, '02-calendar-list', { sizes: ['phone', 'desktop'] });
  });

  step("the office gives today's Science lecture to the cover teacher, offered among the teachers free then", async () => {
    const { page } = office();
    await page.goto('/admin/administration/timetable');
    await choose(page, 'Class', 'Grade 7 Banyan');
    await page.getByRole('radio', { name: 'One day' }).tap();
    await page.getByRole('button', { name: `Cover ${SCIENCE.name}, period 1` }).tap();
    const dialog = page.getByRole('dialog');
    await choose(dialog, 'Cover teacher', COVER.name);
    await dialog.getByLabel('Reason (optional)').fill(COVER_REASON);
    await dialog.getByRole('button', { name: 'Assign cover' }).tap();
    await gone(dialog);
    await seen(page.getByText(`Covered by ${COVER.name}`));
    await look(page, '03-timetable-day-covered');
  });

  step('the student now has 12 Science lectures left: the holiday holds none', async () => {
    const { page } = student();
    await page.reload();
    await seen(scienceCard(page).getByText('12 lectures left this semester'));
    await look(page, '04-student-lectures-left');
  });

  step('the cover teacher sees Science labelled Cover on Today and takes its register', async () => {
    const { page } = cover();
    const { today, subjects } = seeded();
    const temporary = await temporaryPasswordOf(COVER.email, 'teacher');
    await signInWithForm(page, 'Teacher', COVER.email, temporary);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, temporary, COVER_PASSWORD, '/teacher');
    const card = lectureCard(page);
    await seen(card.getByText('Cover', { exact: true }));
    await seen(card.getByText('Not taken', { exact: true }));
    await look(page, '05-cover-today');
    await card.getByRole('button', { name: 'Take attendance' }).tap();
    await at(page, `/teacher/take/${subjects[0]!.id}/${today}/1`);
    await page.getByRole('button', { name: 'Save attendance' }).tap();
    await seen(page.getByRole('heading', { name: 'Saved: 1 present, 0 absent' }));
    await page.getByRole('button', { name: 'Back to Today' }).tap();
    await seen(lectureCard(page).getByText('Taken: 1 of 1 present'));
  });

  step('the regular teacher does not see the covered lecture on their Today', async () => {
    const { page } = regular();
    const { temporaryPassword } = seeded().teacher;
    await signInWithForm(page, 'Teacher', TEACHER.email, temporaryPassword);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, temporaryPassword, TEACHER_PASSWORD, '/teacher');
    await seen(page.getByText('No lectures on your timetable today'));
    expect(await page.getByRole('list', { name: 'Lectures today' }).count()).toBe(0);
    await look(page, '06-regular-today');
  });

  step("the cover teacher's calendar feed parses, and holds today's cover in the institute's time zone", async () => {
    const { page } = cover();
    const { today } = seeded();
    await page.getByRole('banner').getByRole('button', { name: 'Calendar feed' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Calendar feed' });
    const address = await (await seen(dialog.getByLabel('Feed address'))).inputValue();
    await look(page, '07-calendar-feed', { asSeen: true });
    // A phone's calendar app asks with no cookie.
    const answer = await fetch(address);
    expect(answer.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    const covered = events.filter((event) => event.summary.startsWith('Cover:'));
    expect(covered.map((event) => event.startDate.toString())).toEqual([`${today}T09:00:00`]);
    expect(covered[0]!.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(INSTITUTE_TIME_ZONE);
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([
      INSTITUTE_TIME_ZONE,
    ]);
    expect(await textOf(dialog)).toContain('subscribed calendar');
  });

  it('leaves no serious or critical accessibility violation on any screen', () => {
    assertClean();
  });
});
