import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

/** Shows where the router is, as a user would read it in the address bar. */
export function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

const elsewhere: Record<string, string> = {
  '/superadmin': 'superadmin home',
  '/admin': 'admin home',
  '/teacher': 'teacher home',
  '/student': 'student home',
  '/parent': 'parent home',
  '/change-password': 'change password screen',
  '/login': 'login screen',
  '/': 'landing page',
};

/** Renders a page at a path with a fresh swr cache and stand-ins for the places it can send the user. */
export function renderAt(path: string, routePath: string, page: ReactElement) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Address />
        <Routes>
          <Route path={routePath} element={page} />
          {Object.entries(elsewhere)
            .filter(([path]) => path !== routePath)
            .map(([path, title]) => (
              <Route key={path} path={path} element={<h1>{title}</h1>} />
            ))}
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
