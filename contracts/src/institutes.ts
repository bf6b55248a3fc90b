import { z } from 'zod';
import { successAnswerOf } from './errors';
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

/** The stored address: a registration checks it as an email, an edit only as something@something.something. */
export const instituteSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().meta({ format: 'email' }),
    phoneNumber: z.string(),
    address: z.string().describe('May span several lines.'),
  })
  .meta({ id: 'Institute', description: 'A school, college or coaching centre on the platform.' });
export type Institute = z.infer<typeof instituteSchema>;

/** One institute: as registered or edited by the super admin, or read by one of its own users. */
export const instituteAnswer = successAnswerOf({ institute: instituteSchema });
export type InstituteResponse = z.infer<typeof instituteAnswer>;

/** GET /superadmin/institute */
export const instituteListAnswer = successAnswerOf({ instituteData: z.array(instituteSchema) });
export type InstituteListResponse = z.infer<typeof instituteListAnswer>;

export const platformStatsSchema = z
  .object({
    institutes: z.number().int().min(0),
    students: z.number().int().min(0).describe('Students of every institute.'),
    teachers: z.number().int().min(0).describe('Teachers of every institute.'),
  })
  .meta({ id: 'PlatformStats', description: 'Counts across every institute.' });
export type PlatformStats = z.infer<typeof platformStatsSchema>;

/** GET /superadmin/stats: real counts for the super admin dashboard. */
export const statsAnswer = successAnswerOf({ stats: platformStatsSchema });
export type SuperadminStatsResponse = z.infer<typeof statsAnswer>;
