import { readUnsubscribeToken } from '../src/mail/unsubscribe-token';
import { eveningAbsenceMail } from '../src/summaries/evening-absence-mail';
import { alertKey, alertMail, alertSubject } from '../src/summaries/alert-mail';
import type {
  DailySummary,
  DayAbsences,
  MailRecipient,
  StreakAlert,
  SummarySubject,
  ThresholdAlert,
} from '../src/summaries/daily-summary';
import { mailLinks } from '../src/summaries/mail-links';
import { streakMail } from '../src/summaries/streak-mail';
import { summaryKey, summaryMail, summarySubject } from '../src/summaries/summary-mail';

const SECRET = 'test-internal-secret-0123456789';
const links = mailLinks({ shellUrl: 'https://app.rollcall.test/', apiUrl: () => 'https://api.rollcall.test', secret: SECRET });
const INSTITUTE = '11111111-1111-4111-8111-111111111111';
const STUDENT = '22222222-2222-4222-8222-222222222222';
const PARENT = '33333333-3333-4333-8333-333333333333';

const physics: SummarySubject = {
  subjectId: '44444444-4444-4444-8444-444444444444',
  name: 'Physics',
  code: 'PHY1',
  present: 5,
  total: 8,
  percentage: 62.5,
  below: true,
  lecturesNeeded: 4,
};
const chemistry: SummarySubject = {
  ...physics,
  subjectId: '55555555-5555-4555-8555-555555555555',
  name: 'Chemistry',
  code: 'CH1',
};
const maths: SummarySubject = {
  ...physics,
  subjectId: '66666666-6666-4666-8666-666666666666',
  name: 'Maths',
  code: 'MA1',
  present: 8,
  total: 8,
  percentage: 100,
  below: false,
  lecturesNeeded: 0,
};
const optics: SummarySubject = {
  ...maths,
  subjectId: '77777777-7777-4777-8777-777777777777',
  name: 'Optics',
  code: 'OPT',
  present: 0,
  total: 0,
  percentage: null,
};

const summary = (changes: Partial<DailySummary> = {}): DailySummary => ({
  institute: { id: INSTITUTE, name: 'Greenfield <College> & "Sons"' },
  date: '2026-11-23',
  threshold: 75,
  student: { id: STUDENT, name: 'Aarav Shah', rollNumber: 'R-001', className: 'B.Sc. CS Year 2 - A' },
  lectures: [
    { period: 3, subjectName: 'Maths', subjectCode: 'MA1', status: 'present' },
    { period: 1, subjectName: 'Physics', subjectCode: 'PHY1', status: 'absent' },
    { period: 2, subjectName: 'Chemistry', subjectCode: 'CH1', status: 'present' },
  ],
  subjects: [physics, { ...chemistry, lecturesNeeded: null }, maths, optics],
  overall: { present: 18, total: 24, percentage: 75 },
  ...changes,
});

const student: MailRecipient = {
  instituteId: INSTITUTE,
  userId: STUDENT,
  name: 'Aarav Shah',
  email: 'aarav@people.test',
  relation: 'student',
};
const parent: MailRecipient = {
  instituteId: INSTITUTE,
  userId: PARENT,
  name: 'Meera Shah',
  email: 'meera@people.test',
  relation: 'parent',
};

/** The HTML's text as a reader sees it: tags dropped, entities undone, spaces folded. */
const visibleText = (html: string) =>
  html
    .replace(/<div style="display:none[^>]*>.*?<\/div>/s, '')
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const VOID_ELEMENTS = new Set(['meta', 'br', 'hr', 'img', 'link']);

/** The HTML is well formed: every element closed in order, attributes quoted, no bare < or & in text. */
function expectWellFormed(html: string) {
  const stack: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z-]+(?:="[^"<>]*")?)*)\s*>|<!DOCTYPE html>/g)) {
    const [, closing, name] = match;
    if (!name || VOID_ELEMENTS.has(name.toLowerCase())) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
  const outsideTags = html.replace(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z-]+(?:="[^"<>]*")?)*)\s*>|<!DOCTYPE html>/g, '');
  expect(outsideTags).not.toMatch(/[<>]/);
  expect(outsideTags).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
}

/** Mail clients strip what this checks for: a style block, scripts, external images, fonts or style sheets. */
function expectSelfContained(html: string) {
  expect(html).not.toMatch(/<style|<script|<img|<link|@import|url\(|javascript:/i);
  expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
  expect(html).toContain('<meta charset="utf-8">');
}

describe('the daily summary, for the student', () => {
  const mail = summaryMail([summary()], student, links);

  it('is keyed once per student and day, to the student, with an inbox subject that says the day', () => {
    expect(mail.idempotencyKey).toBe(`summary:${STUDENT}:2026-11-23`);
    expect(summaryKey(summary(), student)).toBe(mail.idempotencyKey);
    expect(mail.to).toBe('aarav@people.test');
    expect(mail.subject).toBe('You attended 2 of 3 lectures today · Mon 23 Nov · 2 subjects below 75%');
    expect(mail.subject.length).toBeLessThanOrEqual(78);
    expect(summarySubject([summary()], student)).toBe(mail.subject);
  });

  it('reads well as plain text: the day in words, the lectures in period order, each subject, overall and the warnings', () => {
    expect(mail.text).toContain('Your attendance today\nGreenfield <College> & "Sons" · Monday, 23 November 2026');
    expect(mail.text).toContain('Hello Aarav Shah,');
    expect(mail.text).toContain('Here is your attendance at Greenfield <College> & "Sons" on Monday, 23 November 2026.');
    expect(mail.text).toContain('Aarav Shah · Roll number R-001 · B.Sc. CS Year 2 - A');
    expect(mail.text).toContain(
      [
        "Today's lectures",
        '- Period 1 · Physics (PHY1): Absent',
        '- Period 2 · Chemistry (CH1): Present',
        '- Period 3 · Maths (MA1): Present',
      ].join('\n'),
    );
    expect(mail.text).toContain(
      [
        'This semester so far',
        '- Physics (PHY1): 5 of 8 lectures, 62.5%',
        '- Chemistry (CH1): 5 of 8 lectures, 62.5%',
        '- Maths (MA1): 8 of 8 lectures, 100.0%',
        '- Optics (OPT): 0 of 0 lectures, No lectures marked yet',
        '- Overall: 18 of 24 lectures, 75.0%',
      ].join('\n'),
    );
    expect(mail.text).toContain(
      [
        'Below the required 75%',
        '- Attend the next 4 lectures of Physics to reach 75%',
        '- Chemistry cannot reach 75% this semester with the lectures left',
      ].join('\n'),
    );
  });

  it('says in its footer why the student gets it, and links the unsubscribe page and the portal', () => {
    const { pageUrl, oneClickUrl } = links.unsubscribe(student, 'dailySummary');
    expect(pageUrl).toMatch(/^https:\/\/app\.rollcall\.test\/unsubscribe\?token=/);
    expect(mail.text).toContain('You get this because you are a student at Greenfield <College> & "Sons".');
    expect(mail.text).toContain(`Turn off these daily summaries: ${pageUrl}`);
    expect(mail.text).toContain('Open your attendance: https://app.rollcall.test/student');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const token = decodeURIComponent(new URL(oneClickUrl).searchParams.get('token')!);
    expect(new URL(oneClickUrl).origin + new URL(oneClickUrl).pathname).toBe('https://api.rollcall.test/mail/unsubscribe');
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ instituteId: INSTITUTE, userId: STUDENT, kind: 'dailySummary' });
  });

  it('has an HTML part with the same content, self-contained and well formed', () => {
    const html = mail.html!;
    expectSelfContained(html);
    expectWellFormed(html);
    expect(html).toContain('<title>Your attendance today</title>');
    const seen = visibleText(html);
    expect(seen).toContain('Greenfield <College> & "Sons" Your attendance today Monday, 23 November 2026');
    expect(seen).toContain('Period 1 Physics (PHY1) Absent Period 2 Chemistry (CH1) Present Period 3 Maths (MA1) Present');
    expect(seen).toContain('Optics (OPT) 0 of 0 lectures No lectures marked yet Overall 18 of 24 lectures 75.0%');
    expect(seen).toContain(
      'Below the required 75% Attend the next 4 lectures of Physics to reach 75% Chemistry cannot reach 75% this semester with the lectures left',
    );
    expect(seen).toContain('You get this because you are a student at Greenfield <College> & "Sons".');
    expect(html).toContain(`href="${links.unsubscribe(student, 'dailySummary').pageUrl}"`);
    expect(html).toContain('href="https://app.rollcall.test/student"');
    // The absence stands out among the marks, in weight as well as colour; two subjects below are a list.
    expect(html.match(/<td style="[^"]*font-weight:bold;color:#b91c1c;">([^<]*)<\/td>/g)).toHaveLength(1);
    expect(html).toMatch(/font-weight:bold;color:#b91c1c;">Absent<\/td>/);
    expect(html.match(/<li /g)).toHaveLength(2);
  });

  it('escapes every value of the people and the institute in the HTML', () => {
    const html = mail.html!;
    expect(html).toContain('Greenfield &lt;College&gt; &amp; &quot;Sons&quot;');
    expect(html).not.toContain('<College>');
  });
});

describe('the daily summary, for a parent', () => {
  const mail = summaryMail([summary()], parent, links);

  it('tells the parent about their child by name, with a key and unsubscribe link of their own', () => {
    expect(mail.idempotencyKey).toBe(`summary:family:${PARENT}:2026-11-23`);
    expect(mail.to).toBe('meera@people.test');
    expect(mail.subject).toBe('Aarav Shah: attended 2 of 3 lectures · Mon 23 Nov · 2 subjects below 75%');
    expect(mail.text).toMatch(/^Aarav's attendance today\n/);
    expect(mail.text).toContain('Hello Meera Shah,');
    expect(mail.text).toContain("Here is Aarav Shah's attendance at Greenfield");
    expect(mail.text).toContain('You get this because you are a parent of Aarav Shah at Greenfield <College> & "Sons".');
    expect(mail.text).toContain('Open the parent portal: https://app.rollcall.test/parent');
    expect(mail.html).toContain('<title>Aarav&#39;s attendance today</title>');
    const token = new URL(links.unsubscribe(parent, 'dailySummary').pageUrl).searchParams.get('token')!;
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ instituteId: INSTITUTE, userId: PARENT, kind: 'dailySummary' });
    expect(mail.headers!['List-Unsubscribe']).toContain(encodeURIComponent(token));
  });

  it('keeps Indic names intact and names with markup escaped', () => {
    const indic = summaryMail(
      [summary({ student: { id: STUDENT, name: 'आरव <शाह>', rollNumber: 'R-1', className: null } })],
      { ...parent, name: 'மீரா & Co' },
      links,
    );
    expect(indic.subject).toContain('आरव <शाह>: attended');
    expect(indic.text).toContain('Hello மீரா & Co,');
    expect(indic.text).toContain('आरव <शाह> · Roll number R-1\n');
    expect(indic.html).toContain('Here is आरव &lt;शाह&gt;&#39;s attendance');
    expect(indic.html).toContain('Hello மீரா &amp; Co,');
    expectWellFormed(indic.html!);
  });
});

describe('the daily summary of a good day', () => {
  it('has no warning block when no subject is below the threshold, and one decimal everywhere', () => {
    const mail = summaryMail(
      [summary({ subjects: [maths, optics], overall: { present: 8, total: 8, percentage: 100 } })],
      student,
      links,
    );
    expect(mail.subject).toBe('You attended 2 of 3 lectures today · Mon 23 Nov');
    expect(mail.text).not.toContain('Below the required');
    expect(mail.text).not.toContain('Attend the next');
    expect(visibleText(mail.html!)).not.toContain('Below the required');
    expect(mail.text).toContain('- Overall: 8 of 8 lectures, 100.0%');
  });

  it('says a subject with no marks yet has none, and a threshold with a decimal as the portal writes it', () => {
    const mail = summaryMail(
      [
        summary({
          threshold: 72.5,
          subjects: [{ ...physics, lecturesNeeded: 1 }, optics],
          overall: { present: 0, total: 0, percentage: null },
        }),
      ],
      student,
      links,
    );
    expect(mail.text).toContain('- Optics (OPT): 0 of 0 lectures, No lectures marked yet');
    expect(mail.text).toContain('- Overall: 0 of 0 lectures, No lectures marked yet');
    expect(mail.text).toContain('Below the required 72.5%\n- Attend the next lecture of Physics to reach 72.5%');
  });

  it('leaves the warning count out of a subject line that would be too long for an inbox', () => {
    const long = 'Venkata Subrahmanya Lakshmi Narasimha Raghunathan';
    const mail = summaryMail([summary({ student: { ...summary().student, name: long } })], parent, links);
    expect(mail.subject).toBe(`${long}: attended 2 of 3 lectures · Mon 23 Nov`);
  });
});

describe('the low-attendance alert', () => {
  const alert: ThresholdAlert = {
    institute: { id: INSTITUTE, name: 'Greenfield & Co' },
    date: '2026-11-23',
    threshold: 75,
    condonationFloor: 65,
    student: { id: STUDENT, name: 'Aarav Shah', rollNumber: 'R-001', className: 'B.Sc. CS Year 2 - A' },
    subject: physics,
    turn: { status: 'short', percentage: 62.5 },
  };

  it('tells the student which subject, the percentage against the threshold, the lectures needed and the portal', () => {
    const mail = alertMail(alert, student, links);
    expect(mail.idempotencyKey).toBe(`alert:${STUDENT}:${physics.subjectId}:2026-11-23`);
    expect(alertKey(alert, student)).toBe(mail.idempotencyKey);
    expect(mail.subject).toBe('Your Physics attendance is below 75%');
    expect(alertSubject(alert, student)).toBe(mail.subject);
    expect(mail.text).toMatch(
      /^Your attendance in Physics is below the requirement\nGreenfield & Co · Monday, 23 November 2026\n/,
    );
    expect(mail.text).toContain(
      'On Monday, 23 November 2026, your attendance in Physics at Greenfield & Co fell below the required level.',
    );
    expect(mail.text).toContain('Physics (PHY1): 5 of 8 lectures\n62.5% attended, against the required 75%');
    expect(mail.text).toContain('Attend the next 4 lectures of Physics to reach 75%');
    expect(mail.text).toContain('Open your attendance: https://app.rollcall.test/student');
    const { pageUrl, oneClickUrl } = links.unsubscribe(student, 'lowAttendanceAlerts');
    expect(mail.text).toContain(`Turn off these alerts: ${pageUrl}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const token = new URL(oneClickUrl).searchParams.get('token')!;
    expect(readUnsubscribeToken(SECRET, token)?.kind).toBe('lowAttendanceAlerts');

    const html = mail.html!;
    expectSelfContained(html);
    expectWellFormed(html);
    const seen = visibleText(html);
    expect(seen).toContain('Physics (PHY1) 5 of 8 lectures 62.5%');
    expect(seen).toContain('62.5% attended, against the required 75% Attend the next 4 lectures of Physics to reach 75%');
    expect(html).toContain('href="https://app.rollcall.test/student"');
    expect(html).toContain('Greenfield &amp; Co');
    // One thing to do: a button to the portal, and the one recovery line said without a lone bullet.
    expect(html).toMatch(
      /<td style="background-color:#1d4ed8;[^"]*"><a href="https:\/\/app\.rollcall\.test\/student" [^>]*>Open your attendance<\/a>/,
    );
    expect(html).not.toContain('<ul');
  });

  it('says the status the subject turned to in words, with the threshold and the condonation floor', () => {
    const short = alertMail(alert, student, links);
    expect(short.text).toContain('Physics: 62.5% — short (required 75%, condonable down to 65%)\n\nPhysics (PHY1): 5 of 8');
    expect(visibleText(short.html!)).toContain('Physics: 62.5% — short (required 75%, condonable down to 65%)');
    const condonable = alertMail(
      { ...alert, threshold: 72.5, condonationFloor: 60, turn: { status: 'condonable', percentage: 68.8 } },
      parent,
      links,
    );
    expect(condonable.text).toContain('Physics: 68.8% — needs condonation (required 72.5%, condonable down to 60%)');
  });

  it("tells a parent about their child, and says when the threshold can't be reached this semester", () => {
    const mail = alertMail({ ...alert, subject: { ...physics, lecturesNeeded: null } }, parent, links);
    expect(mail.idempotencyKey).toBe(`alert:${STUDENT}:${physics.subjectId}:2026-11-23:parent:${PARENT}`);
    expect(mail.subject).toBe('Aarav Shah: Physics attendance below 75%');
    expect(mail.text).toMatch(/^Aarav's attendance in Physics is below the requirement\n/);
    expect(mail.text).toContain("On Monday, 23 November 2026, Aarav Shah's attendance in Physics");
    expect(mail.text).toContain('Physics cannot reach 75% this semester with the lectures left');
    expect(mail.text).not.toContain('Attend the next');
    expect(mail.text).toContain('You get this because you are a parent of Aarav Shah at Greenfield & Co.');
    expect(mail.text).toContain('Open the parent portal: https://app.rollcall.test/parent');
  });
});

describe('the absences of the day in the summary', () => {
  it("opens the student's section with the lectures they were absent from, standing out in the HTML", () => {
    const twice = summary({
      lectures: [
        { period: 2, subjectName: 'Maths', subjectCode: 'MA1', status: 'absent' },
        { period: 1, subjectName: 'Physics', subjectCode: 'PHY1', status: 'absent' },
        { period: 3, subjectName: 'Chemistry', subjectCode: 'CH1', status: 'present' },
      ],
    });
    const mail = summaryMail([twice], parent, links);
    expect(mail.text).toContain(
      "Aarav Shah · Roll number R-001 · B.Sc. CS Year 2 - A\n\nAbsent today: Physics (period 1), Maths (period 2)\n\nToday's lectures",
    );
    expect(mail.html).toMatch(
      /<p style="[^"]*font-weight:bold;color:#b91c1c;">Absent today: Physics \(period 1\), Maths \(period 2\)<\/p>/,
    );
  });

  it('has no such line on a day without an absence', () => {
    const present = summary({ lectures: [{ period: 1, subjectName: 'Physics', subjectCode: 'PHY1', status: 'present' }] });
    const mail = summaryMail([present], student, links);
    expect(mail.text).not.toContain('Absent today');
    expect(visibleText(mail.html!)).not.toContain('Absent today');
  });
});

describe("a parent's summary of several children", () => {
  const GREEN_VALLEY = { id: INSTITUTE, name: 'Green Valley' };
  const child = (id: string, name: string, rollNumber: string, changes: Partial<DailySummary> = {}) =>
    summary({
      institute: GREEN_VALLEY,
      student: { id, name, rollNumber, className: `Class ${rollNumber}` },
      lectures: [
        { period: 1, subjectName: 'Physics', subjectCode: 'PHY1', status: 'present' },
        { period: 2, subjectName: 'Maths', subjectCode: 'MA1', status: 'present' },
        { period: 3, subjectName: 'Chemistry', subjectCode: 'CH1', status: 'present' },
      ],
      subjects: [maths, optics],
      overall: { present: 8, total: 8, percentage: 100 },
      ...changes,
    });
  const aarav = summary({ institute: GREEN_VALLEY });
  const diya = child('88888888-8888-4888-8888-888888888888', 'Diya Shah', 'R-014');
  const kabir = child('99999999-9999-4999-8999-999999999999', 'Kabir Shah', 'R-027');
  const mail = summaryMail([aarav, diya, kabir], parent, links);

  it('is one mail keyed by the parent and the day, whose subject counts each child', () => {
    expect(mail.idempotencyKey).toBe(`summary:family:${PARENT}:2026-11-23`);
    expect(summaryKey(diya, parent)).toBe(mail.idempotencyKey);
    expect(mail.to).toBe('meera@people.test');
    // With the warning count it would pass 78 characters: left off.
    expect(mail.subject).toBe('Today at Green Valley: Aarav 2 of 3, Diya 3 of 3, Kabir 3 of 3 · Mon 23 Nov');
    const gvs = { id: INSTITUTE, name: 'GVS' };
    expect(
      summarySubject(
        [aarav, diya].map((one) => ({ ...one, institute: gvs })),
        parent,
      ),
    ).toBe('Today at GVS: Aarav 2 of 3, Diya 3 of 3 · Mon 23 Nov · 2 subjects below 75%');
  });

  it('falls back to a shorter subject when the institute or the names are long', () => {
    const long = { id: INSTITUTE, name: 'Sri Venkateswara Higher Secondary School of Arts and Sciences' };
    const children = [aarav, diya, kabir].map((one) => ({ ...one, institute: long }));
    expect(summarySubject(children, parent)).toBe('Aarav 2 of 3, Diya 3 of 3, Kabir 3 of 3 · Mon 23 Nov');
    const named = [aarav, diya, kabir].map((one, index) => ({
      ...one,
      institute: long,
      student: { ...one.student, name: `Venkata-Subrahmanya-Lakshmi-${index} Raghunathan` },
    }));
    expect(summarySubject(named, parent)).toBe('Attendance of your 3 children · Mon 23 Nov');
    for (const subject of [mail.subject, summarySubject(children, parent), summarySubject(named, parent)])
      expect(subject.length).toBeLessThanOrEqual(78);
  });

  it('gives each child a section headed with their name, roll number and class, with their own tables and warnings', () => {
    expect(mail.text).toMatch(/^Aarav, Diya and Kabir: attendance today\n/);
    expect(mail.text).toContain(
      'Here is the attendance of Aarav Shah, Diya Shah and Kabir Shah at Green Valley on Monday, 23 November 2026.',
    );
    const sections = mail.text.split(/^== /m).slice(1);
    expect(sections.map((section) => section.split('\n')[0])).toEqual([
      'Aarav Shah · Roll number R-001 · B.Sc. CS Year 2 - A',
      'Diya Shah · Roll number R-014 · Class R-014',
      'Kabir Shah · Roll number R-027 · Class R-027',
    ]);
    expect(sections[0]).toContain('Absent today: Physics (period 1)');
    expect(sections[0]).toContain('- Period 1 · Physics (PHY1): Absent');
    expect(sections[0]).toContain('- Overall: 18 of 24 lectures, 75.0%');
    expect(sections[0]).toContain('Below the required 75%\n- Attend the next 4 lectures of Physics to reach 75%');
    for (const section of sections.slice(1)) {
      expect(section).toContain('- Period 1 · Physics (PHY1): Present');
      expect(section).toContain('- Overall: 8 of 8 lectures, 100.0%');
      expect(section).not.toContain('Below the required');
      expect(section).not.toContain('Absent today');
    }
    expect(mail.text).toContain('You get this because you are a parent of Aarav Shah, Diya Shah and Kabir Shah at Green Valley.');
  });

  it('has the same sections in HTML, each child a heading with their tables under it', () => {
    const html = mail.html!;
    expectSelfContained(html);
    expectWellFormed(html);
    expect(html.match(/<h2 [^>]*>[^<]*<\/h2>/g)?.map((heading) => heading.replace(/<[^>]+>/g, ''))).toEqual([
      'Aarav Shah · Roll number R-001 · B.Sc. CS Year 2 - A',
      'Diya Shah · Roll number R-014 · Class R-014',
      'Kabir Shah · Roll number R-027 · Class R-027',
    ]);
    expect(html.match(/<h3 /g)).toHaveLength(6);
    expect(html.match(/<table width="100%"/g)).toHaveLength(6);
    expect(visibleText(html)).toContain(
      'You get this because you are a parent of Aarav Shah, Diya Shah and Kabir Shah at Green Valley.',
    );
  });
});

describe('the consecutive-absence alert', () => {
  const streak: StreakAlert = {
    institute: { id: INSTITUTE, name: 'Green Valley' },
    date: '2026-11-25',
    student: { id: STUDENT, name: 'Aarav Sharma', rollNumber: 'R-001', className: 'Class 7 - B' },
    since: '2026-11-23',
    days: 3,
    classTeacher: 'Kavita Rao',
  };

  it('says how many school days in a row, from when, and whom to contact; its unsubscribe turns absence alerts off', () => {
    const mail = streakMail(streak, parent, links);
    expect(mail.idempotencyKey).toBe(`consecutive-absence:${STUDENT}:2026-11-23:${PARENT}`);
    expect(mail.subject).toBe('Aarav Sharma: absent for 3 school days in a row');
    expect(mail.text).toContain(
      'Aarav Sharma has been absent from every lecture for 3 school days in a row (Mon 23 Nov – Wed 25 Nov).',
    );
    expect(mail.text).toContain('Please contact the class teacher, Kavita Rao,');
    const { pageUrl, oneClickUrl } = links.unsubscribe(parent, 'absenceAlerts');
    expect(mail.text).toContain(`Turn off these alerts: ${pageUrl}`);
    expect(mail.headers!['List-Unsubscribe']).toBe(`<${oneClickUrl}>`);
    const token = new URL(oneClickUrl).searchParams.get('token')!;
    expect(readUnsubscribeToken(SECRET, token)?.kind).toBe('absenceAlerts');
    expectSelfContained(mail.html!);
    expectWellFormed(mail.html!);
    expect(visibleText(mail.html!)).toContain('Aarav Sharma has been absent from every lecture for 3 school days in a row');
  });

  it('asks to contact the class teacher without a name when the class has none', () => {
    const mail = streakMail({ ...streak, classTeacher: null }, student, links);
    expect(mail.text).toContain('You have been absent from every lecture for 3 school days in a row (Mon 23 Nov – Wed 25 Nov).');
    expect(mail.text).toContain('Please contact the class teacher if something is wrong');
  });
});

describe("the evening's absence mail", () => {
  it('lists the lectures missed that day, under the same key as the same-morning alert', () => {
    const day: DayAbsences = {
      institute: { id: INSTITUTE, name: 'Green Valley' },
      date: '2026-11-23',
      student: { id: STUDENT, name: 'Aarav Sharma', rollNumber: 'R-001', className: 'Class 7 - B' },
      lectures: [
        { period: 2, subjectName: 'Mathematics', subjectCode: 'MA1', status: 'absent' },
        { period: 4, subjectName: 'Physics', subjectCode: 'PHY1', status: 'absent' },
      ],
    };
    const mail = eveningAbsenceMail(day, parent, links);
    expect(mail.idempotencyKey).toBe(`absence:${STUDENT}:2026-11-23:${PARENT}`);
    expect(mail.subject).toBe('Aarav Sharma was absent from 2 lectures · Mon 23 Nov');
    expect(mail.text).toContain('- Period 2 · Mathematics (MA1)\n- Period 4 · Physics (PHY1)');
    expect(
      readUnsubscribeToken(SECRET, new URL(links.unsubscribe(parent, 'absenceAlerts').pageUrl).searchParams.get('token')!)?.kind,
    ).toBe('absenceAlerts');
    expect(mail.headers!['List-Unsubscribe']).toBe(`<${links.unsubscribe(parent, 'absenceAlerts').oneClickUrl}>`);
    expectWellFormed(mail.html!);
  });
});
