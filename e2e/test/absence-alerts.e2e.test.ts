/**
 * The same-morning absence alert, from a teacher's phone to a parent's switch. The teacher takes today's register on
 * a phone and marks one student Absent; within the test's wait the parent's absence mail is in the dev mailbox
 * (the app holds alerts a few seconds here, ABSENCE_ALERT_HOLD_SECONDS in harness/global-setup.ts), naming the child,
 * the subject and the teacher, and nobody else of the class is mailed. Its HTML is drawn on the parent's phone; its
 * unsubscribe link, opened in a browser and confirmed, turns absence alerts off, and the parent, signing in, finds
 * "Absence alerts" off in Email settings. Screens and the mail audited with axe and photographed
 * (e2e/screenshots/absence-alerts/). Seeds the institute, its admin and its school (a weekly Mathematics slot on
 * today's weekday, two students, one with a parent) through the API.
 */
import type { Page } from 'playwright-core';
import type { InstituteSettingsResponse, MailPreferencesResponse } from '@rollcall/contracts';
import { absenceMailTexts } from '../../services/src/absences/absence-mail-texts';
import type { MailboxMessage } from '../../services/src/mail/mailbox';
import { changeTemporaryPassword, signInWithForm } from '../harness/actions';
import { PHONE, type Visit } from '../harness/browser';
import { appDescription } from '../harness/description';
import { GatewayApi } from '../harness/gateway-api';
import { dayWithRoomFor } from '../harness/local-clock';
import { mailTo, mailsTo, temporaryPasswordOf } from '../harness/mail';
import { at, seen, textOf } from '../harness/page-checks';
import { seedAdmin, seedInstitute, seedSchool } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, screenLooks, seedBeforeAll } from '../harness/suite';

const INSTITUTE = {
  name: 'Gulmohar Public School',
  email: 'office@gulmohar.edu',
  phoneNumber: '+91 22 4000 8100',
  address: '9 Marine Drive, Mumbai',
};
const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
const ADMIN = { name: 'Sunita Desai', email: 'sunita.desai@gulmohar.edu' };
const ADMIN_PASSWORD = 'Gulmohar!Office26';
const TEACHER = { name: 'Meera Iyer', email: 'meera.iyer@gulmohar.edu' };
const TEACHER_PASSWORD = 'Meera!Teaches26';
const MATHEMATICS = { name: 'Mathematics', code: 'MA701' };
const PARENT = { name: 'Rohan Sharma', email: 'rohan.sharma@example.in' };
const PARENT_PASSWORD = 'Rohan!Parent26';
const AARAV = { name: 'Aarav Sharma', email: 'aarav.sharma@gulmohar.edu', rollNumber: 'B-01', guardians: [PARENT] };
const ISHITA = { name: 'Ishita Rao', email: 'ishita.rao@gulmohar.edu', rollNumber: 'B-02' };
const CLASS = 'Grade 7 Gulmohar';
const SLOT = { period: 1, startsAt: '09:00', endsAt: '09:45' };
const ALERT_SUBJECT = absenceMailTexts.alert.inboxSubject('parent', AARAV.name, MATHEMATICS.name, SLOT.period);
/** Whether a mail's subject tells of an absence (the welcome mails' do not). */
const tellsOfAbsence = (subject: string) => /absent/i.test(subject);

const browser = chromiumForThisFile();

const registerButton = (page: Page, student: { name: string; rollNumber: string }) =>
  page.getByRole('button', { name: new RegExp(`^${student.rollNumber} ${student.name}`) });
const absenceSwitch = (page: Page) => page.getByRole('switch', { name: 'Absence alerts' });
const shell = () => new URL(appDescription().frontends.shell).origin;

/** The unsubscribe page a mail's text links to. */
function unsubscribePageIn(mail: MailboxMessage): string {
  const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
  if (!link) throw new Error(`no unsubscribe page in "${mail.subject}"`);
  return link;
}

/** A mail's HTML part drawn by the person's browser, as a mail client shows it, in a tab of its own. */
async function drawnMail(person: Visit, mail: MailboxMessage): Promise<Page> {
  const page = await person.context.newPage();
  await page.setContent(mail.html);
  return page;
}

/** What the server keeps of a person's mail choices, read with their own sign-in. */
async function parentPreferences(): Promise<MailPreferencesResponse['preferences']> {
  const api = await GatewayApi.signedIn('parent', { email: PARENT.email, password: PARENT_PASSWORD });
  try {
    return (await api.call<MailPreferencesResponse>('GET', '/parent/mail-preferences')).preferences;
  } finally {
    await api.dispose();
  }
}

describe('a first absence, mailed to the family the same morning, and turned off from the mail', () => {
  const step = flowSteps();
  const { look, assertClean } = screenLooks('absence-alerts', ['phone']);
  // The register is "today's" and the mail names today: the institute's date must not change during the suite.
  beforeAll(() => dayWithRoomFor(INSTITUTE_TIME_ZONE, 10), 11 * 60_000);
  const seeded = seedBeforeAll(async (superadmin) => {
    const admin = await seedAdmin(superadmin, await seedInstitute(superadmin, INSTITUTE), ADMIN);
    const school = await seedSchool(admin, {
      adminPassword: ADMIN_PASSWORD,
      className: CLASS,
      teacher: TEACHER,
      subjects: [MATHEMATICS],
      slot: SLOT,
      students: [AARAV, ISHITA],
    });
    const office = await GatewayApi.signedIn('admin', { email: ADMIN.email, password: ADMIN_PASSWORD });
    try {
      const { settings } = await office.call<InstituteSettingsResponse>('GET', '/admin/settings');
      // A new institute mails families of a first absence the same morning, and not the students themselves.
      expect([settings.absenceAlerts, settings.absenceAlertsToStudents]).toEqual(['first-absence', false]);
    } finally {
      await office.dispose();
    }
    return school;
  });
  const teacher = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  // The browser a mail app opens a link in: not signed in to RollCall.
  const mailApp = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const parent = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  let alert: MailboxMessage | undefined;
  const absenceMail = () => {
    if (!alert) throw new Error("the parent's absence mail was not read");
    return alert;
  };

  step("the teacher takes today's register on a phone and marks Aarav Absent", async () => {
    const { page } = teacher();
    const { temporaryPassword } = seeded().teacher;
    await signInWithForm(page, 'Teacher', TEACHER.email, temporaryPassword);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, temporaryPassword, TEACHER_PASSWORD, '/teacher');
    await page.getByRole('button', { name: 'Take attendance' }).tap();
    await seen(page.getByRole('heading', { name: 'Take attendance', level: 1 }));
    await registerButton(page, AARAV).tap();
    expect(await registerButton(page, AARAV).getAttribute('aria-pressed')).toBe('false');
    expect(await registerButton(page, ISHITA).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Save attendance' }).tap();
    await seen(page.getByRole('heading', { name: 'Saved: 1 present, 1 absent' }));
  });

  step("the parent's absence mail arrives, naming the child, the lecture and the teacher; nobody else is mailed", async () => {
    alert = await mailTo(PARENT.email, ALERT_SUBJECT);
    const { text } = absenceMail();
    expect(text).toContain(absenceMailTexts.alert.opening('parent', AARAV.name, MATHEMATICS.name, SLOT.period, INSTITUTE.name));
    expect(text.split(/\r?\n/)).toEqual(
      expect.arrayContaining([
        `Lecture: ${MATHEMATICS.name} (${MATHEMATICS.code})`,
        `Period: ${SLOT.period}`,
        `Time: ${SLOT.startsAt}`,
        `Class: ${CLASS}`,
        `Taken by: ${TEACHER.name}`,
      ]),
    );
    // Its one-click unsubscribe, as every mail of the kind has.
    expect(absenceMail().headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribePageIn(absenceMail()).startsWith(`${shell()}/unsubscribe?token=`)).toBe(true);
    // One mail, to the parent: the students themselves are not mailed by this institute, and Ishita was present.
    expect((await mailsTo(PARENT.email)).filter((mail) => tellsOfAbsence(mail.subject)).map((mail) => mail.subject)).toEqual([
      ALERT_SUBJECT,
    ]);
    for (const student of [AARAV, ISHITA])
      expect([student.name, (await mailsTo(student.email)).filter((mail) => tellsOfAbsence(mail.subject))]).toEqual([
        student.name,
        [],
      ]);
  });

  step("the mail's HTML, drawn as a mail client shows it on the parent's phone", async () => {
    const page = await drawnMail(parent(), absenceMail());
    try {
      const shown = await textOf(page.locator('body'));
      expect(shown).toContain(AARAV.name);
      expect(shown).toContain(MATHEMATICS.name);
      expect(shown).toContain(TEACHER.name);
      await look(page, '01-parent-absence-mail');
    } finally {
      await page.close();
    }
  });

  step('its unsubscribe link asks first, and turns absence alerts off only on the button', async () => {
    const { page } = mailApp();
    await page.goto(unsubscribePageIn(absenceMail()));
    await seen(page.getByRole('heading', { name: 'Unsubscribe', level: 1 }));
    await seen(page.getByText('Stop these attendance emails?'));
    await look(page, '02-unsubscribe-asks');
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).tap();
    await seen(page.getByText(`You will no longer get absence alerts at ${PARENT.email}`));
    await look(page, '03-unsubscribed');
  });

  step('the parent signs in on their phone and finds "Absence alerts" off, the other mails still on', async () => {
    const { page } = parent();
    const aarav = seeded().students.find((each) => each.name === AARAV.name)!;
    const temporary = await temporaryPasswordOf(PARENT.email, 'parent');
    await signInWithForm(page, 'Parent', PARENT.email, temporary);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, temporary, PARENT_PASSWORD, `/parent/${aarav.id}`);
    await seen(page.getByRole('heading', { name: AARAV.name, level: 1 }));
    await page.getByRole('link', { name: 'Email settings' }).tap();
    await at(page, '/parent/emails');
    const absences = await seen(absenceSwitch(page));
    expect(await absences.isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Daily summary' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Low-attendance alerts' }).isChecked()).toBe(true);
    expect(await parentPreferences()).toMatchObject({ absenceAlerts: false, dailySummary: true, lowAttendanceAlerts: true });
    await look(page, '04-parent-email-settings', { sizes: ['phone', 'desktop'] });
  });

  step('no screen or mail had a serious or critical accessibility violation, and no page failed', async () => {
    assertClean();
    for (const person of [teacher(), mailApp(), parent()]) expect(person.pageErrors).toEqual([]);
  });
});
