import { mockGateway, type Route } from '@rollcall/api-client/testing';
import { ownInstitute, signedInAdmin } from './area';
import { adminMe } from './fixtures';

/** The gateway behind an admin page: the session, the institute, an admin holding every permission, and `routes`. */
export const adminGateway = (routes: Record<string, Route> = {}) =>
  mockGateway({
    'GET /auth/verify-user': { body: signedInAdmin },
    'GET /admin/institute': { body: ownInstitute },
    'GET /admin/me': adminMe(),
    ...routes,
  });
