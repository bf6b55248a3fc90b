import { z } from 'zod';
import { isoDate } from './calendar';
import { permissionSchema, permissions } from './custom-roles';
import { successAnswerOf } from './errors';
import { requiredText } from './fields';
import { messages } from './messages';
import { minutesText } from './minutes';
import { strictObject } from './strict';

export const API_TOKEN_NAME_MAX = 80;
/** What every secret starts with, so secret scanners and people recognise a leaked one. */
export const API_TOKEN_PREFIX = 'rc_';

/** What an admin or an integration reads about API tokens. */
export const apiTokenMessages = {
  tokenNotFound: 'API token not found',
  permissionsRequired: 'Choose at least one permission',
  expiryPast: 'The expiry date cannot be in the past',
  permissionsNotHeld: 'You cannot give a token a permission you do not hold',
  unknownToken: 'This API token is not valid: check that it was copied whole',
  revokedToken: 'This API token has been revoked',
  expiredToken: (day: string) => `This API token expired on ${day}`,
  adminCallsOnly: 'An API token can only call the /admin API',
  tokensCannotManageTokens: 'An API token cannot manage API tokens: sign in as an admin to do that',
  tooManyCalls: (minutes: number) => `Too many calls with this API token. Please try again in ${minutesText(minutes)}.`,
} as const;

/** POST /admin/api-tokens. */
export const apiTokenFieldsSchema = strictObject({
  name: requiredText(messages.nameRequired, 'Name', API_TOKEN_NAME_MAX),
  permissions: z
    .array(z.enum(permissions, { error: messages.permissionUnknown }), { error: messages.permissionUnknown })
    .min(1, apiTokenMessages.permissionsRequired)
    .max(permissions.length)
    .transform((list) => permissions.filter((permission) => list.includes(permission))),
  expiresOn: isoDate().optional().describe('The last day the token works, in the institute’s time zone; none for no expiry.'),
});
export type ApiTokenFields = z.input<typeof apiTokenFieldsSchema>;

export const apiTokenSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    permissions: z.array(permissionSchema).describe('What the token may do, in the order of the list of permissions.'),
    expiresOn: z.string().nullable().describe('The last day it works (YYYY-MM-DD), or null for no expiry.'),
    createdAt: z.string().describe('When it was created (ISO 8601, UTC).'),
    lastUsedAt: z.string().nullable().describe('When it last made a call, to the minute; null if never.'),
  })
  .meta({ id: 'ApiToken', description: 'An API token of the institute, without its secret.' });
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const createdApiTokenAnswer = successAnswerOf({
  apiToken: apiTokenSchema,
  secret: z.string().describe('The token to send as `Authorization: Bearer <secret>`. Shown this once, never again.'),
});
export type CreatedApiTokenResponse = z.infer<typeof createdApiTokenAnswer>;

export const apiTokenListAnswer = successAnswerOf({ apiTokens: z.array(apiTokenSchema) });
export type ApiTokenListResponse = z.infer<typeof apiTokenListAnswer>;
