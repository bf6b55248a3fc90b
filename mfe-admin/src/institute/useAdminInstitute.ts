import { ownInstituteKey, useOwnInstitute } from '@rollcall/api-client';

export const ADMIN_INSTITUTE_KEY = ownInstituteKey('admin');

/** The signed-in admin's own institute (GET /admin/institute). */
export const useAdminInstitute = () => useOwnInstitute('admin');
