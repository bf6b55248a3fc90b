import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST as the receiver got it: the raw body, exactly as signed. */
export interface Received {
  body: string;
  signature: string | undefined;
  delivery: string | undefined;
  contentType: string | undefined;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: Received[];
  /** What the receiver answers from now on. */
  answerWith(status: number): void;
  close(): Promise<void>;
}

/** A receiver of webhooks on a loopback port (a free one, or the one given), recording every POST. */
export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: request.headers['x-rollcall-signature'] as string | undefined,
        delivery: request.headers['x-rollcall-delivery'] as string | undefined,
        contentType: request.headers['content-type'],
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/hooks`,
    port: bound,
    received,
    answerWith(next) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
