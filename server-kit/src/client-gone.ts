import type { ServerResponse } from 'node:http';

/** What sockets, streams and body readers raise when the other side hung up (reset, closed, or stopped mid-request). */
const GONE = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
  'HPE_INVALID_EOF_STATE',
  'UND_ERR_ABORTED',
]);

/** Thrown by code that stops working for a client that has hung up (a streamed download). */
export class ClientGoneError extends Error {
  readonly code = 'ECONNABORTED';

  constructor() {
    super('the client went away');
    this.name = 'ClientGoneError';
  }
}

/** True for an error that only says a client went away mid-request or mid-answer: no fault of the server's. */
export function isClientGone(error: unknown): boolean {
  const { code, type } = (error ?? {}) as { code?: unknown; type?: unknown };
  return (typeof code === 'string' && GONE.has(code)) || type === 'request.aborted';
}

/**
 * True once the client can no longer receive this answer: it reset or closed the connection. Read the socket,
 * not only `destroyed`: a client's FIN ends the socket's writing side before anything destroys the response.
 */
export function hasHungUp(res: ServerResponse): boolean {
  if (res.destroyed) return true;
  if (res.writableEnded) return false;
  return !res.socket || res.socket.destroyed || !res.socket.writable;
}

/** The one line logged for a client that hung up: what it asked for and the code, never a stack. */
export function clientGoneLine(what: string, error: unknown): string {
  const { code, type } = (error ?? {}) as { code?: unknown; type?: unknown };
  return `${what}: client went away (${String(code ?? type ?? 'closed')})`;
}
