import useSWR from 'swr';
import { fetcher } from '@rollcall/api-client';
import type { AdminInstituteResponse } from '@rollcall/contracts';

export const ADMIN_INSTITUTE_KEY = '/admin/institute';

/** The signed-in admin's own institute (GET /admin/institute). */
export function useAdminInstitute() {
  return useSWR<AdminInstituteResponse>(ADMIN_INSTITUTE_KEY, fetcher, { revalidateOnFocus: false });
}
