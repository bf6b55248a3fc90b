import { apiTokenFieldsSchema, apiTokenListAnswer, createdApiTokenAnswer } from '../../api-tokens';
import { successAnswer } from '../../errors';
import { apiTokenEndpoints } from '../endpoints/api-tokens';
import { defineRoutes } from '../route';
import { exampleSecret, feesSystem, lmsSync } from './api-tokens-examples';

const sessionOnly =
  'Only a signed-in admin manages tokens: a call made with an API token is refused (403), so a leaked token cannot ' +
  'make itself new ones that outlive its revocation.';

export const apiTokenRoutes = defineRoutes(apiTokenEndpoints, {
  listApiTokens: {
    summary: 'The institute’s API tokens, without their secrets',
    description: `Newest first; revoked tokens are left out. ${sessionOnly}`,
    tag: 'Integrations',
    access: 'admin',
    permission: 'manage_roles',
    answers: {
      200: {
        description: 'The tokens',
        schema: apiTokenListAnswer,
        example: { success: true, apiTokens: [lmsSync, feesSystem] },
      },
    },
  },
  createApiToken: {
    summary: 'Create an API token; its secret is answered this once',
    description:
      'The token calls any `/admin/*` call with `Authorization: Bearer <secret>` as the creating admin, holding only ' +
      'the permissions given here (and never more than the creator holds at the time of the call). Nobody gives a ' +
      `permission they do not hold. Only a hash of the secret is stored. ${sessionOnly}`,
    tag: 'Integrations',
    access: 'admin',
    permission: 'manage_roles',
    body: apiTokenFieldsSchema,
    bodyExample: { name: feesSystem.name, permissions: feesSystem.permissions, expiresOn: feesSystem.expiresOn },
    answers: {
      201: {
        description: 'The token, and its secret: store it now, it is never shown again',
        schema: createdApiTokenAnswer,
        example: { success: true, apiToken: { ...feesSystem, lastUsedAt: null }, secret: exampleSecret },
      },
    },
    refusals: {
      400: 'Invalid input: the messages say what to fix (an expiry date in the past among them)',
      403: 'Refused: another role, no `manage_roles` permission, a temporary password, a call made with an API token, or a permission the caller does not hold; or a write without the CSRF header, or from an origin that is not the shell’s',
    },
  },
  revokeApiToken: {
    summary: 'Revoke an API token at once',
    description: `Calls with it answer 401 from now on. ${sessionOnly}`,
    tag: 'Integrations',
    access: 'admin',
    permission: 'manage_roles',
    answers: { 200: { description: 'The token, revoked', schema: successAnswer, example: { success: true } } },
  },
});
