import { endpointsOf } from '../endpoint';

/** The institute's API tokens: what lets another system call the admin API. */
export const apiTokenEndpoints = endpointsOf({
  listApiTokens: ['get', '/admin/api-tokens'],
  createApiToken: ['post', '/admin/api-tokens'],
  revokeApiToken: ['delete', '/admin/api-tokens/{id}'],
});
