import { leaveKinds, leaveStatuses, leaveTexts, markStatusLabels, reportHeadings } from '@rollcall/contracts';
import { attendanceViewTexts } from './texts';

const english = attendanceViewTexts.english;

describe('the shared views’ texts', () => {
  it('say, in English, word for word what contracts say of the words the services also write', () => {
    expect(english('mark.present')).toBe(markStatusLabels.present);
    expect(english('mark.absent')).toBe(markStatusLabels.absent);
    for (const kind of leaveKinds) expect(english(`leave.kind.${kind}`)).toBe(leaveTexts.kind[kind]);
    for (const status of leaveStatuses) expect(english(`leave.status.${status}`)).toBe(leaveTexts.status[status]);
    expect(english('leave.onLeave')).toBe(leaveTexts.onLeave);
    expect(english('leave.wholeDays')).toBe(leaveTexts.wholeDays);
    for (const periods of [[5], [5, 6], [1, 2, 8]]) {
      expect(english('leave.periods', { count: periods.length, periods: periods.join(', ') })).toBe(leaveTexts.periods(periods));
    }
    expect(english('report.rollNumber')).toBe(reportHeadings.rollNumber);
    expect(english('report.name')).toBe(reportHeadings.name);
    expect(english('mark.present')).toBe(reportHeadings.present);
    expect(english('report.total')).toBe(reportHeadings.total);
    expect(english('report.percentage')).toBe(reportHeadings.percentage);
  });

  it('count in Hindi’s and Tamil’s plural forms', async () => {
    const hi = await attendanceViewTexts.textsIn('hi');
    const ta = await attendanceViewTexts.textsIn('ta');
    expect(hi('presentOf', { present: 1, total: 1 })).toBe('1 छात्र में से 1 उपस्थित');
    expect(hi('presentOf', { present: 38, total: 40 })).toBe('40 छात्रों में से 38 उपस्थित');
    expect(ta('presentOf', { present: 1, total: 1 })).toBe('1 மாணவரில் 1 பேர் வருகை');
    expect(ta('presentOf', { present: 38, total: 40 })).toBe('40 மாணவர்களில் 38 பேர் வருகை');
    expect(hi('leave.corrected', { count: 1 })).toBe('1 अनुपस्थिति उपस्थित में बदली गई');
    expect(hi('leave.corrected', { count: 3 })).toBe('3 अनुपस्थितियाँ उपस्थित में बदली गईं');
    expect(ta('record.corrections', { count: 1 })).toBe('1 திருத்தம்');
    expect(ta('record.corrections', { count: 2 })).toBe('2 திருத்தங்கள்');
  });
});
