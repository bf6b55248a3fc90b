import { superadminTexts } from './texts';

describe('the super admin’s texts', () => {
  it('stay English in a language that has no catalogue of them yet', async () => {
    await expect(superadminTexts.textsIn('hi')).rejects.toThrow();
    expect(superadminTexts.loaded('hi')).toBeUndefined();
    expect(superadminTexts.english('admins.panel', { institute: 'Greenfield College' })).toBe('Admins for Greenfield College');
  });

  it('keep today’s English word for word, placeholders and plurals filled', () => {
    const english = superadminTexts.english;
    expect(english('admins.found', { count: 1 })).toBe('1 admin(s) found');
    expect(english('admins.found', { count: 3 })).toBe('3 admin(s) found');
    expect(english('admins.tip', { google: 'yes' })).toBe(
      "A secure temporary password is generated automatically and sent to the admin's email address. The admin must change it at the first sign-in (with email and password, or with Google).",
    );
    expect(english('admins.tip', { google: 'no' })).toMatch(/the first sign-in\.$/);
    expect(english('home.statsFailed', { reason: 'please try again.' })).toBe('Failed to load statistics: please try again.');
  });
});
