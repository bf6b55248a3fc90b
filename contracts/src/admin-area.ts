import type { InstituteResponse } from './institutes';

/** GET /admin/institute: the signed-in admin's own institute. */
export type AdminInstituteResponse = InstituteResponse;
