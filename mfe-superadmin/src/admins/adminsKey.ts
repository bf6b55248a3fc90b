import { endpoints, keyOf } from '@rollcall/api-client';

/** The swr key of an institute's admins: the list reads it and a new admin refreshes it. */
export const adminsKey = (instituteId: string) => keyOf(endpoints.listAdmins, { query: { instituteId } });
