import { academicYearFieldsSchema, semesterFieldsSchema } from './academic-setup';
import { FIRST_DAY, formatDay, isoDate, LAST_DAY, yearsLater } from './calendar';
import { issueMessages } from './errors';
import { messages } from './messages';
import { dropSchema } from './people';
import { dashboardQuerySchema } from './reports';

const outOfRange = 'Please enter a date from 1900-01-01 to 2199-12-31';
const messagesOf = (value: unknown) => {
  const result = isoDate().safeParse(value);
  return result.success ? [] : issueMessages(result.error);
};

describe('the date rule', () => {
  it('accepts the first and the last day and a real 29 February', () => {
    for (const day of [FIRST_DAY, LAST_DAY, '2024-02-29', '2026-11-27']) expect(messagesOf(day)).toEqual([]);
  });

  it('refuses days outside 1900-01-01 to 2199-12-31 with a message naming the bounds', () => {
    expect(messages.dateOutOfRange(FIRST_DAY, LAST_DAY)).toBe(outOfRange);
    for (const day of ['0000-01-01', '1000-06-01', '1899-12-31', '2200-01-01', '9999-12-31'])
      expect(messagesOf(day)).toEqual([outOfRange]);
  });

  it('keeps the one malformed-date message for days that do not exist or are not YYYY-MM-DD', () => {
    for (const day of ['2023-02-29', '2026-02-30', '2026-13-01', '2026-1-5', '27/11/2026', '', 20261127, null])
      expect(messagesOf(day)).toEqual([messages.validDate]);
  });

  it('is the rule of query strings and bodies alike', () => {
    expect(issueMessages(dashboardQuerySchema.safeParse({ date: '0000-01-01' }).error!)).toEqual([outOfRange]);
    const drop = { subjectId: crypto.randomUUID(), studentId: crypto.randomUUID(), droppedOn: '9999-12-31' };
    expect(issueMessages(dropSchema.safeParse(drop).error!)).toEqual([outOfRange]);
  });
});

describe('an academic year', () => {
  const tooLong = 'An academic year can be at most 2 years long';
  const year = (startsOn: string, endsOn: string) => academicYearFieldsSchema.safeParse({ name: 'Year', startsOn, endsOn });

  it('may run two years to the day before', () => {
    expect(year('2025-06-01', '2027-05-31').success).toBe(true);
    expect(year('2024-02-29', '2026-02-28').success).toBe(true);
  });

  it('is refused one day longer, on its end date', () => {
    const result = year('2025-06-01', '2027-06-01');
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['endsOn'], tooLong]]);
    expect(issueMessages(year('1900-01-01', '2041-05-31').error!)).toEqual([tooLong]);
    expect(issueMessages(year('1000-01-01', '2041-05-31').error!)).toEqual([outOfRange]);
  });

  it('leaves semesters to their year', () => {
    expect(semesterFieldsSchema.safeParse({ name: 'Long', startsOn: '2025-06-01', endsOn: '2028-06-01' }).success).toBe(true);
  });
});

describe('yearsLater', () => {
  it('moves a day by whole years, 29 February onto 1 March of a common year', () => {
    expect(yearsLater('2025-06-01', 2)).toBe('2027-06-01');
    expect(yearsLater('2024-02-29', 2)).toBe('2026-03-01');
    expect(yearsLater('2024-02-29', 4)).toBe('2028-02-29');
  });
});

describe('formatDay', () => {
  it('writes a day in English as the screens, files and mails always have, and in Hindi and Tamil with their own names', () => {
    expect(formatDay('2026-01-12')).toBe('12 Jan 2026');
    expect(formatDay('2026-01-12', 'long')).toBe('Monday, 12 January 2026');
    expect(formatDay('2026-01-12', 'brief')).toBe('Mon 12 Jan');
    expect(formatDay('2026-01-12', 'short', 'hi')).toBe('12 जन॰ 2026');
    expect(formatDay('2026-01-12', 'long', 'hi')).toBe('सोमवार, 12 जनवरी 2026');
    expect(formatDay('2026-01-12', 'short', 'ta')).toBe('12 ஜன., 2026');
  });
});
