/** An answer to send as `{ success: false, errors }` with this status (and optional headers such as Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors[0] ?? `HTTP ${status}`);
    this.name = 'HttpError';
  }
}
