import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { fetcher } from '@rollcall/api-client';
import { mockGateway, ok, signedInAs } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { AreaLanguageSwitch } from './AreaLanguageSwitch';
import { chooseLanguage, LANGUAGE_STORAGE_KEY, signingInAway } from './language-store';

const teacher = signedInAs('teacher', { id: 'b0000001-0000-4000-8000-000000000001', name: 'Meena', email: 'meena@school.test' });

function showSwitch() {
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher }}>
      <AreaLanguageSwitch />
    </SWRConfig>,
  );
  return userEvent.setup();
}

afterEach(() => {
  act(() => chooseLanguage('en'));
  localStorage.clear();
  sessionStorage.clear();
});

describe('AreaLanguageSwitch', () => {
  it('shows the signed-in user’s own language on a browser that showed another', async () => {
    mockGateway({ 'GET /auth/verify-user': ok({ ...teacher, user: { ...teacher.user, language: 'ta' } }) });
    showSwitch();
    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
    expect(screen.getByRole('combobox', { name: 'Language · भाषा · மொழி' })).toHaveValue('ta');
    expect(screen.getByRole('option', { name: 'தமிழ்' })).toHaveAttribute('lang', 'ta');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('changes the screens at once and saves the choice on the user', async () => {
    const gateway = mockGateway({
      'GET /auth/verify-user': ok(teacher),
      'PATCH /auth/preferences': (request) => ok({ language: (request.body as { language: string }).language }),
    });
    const user = showSwitch();
    const list = await screen.findByRole('combobox', { name: 'Language · भाषा · மொழி' });
    await waitFor(() => expect(gateway.callsTo('GET /auth/verify-user')).toHaveLength(1));

    await user.selectOptions(list, 'hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    await waitFor(() =>
      expect(gateway.callsTo('PATCH /auth/preferences').map((call) => call.body)).toEqual([{ language: 'hi' }]),
    );
    // The cached session now says Hindi: the area does not turn back to English.
    await waitFor(() => expect(list).toHaveValue('hi'));
    expect(document.documentElement.lang).toBe('hi');
  });

  it('back from Google’s sign-in, saves the language chosen on the login page, once', async () => {
    const gateway = mockGateway({
      'GET /auth/verify-user': ok(teacher),
      'PATCH /auth/preferences': (request) => ok({ language: (request.body as { language: string }).language }),
    });
    act(() => chooseLanguage('ta'));
    signingInAway();
    showSwitch();
    await waitFor(() =>
      expect(gateway.callsTo('PATCH /auth/preferences').map((call) => call.body)).toEqual([{ language: 'ta' }]),
    );
    expect(document.documentElement.lang).toBe('ta');
    expect(screen.getByRole('combobox', { name: 'Language · भाषा · மொழி' })).toHaveValue('ta');
  });
});
