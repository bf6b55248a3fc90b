import {
  attendanceTexts,
  calendarDayLabel,
  eligibilityStatuses,
  eligibilityTexts,
  formatDay as contractDay,
  formatMonth,
  leaveKinds,
  leaveStatuses,
  leaveTexts,
  markStatusLabels,
  markStatuses,
  portalTexts,
} from '@rollcall/contracts';
import { formatDay, formatPercent } from '@rollcall/i18n';
import { calendarDayIds, eligibilityStatusIds, leaveKindIds, leaveStatusIds, markIds } from './sharedIds';
import { studentTexts } from './texts';

const en = studentTexts.english;
const counts = [1, 2, 5, 21];

describe('the texts contracts define, as the portals catalogue them', () => {
  it('read in English word for word what contracts say', () => {
    expect(en('shared.rollNumber', { rollNumber: '23' })).toBe(portalTexts.rollNumber('23'));
    for (const status of eligibilityStatuses) expect(en(eligibilityStatusIds[status])).toBe(eligibilityTexts.status[status]);
    for (const count of counts) {
      expect(en('shared.eligibility.canMiss', { count })).toBe(eligibilityTexts.canMiss(count));
      expect(en('shared.eligibility.attendAll', { count, threshold: '75%' })).toBe(eligibilityTexts.attendAll(count, '75%'));
    }
    expect(en('shared.eligibility.maxReachable', { percent: '85.7%' })).toBe(eligibilityTexts.maxReachable('85.7%'));
    for (const kind of leaveKinds) expect(en(leaveKindIds[kind])).toBe(leaveTexts.kind[kind]);
    for (const status of leaveStatuses) expect(en(leaveStatusIds[status])).toBe(leaveTexts.status[status]);
    expect(en('shared.leave.wholeDays')).toBe(leaveTexts.wholeDays);
    for (const list of [[2], [2, 3], [1, 4, 6]])
      expect(en('shared.leave.periods', { count: list.length, list: list.join(', ') })).toBe(leaveTexts.periods(list));
    expect(en('shared.leave.requestLeave')).toBe(leaveTexts.requestLeave);
    for (const status of markStatuses) expect(en(markIds[status])).toBe(markStatusLabels[status]);
    expect(en('shared.periodOf', { period: 3 })).toBe(attendanceTexts.periodOf(3));
    for (const kind of ['holiday', 'exams'] as const)
      expect(en(calendarDayIds[kind], { name: 'Diwali' })).toBe(calendarDayLabel({ kind, name: 'Diwali' }));
  });

  it('write percentages, days and months in English as contracts do', () => {
    for (const value of [0, 25, 63.3, 66.7, 74.5, 100]) expect(formatPercent(value, 'en')).toBe(portalTexts.percent(value));
    for (const day of ['2025-10-06', '2026-01-12', '2025-02-28']) expect(formatDay(day, 'en')).toBe(contractDay(day, 'long'));
    expect(formatDay('2025-11-01', 'en', { month: 'long', year: 'numeric' })).toBe(formatMonth('2025-11'));
  });

  it('count in Hindi’s and Tamil’s own plural forms', async () => {
    const hi = await studentTexts.textsIn('hi');
    expect(hi('shared.eligibility.canMiss', { count: 1 })).toBe('आप 1 और लेक्चर छोड़ सकते हैं');
    expect(hi('overview.lecturesLeft', { count: 1 })).toBe('इस सेमेस्टर में 1 लेक्चर बाकी है');
    expect(hi('overview.lecturesLeft', { count: 12 })).toBe('इस सेमेस्टर में 12 लेक्चर बाकी हैं');
    const ta = await studentTexts.textsIn('ta');
    expect(ta('shared.eligibility.canMiss', { count: 1 })).toBe('இன்னும் 1 வகுப்பைத் தவறவிடலாம்');
    expect(ta('shared.eligibility.canMiss', { count: 4 })).toBe('இன்னும் 4 வகுப்புகளைத் தவறவிடலாம்');
    expect(ta('overview.condoned', { count: 1.5 })).toBe('1.5 வகுப்புகளுக்கான விலக்குடன் கணக்கிடப்பட்டது');
  });
});
