import useSWR from 'swr';
import type { InstituteResponse, Role } from '@rollcall/contracts';
import { fetcher } from './client';

/** Where an institute's own user reads their institute: under their role's prefix. */
export const ownInstituteKey = (role: Exclude<Role, 'superadmin'>) => `/${role}/institute`;

/** The signed-in user's own institute (GET /<role>/institute), read once per visit. */
export function useOwnInstitute(role: Exclude<Role, 'superadmin'>) {
  return useSWR<InstituteResponse>(ownInstituteKey(role), fetcher, { revalidateOnFocus: false });
}
