import type { Language, OfficeLeaveRequest } from '@rollcall/contracts';
import { type AbsenceReport, absenceCorrectedMail, absenceMail } from '../src/absences/absence-mail';
import { credentialsMail } from '../src/credentials/credentials-mail';
import { leaveDecisionMail } from '../src/leave-requests/leave-decision-mail';
import type { OutgoingMail } from '../src/mail/outbox';
import { resetMail } from '../src/password-resets/reset-mail';
import { alertMail } from '../src/summaries/alert-mail';
import type { DailySummary, MailRecipient, SummarySubject } from '../src/summaries/daily-summary';
import { eveningAbsenceMail } from '../src/summaries/evening-absence-mail';
import { mailLinks } from '../src/summaries/mail-links';
import { streakMail } from '../src/summaries/streak-mail';
import { summaryMail } from '../src/summaries/summary-mail';

const links = mailLinks({
  shellUrl: 'https://app.rollcall.test',
  apiUrl: () => 'https://api.rollcall.test',
  secret: 'x'.repeat(32),
});
const INSTITUTE = { id: '11111111-1111-4111-8111-111111111111', name: 'Greenfield College' };
const STUDENT = { id: '22222222-2222-4222-8222-222222222222', name: 'Aarav Shah', rollNumber: 'R-001', className: 'Year Two' };
const SISTER = { ...STUDENT, id: '23232323-2323-4323-8323-232323232323', name: 'Diya Shah' };
const physics: SummarySubject = {
  subjectId: '44444444-4444-4444-8444-444444444444',
  name: 'Physics',
  code: 'PHY',
  present: 1,
  total: 1,
  percentage: 100,
  below: false,
  lecturesNeeded: 0,
};
const chemistry: SummarySubject = {
  ...physics,
  name: 'Chemistry',
  code: 'CHE',
  present: 5,
  total: 8,
  percentage: 62.5,
  below: true,
};
const summary = (student = STUDENT): DailySummary => ({
  institute: INSTITUTE,
  date: '2026-11-23',
  threshold: 75,
  student,
  lectures: [
    { period: 1, subjectName: 'Physics', subjectCode: 'PHY', status: 'present' },
    { period: 2, subjectName: 'Chemistry', subjectCode: 'CHE', status: 'absent' },
  ],
  subjects: [physics, { ...chemistry, lecturesNeeded: 4 }, { ...chemistry, name: 'Botany', code: 'BOT', lecturesNeeded: null }],
  overall: { present: 6, total: 9, percentage: 66.7 },
});
const report: AbsenceReport = {
  institute: INSTITUTE,
  date: '2026-11-23',
  student: STUDENT,
  lecture: {
    id: '55555555-5555-4555-8555-555555555555',
    subjectName: 'Physics',
    subjectCode: 'PHY',
    period: 2,
    className: 'Year Two',
    teacherName: 'Tara Teacher',
    time: '09:40',
  },
  summaryAt: '18:00',
};
const request = (changes: Partial<OfficeLeaveRequest>): OfficeLeaveRequest => ({
  id: '66666666-6666-4666-8666-666666666666',
  studentId: STUDENT.id,
  kind: 'leave',
  startsOn: '2026-11-24',
  endsOn: '2026-11-25',
  periods: [2, 3],
  reason: 'Wedding',
  status: 'approved',
  requestedBy: { id: STUDENT.id, name: STUDENT.name },
  requestedAt: '2026-11-20T04:00:00.000Z',
  decidedBy: { id: '77777777-7777-4777-8777-777777777777', name: 'Asha Admin' },
  decidedAt: '2026-11-21T04:00:00.000Z',
  decisionNote: 'Notes',
  studentName: STUDENT.name,
  rollNumber: STUDENT.rollNumber,
  className: STUDENT.className,
  ...changes,
});

/** Every mail a student or a parent can receive, to this recipient. */
function everyMail(recipient: MailRecipient): OutgoingMail[] {
  const portalUrl = links.portalUrl(recipient);
  return [
    summaryMail([summary()], recipient, links),
    summaryMail([summary(), summary(SISTER)], recipient, links),
    ...(['condonable', 'short'] as const).map((status) =>
      alertMail(
        {
          institute: INSTITUTE,
          date: '2026-11-23',
          threshold: 75,
          condonationFloor: 65,
          student: STUDENT,
          subject: { ...chemistry, lecturesNeeded: 2 },
          turn: { status, percentage: 62.5 },
        },
        recipient,
        links,
      ),
    ),
    ...['Kavita Rao', null].map((classTeacher) =>
      streakMail(
        { institute: INSTITUTE, date: '2026-11-25', student: STUDENT, since: '2026-11-23', days: 3, classTeacher },
        recipient,
        links,
      ),
    ),
    eveningAbsenceMail(
      { institute: INSTITUTE, date: '2026-11-23', student: STUDENT, lectures: summary().lectures },
      recipient,
      links,
    ),
    absenceMail(report, recipient, links, true),
    absenceMail(report, recipient, links, false),
    absenceCorrectedMail(report, recipient, links),
    ...[
      request({}),
      request({ kind: 'on-duty', periods: null, decidedBy: null, decisionNote: null }),
      request({ status: 'rejected', startsOn: '2026-11-24', endsOn: '2026-11-24' }),
    ].map((one) => leaveDecisionMail({ request: one, recipient, institute: INSTITUTE.name, portalUrl })),
    credentialsMail({
      role: recipient.relation,
      userId: recipient.userId,
      name: recipient.name,
      email: recipient.email,
      instituteName: INSTITUTE.name,
      temporaryPassword: 'Xy7-kQ2-pLm9',
      loginUrl: 'https://app.rollcall.test/login',
      googleSignIn: true,
      children: recipient.relation === 'parent' ? [STUDENT.name, SISTER.name] : undefined,
      expiresAt: new Date('2026-11-30T04:30:00Z'),
      reissueId: undefined,
      language: recipient.language,
      timeZone: 'Asia/Kolkata',
    }),
    resetMail(recipient, 'https://app.rollcall.test/reset-password?token=abc', 'hash'),
  ];
}

/** What a person reads of a mail: its subject, its text and its HTML's visible words. */
const readable = (mail: OutgoingMail) =>
  [mail.subject, mail.text, (mail.html ?? '').replace(/<[^>]*>/g, ' ').replace(/&(#\d+|\w+);/g, ' ')].join('\n');

/** The data a mail carries as it is (names, subjects, codes, addresses), and the product's names. */
const DATA =
  /https?:\/\/\S+|\S+@\S+|Greenfield College|Aarav|Diya|Shah|Physics|Chemistry|Botany|PHY|CHE|BOT|Year Two|R-001|Tara Teacher|Kavita Rao|Asha Admin|Wedding|Notes|Meera|Xy7-kQ2-pLm9|RollCall|Google|UTC/g;

describe.each<Language>(['hi', 'ta'])('every mail to a student or a parent in %s', (language) => {
  it.each(['student', 'parent'] as const)('to a %s: not one English word is left', (relation) => {
    const recipient: MailRecipient = {
      instituteId: INSTITUTE.id,
      userId: relation === 'student' ? STUDENT.id : '88888888-8888-4888-8888-888888888888',
      name: relation === 'student' ? STUDENT.name : 'Meera Shah',
      email: `${relation}@people.test`,
      relation,
      language,
    };
    for (const mail of everyMail(recipient)) {
      const left = readable(mail).replace(DATA, ' ');
      expect([mail.subject, left.match(/[A-Za-z]{2,}/g) ?? []]).toEqual([mail.subject, []]);
    }
  });
});

it('in English, the same mails are the English as before (the existing tests check their words)', () => {
  const recipient: MailRecipient = {
    instituteId: INSTITUTE.id,
    userId: STUDENT.id,
    name: STUDENT.name,
    email: 'student@people.test',
    relation: 'student',
  };
  const english = everyMail(recipient);
  expect(everyMail({ ...recipient, language: 'en' })).toEqual(english);
  expect(english.map((mail) => mail.subject)).toContain('Your Chemistry attendance is below 75%');
});
