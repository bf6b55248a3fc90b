import type { Institute } from './institutes';

/** GET /admin/institute: the signed-in admin's own institute. */
export interface AdminInstituteResponse {
  success: true;
  institute: Institute;
}
