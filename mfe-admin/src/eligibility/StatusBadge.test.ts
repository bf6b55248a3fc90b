import { percentText } from './StatusBadge';

describe('a percentage as the tables write it', () => {
  it('keeps English as before: one decimal only when there is one, a dash for none', () => {
    expect(percentText(87.5, 'en')).toBe('87.5%');
    expect(percentText(100, 'en')).toBe('100%');
    expect(percentText(0, 'en')).toBe('0%');
    expect(percentText(null, 'en')).toBe('–');
  });
});
