import { randomUUID } from 'node:crypto';
import { messages } from '@rollcall/contracts';
import { mailLinks } from '../src/summaries/mail-links';
import { runDueSummaries } from '../src/summaries/summary-run';
import { adminAreaStack } from './support/institute';
import { identities, INTERNAL_SECRET, LOGIN_URL, mailsTo, refusal } from './support/stack';
import {
  attendanceCalls,
  emailOf,
  enrolStudent,
  insertParent,
  insertSlot,
  markLecture,
  marksFor,
  type RosterStudent,
  studentIdentity,
  type TeachingInstitute,
  teachingInstitute,
  teachSubject,
} from './support/teaching';

/** The absence alerts' clock: the Unix epoch (nothing due) until a test dispatches. */
let now = new Date(0);
const area = adminAreaStack({ absenceAlerts: { clock: () => now, pollIntervalMs: 3_600_000 } });
const calls = attendanceCalls(area);
const links = mailLinks({ shellUrl: 'http://shell.test', apiUrl: () => 'http://api.test', secret: INTERNAL_SECRET });

// What the mails must read, written here with Intl itself: days and percentages as each locale gives them.
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const longDay = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    noon(day),
  );
const briefDay = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(noon(day));
const percent = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 100);

const setLanguage = (userId: string, language: 'en' | 'hi' | 'ta') =>
  area.pool.query(`UPDATE users SET language = $2 WHERE id = $1`, [userId, language]);

const instituteName = async (place: TeachingInstitute) =>
  (await area.pool.query<{ name: string }>(`SELECT name FROM institutes WHERE id = $1`, [place.institute.id])).rows[0]!.name;

/** The one mail the dev mailbox holds for this user whose subject matches. */
async function mailOf(userId: string, subject: RegExp) {
  const mails = (await mailsTo(area.stack, await emailOf(area.pool, userId))).filter((mail) => subject.test(mail.subject));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

/** Aarav Sharma, alone in a class, with his parent Pia. */
async function aaravsFamily() {
  const place = await teachingInstitute(area, { students: 1 });
  const [aarav] = place.roster as [RosterStudent];
  await area.pool.query(`UPDATE users SET name = 'Aarav Sharma' WHERE id = $1`, [aarav.id]);
  const parent = await insertParent(area.pool, place.institute.id, 'Pia Parent', [aarav.id]);
  return { place, aarav: { ...aarav, name: 'Aarav Sharma' }, parent };
}

describe('the evening summary', () => {
  it('reaches a parent whose language is Tamil in Tamil, while the student reading English gets English', async () => {
    const { place, aarav, parent } = await aaravsFamily();
    await setLanguage(parent.id, 'ta');
    const chemistry = await teachSubject(area.pool, place, { name: 'Chemistry', code: 'CHE1' });
    await enrolStudent(area.pool, place.institute.id, chemistry, aarav.id, place.day(-60));
    const { today } = place;
    for (const period of [1, 2, 3]) await markLecture(area, place, { heldOn: place.day(-1), period, students: [aarav] });
    await markLecture(area, place, { heldOn: today, period: 1, students: [aarav], absent: [aarav] });
    await markLecture(area, place, { heldOn: today, period: 2, students: [aarav] });
    await markLecture(area, place, { heldOn: today, period: 3, students: [aarav], subjectId: chemistry });

    await runDueSummaries(area.pool, { now: new Date(`${today}T18:00:00+05:30`), links });

    const institute = await instituteName(place);
    const tamil = await mailOf(parent.id, /^Aarav Sharma: /);
    // 2 of 3 lectures today: Tamil's plural "other" (வகுப்புகளில்); the short day in Tamil's own order and names.
    expect(tamil.subject).toBe(`Aarav Sharma: 3 வகுப்புகளில் 2 இல் வருகை · ${briefDay('ta-IN', today)}`);
    expect(briefDay('ta-IN', today)).not.toBe(briefDay('en-GB', today));
    expect(tamil.text.split('\n')).toEqual(
      expect.arrayContaining([
        'இன்றைய வருகை: Aarav',
        `${institute} · ${longDay('ta-IN', today)}`,
        'வணக்கம் Pia Parent,',
        `${longDay('ta-IN', today)} அன்று ${institute} இல் Aarav Sharma அவர்களின் வருகை விவரம் இதோ.`,
        'இன்று வராத வகுப்புகள்: Physics (1ஆம் பாடவேளை)',
        'இன்றைய வகுப்புகள்',
        '- பாடவேளை 1 · Physics (PHY1): வரவில்லை',
        '- பாடவேளை 3 · Chemistry (CHE1): வருகை',
        'இந்தப் பருவத்தில் இதுவரை',
        // One lecture of Chemistry: the plural "one" (வகுப்பில்).
        `- Chemistry (CHE1): 1 வகுப்பில் 1, ${percent('ta-IN', 100)}`,
        `- Physics (PHY1): 5 வகுப்புகளில் 4, ${percent('ta-IN', 80)}`,
        `- மொத்தம்: 6 வகுப்புகளில் 5, ${percent('ta-IN', 83.3)}`,
        `நீங்கள் ${institute} இல் பயிலும் Aarav Sharma அவர்களின் பெற்றோர் என்பதால் இதைப் பெறுகிறீர்கள்.`,
        'RollCall - அக்கறையுடன் வருகைப் பதிவு',
      ]),
    );
    expect(tamil.text).not.toMatch(/Hello|Period|Present|Absent|lectures/);
    expect(tamil.html).toContain('<html lang="ta">');
    expect(tamil.html).toContain('>பாடவேளை</th>');

    const english = await mailOf(aarav.id, /today/);
    expect(english.subject).toBe(`You attended 2 of 3 lectures today · ${briefDay('en-GB', today)}`);
    expect(english.text).toContain('Hello Aarav Sharma,');
    expect(english.text).toContain('- Overall: 5 of 6 lectures, 83.3%');
    expect(english.html).toContain('<html lang="en">');
  });
});

describe('the same-morning absence alert', () => {
  /** Runs the alerts' pass once every alert asked so far has waited its hold. */
  async function dispatch(): Promise<void> {
    now = new Date(Date.now() + 5 * 60_000);
    try {
      await area.stack.services.runAbsenceAlerts();
    } finally {
      now = new Date(0);
    }
  }

  it('goes to each parent in their own language: Hindi to the mother who chose it, English to the father', async () => {
    const { place, aarav, parent: mother } = await aaravsFamily();
    const father = await insertParent(area.pool, place.institute.id, 'Vikram Sharma', [aarav.id]);
    await setLanguage(mother.id, 'hi');
    const maths = await teachSubject(area.pool, place, { name: 'Mathematics', code: 'MTH1' });
    await enrolStudent(area.pool, place.institute.id, maths, aarav.id, place.day(-60));
    await insertSlot(area.pool, place, {
      subjectId: maths,
      teacherId: place.teacher.id,
      period: 2,
      startsAt: '09:40',
      endsAt: '10:30',
    });
    const answer = await calls.submit(place, {
      id: randomUUID(),
      subjectId: maths,
      period: 2,
      heldOn: place.today,
      marks: marksFor(place.roster, [aarav.id]),
    });
    expect(answer.status).toBe(201);
    await dispatch();

    const institute = await instituteName(place);
    const hindi = await mailOf(mother.id, /Mathematics/);
    expect(hindi.subject).toBe('आज Aarav Sharma Mathematics (पीरियड 2) में अनुपस्थित रहे');
    expect(hindi.text.split('\n')).toEqual(
      expect.arrayContaining([
        'आज Aarav को अनुपस्थित दर्ज किया गया',
        'नमस्ते Pia Parent,',
        `आज ${institute} में आपके बच्चे Aarav Sharma को Mathematics (पीरियड 2) में अनुपस्थित दर्ज किया गया।`,
        'लेक्चर: Mathematics (MTH1)',
        'पीरियड: 2',
        'समय: 09:40',
        'हाज़िरी लेने वाले: Tara Teacher',
        'दिन की बाकी जानकारी 18:00 बजे के शाम के सारांश में मिलेगी।',
      ]),
    );
    expect(hindi.html).toContain('<html lang="hi">');

    const english = await mailOf(father.id, /Mathematics/);
    expect(english.subject).toBe('Aarav Sharma was absent from Mathematics (period 2) today');
    expect(english.text).toContain('Your child Aarav Sharma was marked absent from Mathematics (period 2)');
    expect(english.text).toContain('Hello Vikram Sharma,');
  });
});

describe('the decision on a leave request', () => {
  it('reaches a Tamil parent in Tamil, the days and periods in Tamil, and the student in English', async () => {
    const { place, aarav, parent } = await aaravsFamily();
    await setLanguage(parent.id, 'ta');
    const asked = await area.stack.call('POST', '/student/leave-requests', {
      identity: studentIdentity(place.institute.id, aarav.id),
      body: { kind: 'leave', startsOn: place.day(1), endsOn: place.day(2), periods: [2, 3], reason: 'Family wedding' },
    });
    expect(asked.status).toBe(201);
    const id = (asked.body as { leaveRequest: { id: string } }).leaveRequest.id;
    const decided = await area.stack.call('POST', `/admin/leave-requests/${id}/decision`, {
      identity: place.institute.admin,
      body: { decision: 'approved', note: 'Collect the notes from Priya' },
    });
    expect(decided.status).toBe(200);

    const institute = await instituteName(place);
    const tamil = await mailOf(parent.id, /Aarav Sharma/);
    expect(tamil.subject).toBe(`Aarav Sharma: விடுப்பு ஏற்கப்பட்டது · ${briefDay('ta-IN', place.day(1))}`);
    expect(tamil.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Aarav அவர்களின் விடுப்புக் கோரிக்கை ஏற்கப்பட்டது',
        'வணக்கம் Pia Parent,',
        `${institute} இல் Aarav Sharma அவர்களின் விடுப்புக் கோரிக்கையை Asha Admin ஏற்றுக்கொண்டார்.`,
        `நாட்கள்: ${longDay('ta-IN', place.day(1))} முதல் ${longDay('ta-IN', place.day(2))} வரை`,
        'வகுப்புகள்: பாடவேளைகள் 2, 3',
        'காரணம்: Family wedding',
        'குறிப்பு: Collect the notes from Priya',
      ]),
    );
    expect(tamil.html).toContain('<html lang="ta">');

    const english = await mailOf(aarav.id, /^Leave approved/);
    expect(english.text).toContain('Asha Admin approved your leave request');
    expect(english.text).toContain('Lectures: Periods 2, 3');
  });
});

describe('sign-in details of a new parent', () => {
  it('are in Tamil for a guardian added with Tamil, naming the child; the student added without a language reads English', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const suffix = randomUUID().slice(0, 8);
    const kavya = { name: 'Kavya Nair', email: `kavya-${suffix}@school.test` };
    const lakshmi = { name: 'Lakshmi Nair', email: `lakshmi-${suffix}@home.test`, language: 'ta' };
    const admitted = await area.stack.call('POST', '/admin/students', {
      identity: place.institute.admin,
      body: { ...kavya, rollNumber: `K-${suffix}`, classId: place.classId, guardians: [lakshmi] },
    });
    expect(admitted.status).toBe(201);

    const toParent = (await mailsTo(area.stack, lakshmi.email))[0]!;
    expect(toParent.subject).toBe('உங்கள் RollCall பெற்றோர் கணக்கு');
    expect(toParent.text.split('\n')).toEqual(
      expect.arrayContaining([
        'வணக்கம் Lakshmi Nair,',
        `RollCall இல் ${await instituteName(place)} இல் உங்களுக்காக ஒரு பெற்றோர் கணக்கு உருவாக்கப்பட்டுள்ளது.`,
        'RollCall இல் Kavya Nair அவர்களின் வருகையை நீங்கள் பின்தொடரலாம்.',
        'பங்கு: பெற்றோர்',
      ]),
    );
    const toStudent = (await mailsTo(area.stack, kavya.email))[0]!;
    expect(toStudent.subject).toBe('Your RollCall student account');
  });
});

describe("a Hindi teacher's mails", () => {
  it('the credentials mail of a teacher added in Hindi is in Hindi and their account starts in Hindi; one added without a language reads English', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const add = (body: object) => area.stack.call('POST', '/admin/teachers', { identity: place.institute.admin, body });
    const suffix = randomUUID().slice(0, 8);
    const meena = { name: 'Meena Iyer', email: `meena-${suffix}@school.test`, language: 'hi' };
    const ravi = { name: 'Ravi Rao', email: `ravi-${suffix}@school.test` };

    expect(await add({ ...meena, language: 'fr' })).toEqual(refusal(400, messages.chooseLanguage));
    const added = [await add(meena), await add(ravi)];
    expect(added.map((answer) => answer.status)).toEqual([201, 201]);
    const [meenaId, raviId] = added.map((answer) => (answer.body as { teacher: { id: string } }).teacher.id) as [string, string];
    const { rows } = await area.pool.query(`SELECT email, language FROM users WHERE email = ANY ($1::text[]) ORDER BY name`, [
      [meena.email, ravi.email],
    ]);
    expect(rows).toEqual([
      { email: meena.email, language: 'hi' },
      { email: ravi.email, language: 'en' },
    ]);

    const institute = await instituteName(place);
    const hindi = await mailOf(meenaId, /RollCall/);
    expect(hindi.subject).toBe('आपका RollCall अध्यापक खाता');
    const lines = hindi.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'नमस्ते Meena Iyer,',
        `RollCall पर ${institute} में आपके लिए एक अध्यापक खाता बनाया गया है।`,
        `यहाँ साइन इन करें: ${LOGIN_URL}`,
        'भूमिका: अध्यापक',
        `ईमेल: ${meena.email}`,
        'पहली बार साइन इन करते समय आपको इसे बदलना होगा।',
        'RollCall - उपस्थिति, परवाह के साथ',
      ]),
    );
    expect(lines.find((line) => line.startsWith('अस्थायी पासवर्ड: '))).toMatch(/^अस्थायी पासवर्ड: \S{8,}$/);
    // The expiry in Hindi, on the institute's clock (Asia/Kolkata).
    const expires = await area.pool.query<{ at: Date }>(`SELECT temporary_password_expires_at AS at FROM users WHERE id = $1`, [
      meenaId,
    ]);
    const onKolkataClock = new Intl.DateTimeFormat('hi-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Asia/Kolkata',
    }).format(expires.rows[0]!.at);
    expect(lines).toContain(`यह अस्थायी पासवर्ड केवल एक बार साइन इन करने के लिए है और ${onKolkataClock} को समाप्त हो जाएगा।`);

    const english = await mailOf(raviId, /RollCall/);
    expect(english.subject).toBe('Your RollCall teacher account');
    expect(english.text).toContain('A teacher account has been created for you at');
  });

  it('the reset link reaches a teacher who reads Hindi in Hindi, asked by the office or by the teacher; another teacher in English', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    await setLanguage(place.teacher.id, 'hi');
    const reset = (userId: string) =>
      area.stack.call('POST', `/admin/users/${userId}/password-reset`, { identity: place.institute.admin });
    expect((await reset(place.teacher.id)).status).toBe(200);
    expect((await reset(place.other.id)).status).toBe(200);

    const hindi = await mailOf(place.teacher.id, /पासवर्ड/);
    expect(hindi.subject).toBe('RollCall का नया पासवर्ड सेट करें');
    const lines = hindi.text.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'नमस्ते Tara Teacher,',
      '',
      'किसी ने आपके RollCall खाते के लिए नया पासवर्ड सेट करने का अनुरोध किया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
    ]);
    expect(lines[3]).toMatch(/^http:\/\/localhost:3999\/reset-password\?token=/);
    expect(lines).toContain(
      'यह लिंक केवल एक बार, 30 मिनट तक काम करेगा। यदि आपने यह अनुरोध नहीं किया था, तो इस मेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',
    );
    expect((await mailOf(place.other.id, /password/)).subject).toBe('Set a new RollCall password');

    const email = await emailOf(area.pool, place.teacher.id);
    const asked = await area.stack.call('POST', '/internal/password-resets/request', {
      identity: identities.gateway,
      body: { role: 'teacher', email },
    });
    expect(asked.status).toBe(200);
    const both = (await mailsTo(area.stack, email)).filter((mail) => mail.subject === 'RollCall का नया पासवर्ड सेट करें');
    expect(both).toHaveLength(2);
  });
});
