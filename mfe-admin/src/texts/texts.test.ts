import { adminTexts } from './texts';

describe('the office’s texts', () => {
  it('stay English in a language that has no catalogue of them yet', async () => {
    await expect(adminTexts.textsIn('ta')).rejects.toThrow();
    expect(adminTexts.loaded('ta')).toBeUndefined();
    expect(adminTexts.english('menu.lectures')).toBe('Attendance records');
  });
});
