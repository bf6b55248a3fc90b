import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, endpoints } from '@rollcall/api-client';
import { passwordResetMessages } from '@rollcall/contracts';
import { addressBar, renderRoute } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { PASSWORD_RULE } from '../change-password/ChangePasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import { resetTexts } from './texts';

jest.mock('@rollcall/api-client', () => ({
  ...jest.requireActual('@rollcall/api-client'),
  api: { call: jest.fn() },
}));

const call = api.call as jest.Mock;

function showScreen(path = '/reset-password?token=tok3n') {
  renderRoute(path, { '/reset-password': <ResetPasswordPage />, '/login': <h1>login screen</h1> });
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

beforeEach(() => jest.clearAllMocks());

describe('ResetPasswordPage', () => {
  it('shows the strong-password rule, axe clean', async () => {
    showScreen();
    expect(screen.getByRole('heading', { name: resetTexts.resetTitle })).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('checks the password and its confirmation before calling the gateway', async () => {
    const user = showScreen();
    await fill(user, 'weakpass', 'weakpass');
    await user.click(screen.getByRole('button', { name: resetTexts.save }));
    expect(screen.getByText('Please enter a strong password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: resetTexts.save }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the token with the password, then goes to the login page with a notice', async () => {
    call.mockResolvedValue({ success: true });
    const user = showScreen();
    await fill(user, 'N3w!password', 'N3w!password');
    await user.click(screen.getByRole('button', { name: resetTexts.save }));
    expect(call).toHaveBeenCalledWith(endpoints.resetPassword, { body: { token: 'tok3n', password: 'N3w!password' } });
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(addressBar().textContent).toBe('/login');
  });

  it('shows the expired text of a used or expired link, with a way to ask again', async () => {
    call.mockRejectedValue({ status: 400, data: { success: false, errors: [passwordResetMessages.linkExpired] }, message: 'x' });
    const user = showScreen();
    await fill(user, 'N3w!password', 'N3w!password');
    await user.click(screen.getByRole('button', { name: resetTexts.save }));
    expect(await screen.findByText(passwordResetMessages.linkExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: resetTexts.askAgain })).toHaveAttribute('href', '/forgot-password');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says the link is incomplete without a token, and offers no form', () => {
    showScreen('/reset-password');
    expect(screen.getByText(passwordResetMessages.tokenRequired)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
