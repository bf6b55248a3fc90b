import { apiTokenMessages } from '@rollcall/contracts';

export const apiTokenRefusals = {
  'not-found': apiTokenMessages.tokenNotFound,
  invalid: apiTokenMessages.expiryPast,
  forbidden: apiTokenMessages.permissionsNotHeld,
} as const;
