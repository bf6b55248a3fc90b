import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { renderRoute, type RouteEntry } from '@rollcall/ui-kit/testing';
import SuperadminApp from '../src/SuperadminApp';

/** The remote as the shell mounts it (/superadmin/*); `beside` renders next to it under the same swr cache. */
export const renderSuperadmin = (at: RouteEntry, beside?: ReactNode) =>
  renderRoute(at, { '/superadmin/*': <SuperadminApp /> }, beside);

export const institutes = [
  {
    id: '0b6f3c9e-1d2a-4e5b-8c7d-000000000001',
    name: 'Greenfield College',
    email: 'office@greenfield.edu',
    phoneNumber: '+91 98765 43210',
    address: '12 Park Street, Kolkata',
  },
  {
    id: '0b6f3c9e-1d2a-4e5b-8c7d-000000000002',
    name: 'Riverside Academy',
    email: 'hello@riverside.org',
    phoneNumber: '022 2345 6789',
    address: '4 Marine Drive, Mumbai',
  },
  {
    id: '0b6f3c9e-1d2a-4e5b-8c7d-000000000003',
    name: 'Hilltop Coaching Centre',
    email: 'admin@hilltop.in',
    phoneNumber: '080 1111 2222',
    address: 'MG Road, Bengaluru',
  },
];

/** Picks an institute in the searchable 'Select Institute' dropdown, typing part of its name first. */
export async function chooseInstitute(
  user: { click(element: Element): Promise<void>; type(element: Element, text: string): Promise<void> },
  name: string,
) {
  await user.click(screen.getByRole('combobox', { name: 'Select Institute' }));
  await user.type(screen.getByRole('textbox', { name: 'Search options' }), name.slice(0, 5).toUpperCase());
  await user.click(screen.getByRole('option', { name }));
}

export const admins = [
  { id: '7c1e2d3f-4a5b-4c6d-9e8f-000000000011', name: 'Asha Rao', email: 'asha@greenfield.edu' },
  { id: '7c1e2d3f-4a5b-4c6d-9e8f-000000000012', name: 'Vikram Sen', email: 'vikram@greenfield.edu' },
];
