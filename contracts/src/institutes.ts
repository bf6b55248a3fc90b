import type { z } from 'zod';
import { ADDRESS_MAX, email, requiredMultilineText, requiredText, SIMPLE_EMAIL, uuid } from './fields';
import { messages } from './messages';
import { strictObject } from './strict';

const instituteFields = {
  name: requiredText(messages.instituteNameRequired, 'Institute name'),
  email: email(),
  phoneNumber: requiredText(messages.phoneRequired, 'Phone number', 40),
  address: requiredMultilineText(messages.addressRequired, 'Address', ADDRESS_MAX),
};

export const createInstituteSchema = strictObject(instituteFields);
export type CreateInstituteInput = z.input<typeof createInstituteSchema>;

export const updateInstituteSchema = strictObject({
  id: uuid(),
  ...instituteFields,
  email: email(SIMPLE_EMAIL),
});
export type UpdateInstituteInput = z.input<typeof updateInstituteSchema>;

export interface Institute {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
}

/** One institute: as registered or edited by the super admin, or read by one of its own users. */
export interface InstituteResponse {
  success: true;
  institute: Institute;
}

/** GET /superadmin/institute */
export interface InstituteListResponse {
  success: true;
  instituteData: Institute[];
}

/** Counts across every institute. */
export interface PlatformStats {
  institutes: number;
  students: number;
  teachers: number;
}

/** GET /superadmin/stats: real counts for the super admin dashboard. */
export interface SuperadminStatsResponse {
  success: true;
  stats: PlatformStats;
}
