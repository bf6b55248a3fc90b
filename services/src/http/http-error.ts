import { gatewayMessages } from '@rollcall/contracts';

/** A failure with the status and messages the caller should see: `{ success: false, errors }`. */
export class HttpError extends Error {
  readonly errors: string[];

  constructor(
    readonly status: number,
    ...errors: [string, ...string[]]
  ) {
    super(errors[0]);
    this.errors = errors;
  }
}

/** The texts the gateway also answers with come from contracts, so both speak alike. */
export const responses = {
  unauthenticated: 'Unauthenticated',
  forbidden: gatewayMessages.noAccess,
  notFound: gatewayMessages.notFound,
  malformedJson: gatewayMessages.malformedJson,
  undecodableBody: gatewayMessages.undecodableBody,
  tooLarge: gatewayMessages.bodyTooLarge,
  notJson: 'Request body must be JSON',
  unavailable: gatewayMessages.serviceUnavailable,
  internal: 'Something went wrong',
} as const;
