import { formatDay, formatMoment, formatNumber, formatPercent, formatPercentFixed, monthNames, weekdayNames } from './formats';

describe('formats', () => {
  it('groups digits the Indian way in every language', () => {
    expect(formatNumber(156420, 'en')).toBe('1,56,420');
    expect(formatNumber(156420, 'hi')).toBe('1,56,420');
    expect(formatNumber(156420, 'ta')).toBe('1,56,420');
    expect(formatNumber(12345678, 'en')).toBe('1,23,45,678');
  });

  it('writes a percentage to at most one decimal', () => {
    expect(formatPercent(87.5, 'en')).toBe('87.5%');
    expect(formatPercent(75, 'hi')).toBe('75%');
    expect(formatPercent(100, 'ta')).toBe('100%');
  });

  it('writes a percentage with exactly one decimal where a table lines them up', () => {
    expect(formatPercentFixed(72, 'en')).toBe('72.0%');
    expect(formatPercentFixed(66.67, 'hi')).toBe('66.7%');
    expect(formatPercentFixed(100, 'ta')).toBe('100.0%');
  });

  it('names months and weekdays in Hindi and Tamil, Monday first', () => {
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('hi')[0]).toBe('जनवरी');
    expect(monthNames('ta')[0]).toBe('ஜனவரி');
    expect(monthNames('hi')).toHaveLength(12);
    expect(monthNames('hi')[11]).toBe('दिसंबर');
    expect(weekdayNames('en')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayNames('hi')[0]).toBe('सोमवार');
    expect(weekdayNames('ta')[0]).toBe('திங்கள்');
  });

  it('writes a day as that day whatever the zone, with its weekday and month in the language', () => {
    expect(formatDay('2026-01-12', 'en')).toBe('Monday, 12 January 2026');
    expect(formatDay('2026-01-12', 'hi')).toContain('सोमवार');
    expect(formatDay('2026-01-12', 'hi')).toContain('जनवरी');
    expect(formatDay('2026-01-12', 'ta')).toContain('ஜனவரி');
  });

  it('writes a moment on the institute’s clock', () => {
    // 03:35 UTC is 09:05 in Asia/Kolkata.
    expect(formatMoment('2026-01-12T03:35:00Z', 'Asia/Kolkata')).toBe('12 Jan 2026, 9:05 am');
    expect(formatMoment('2026-01-12T03:35:00Z', 'America/New_York')).toBe('11 Jan 2026, 10:35 pm');
    expect(formatMoment('2026-01-12T03:35:00Z', 'Asia/Kolkata', 'hi')).toContain('जन॰');
  });
});
