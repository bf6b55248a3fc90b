import type { Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { createHttpServer, serverTimeouts } from '../src';

// The server every RollCall part listens with: a client that trickles its request is cut off, one that hangs up is a
// line in the log.

const short = { headersTimeout: 400, requestTimeout: 800, connectionsCheckingInterval: 50 };
let server: Server;
let lines: string[];

beforeEach(async () => {
  lines = [];
  server = createHttpServer(
    (req, res) => {
      req.resume();
      req.on('end', () => res.end('ok'));
    },
    { log: (line) => lines.push(line), timeouts: short },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
});

/** A client that sends `parts` one every `everyMs` and collects what comes back until the server closes. */
function trickle(parts: string[], everyMs: number): Promise<{ answer: string; closedAfterMs: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    let answer = '';
    const socket: Socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    const timer = setInterval(() => {
      const part = parts.shift();
      if (part !== undefined && !socket.destroyed) socket.write(part);
    }, everyMs);
  });
}

const slowHeaders = Array.from({ length: 100 }, (_, i) => (i === 0 ? 'GET / HTTP/1.1\r\nHost: x\r\n' : `X-Slow-${i}: y\r\n`));

describe('createHttpServer', () => {
  it('has the limits that let a slow phone through and cut off a client that never finishes', () => {
    const plain = createHttpServer(undefined, { log: () => {} });
    expect(plain.headersTimeout).toBe(serverTimeouts.headersTimeout);
    expect(plain.requestTimeout).toBe(serverTimeouts.requestTimeout);
    expect(plain.keepAliveTimeout).toBe(serverTimeouts.keepAliveTimeout);
    expect(plain.timeout).toBe(serverTimeouts.idleSocketTimeout);
    expect(serverTimeouts.headersTimeout).toBeLessThan(serverTimeouts.requestTimeout);
  });

  it('answers 408 and closes the socket of a client that trickles its headers', async () => {
    const { answer, closedAfterMs } = await trickle(slowHeaders, 40);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfterMs).toBeLessThan(2_000);
    expect(lines).toEqual(['request refused before it was read: 408 (ERR_HTTP_REQUEST_TIMEOUT)']);
  });

  it('answers 408 and closes the socket of a client that trickles its body', async () => {
    const body = Array.from({ length: 100 }, () => 'x');
    const { answer, closedAfterMs } = await trickle(['POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n', ...body], 40);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfterMs).toBeLessThan(2_500);
  });

  it.each(['destroy', 'resetAndDestroy'] as const)(
    'logs one line, no stack, for a client that hangs up mid-headers (%s)',
    async (how) => {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      socket.on('error', () => {});
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Half');
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket[how]();
      const deadline = Date.now() + 2_000;
      while (lines.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lines).toEqual([
        expect.stringMatching(/^before its request was read: client went away \((ECONNRESET|HPE_INVALID_EOF_STATE)\)$/),
      ]);
    },
  );

  it('answers a request that arrives in time', async () => {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(await response.text()).toBe('ok');
    expect(lines).toEqual([]);
  });
});
