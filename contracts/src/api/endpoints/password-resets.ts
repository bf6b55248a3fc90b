import { endpointsOf } from '../endpoint';

export const passwordResetEndpoints = endpointsOf({
  sendPasswordReset: ['post', '/admin/users/{id}/password-reset'],
});
