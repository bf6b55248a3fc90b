import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyRollCallSignature } from '@rollcall/contracts/webhook-signature';

export interface BenchReceiver {
  url: string;
  /** How many times each delivery id arrived. */
  arrivals: Map<string, number>;
  /** Requests whose signature did not check. */
  badSignatures: number;
  close(): Promise<void>;
}

/** A receiver on a loopback port that checks every signature and counts each delivery id, answering 204. */
export async function startBenchReceiver(secret: string): Promise<BenchReceiver> {
  const receiver: BenchReceiver = { url: '', arrivals: new Map(), badSignatures: 0, close: async () => {} };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (!verifyRollCallSignature(secret, body, request.headers['x-rollcall-signature'] as string | undefined).ok) {
        receiver.badSignatures++;
        response.writeHead(401).end();
        return;
      }
      const id = String(request.headers['x-rollcall-delivery']);
      receiver.arrivals.set(id, (receiver.arrivals.get(id) ?? 0) + 1);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rollcall`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return receiver;
}
