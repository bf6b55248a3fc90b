import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Serves a Koa app on a free loopback port. */
export async function serve(app: Koa): Promise<Served> {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface Sent {
  method?: string;
  headers?: Record<string, string>;
  /** Sent with a Content-Length; chunks are sent chunked, without one. */
  body?: string | Buffer | Buffer[];
}

export interface Received {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** One request through node:http, which shows every response header (Connection too) as sent. */
export function send(url: string, { method = 'POST', headers = {}, body }: Sent = {}): Promise<Received> {
  return new Promise((resolve, reject) => {
    const chunked = Array.isArray(body);
    const outgoing = request(url, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(body !== undefined && !chunked ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        ...headers,
      },
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text ? JSON.parse(text) : undefined });
      });
    });
    // The server may answer and close before the whole body is written.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
    if (chunked) for (const chunk of body) outgoing.write(chunk);
    else if (body !== undefined) outgoing.write(body);
    outgoing.end();
  });
}
