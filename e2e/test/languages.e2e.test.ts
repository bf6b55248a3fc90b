/**
 * RollCall in a teacher's and a parent's own language, on a phone. The teacher chooses हिन्दी in the top bar and
 * takes a register of three: Today, the register, its count and the saved register read in Hindi, with Hindi's
 * plural forms (of 3 students, 1 present). The parent chooses தமிழ் on the login page, signs in and replaces the
 * mailed password on Tamil pages, and reads their son's attendance in Tamil, percentages and days as ta-IN writes
 * them; that evening's summary reaches them in Tamil, while their son, who reads English, gets his in English.
 * Every screen and the Tamil mail are audited with axe and photographed (e2e/screenshots/languages/). Seeds the
 * institute, its admin and its school (year, semester, class, teacher, a subject with today's slot, three students,
 * a parent, yesterday's register) through the API.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { daysAfter, type InstituteSettingsResponse, type Language, type SubmitLectureInput } from '@rollcall/contracts';
import { formatDay, formatPercent } from '@rollcall/i18n/messages';
import { mailFormats } from '../../services/src/mail/texts/mail-formats';
import { choose, signInWithForm } from '../harness/actions';
import { PHONE } from '../harness/browser';
import { phoneIndicFonts } from '../harness/device-fonts';
import { GatewayApi } from '../harness/gateway-api';
import { clockIn, dayWithRoomFor } from '../harness/local-clock';
import { mailTo, temporaryPasswordOf } from '../harness/mail';
import { at, seen, textOf } from '../harness/page-checks';
import { seedAdmin, seedInstitute, seedSchool, signedInWithOwnPassword } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, screenLooks, seedBeforeAll } from '../harness/suite';

const INSTITUTE = {
  name: 'Kaveri Vidyalaya',
  email: 'office@kaverividyalaya.edu',
  phoneNumber: '+91 44 4000 7100',
  address: '18 Cathedral Road, Chennai',
};
const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
const ADMIN = { name: 'Revathi Krishnan', email: 'revathi.krishnan@kaverividyalaya.edu' };
const ADMIN_PASSWORD = 'Kaveri!Office26';
const TEACHER = { name: 'Sunil Verma', email: 'sunil.verma@kaverividyalaya.edu' };
const TEACHER_PASSWORD = 'Sunil!Teaches26';
const CLASS = 'Grade 7 Kaveri';
const SCIENCE = { name: 'Science', code: 'SC701' };
const PARENT = { name: 'Lakshmi Raj', email: 'lakshmi.raj@kaverividyalaya.edu' };
const PARENT_PASSWORD = 'Lakshmi!Cares26';
const KAVIN = { name: 'Kavin Raj', email: 'kavin.raj@kaverividyalaya.edu', rollNumber: 'K-01', guardians: [PARENT] };
const MEERA = { name: 'Meera Iyer', email: 'meera.iyer@kaverividyalaya.edu', rollNumber: 'K-02' };
const ARJUN = { name: 'Arjun Das', email: 'arjun.das@kaverividyalaya.edu', rollNumber: 'K-03' };
const STUDENTS = [KAVIN, MEERA, ARJUN];
const LANGUAGE_SWITCH = 'Language · भाषा · மொழி';

const browser = chromiumForThisFile();

const studentLabel = (student: { rollNumber: string; name: string }) => `${student.rollNumber} ${student.name}`;
const registerButton = (page: Page, student: { rollNumber: string; name: string }) =>
  page.getByRole('list', { name: 'हाज़िरी रजिस्टर' }).getByRole('button', { name: new RegExp(`^${studentLabel(student)}`) });

/** Yesterday's Science, taken as an extra lecture, with everyone present. */
const yesterdaysRegister = (today: string, scienceId: string, students: Array<{ id: string }>): SubmitLectureInput => ({
  id: randomUUID(),
  subjectId: scienceId,
  heldOn: daysAfter(today, -1),
  period: 1,
  marks: students.map((student) => ({ studentId: student.id, status: 'present' })),
});

describe('a teacher in Hindi and a parent in Tamil, on their phones', () => {
  const step = flowSteps();
  const { look, assertClean } = screenLooks('languages', ['phone']);
  // The register is today's and the summary is of today: seeding just before the institute's midnight would see
  // the date change under the suite, so that is waited out (a few minutes at most, on rare runs).
  beforeAll(() => dayWithRoomFor(INSTITUTE_TIME_ZONE, 5), 6 * 60_000);
  const seeded = seedBeforeAll(async (superadmin) => {
    const admin = await seedAdmin(superadmin, await seedInstitute(superadmin, INSTITUTE), ADMIN);
    const school = await seedSchool(admin, {
      adminPassword: ADMIN_PASSWORD,
      className: CLASS,
      teacher: TEACHER,
      subjects: [SCIENCE],
      slot: { period: 1, startsAt: '09:00', endsAt: '09:45' },
      students: STUDENTS,
    });
    const office = await GatewayApi.signedIn('admin', { email: ADMIN.email, password: ADMIN_PASSWORD });
    const teacher = await signedInWithOwnPassword('teacher', school.teacher, TEACHER_PASSWORD);
    try {
      // The evening run waits for the admin (below), and the same-morning alerts are another suite's.
      await office.call<InstituteSettingsResponse>('PATCH', '/admin/settings', { dailySummaries: false, absenceAlerts: 'off' });
      await teacher.call('POST', '/teacher/lectures', yesterdaysRegister(school.today, school.subjects[0]!.id, school.students));
    } finally {
      await teacher.dispose();
      await office.dispose();
    }
    return school;
  });
  const teacher = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const parent = personForThisBlock(browser, PHONE, { timezoneId: INSTITUTE_TIME_ZONE });
  const kavinOf = () => seeded().students.find((student) => student.name === KAVIN.name)!;

  step('the teacher chooses हिन्दी in the top bar: Today reads in Hindi, and the choice is saved on them', async () => {
    const { page } = teacher();
    await signInWithForm(page, 'Teacher', TEACHER.email, TEACHER_PASSWORD);
    await at(page, '/teacher');
    await seen(page.getByRole('heading', { name: 'Today', level: 1 }));
    await page.getByLabel(LANGUAGE_SWITCH).selectOption('hi');
    await seen(page.getByRole('heading', { name: 'आज', level: 1 }));
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    const card = page.getByRole('list', { name: 'आज के लेक्चर' }).getByRole('listitem').filter({ hasText: SCIENCE.code });
    await seen(card.getByText('हाज़िरी नहीं ली गई', { exact: true }));
    await seen(page.getByRole('navigation', { name: 'शिक्षक के विभाग' }));
    await look(page, '01-teacher-today-hindi');

    const api = await GatewayApi.signedIn('teacher', { email: TEACHER.email, password: TEACHER_PASSWORD });
    try {
      const { user } = await api.call<{ user: { language: Language } }>('GET', '/auth/verify-user');
      expect(user.language).toBe('hi');
    } finally {
      await api.dispose();
    }
  });

  step('the register in Hindi: two taps mark two students अनुपस्थित, and the count follows in the plural', async () => {
    const { page } = teacher();
    const { subjects, today } = seeded();
    await page.getByRole('button', { name: 'हाज़िरी लें' }).click();
    await at(page, `/teacher/take/${subjects[0]!.id}/${today}/1`);
    await seen(page.getByRole('heading', { name: 'हाज़िरी लें', level: 1 }));
    await seen(page.getByText('सभी पहले उपस्थित हैं: किसी छात्र को अनुपस्थित करने के लिए उसके नाम पर टैप करें।'));
    const count = page.getByRole('status').filter({ hasText: 'छात्रों में से' });
    expect(await textOf(count)).toBe('3 छात्रों में से 3 उपस्थित');
    for (const student of [KAVIN, MEERA]) await registerButton(page, student).tap();
    expect(await textOf(registerButton(page, KAVIN))).toBe(`${studentLabel(KAVIN)} अनुपस्थित`);
    expect(await textOf(registerButton(page, ARJUN))).toBe(`${studentLabel(ARJUN)} उपस्थित`);
    expect(await textOf(count)).toBe('3 छात्रों में से 1 उपस्थित');
    await look(page, '02-register-hindi');
  });

  step("saved, in Hindi's singular: one student was present (रहा, not रहे), two absent", async () => {
    const { page } = teacher();
    await page.getByRole('button', { name: 'हाज़िरी सहेजें' }).click();
    const outcome = page.getByRole('region', { name: /हाज़िरी सहेज ली गई/ });
    await seen(outcome.getByRole('heading', { name: 'हाज़िरी सहेज ली गई: 1 छात्र उपस्थित रहा, 2 अनुपस्थित' }));
    await seen(outcome.getByRole('heading', { name: 'अनुपस्थित (3 में से 2)' }));
    expect(await outcome.getByRole('listitem').allInnerTexts()).toEqual([studentLabel(KAVIN), studentLabel(MEERA)]);
    await look(page, '03-register-saved-hindi');
  });

  step('the parent chooses தமிழ் on the login page and replaces the mailed password on Tamil pages', async () => {
    const { page } = parent();
    const temporary = await temporaryPasswordOf(PARENT.email, 'parent');
    await page.goto('/login');
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await seen(page.getByText('மீண்டும் வருக! தொடர, தயவுசெய்து உள்நுழையவும்.'));
    expect(await page.locator('html').getAttribute('lang')).toBe('ta');
    await choose(page, 'பங்கு', 'பெற்றோர்');
    await page.getByRole('textbox', { name: 'மின்னஞ்சல்', exact: true }).fill(PARENT.email);
    await page.getByLabel('கடவுச்சொல்', { exact: true }).fill(temporary);
    await look(page, '04-login-tamil');
    await page.getByRole('button', { name: 'உள்நுழைக', exact: true }).click();

    await at(page, '/change-password');
    await seen(page.getByRole('heading', { name: 'உங்கள் கடவுச்சொல்லை மாற்றவும்' }));
    await page.getByLabel('தற்போதைய கடவுச்சொல்', { exact: true }).fill(temporary);
    await page.getByLabel('புதிய கடவுச்சொல்', { exact: true }).fill(PARENT_PASSWORD);
    await page.getByLabel('புதிய கடவுச்சொல்லை உறுதிப்படுத்தவும்', { exact: true }).fill(PARENT_PASSWORD);
    await look(page, '05-change-password-tamil');
    await page.getByRole('button', { name: 'கடவுச்சொல்லை மாற்று', exact: true }).click();
    await at(page, `/parent/${kavinOf().id}`);
  });

  step("the parent reads Kavin's attendance in Tamil: 1 of 2 lectures, 50 %, today's absence by its Tamil day", async () => {
    const { page } = parent();
    const { today } = seeded();
    await seen(page.getByRole('heading', { name: KAVIN.name, level: 1 }));
    await seen(page.getByText(CLASS, { exact: true }));
    const overall = await textOf(page.getByRole('region', { name: 'மொத்த வருகை' }));
    expect(overall).toContain(formatPercent(50, 'ta'));
    expect(overall).toContain('2 வகுப்புகளில் 1 இல் வருகை');
    expect(overall).toContain('குறைந்தபட்சத் தேவை: 75%');
    const todaysMarks = page
      .getByRole('region', { name: 'நாள்வாரியாக' })
      .getByRole('region', { name: formatDay(today, 'ta') })
      .getByRole('listitem');
    expect(await todaysMarks.allInnerTexts()).toEqual([expect.stringMatching(/பாடவேளை 1[\s\S]*Science[\s\S]*வரவில்லை/)]);
    await look(page, '06-parent-portal-tamil', { sizes: ['phone', 'desktop'] });
  });

  step("that evening's summary reaches the parent in Tamil, and Kavin, who reads English, in English", async () => {
    const { today } = seeded();
    const office = await GatewayApi.signedIn('admin', { email: ADMIN.email, password: ADMIN_PASSWORD });
    try {
      // Due as soon as it is saved: the institute's clock has reached this minute.
      await office.call('PATCH', '/admin/settings', { dailySummaryAt: clockIn(INSTITUTE_TIME_ZONE), dailySummaries: true });
    } finally {
      await office.dispose();
    }
    const tamil = mailFormats('ta');
    // Today: 0 of 1 lecture (Tamil's singular, வகுப்பில்); the semester: 1 of 2 (the plural, வகுப்புகளில்).
    const summary = await mailTo(PARENT.email, (subject) =>
      subject.startsWith(`${KAVIN.name}: 1 வகுப்பில் 0 இல் வருகை · ${tamil.inboxDay(today)}`),
    );
    const lines = summary.text.split(/\r?\n/);
    expect(lines).toEqual(
      expect.arrayContaining([
        'இன்றைய வருகை: Kavin',
        `${INSTITUTE.name} · ${tamil.day(today)}`,
        `வணக்கம் ${PARENT.name},`,
        `${tamil.day(today)} அன்று ${INSTITUTE.name} இல் ${KAVIN.name} அவர்களின் வருகை விவரம் இதோ.`,
        'இன்று வராத வகுப்புகள்: Science (1ஆம் பாடவேளை)',
        `- பாடவேளை 1 · Science (${SCIENCE.code}): வரவில்லை`,
        `- Science (${SCIENCE.code}): 2 வகுப்புகளில் 1, ${tamil.percentage(50)}`,
      ]),
    );
    expect(summary.html).toContain('<html lang="ta">');
    const english = await mailTo(KAVIN.email, (subject) => subject.startsWith('You attended 0 of 1 lecture today · '));
    expect(english.text).toContain(`Hello ${KAVIN.name},`);

    // The Tamil mail drawn as the parent's phone shows it, with the phone's own Tamil font.
    const { context } = parent();
    const drawn = await context.newPage();
    try {
      await drawn.setContent(summary.html);
      await drawn.addStyleTag({ content: await phoneIndicFonts() });
      await seen(drawn.getByText('இன்றைய வருகை: Kavin'));
      await look(drawn, '07-evening-summary-tamil');
    } finally {
      await drawn.close();
    }
  });

  step('no screen or mail had a serious or critical accessibility violation, and no page failed', async () => {
    assertClean();
    expect(teacher().pageErrors).toEqual([]);
    expect(parent().pageErrors).toEqual([]);
  });
});
