import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { DELIVERY_HEADER, SIGNATURE_HEADER, signRollCallBody } from '@rollcall/contracts/webhook-signature';
import type { CheckedAddress } from './webhook-address';

export interface SignedPost {
  target: CheckedAddress;
  deliveryId: string;
  body: string;
  secret: string;
  /** The whole exchange, connection to the answer's last byte. */
  timeoutMs: number;
  now: Date;
}

/** The most of an answer's body read (and dropped): a receiver cannot keep the dispatcher busy with it. */
const ANSWER_BYTES_MAX = 64 * 1024;

/**
 * POSTs a signed delivery and answers the receiver's status. The connection goes to the address that was checked,
 * never to a fresh resolution of the host name, while TLS still checks the certificate against the host name.
 * Redirects are not followed: a 3xx is an answer like any other.
 */
export function postWebhook({ target, deliveryId, body, secret, timeoutMs, now }: SignedPost): Promise<number> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    else callback(null, target.address, target.family);
  };
  const { url } = target;
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'RollCall-Webhooks/1',
          [SIGNATURE_HEADER]: signRollCallBody(secret, body, Math.floor(now.getTime() / 1000)),
          [DELIVERY_HEADER]: deliveryId,
        },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES_MAX) response.destroy();
        });
        response.on('close', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
