import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, endpoints, useLogout, useVerifyUser } from '@rollcall/api-client';
import { renderRoute } from '@rollcall/ui-kit/testing';
import { checking, sessionOf, signedIn, signedOut } from '../testing/session';
import ChangePasswordPage, { PASSWORD_RULE } from './ChangePasswordPage';

jest.mock('@rollcall/api-client', () => ({
  ...jest.requireActual('@rollcall/api-client'),
  api: { call: jest.fn() },
  useVerifyUser: jest.fn(),
  useLogout: jest.fn(),
}));

const call = api.call as jest.Mock;
const verifyUser = useVerifyUser as jest.Mock;
const logout = jest.fn();

function showScreen() {
  renderRoute('/change-password', { '/change-password': <ChangePasswordPage /> });
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

beforeEach(() => {
  jest.clearAllMocks();
  (useLogout as jest.Mock).mockReturnValue(logout);
  logout.mockResolvedValue(undefined);
  verifyUser.mockReturnValue(signedIn(sessionOf('admin', true)));
});

describe('ChangePasswordPage', () => {
  it('shows a spinner while the session is checked', () => {
    verifyUser.mockReturnValue(checking);
    showScreen();
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to /login', () => {
    verifyUser.mockReturnValue(signedOut);
    showScreen();
    expect(screen.getByRole('heading', { name: 'login screen' })).toBeInTheDocument();
  });

  it('explains the temporary password and the strong-password rule', () => {
    showScreen();
    expect(screen.getByText(/You signed in with a temporary password/)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();
  });

  it('checks the new password and its confirmation before calling the gateway', async () => {
    const user = showScreen();
    await fill(user, 'Temp0rary!pw', 'weakpass', 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Please enter a strong password')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    expect(screen.queryByText('Please enter a strong password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it("reads 'Changing password...' while busy, then goes to the role's home", async () => {
    let answer: (value: unknown) => void = () => {};
    call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = showScreen();
    await fill(user, 'Temp0rary!pw', 'N3w!password', 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(screen.getByRole('button', { name: 'Changing password...' })).toBeDisabled();
    expect(call).toHaveBeenCalledWith(endpoints.changePassword, {
      body: { currentPassword: 'Temp0rary!pw', newPassword: 'N3w!password' },
    });
    answer({ success: true });
    expect(await screen.findByRole('heading', { name: 'admin home' })).toBeInTheDocument();
  });

  it("shows the server's first error and stays", async () => {
    call.mockRejectedValue({ status: 400, data: { success: false, errors: ['Current password is incorrect'] }, message: 'x' });
    const user = showScreen();
    await fill(user, 'Wr0ng!pass', 'N3w!password', 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it('logs out to /login', async () => {
    const user = showScreen();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'login screen' })).toBeInTheDocument());
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
