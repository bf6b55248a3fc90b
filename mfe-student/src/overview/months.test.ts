import { attendanceOf, semesterFixtures } from '../../test/fixtures';
import { openingMonth, semesterMonths } from './months';

describe('the months of the day by day list', () => {
  it('are every month the semester touches, across a new year', () => {
    expect(semesterMonths({ startsOn: '2025-11-15', endsOn: '2026-02-10' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(semesterMonths(semesterFixtures.odd)).toEqual(['2025-07', '2025-08', '2025-09', '2025-10', '2025-11']);
  });

  it("open at the latest lecture's month; with none yet, at today's while the semester runs, else its first", () => {
    const { lectures } = attendanceOf();
    expect(openingMonth(semesterFixtures.odd, lectures, '2025-11-28')).toBe('2025-11');
    expect(openingMonth(semesterFixtures.odd, lectures.slice(0, 5), '2025-11-28')).toBe('2025-10');
    expect(openingMonth(semesterFixtures.odd, [], '2025-09-02')).toBe('2025-09');
    expect(openingMonth(semesterFixtures.odd, [], '2026-01-10')).toBe('2025-07');
  });
});
