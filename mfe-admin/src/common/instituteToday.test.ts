import { dayInZone } from './instituteToday';

describe("the institute's today", () => {
  it('is the day in its time zone, whatever the device says', () => {
    const evening = new Date('2026-11-30T20:00:00Z');
    expect(dayInZone('Asia/Kolkata', evening)).toBe('2026-12-01');
    expect(dayInZone('America/New_York', evening)).toBe('2026-11-30');
    expect(dayInZone('Pacific/Kiritimati', new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
  });
});
