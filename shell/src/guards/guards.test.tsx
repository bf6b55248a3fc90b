import { screen } from '@testing-library/react';
import { useVerifyUser } from '@rollcall/api-client';
import { roles, type Role } from '@rollcall/contracts';
import { roleRoutes } from '@rollcall/contracts/areas';
import { addressBar, renderRoute } from '@rollcall/ui-kit/testing';
import { AreaGuard } from './guards';

jest.mock('@rollcall/api-client', () => ({ ...jest.requireActual('@rollcall/api-client'), useVerifyUser: jest.fn() }));
const verifyUser = useVerifyUser as jest.Mock;

const checking = { data: undefined, error: undefined, isLoading: true };
const signedOut = { data: undefined, error: { status: 401 }, isLoading: false };
const signedInAs = (role: Role, mustChangePassword = false) => ({
  data: { success: true, role, user: { id: 'u', name: 'Asha', email: 'a@b.co', instituteId: null, mustChangePassword } },
  error: undefined,
  isLoading: false,
});

/** Every role's area behind its guard, with the shared stand-ins for /login and /change-password. */
const guardedAreas = Object.fromEntries(
  roleRoutes.map((route) => [`${route.path}/*`, <AreaGuard key={route.path} access={route}>{`${route.role} area`}</AreaGuard>]),
);
const renderArea = (path: string) => renderRoute(path, guardedAreas);
const address = () => addressBar().textContent;

describe('the /superadmin guard', () => {
  it('shows a spinner while the session is checked', () => {
    verifyUser.mockReturnValue(checking);
    renderArea('/superadmin/home');
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByText('superadmin area')).not.toBeInTheDocument();
  });

  it('lets a super admin in', () => {
    verifyUser.mockReturnValue(signedInAs('superadmin'));
    renderArea('/superadmin/home');
    expect(screen.getByText('superadmin area')).toBeInTheDocument();
  });

  it.each([
    ['no session', signedOut],
    ['an admin session', signedInAs('admin')],
  ])('sends %s to /login', (_, state) => {
    verifyUser.mockReturnValue(state);
    renderArea('/superadmin/home');
    expect(screen.getByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(address()).toBe('/login');
  });

  it('sends a super admin with a temporary password to /change-password first', () => {
    verifyUser.mockReturnValue(signedInAs('superadmin', true));
    renderArea('/superadmin/home');
    expect(address()).toBe('/change-password');
  });
});

describe('the /admin guard', () => {
  it("reads 'Loading...' while the session is checked", () => {
    verifyUser.mockReturnValue(checking);
    renderArea('/admin/dashboard');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('lets an admin in', () => {
    verifyUser.mockReturnValue(signedInAs('admin'));
    renderArea('/admin/dashboard');
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });

  it.each([
    ['no session', signedOut],
    ['a teacher session', signedInAs('teacher')],
  ])("sends %s to /login with 'Unauthorised Access'", (_, state) => {
    verifyUser.mockReturnValue(state);
    renderArea('/admin/dashboard');
    expect(address()).toBe('/login?error_message=Unauthorised%20Access');
  });

  it('sends an admin with a temporary password to /change-password first', () => {
    verifyUser.mockReturnValue(signedInAs('admin', true));
    renderArea('/admin');
    expect(address()).toBe('/change-password');
  });
});

describe('the /teacher and /student guards', () => {
  it('sends a session of another role to /login', () => {
    verifyUser.mockReturnValue(signedInAs('student'));
    renderArea('/teacher');
    expect(address()).toBe('/login');
  });

  it('lets a student into /student', () => {
    verifyUser.mockReturnValue(signedInAs('student'));
    renderArea('/student');
    expect(screen.getByText('student area')).toBeInTheDocument();
  });
});

describe('the /parent guard', () => {
  it('lets a parent in', () => {
    verifyUser.mockReturnValue(signedInAs('parent'));
    renderArea('/parent');
    expect(screen.getByText('parent area')).toBeInTheDocument();
  });

  it.each([
    ['no session', signedOut],
    ['a student session', signedInAs('student')],
  ])('sends %s to /login', (_, state) => {
    verifyUser.mockReturnValue(state);
    renderArea('/parent');
    expect(address()).toBe('/login');
  });

  it('keeps a parent out of /student, the area served beside it', () => {
    verifyUser.mockReturnValue(signedInAs('parent'));
    renderArea('/student');
    expect(address()).toBe('/login');
  });
});

describe("every role's area of the table of areas", () => {
  it.each(roleRoutes.map((route) => [route.path, route] as const))('%s lets only its own role in', (_, route) => {
    for (const role of roles) {
      verifyUser.mockReturnValue(signedInAs(role));
      const { unmount } = renderRoute(route.path, { [route.path]: <AreaGuard access={route}>inside</AreaGuard> });
      expect([role, screen.queryByText('inside') !== null]).toEqual([role, role === route.role]);
      if (role !== route.role) expect(address()).toMatch(/^\/login/);
      unmount();
    }
  });
});
