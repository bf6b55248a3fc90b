import { adminTexts } from './texts';

describe('the office’s texts', () => {
  it('stay English in a language that has no catalogue of them yet', async () => {
    await expect(adminTexts.textsIn('ta')).rejects.toThrow();
    expect(adminTexts.loaded('ta')).toBeUndefined();
    expect(adminTexts.english('menu.lectures')).toBe('Attendance records');
  });

  it('keep today’s English word for word, with its choices filled', () => {
    const english = adminTexts.english;
    expect(english('common.removeTitle', { verb: 'Remove', name: '8-A' })).toBe('Remove 8-A');
    expect(english('common.removeQuestion', { verb: 'Delete', name: 'Clerk' })).toBe('Are you sure you want to delete Clerk?');
    expect(english('common.removed', { name: '8-A', outcome: 'archived' })).toBe(
      '8-A has attendance records, so it was archived and stays in reports',
    );
    expect(english('common.removed', { name: '8-A', outcome: 'removed' })).toBe('8-A was removed');
  });
});
