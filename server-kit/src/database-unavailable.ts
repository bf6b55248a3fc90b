/** Network failures, and PostgreSQL's admin shutdown / crash shutdown / cannot connect now / too many connections. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300']);

/**
 * True when PostgreSQL could not be reached (refused, terminated, shutting down, any 08xxx connection
 * exception), as opposed to a query it refused. Gateway and services both answer these with 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)
  );
}
