import { renderRoute } from '@rollcall/ui-kit/testing';
import AdminApp from '../src/AdminApp';

/** The remote as the shell mounts it (/admin/*). */
export const renderAdmin = (at: string) => renderRoute(at, { '/admin/*': <AdminApp /> });

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
