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

export const responses = {
  unauthenticated: 'Unauthenticated',
  forbidden: 'You do not have access to this area',
  notFound: 'Not found',
  malformedJson: 'Malformed JSON body',
  tooLarge: 'Request body is too large',
  notJson: 'Request body must be JSON',
  unavailable: 'Service temporarily unavailable, please try again',
  internal: 'Something went wrong',
} as const;
