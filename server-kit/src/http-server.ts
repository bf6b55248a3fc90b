import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { Socket } from 'node:net';
import { clientGoneLine, isClientGone } from './client-gone';

// Servers without Koa (the frontends' static server) take everything from this entry, which loads no Koa.
export { clientGoneLine };

/**
 * How long a client may take, sized for the slowest phone we still serve (about 140 kbit/s, a weak 2G/EDGE link,
 * with a few seconds of lost packets) and no longer, so a client that trickles bytes frees its socket:
 * - the request line and headers (a few KB, cookie included) come within 20 s;
 * - the whole request within 5 minutes: the largest body accepted, a 5 MB CSV import, takes about that long there;
 * - an idle connection is kept 10 s for the page's next call;
 * - a connection where no byte moves either way for 2 minutes (a client that stopped reading its answer) is closed.
 */
export const serverTimeouts = {
  headersTimeout: 20_000,
  requestTimeout: 300_000,
  keepAliveTimeout: 10_000,
  idleSocketTimeout: 120_000,
  /** How often Node checks the first two; a trickling client is cut at most this much after its limit. */
  connectionsCheckingInterval: 5_000,
};

export type ServerTimeouts = typeof serverTimeouts;

export interface HttpServerOptions {
  /** Gets one line per client that hung up or sent a request that could not be read. */
  log: (message: string) => void;
  /** Shorter limits (tests). */
  timeouts?: Partial<ServerTimeouts>;
}

/**
 * The Node HTTP server every RollCall server listens with: the limits above, and a client that hangs up or sends
 * what is not HTTP before its request is read is one line in the log, its socket closed, never an error event.
 */
export function createHttpServer(listener: RequestListener | undefined, { log, timeouts }: HttpServerOptions): Server {
  const limits = { ...serverTimeouts, ...timeouts };
  const server = createServer({
    headersTimeout: limits.headersTimeout,
    requestTimeout: limits.requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
    connectionsCheckingInterval: limits.connectionsCheckingInterval,
  });
  // A connection whose answer is under way: a hang-up there is logged by whoever writes that answer.
  const answering = new WeakSet<Socket>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    answering.add(req.socket);
    res.once('close', () => answering.delete(req.socket));
  });
  if (listener) server.on('request', listener);
  server.setTimeout(limits.idleSocketTimeout);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (isClientGone(error) || !socket.writable) {
      if (!answering.has(socket)) log(clientGoneLine('before its request was read', error));
      socket.destroy();
    } else refuseUnreadable(error, socket, log);
  });
  return server;
}

/** Node's own answer to a request it could not read (408, 431 or 400), with a line in the log instead of silence. */
function refuseUnreadable(error: NodeJS.ErrnoException, socket: Socket, log: (message: string) => void): void {
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  log(`request refused before it was read: ${status} (${error.code ?? error.message})`);
  // Only where no answer has begun on this connection: anything else would be read as part of that answer.
  if (socket.bytesWritten > 0) return void socket.destroy();
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`, () => socket.destroy());
}
