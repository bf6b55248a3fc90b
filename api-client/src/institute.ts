import useSWR from 'swr';
import type { Role } from '@rollcall/contracts';
import { endpoints } from '@rollcall/contracts/endpoints';
import { type AnswerOf, keyOf } from './calls';
import { fetcher } from './client';

/** Where an institute's own user reads their institute: under their role's prefix. */
const ownInstitute = {
  admin: endpoints.adminInstitute,
  teacher: endpoints.teacherInstitute,
  student: endpoints.studentInstitute,
  parent: endpoints.parentInstitute,
} as const satisfies Record<Exclude<Role, 'superadmin'>, unknown>;

/** The swr key of the signed-in user's own institute. */
const ownInstituteKey = (role: Exclude<Role, 'superadmin'>) => keyOf(ownInstitute[role]);

/** The signed-in user's own institute, read once per visit. */
export function useOwnInstitute(role: Exclude<Role, 'superadmin'>) {
  return useSWR<AnswerOf<typeof endpoints.adminInstitute>>(ownInstituteKey(role), fetcher, { revalidateOnFocus: false });
}
