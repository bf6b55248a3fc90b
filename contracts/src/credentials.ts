import { z } from 'zod';
import { email } from './fields';
import { messages } from './messages';
import { roles } from './roles';
import { strictObject } from './strict';

/** The gateway's internal call after Google has vouched for an email: which account of this role uses it? */
export const googleSignInSchema = strictObject({
  role: z.enum(roles, { error: messages.roleRequired }),
  email: email(),
});
export type GoogleSignInInput = z.input<typeof googleSignInSchema>;
