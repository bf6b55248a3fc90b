import {
  eligibilityTexts,
  leaveKinds,
  leaveStatuses,
  leaveTexts,
  markStatusLabels,
  PASSWORD_RESET_MINUTES,
  roleLabel,
} from '@rollcall/contracts';
import { mailTexts } from '../src/mail/texts/mail-texts';
import { attendanceMailTexts } from '../src/summaries/attendance-mail-texts';

const english = mailTexts('en');
const roles = ['admin', 'teacher', 'student', 'parent'] as const;

describe("the mails' English, where contracts define the words the screens show too", () => {
  it('names the marks as the registers do', () => {
    expect(english('mark.present')).toBe(markStatusLabels.present);
    expect(english('mark.absent')).toBe(markStatusLabels.absent);
  });

  it('names a subject’s standing for the exams as the eligibility list does', () => {
    for (const status of ['condonable', 'short'] as const) {
      expect(english('alert.turn', { subject: 'Physics', percentage: '70.0%', status, threshold: '75%', floor: '65%' })).toBe(
        `Physics: 70.0% — ${eligibilityTexts.status[status].toLowerCase()} (required 75%, condonable down to 65%)`,
      );
    }
  });

  it('names the kind and the decision of a leave request, and its periods, as the leave screens do', () => {
    for (const kind of leaveKinds)
      for (const status of leaveStatuses) {
        const [what, verdict] = [leaveTexts.kind[kind], leaveTexts.status[status].toLowerCase()];
        expect(english('leave.title', { relation: 'student', kind, status })).toBe(
          `Your ${what.toLowerCase()} request was ${verdict}`,
        );
        expect(english('leave.inboxSubject', { relation: 'student', kind, status, day: 'Mon 23 Nov' })).toBe(
          `${what} ${verdict} · Mon 23 Nov`,
        );
      }
    for (const periods of [[2], [2, 3], [1, 4, 6]])
      expect(english('leave.periods', { count: periods.length, list: periods.join(', ') })).toBe(leaveTexts.periods(periods));
    expect(english('leave.wholeDays')).toBe(leaveTexts.wholeDays);
  });

  it('names each role as the role list does', () => {
    for (const role of roles) {
      expect(english('credentials.role', { role })).toBe(`Role: ${roleLabel(role)}`);
      expect(english('credentials.subject', { role })).toBe(`Your RollCall ${roleLabel(role).toLowerCase()} account`);
    }
  });

  it('gives the reset link the life the reset rules give it', () => {
    expect(english('reset.once', { minutes: PASSWORD_RESET_MINUTES })).toContain(`for ${PASSWORD_RESET_MINUTES} minutes.`);
  });
});

describe('the Hindi and Tamil catalogues', () => {
  it('count by their own plural rules, digits grouped the Indian way', () => {
    expect(mailTexts('hi')('attended', { present: 1, total: 1 })).toBe('1 में से 1 लेक्चर');
    expect(mailTexts('ta')('attended', { present: 1, total: 1 })).toBe('1 வகுப்பில் 1');
    expect(attendanceMailTexts('ta').attended(1200, 1250)).toBe('1,250 வகுப்புகளில் 1,200');
    expect(attendanceMailTexts('en').attended(1200, 1250)).toBe('1,200 of 1,250 lectures');
    expect(mailTexts('hi')('absence.inboxSubject', { relation: 'parent', name: 'आरव', count: 2, day: 'सोम, 23 नव॰' })).toBe(
      'आरव 2 लेक्चरों में अनुपस्थित रहे · सोम, 23 नव॰',
    );
  });
});
