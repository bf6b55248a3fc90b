import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, endpoints } from '@rollcall/api-client';
import { gatewayMessages, passwordResetMessages } from '@rollcall/contracts';
import { renderRoute } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import ForgotPasswordPage from './ForgotPasswordPage';
import { resetTexts } from './texts';

jest.mock('@rollcall/api-client', () => ({
  ...jest.requireActual('@rollcall/api-client'),
  api: { call: jest.fn() },
}));

const call = api.call as jest.Mock;

function showScreen() {
  renderRoute('/forgot-password', { '/forgot-password': <ForgotPasswordPage /> });
  return userEvent.setup();
}

beforeEach(() => jest.clearAllMocks());

describe('ForgotPasswordPage', () => {
  it('asks for a role and an email, axe clean', async () => {
    showScreen();
    expect(screen.getByRole('heading', { name: resetTexts.forgotTitle })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Student');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('checks the email before calling the gateway', async () => {
    const user = showScreen();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: resetTexts.send }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it("reads 'Sending...' while busy, then shows the same confirmation the gateway gives everyone", async () => {
    let answer: (value: unknown) => void = () => {};
    call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = showScreen();
    await user.type(screen.getByLabelText('Email'), 'Asha@School.test');
    await user.click(screen.getByRole('button', { name: resetTexts.send }));
    expect(screen.getByRole('button', { name: resetTexts.sending })).toBeDisabled();
    expect(call).toHaveBeenCalledWith(endpoints.forgotPassword, { body: { role: 'student', email: 'asha@school.test' } });
    answer({ success: true, message: passwordResetMessages.linkSent });
    expect(await screen.findByText(passwordResetMessages.linkSent)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: resetTexts.checkMail })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(screen.getByRole('link', { name: resetTexts.backToSignIn }));
    expect(screen.getByRole('heading', { name: 'login screen' })).toBeInTheDocument();
  });

  it('says in words when the gateway refuses (too many requests)', async () => {
    const text = gatewayMessages.tooManyPasswordResets(60);
    call.mockRejectedValue({ status: 429, data: { success: false, errors: [text] }, message: 'x' });
    const user = showScreen();
    await user.type(screen.getByLabelText('Email'), 'asha@school.test');
    await user.click(screen.getByRole('button', { name: resetTexts.send }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(passwordResetMessages.linkSent)).not.toBeInTheDocument();
  });
});
