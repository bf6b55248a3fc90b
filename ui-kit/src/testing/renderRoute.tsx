import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

/** Where the router starts: a path, or a path with router state (as a navigate(path, { state }) leaves it). */
export type RouteEntry = string | { pathname: string; state?: unknown };

/** The places a screen can send the user to, each shown as a heading that names it. */
const elsewhere: Record<string, string> = {
  '/': 'landing page',
  '/login': 'login screen',
  '/change-password': 'change password screen',
  '/superadmin': 'superadmin home',
  '/admin': 'admin home',
  '/teacher': 'teacher home',
  '/student': 'student home',
  '/parent': 'parent home',
};

/** Where the router is, path and query, as a user reads it in the address bar. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/** The address bar of the screen rendered by renderRoute. */
export const addressBar = () => screen.getByRole('status', { name: 'address' });

/**
 * Renders screens as the shell mounts them: `routes` maps a route path ('/superadmin/*', '/login') to its
 * element, the router starts at `at`, and every test gets a fresh swr cache that never dedupes (each
 * request reaches the fake gateway of `@rollcall/api-client/testing`). The other places a screen can send
 * the user to are stand-in headings ('login screen', 'admin home'...). `beside` renders next to the routes
 * under the same router and cache (another reader of a cached answer, to see it refreshed).
 */
export function renderRoute(at: RouteEntry, routes: Record<string, ReactElement>, beside?: ReactNode) {
  const mounted = Object.keys(routes).map((path) => path.replace(/\/\*$/, ''));
  const standIns = Object.entries(elsewhere).filter(([path]) => !mounted.includes(path));
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[at]}>
        <AddressBar />
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          {standIns.map(([path, title]) => (
            <Route key={path} path={path} element={<h1>{title}</h1>} />
          ))}
        </Routes>
        {beside}
      </MemoryRouter>
    </SWRConfig>,
  );
}
