import { useOwnInstitute } from '@rollcall/api-client';

/** The signed-in admin's own institute (GET /admin/institute). */
export const useAdminInstitute = () => useOwnInstitute('admin');
