import { act, render, screen } from '@testing-library/react';
import { chooseLanguage } from '@rollcall/i18n';
import { adminTexts, useAdminTexts } from './texts';

function Heading() {
  const t = useAdminTexts();
  return <h1>{t('leave.title')}</h1>;
}

afterEach(() => {
  act(() => chooseLanguage('en'));
  localStorage.clear();
});

describe('the office’s texts', () => {
  it('stay English in a language that has no catalogue yet', async () => {
    await expect(adminTexts.textsIn('hi')).rejects.toBeTruthy();
    act(() => chooseLanguage('hi'));
    render(<Heading />);
    // Let the loader's rejected import settle: the heading must still be there, in English.
    await act(async () => {
      await adminTexts.textsIn('ta').catch(() => undefined);
    });
    expect(screen.getByRole('heading', { name: 'Leave and on-duty' })).toBeInTheDocument();
  });

  it('count in English plurals', () => {
    expect(adminTexts.english('leave.granted', { count: 1, corrected: 'No marks corrected' })).toBe(
      'On-duty granted to 1 student. No marks corrected.',
    );
    expect(adminTexts.english('leave.granted', { count: 3, corrected: 'No marks corrected' })).toBe(
      'On-duty granted to 3 students. No marks corrected.',
    );
  });
});
