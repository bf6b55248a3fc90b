import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, endpoints, useVerifyUser } from '@rollcall/api-client';
import { failure, type Gateway, heldReply, mockGateway, ok } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { leavePage } from '../common/leavePage';
import { addressBar, renderRoute } from '@rollcall/ui-kit/testing';
import { checking, sessionOf, signedIn, signedOut } from '../testing/session';
import { resetTexts } from '../password-reset/texts';
import LoginPage from './LoginPage';

jest.mock('@rollcall/api-client', () => ({
  ...jest.requireActual('@rollcall/api-client'),
  api: { call: jest.fn() },
  apiBase: () => 'http://gateway.test',
  useVerifyUser: jest.fn(),
}));
jest.mock('../common/leavePage', () => ({ leavePage: jest.fn() }));

const call = api.call as jest.Mock;
const verifyUser = useVerifyUser as jest.Mock;

const STRONG = 'Str0ng!pass';

function showLogin(path = '/login') {
  renderRoute(path, { '/login': <LoginPage /> });
  return userEvent.setup();
}

const address = () => addressBar().textContent;
const googleButton = () => screen.queryByRole('button', { name: 'Sign in with Google' });
const OPTIONS = 'GET /auth/options';

/** The sign-in calls go through the mocked `api.call`; the ways of signing in are asked of this fake gateway. */
let gateway: Gateway;

beforeEach(() => {
  jest.clearAllMocks();
  verifyUser.mockReturnValue(signedOut);
  gateway = mockGateway({ [OPTIONS]: ok({ google: true }) });
});

describe('LoginPage', () => {
  it('shows the sign-in texts with Student as the default role', () => {
    showLogin();
    expect(screen.getByText('Welcome back! Please sign in to continue.')).toBeInTheDocument();
    expect(screen.getByText('Need an account? Contact Administrator')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Student');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('goes to the landing page from the product title', async () => {
    const user = showLogin();
    await user.click(screen.getByRole('button', { name: 'RollCall' }));
    expect(screen.getByRole('heading', { name: 'landing page' })).toBeInTheDocument();
  });

  it('validates on submit without calling the gateway, and clears a field error when it is edited', async () => {
    const user = showLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a strong password')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a strong password')).toBeInTheDocument();
  });

  it('reads "Signing in..." while busy, then goes to the home of the selected role', async () => {
    let answer: (value: unknown) => void = () => {};
    call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = showLogin();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Teacher' }));
    await user.type(screen.getByLabelText('Email'), 'asha@college.edu');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(call).toHaveBeenCalledWith(endpoints.login, {
      body: { role: 'teacher', email: 'asha@college.edu', password: STRONG },
    });

    answer(sessionOf('teacher'));
    expect(await screen.findByRole('heading', { name: 'teacher home' })).toBeInTheDocument();
  });

  it('offers the roles Super Admin, Admin, Teacher, Student and Parent, in that order', async () => {
    const user = showLogin();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Super Admin',
      'Admin',
      'Teacher',
      'Student',
      'Parent',
    ]);
  });

  it('sends a parent to /parent after sign-in', async () => {
    call.mockResolvedValue(sessionOf('parent'));
    const user = showLogin();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Parent' }));
    await user.type(screen.getByLabelText('Email'), 'ravi@home.test');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(call).toHaveBeenCalledWith(endpoints.login, { body: { role: 'parent', email: 'ravi@home.test', password: STRONG } });
    expect(await screen.findByRole('heading', { name: 'parent home' })).toBeInTheDocument();
    expect(address()).toBe('/parent');
  });

  it('sends a user with a temporary password to the change-password screen after sign-in', async () => {
    call.mockResolvedValue(sessionOf('admin', true));
    const user = showLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@college.edu');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'change password screen' })).toBeInTheDocument();
  });

  it("shows the server's first error, and 'Something went wrong' when there is nothing better", async () => {
    call.mockRejectedValueOnce({
      status: 401,
      data: { success: false, errors: ['Invalid email or password'] },
      message: 'Request failed with status 401',
    });
    call.mockRejectedValueOnce({});
    const user = showLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@college.edu');
    await user.type(screen.getByLabelText('Password'), STRONG);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong'));
  });

  it('shows an error_message from the address as an error notice and cleans the address to /login', async () => {
    showLogin('/login?error_message=Unauthorised%20Access');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorised Access');
    await waitFor(() => expect(address()).toBe('/login'));
  });

  it('keeps a signed-in user who was turned away by a guard on /login with the reason', async () => {
    verifyUser.mockReturnValue(signedIn(sessionOf('superadmin')));
    showLogin('/login?error_message=Unauthorised%20Access');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorised Access');
    await waitFor(() => expect(address()).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'superadmin home' })).not.toBeInTheDocument();
  });

  it('sends a visitor who is already signed in to their home', async () => {
    verifyUser.mockReturnValue(signedIn(sessionOf('superadmin')));
    showLogin();
    expect(await screen.findByRole('heading', { name: 'superadmin home' })).toBeInTheDocument();
  });

  it('sends a signed-in user who must change the password to that screen first', async () => {
    verifyUser.mockReturnValue(signedIn(sessionOf('student', true)));
    showLogin();
    expect(await screen.findByRole('heading', { name: 'change password screen' })).toBeInTheDocument();
  });

  it('stays on the form while the session check runs', () => {
    verifyUser.mockReturnValue(checking);
    showLogin();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("reads 'Connecting...' and leaves for the gateway's Google sign-in with the chosen role", async () => {
    const user = showLogin();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Super Admin' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    expect(leavePage).toHaveBeenCalledWith('http://gateway.test/auth/google?role=superadmin');
  });

  describe('Google sign-in', () => {
    it('adds the button below the form once the gateway says Google is configured, moving nothing above it', async () => {
      const held = heldReply();
      gateway.set({ [OPTIONS]: held.route });
      showLogin();
      const signIn = screen.getByRole('button', { name: 'Sign In' });
      const top = [screen.getByRole('heading', { name: 'Sign in' }), screen.getByLabelText('Email'), signIn];
      expect(googleButton()).not.toBeInTheDocument();

      await act(async () => held.release(ok({ google: true })));
      const google = await screen.findByRole('button', { name: 'Sign in with Google' });
      // Added after the form and before the footer: what was on screen above it is the same elements, still first.
      expect(signIn.compareDocumentPosition(google) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(top.every((element) => element.isConnected)).toBe(true);
      expect(
        google.compareDocumentPosition(screen.getByText('Need an account? Contact Administrator')) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(screen.getByText('or')).toBeInTheDocument();
      expect(await seriousAxeViolations()).toEqual([]);
    });

    it('shows no Google button where Google sign-in is not configured', async () => {
      gateway.set({ [OPTIONS]: ok({ google: false }) });
      showLogin();
      await waitFor(() => expect(gateway.callsTo(OPTIONS)).toHaveLength(1));
      await act(async () => {});
      expect(googleButton()).not.toBeInTheDocument();
      expect(screen.queryByText('or')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
      expect(await seriousAxeViolations()).toEqual([]);
    });

    it('shows no Google button when the gateway cannot say, and password sign-in still works', async () => {
      gateway.set({ [OPTIONS]: failure(503, 'Service unavailable') });
      call.mockResolvedValue(sessionOf('teacher'));
      const user = showLogin();
      await waitFor(() => expect(gateway.callsTo(OPTIONS)).toHaveLength(1));
      await act(async () => {});
      expect(googleButton()).not.toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: 'Role' }));
      await user.click(screen.getByRole('option', { name: 'Teacher' }));
      await user.type(screen.getByLabelText('Email'), 'asha@college.edu');
      await user.type(screen.getByLabelText('Password'), STRONG);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('heading', { name: 'teacher home' })).toBeInTheDocument();
    });

    it('stays on the role chosen before a failed Google sign-in, with its reason, once the address is clean', async () => {
      showLogin(`/login?error_message=${encodeURIComponent('No Teacher account uses this Google address')}&role=teacher`);
      expect(await screen.findByRole('alert')).toHaveTextContent('No Teacher account uses this Google address');
      await waitFor(() => expect(address()).toBe('/login'));
      expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Teacher');

      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
      expect(leavePage).toHaveBeenCalledWith('http://gateway.test/auth/google?role=teacher');
    });

    it('opens on Student when the address names no role it knows', () => {
      showLogin('/login?role=guardian');
      expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Student');
    });
  });
});

describe('LoginPage and a forgotten password', () => {
  it('links to the forgot-password page', async () => {
    const user = showLogin();
    await waitFor(() => expect(googleButton()).toBeTruthy());
    await user.click(screen.getByRole('link', { name: resetTexts.forgotLink }));
    expect(address()).toBe('/forgot-password');
  });

  it('shows the notice a password reset left, axe clean', async () => {
    renderRoute({ pathname: '/login', state: { notice: resetTexts.passwordSet } }, { '/login': <LoginPage /> });
    expect(screen.getByText(resetTexts.passwordSet)).toBeInTheDocument();
    await waitFor(() => expect(googleButton()).toBeTruthy());
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
