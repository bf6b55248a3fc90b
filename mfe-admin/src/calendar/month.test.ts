import { isoWeekday } from '@rollcall/contracts';
import { addMonths, monthWeeks, rangeOf, shownRange } from './month';

describe('the month grid', () => {
  it('starts on the Monday on or before the first and ends on the Sunday on or after the last', () => {
    // November 2026 begins on a Sunday and ends on a Monday.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    // February 2027 begins on a Monday and ends on a Sunday: exactly four weeks.
    expect(shownRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });

  it('counts weekdays from Monday and months across years', () => {
    expect(isoWeekday('2026-11-09')).toBe(1);
    expect(isoWeekday('2026-11-15')).toBe(7);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('puts a range chosen backwards in order', () => {
    expect(rangeOf('2026-11-20', '2026-11-18')).toEqual({ startsOn: '2026-11-18', endsOn: '2026-11-20' });
    expect(rangeOf('2026-11-18', '2026-11-18')).toEqual({ startsOn: '2026-11-18', endsOn: '2026-11-18' });
  });
});
