import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import AdminApp from '../src/AdminApp';

function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** The remote as the shell mounts it (/admin/*), with a fresh swr cache per test. */
export function renderAdmin(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="/login" element={<h1>Sign in</h1>} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </SWRConfig>,
  );
}

export const signedInAdmin = {
  success: true,
  role: 'admin',
  user: {
    id: '7c1e2d3f-4a5b-4c6d-9e8f-000000000011',
    name: 'Asha Rao',
    email: 'asha@greenfield.edu',
    instituteId: '0b6f3c9e-1d2a-4e5b-8c7d-000000000001',
    mustChangePassword: false,
  },
};
export const ownInstitute = {
  success: true,
  institute: {
    id: '0b6f3c9e-1d2a-4e5b-8c7d-000000000001',
    name: 'Greenfield College',
    email: 'office@greenfield.edu',
    phoneNumber: '+91 98765 43210',
    address: '12 Park Street, Kolkata',
  },
};
