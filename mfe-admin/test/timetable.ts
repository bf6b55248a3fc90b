import type { PeriodTime } from '@rollcall/contracts';

/** The institute's school day in the timetable's tests: four periods of 45 minutes, 5 minutes apart. */
export const periodTimesFixture = [
  { period: 1, startsAt: '09:00', endsAt: '09:45' },
  { period: 2, startsAt: '09:50', endsAt: '10:35' },
  { period: 3, startsAt: '10:40', endsAt: '11:25' },
  { period: 4, startsAt: '11:30', endsAt: '12:15' },
] satisfies PeriodTime[];
