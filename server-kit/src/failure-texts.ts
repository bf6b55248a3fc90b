import { gatewayMessages, messages } from '@rollcall/contracts';

/** What gateway and services alike answer when a request fails for a reason of HTTP, not of the domain. */
export const failureTexts = {
  notFound: gatewayMessages.notFound,
  methodNotAllowed: gatewayMessages.methodNotAllowed,
  malformedJson: gatewayMessages.malformedJson,
  undecodableBody: gatewayMessages.undecodableBody,
  notUtf8: gatewayMessages.notUtf8Body,
  tooLarge: gatewayMessages.bodyTooLarge,
  notJson: 'Request body must be JSON',
  unavailable: gatewayMessages.serviceUnavailable,
  internal: messages.loginFallback,
} as const;
