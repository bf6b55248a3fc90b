import type { InstituteResponse, Role, SessionUser, VerifyUserResponse } from '@rollcall/contracts';
import { mockGateway, type Route } from './gateway';

/** A valid v4 uuid ending in `n`, so fixtures read apart: id('b0000001', 2). */
export const fixtureId = (group: string, n: number) => `${group}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The institute every signed-in fixture belongs to, as GET /<role>/institute answers. */
export const ownInstitute = {
  success: true,
  institute: {
    id: '0b6f3c9e-1d2a-4e5b-8c7d-000000000001',
    name: 'Greenfield College',
    email: 'office@greenfield.edu',
    phoneNumber: '+91 98765 43210',
    address: '12 Park Street, Kolkata',
  },
} satisfies InstituteResponse;

/** GET /auth/verify-user of a user of that institute signed in with `role`. */
export function signedInAs(role: Role, user: Pick<SessionUser, 'id' | 'name' | 'email'>) {
  return {
    success: true,
    role,
    user: { ...user, instituteId: ownInstitute.institute.id, mustChangePassword: false, language: 'en' },
  } satisfies VerifyUserResponse;
}

/** The gateway of a page in an institute user's area: their session and institute, plus the page's own routes. */
export function signedInGateway(session: ReturnType<typeof signedInAs>, routes: Record<string, Route> = {}) {
  return mockGateway({
    'GET /auth/verify-user': { body: session },
    [`GET /${session.role}/institute`]: { body: ownInstitute },
    ...routes,
  });
}
