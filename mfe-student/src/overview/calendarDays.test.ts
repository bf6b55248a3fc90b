import type { PortalCalendarDays, StudentLecture } from '@rollcall/contracts';
import { daysInMonth, withCalendarDays } from './calendarDays';
import { daysOfMonth } from './months';

const holiday = (name: string, startsOn: string, endsOn = startsOn): PortalCalendarDays => ({
  kind: 'holiday',
  name,
  startsOn,
  endsOn,
});
const lecture = (heldOn: string, period: number): StudentLecture => ({
  lectureId: `${heldOn}:${period}`,
  heldOn,
  period,
  subjectId: 'maths',
  status: 'present',
});

describe('daysInMonth', () => {
  it('cuts a run of days at the ends of the month, and finds none outside it', () => {
    expect(daysInMonth(holiday('Winter break', '2025-12-22', '2026-01-02'), '2025-12')).toEqual({
      first: '2025-12-22',
      last: '2025-12-31',
    });
    expect(daysInMonth(holiday('Winter break', '2025-12-22', '2026-01-02'), '2026-01')).toEqual({
      first: '2026-01-01',
      last: '2026-01-02',
    });
    expect(daysInMonth(holiday('Leap day', '2024-02-29'), '2024-02')).toEqual({ first: '2024-02-29', last: '2024-02-29' });
    expect(daysInMonth(holiday('Winter break', '2025-12-22', '2026-01-02'), '2025-11')).toBeNull();
    expect(daysInMonth(holiday('Winter break', '2025-12-22', '2026-01-02'), '2026-02')).toBeNull();
  });
});

describe('withCalendarDays', () => {
  it('puts the holidays among the marked days, newest first, and a one-day holiday with a make-up lecture on its day', () => {
    const month = '2025-10';
    const days = daysOfMonth([lecture('2025-10-20', 1), lecture('2025-10-27', 2), lecture('2025-10-02', 3)], month);
    const listed = withCalendarDays(
      days,
      [
        holiday('Diwali', '2025-10-21', '2025-10-23'),
        holiday('Gandhi Jayanti', '2025-10-02'),
        holiday('Next month', '2025-11-05'),
      ],
      month,
    );
    expect(
      listed.map(({ first, last, calendar, lectures }) => [first, last, calendar.map((entry) => entry.name), lectures.length]),
    ).toEqual([
      ['2025-10-27', '2025-10-27', [], 1],
      ['2025-10-21', '2025-10-23', ['Diwali'], 0],
      ['2025-10-20', '2025-10-20', [], 1],
      ['2025-10-02', '2025-10-02', ['Gandhi Jayanti'], 1],
    ]);
  });
});
