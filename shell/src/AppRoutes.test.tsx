import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useVerifyUser } from '@rollcall/api-client';
import type { Role } from '@rollcall/contracts';
import { areaRoutes } from '@rollcall/contracts/areas';
import { AppRoutes } from './AppRoutes';
import { loadExposed } from './remotes/containers';

jest.mock('./remotes/containers', () => ({ loadExposed: jest.fn(), registerContainers: jest.fn(), forgetContainer: jest.fn() }));
jest.mock('@rollcall/api-client', () => ({ ...jest.requireActual('@rollcall/api-client'), useVerifyUser: jest.fn() }));
const verifyUser = useVerifyUser as jest.Mock;

const signedOut = { data: undefined, error: { status: 401 }, isLoading: false };
const signedInAs = (role: Role) => ({
  data: { success: true, role, user: { id: 'u', name: 'Asha', email: 'a@b.co', instituteId: null, mustChangePassword: false } },
  error: undefined,
  isLoading: false,
});

beforeEach(() => {
  // Every exposed module shows its own name, e.g. 'admin/AdminApp'.
  (loadExposed as jest.Mock).mockImplementation(async (id: string) => ({ default: () => <h1>{id}</h1> }));
});

function visit(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

/** What the table says a route shows: its remote's exposed module. */
const shownAt = (route: (typeof areaRoutes)[number]) => `${route.remote}/${route.exposes}`;

describe('the shell routes every area of the table of areas', () => {
  it.each(areaRoutes.map((route) => [route.path, route] as const))(
    '%s shows its page to a visitor it admits',
    async (_, route) => {
      verifyUser.mockReturnValue('role' in route ? signedInAs(route.role) : signedOut);
      visit(route.path);
      expect(await screen.findByRole('heading', { name: shownAt(route) })).toBeInTheDocument();
    },
  );

  it.each(areaRoutes.map((route) => [route.path, route] as const))(
    '%s routes sub-page addresses only when its remote has sub-pages',
    async (_, route) => {
      verifyUser.mockReturnValue('role' in route ? signedInAs(route.role) : signedOut);
      visit(`${route.path.replace(/\/$/, '')}/some/page`);
      const expected = route.subpages ? shownAt(route) : 'Page not found';
      expect(await screen.findByRole('heading', { name: expected })).toBeInTheDocument();
    },
  );

  it('answers an address outside the table with the 404 page', async () => {
    verifyUser.mockReturnValue(signedOut);
    visit('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
