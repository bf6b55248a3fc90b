/**
 * The evening mails of attendance, from the admin's summary time to a parent's switch. After the week's registers
 * (sent through the API as the teacher's phone sends them), the admin sets the daily summary time to the
 * institute's present minute; the run it starts mails each student marked today their summary, their parent one
 * about them, and, for the student below 75 % in Physics, one alert each. The mails' text is read for the day's
 * marks, the percentages and the lectures needed, their headers for the one-click unsubscribe, and their HTML is
 * drawn in Chromium on a phone and a desktop (axe, no sideways scrolling, e2e/screenshots/daily-summaries/). The
 * student turns the summaries off from their mail's link, the parent's mail client turns the alerts off with its
 * one-click POST, and each then finds it so in their Email settings. Seeds the institute, its admin and its school
 * (year, semester, class, teacher, two subjects, students, a parent) through the API.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  daysAfter,
  formatDay,
  type InstituteSettingsResponse,
  type MailPreferencesResponse,
  type SubmitLectureInput,
  type UnsubscribeResponse,
} from '@rollcall/contracts';
import { credentialsSubject } from '../../services/src/credentials/credentials-mail';
import type { MailboxMessage } from '../../services/src/mail/mailbox';
import { inboxDay } from '../../services/src/summaries/attendance-mail-texts';
import { changeTemporaryPassword, signInWithForm } from '../harness/actions';
import { PHONE, type Visit } from '../harness/browser';
import { appDescription } from '../harness/description';
import { GatewayApi } from '../harness/gateway-api';
import { clockIn, dayWithRoomFor } from '../harness/local-clock';
import { mailTo, mailsTo, temporaryPasswordOf } from '../harness/mail';
import { at, seen, textOf } from '../harness/page-checks';
import { adminSections } from '../harness/admin-menu';
import { seedAdmin, seedInstitute, seedSchool, signedInWithOwnPassword } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, screenLooks, seedBeforeAll } from '../harness/suite';

const INSTITUTE = {
  name: 'Lakeview Academy',
  email: 'office@lakeviewacademy.edu',
  phoneNumber: '+91 755 400 8100',
  address: '7 Upper Lake Road, Bhopal',
};
const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
const ADMIN = { name: 'Rekha Nair', email: 'rekha.nair@lakeviewacademy.edu' };
const ADMIN_PASSWORD = 'Lakeview!Office26';
const TEACHER = { name: 'Suresh Pillai', email: 'suresh.pillai@lakeviewacademy.edu' };
const CLASS = 'Grade 8 Lakeview';
const PHYSICS = { name: 'Physics', code: 'PH801' };
const CHEMISTRY = { name: 'Chemistry', code: 'CH801' };
const PARENT = { name: 'Kavita Mehta', email: 'kavita.mehta@lakeviewacademy.edu' };
const AARAV = { name: 'Aarav Mehta', email: 'aarav.mehta@lakeviewacademy.edu', rollNumber: 'L-01', guardians: [PARENT] };
const DIYA = { name: 'Diya Menon', email: 'diya.menon@lakeviewacademy.edu', rollNumber: 'L-02' };
const STUDENTS = [AARAV, DIYA];
const STUDENT_PASSWORD = 'Aarav!Learns26';
const PARENT_PASSWORD = 'Kavita!Cares26';

/**
 * Physics (period 1, on today's weekday in the timetable) three days ago, two days ago, yesterday and today;
 * Chemistry (period 2) two days ago and today. Aarav misses Physics three days ago and today: 2 of 4 (50.0 %),
 * 4 more lectures to reach 75 % ((2 + 4) ÷ (4 + 4)), and Physics has a slot every week of the 12 left; Chemistry
 * 2 of 2; overall 4 of 6 (66.7 %). Diya attends everything.
 */
function registersOf(today: string, [physics, chemistry]: Array<{ id: string }>, students: Array<{ id: string; name: string }>) {
  const aarav = students.find((student) => student.name === AARAV.name)!.id;
  const register = (subjectId: string, heldOn: string, period: number, absent: string[]): SubmitLectureInput => ({
    id: randomUUID(),
    subjectId,
    heldOn,
    period,
    marks: students.map((student) => ({ studentId: student.id, status: absent.includes(student.id) ? 'absent' : 'present' })),
  });
  return [
    register(physics!.id, daysAfter(today, -3), 1, [aarav]),
    register(physics!.id, daysAfter(today, -2), 1, []),
    register(chemistry!.id, daysAfter(today, -2), 2, []),
    register(physics!.id, daysAfter(today, -1), 1, []),
    register(physics!.id, today, 1, [aarav]),
    register(chemistry!.id, today, 2, []),
  ];
}

/** The inbox subjects of the day's mails, as the seed's numbers make them. */
const subjectsOf = (today: string) => ({
  aaravSummary: `You attended 1 of 2 lectures today · ${inboxDay(today)} · 1 subject below 75%`,
  parentSummary: `${AARAV.name}: attended 1 of 2 lectures · ${inboxDay(today)} · 1 subject below 75%`,
  aaravAlert: 'Your Physics attendance is below 75%',
  parentAlert: `${AARAV.name}: Physics attendance below 75%`,
  diyaSummary: `You attended 2 of 2 lectures today · ${inboxDay(today)}`,
});
type DayMail = keyof ReturnType<typeof subjectsOf>;

/** A mail's text part, line by line. */
const linesOf = (mail: MailboxMessage) => mail.text.replace(/\s+$/, '').split(/\r?\n/);
/** The text part above the signature separator ("-- "): what the mail tells. */
const bodyOf = (mail: MailboxMessage) => linesOf(mail).slice(0, linesOf(mail).indexOf('-- '));
/** The text part below the signature separator: why they get it and the links. */
const footerOf = (mail: MailboxMessage) => linesOf(mail).slice(linesOf(mail).indexOf('-- ') + 1);

/** The address the text part gives after this label ("Turn off these daily summaries: https://…"). */
function linkAfter(mail: MailboxMessage, label: string): string {
  const line = linesOf(mail).find((each) => each.startsWith(`${label}: `));
  if (!line) throw new Error(`no "${label}" link in "${mail.subject}"`);
  return line.slice(label.length + 2);
}

/** An address without its query: where it leads. */
const placeOf = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};
/** The unsubscribe token of a page address or of a List-Unsubscribe header's (in angle brackets). */
const tokenOf = (url: string) => new URL(url.replace(/^<|>$/g, '')).searchParams.get('token');
const shell = () => new URL(appDescription().frontends.shell).origin;
const gateway = () => new URL(appDescription().gateway).origin;

type MailKindName = 'Daily summary' | 'Low-attendance alerts';
const emailSwitch = (page: Page, name: MailKindName) => page.getByRole('switch', { name });
/** Taps a switch's row as a thumb does: the input itself lies under the drawn track, which takes the touch. */
const tapSwitch = (page: Page, name: MailKindName) => page.locator('label', { has: emailSwitch(page, name) }).tap();

/** A mail's HTML part drawn by the person's browser, as a mail client shows it, in a tab of its own. */
async function drawnMail(person: Visit, mail: MailboxMessage): Promise<Page> {
  const page = await person.context.newPage();
  await page.setContent(mail.html);
  return page;
}

const browser = chromiumForThisFile();

describe("the evening's summaries and alerts, by mail, and turning them off", () => {
  const step = flowSteps();
  const { look, assertClean } = screenLooks('daily-summaries');
  // The registers are "today's" and every check reads the institute's today: seeding just before its midnight
  // would see the date change under the suite, so that is waited out (a few minutes at most, on rare runs).
  beforeAll(() => dayWithRoomFor(INSTITUTE_TIME_ZONE, 5), 6 * 60_000);
  const seeded = seedBeforeAll(async (superadmin) => {
    const admin = await seedAdmin(superadmin, await seedInstitute(superadmin, INSTITUTE), ADMIN);
    const school = await seedSchool(admin, {
      adminPassword: ADMIN_PASSWORD,
      className: CLASS,
      teacher: TEACHER,
      subjects: [PHYSICS, CHEMISTRY],
      slot: { period: 1, startsAt: '09:00', endsAt: '09:45' },
      students: STUDENTS,
    });
    const office = await GatewayApi.signedIn('admin', { email: ADMIN.email, password: ADMIN_PASSWORD });
    const teacher = await signedInWithOwnPassword('teacher', school.teacher, 'Suresh!Teaches26');
    try {
      // Off while the registers go in: after 18:00 in Kolkata the evening run would otherwise summarise a half-sent
      // day, and its mails' keys would then keep the whole day's mails from going out. The admin turns them on.
      // Absence alerts are another suite's (absence-alerts): this inbox holds the evening's summaries and alerts only.
      // Physics has its 4 lectures by today: the institute alerts a subject from 4 marked lectures on (6 by default).
      await office.call<InstituteSettingsResponse>('PATCH', '/admin/settings', {
        dailySummaries: false,
        absenceAlerts: 'off',
        alertMinimumLectures: 4,
      });
      for (const register of registersOf(school.today, school.subjects, school.students))
        await teacher.call('POST', '/teacher/lectures', register);
    } finally {
      await teacher.dispose();
      await office.dispose();
    }
    return school;
  });
  const admin = personForThisBlock(browser);
  const student = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  // The browser a mail app opens a link in: not signed in to RollCall.
  const mailApp = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const parent = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const read: Partial<Record<DayMail, MailboxMessage>> = {};
  const mail = (name: DayMail) => {
    const found = read[name];
    if (!found) throw new Error(`the ${name} mail was not read`);
    return found;
  };

  step("the admin sets the daily summary time to the institute's present minute and turns the summaries on", async () => {
    const { page } = admin();
    await signInWithForm(page, 'Admin', ADMIN.email, ADMIN_PASSWORD);
    await at(page, '/admin/dashboard');
    await (await adminSections(page)).getByRole('button', { name: 'Administration', exact: true }).click();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await seen(page.getByRole('heading', { name: 'Settings', level: 1 }));
    const summaryTime = await seen(page.getByLabel('Daily summary time', { exact: true }));
    expect(await summaryTime.inputValue()).toBe('18:00');
    // Due as soon as it is saved: the institute's clock has reached this minute (or passed it, should it turn meanwhile).
    const now = clockIn(INSTITUTE_TIME_ZONE);
    await summaryTime.fill(now);
    await page.getByRole('radiogroup', { name: 'Daily summaries' }).getByRole('radio', { name: 'On' }).check();
    await page.getByRole('button', { name: 'Save settings', exact: true }).click();
    await seen(page.getByText('Settings saved'));
    expect(await page.getByLabel('Daily summary time', { exact: true }).inputValue()).toBe(now);
    await look(page, '01-admin-settings');
  });

  step("the day's mails arrive: each student's summary, the parent's, and one alert each for Aarav's Physics", async () => {
    const subjects = subjectsOf(seeded().today);
    for (const [name, address] of [
      ['aaravSummary', AARAV.email],
      ['parentSummary', PARENT.email],
      ['aaravAlert', AARAV.email],
      ['parentAlert', PARENT.email],
      ['diyaSummary', DIYA.email],
    ] as const)
      read[name] = await mailTo(address, subjects[name]);
    // One of each and nothing more; Diya is at 100 % in both subjects, so no alert of hers.
    const inbox = async (address: string) => (await mailsTo(address)).map((each) => each.subject).sort();
    expect(await inbox(AARAV.email)).toEqual([credentialsSubject('student'), subjects.aaravSummary, subjects.aaravAlert].sort());
    expect(await inbox(PARENT.email)).toEqual(
      [credentialsSubject('parent'), subjects.parentSummary, subjects.parentAlert].sort(),
    );
    expect(await inbox(DIYA.email)).toEqual([credentialsSubject('student'), subjects.diyaSummary].sort());
  });

  step(
    "the summaries' text: the day's lectures with Present or Absent, each subject's percentage, the lectures needed",
    async () => {
      const day = formatDay(seeded().today, 'long');
      const header = (title: string, hello: string, opening: string) => [
        title,
        `${INSTITUTE.name} · ${day}`,
        '',
        `Hello ${hello},`,
        '',
        opening,
        `${AARAV.name} · Roll number ${AARAV.rollNumber} · ${CLASS}`,
        '',
      ];
      const aaravsDay = [
        'Absent today: Physics (period 1)',
        '',
        "Today's lectures",
        `- Period 1 · Physics (${PHYSICS.code}): Absent`,
        `- Period 2 · Chemistry (${CHEMISTRY.code}): Present`,
        '',
        'This semester so far',
        `- Chemistry (${CHEMISTRY.code}): 2 of 2 lectures, 100.0%`,
        `- Physics (${PHYSICS.code}): 2 of 4 lectures, 50.0%`,
        '- Overall: 4 of 6 lectures, 66.7%',
        '',
        'Below the required 75%',
        '- Attend the next 4 lectures of Physics to reach 75%',
        '',
      ];
      expect(bodyOf(mail('aaravSummary'))).toEqual([
        ...header('Your attendance today', AARAV.name, `Here is your attendance at ${INSTITUTE.name} on ${day}.`),
        ...aaravsDay,
      ]);
      expect(bodyOf(mail('parentSummary'))).toEqual([
        ...header("Aarav's attendance today", PARENT.name, `Here is ${AARAV.name}'s attendance at ${INSTITUTE.name} on ${day}.`),
        ...aaravsDay,
      ]);
      expect(bodyOf(mail('diyaSummary')).slice(8)).toEqual([
        "Today's lectures",
        `- Period 1 · Physics (${PHYSICS.code}): Present`,
        `- Period 2 · Chemistry (${CHEMISTRY.code}): Present`,
        '',
        'This semester so far',
        `- Chemistry (${CHEMISTRY.code}): 2 of 2 lectures, 100.0%`,
        `- Physics (${PHYSICS.code}): 4 of 4 lectures, 100.0%`,
        '- Overall: 6 of 6 lectures, 100.0%',
        '',
      ]);
    },
  );

  step("the alerts' text: Physics at 50.0 % against 75 %, and the 4 lectures that would bring it back", async () => {
    const day = formatDay(seeded().today, 'long');
    const alert = (title: string, hello: string, whose: string, portal: string) => [
      title,
      `${INSTITUTE.name} · ${day}`,
      '',
      `Hello ${hello},`,
      '',
      `On ${day}, ${whose} attendance in Physics at ${INSTITUTE.name} fell below the required level.`,
      `${AARAV.name} · Roll number ${AARAV.rollNumber} · ${CLASS}`,
      '',
      'Physics: 50.0% — short (required 75%, condonable down to 65%)',
      '',
      `Physics (${PHYSICS.code}): 2 of 4 lectures`,
      '50.0% attended, against the required 75%',
      '',
      'Attend the next 4 lectures of Physics to reach 75%',
      '',
      portal,
      '',
      'We send this alert when the attendance falls below the requirement, and once more if it falls below the condonation floor. The evening summaries keep showing it.',
      '',
    ];
    expect(bodyOf(mail('aaravAlert'))).toEqual(
      alert(
        'Your attendance in Physics is below the requirement',
        AARAV.name,
        'your',
        `Open your attendance: ${shell()}/student`,
      ),
    );
    expect(bodyOf(mail('parentAlert'))).toEqual(
      alert(
        "Aarav's attendance in Physics is below the requirement",
        PARENT.name,
        `${AARAV.name}'s`,
        `Open the parent portal: ${shell()}/parent`,
      ),
    );
  });

  step('each mail says why it came, links its own unsubscribe page, and names it for a one-click unsubscribe', async () => {
    const kinds = [
      ['aaravSummary', 'student', 'Turn off these daily summaries'],
      ['parentSummary', 'parent', 'Turn off these daily summaries'],
      ['aaravAlert', 'student', 'Turn off these alerts'],
      ['parentAlert', 'parent', 'Turn off these alerts'],
      ['diyaSummary', 'student', 'Turn off these daily summaries'],
    ] as const;
    for (const [name, relation, turnOff] of kinds) {
      const each = mail(name);
      const [why, pageLink, portalLink, blank, signature] = footerOf(each);
      expect([name, why, blank, signature]).toEqual([
        name,
        relation === 'student'
          ? `You get this because you are a student at ${INSTITUTE.name}.`
          : `You get this because you are a parent of ${AARAV.name} at ${INSTITUTE.name}.`,
        '',
        'RollCall - Attendance That Cares',
      ]);
      const page = linkAfter(each, turnOff);
      expect([name, pageLink, placeOf(page)]).toEqual([name, `${turnOff}: ${page}`, `${shell()}/unsubscribe`]);
      expect(portalLink).toBe(
        `${relation === 'student' ? 'Open your attendance' : 'Open the parent portal'}: ${shell()}/${relation}`,
      );
      expect(each.html).toContain(`href="${page}"`);
      // The mail client's unsubscribe: the gateway's address of the same signed token, POSTed to without a session.
      const oneClick = each.headers['list-unsubscribe'] ?? '';
      expect([name, placeOf(oneClick.replace(/^<|>$/g, '')), tokenOf(oneClick)]).toEqual([
        name,
        `${gateway()}/mail/unsubscribe`,
        tokenOf(page),
      ]);
      expect(oneClick).toMatch(/^<.+>$/);
      expect(each.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }
    // Each person and kind has a token of its own.
    expect(new Set(kinds.map(([name]) => tokenOf(mail(name).headers['list-unsubscribe'] ?? ''))).size).toBe(kinds.length);
  });

  step("the four mails of Aarav's day, drawn as a mail client shows them on a phone and a desktop", async () => {
    const drawings = [
      [student(), 'aaravSummary', '02-student-summary-mail'],
      [parent(), 'parentSummary', '03-parent-summary-mail'],
      [student(), 'aaravAlert', '04-student-alert-mail'],
      [parent(), 'parentAlert', '05-parent-alert-mail'],
    ] as const;
    for (const [person, name, shot] of drawings) {
      const page = await drawnMail(person, mail(name));
      try {
        const shown = await textOf(page.locator('body'));
        expect([name, shown]).toEqual([name, expect.stringContaining('Attend the next 4 lectures of Physics to reach 75%')]);
        if (name.endsWith('Summary')) {
          expect(await textOf(page.getByRole('row', { name: /^Period 1 / }))).toBe(`Period 1 Physics (${PHYSICS.code}) Absent`);
          expect(await textOf(page.getByRole('row', { name: /^Overall / }))).toBe('Overall 4 of 6 lectures 66.7%');
        } else {
          expect(await textOf(page.getByRole('row', { name: /^Physics / }))).toBe(
            `Physics (${PHYSICS.code}) 2 of 4 lectures 50.0%`,
          );
        }
        await look(page, shot);
      } finally {
        await page.close();
      }
    }
  });

  step('the student signs in on their phone with the mailed password and finds both kinds of mail on', async () => {
    const { page } = student();
    const temporary = await temporaryPasswordOf(AARAV.email, 'student');
    await signInWithForm(page, 'Student', AARAV.email, temporary);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, temporary, STUDENT_PASSWORD, '/student');
    await seen(page.getByRole('heading', { name: 'My attendance', level: 1 }));
    await page.getByRole('link', { name: 'Email settings' }).tap();
    await at(page, '/student/emails');
    await seen(page.getByRole('heading', { name: 'Email settings', level: 1 }));
    await seen(page.getByText(`Emails go to ${AARAV.email}`));
    expect(await emailSwitch(page, 'Daily summary').isChecked()).toBe(true);
    expect(await emailSwitch(page, 'Low-attendance alerts').isChecked()).toBe(true);
    await look(page, '06-student-email-settings-before');
  });

  step("the summary's unsubscribe link asks first, and turns the daily summaries off only on the button", async () => {
    const { page } = mailApp();
    await page.goto(linkAfter(mail('aaravSummary'), 'Turn off these daily summaries'));
    await seen(page.getByRole('heading', { name: 'Unsubscribe', level: 1 }));
    await seen(page.getByText('Stop these attendance emails?'));
    // Opening the link (as a mail scanner does too) has turned nothing off.
    expect((await preferencesOf('student', AARAV.email, STUDENT_PASSWORD)).preferences).toMatchObject({
      dailySummary: true,
      lowAttendanceAlerts: true,
    });
    await look(page, '07-unsubscribe-asks');
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).tap();
    await seen(page.getByText(`You will no longer get daily summaries at ${AARAV.email}`));
    await seen(page.getByText('You can turn them back on in your portal under Email settings'));
    await look(page, '08-unsubscribed');
  });

  step("the parent's mail client unsubscribes from the alert with its one-click POST, with no session", async () => {
    const oneClick = (mail('parentAlert').headers['list-unsubscribe'] ?? '').replace(/^<|>$/g, '');
    const answer = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as UnsubscribeResponse).unsubscribed).toEqual({
      kind: 'lowAttendanceAlerts',
      email: PARENT.email,
    });
  });

  step("the student's Email settings: the daily summary off, the alerts still on", async () => {
    const { page } = student();
    await page.reload();
    await seen(page.getByRole('heading', { name: 'Email settings', level: 1 }));
    await seen(emailSwitch(page, 'Daily summary'));
    expect(await emailSwitch(page, 'Daily summary').isChecked()).toBe(false);
    expect(await emailSwitch(page, 'Low-attendance alerts').isChecked()).toBe(true);
    await look(page, '09-student-email-settings-after');
  });

  step('the parent finds the alerts off and the summary on, and switches the summary off and on again', async () => {
    const { page } = parent();
    const aarav = seeded().students.find((each) => each.name === AARAV.name)!;
    const temporary = await temporaryPasswordOf(PARENT.email, 'parent');
    await signInWithForm(page, 'Parent', PARENT.email, temporary);
    await at(page, '/change-password');
    await changeTemporaryPassword(page, temporary, PARENT_PASSWORD, `/parent/${aarav.id}`);
    await seen(page.getByRole('heading', { name: AARAV.name, level: 1 }));
    await page.getByRole('link', { name: 'Email settings' }).tap();
    await at(page, '/parent/emails');
    const summary = await seen(emailSwitch(page, 'Daily summary'));
    expect(await summary.isChecked()).toBe(true);
    expect(await emailSwitch(page, 'Low-attendance alerts').isChecked()).toBe(false);

    await tapSwitch(page, 'Daily summary');
    await seen(page.getByText('Daily summary turned off'));
    expect(await summary.isChecked()).toBe(false);
    expect((await preferencesOf('parent', PARENT.email, PARENT_PASSWORD)).preferences.dailySummary).toBe(false);
    await tapSwitch(page, 'Daily summary');
    await seen(page.getByText('Daily summary turned on'));
    expect(await summary.isChecked()).toBe(true);
    expect((await preferencesOf('parent', PARENT.email, PARENT_PASSWORD)).preferences).toMatchObject({
      dailySummary: true,
      lowAttendanceAlerts: false,
    });
    await look(page, '10-parent-email-settings');
  });

  step('no screen or mail had a serious or critical accessibility violation, and no page failed', async () => {
    assertClean();
    for (const person of [admin(), student(), mailApp(), parent()]) expect(person.pageErrors).toEqual([]);
  });
});

/** What the server keeps of a person's mail choices, read with their own sign-in. */
async function preferencesOf(role: 'student' | 'parent', email: string, password: string): Promise<MailPreferencesResponse> {
  const api = await GatewayApi.signedIn(role, { email, password });
  try {
    return await api.call<MailPreferencesResponse>('GET', `/${role}/mail-preferences`);
  } finally {
    await api.dispose();
  }
}
