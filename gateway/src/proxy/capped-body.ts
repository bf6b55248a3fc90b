import type { Readable } from 'node:stream';

export class BodyTooLargeError extends Error {
  constructor() {
    super('body too large');
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The request body as it arrives, failing as soon as it grows past the cap (chunked bodies have no length).
 * Whatever ends it early (the cap, or the client hanging up) also goes to onFailure: the upload that reads
 * it fails with an error of its own, which does not say the fault was the client's.
 */
export async function* cappedBody(body: Readable, maxBytes: number, onFailure: (error: unknown) => void): AsyncGenerator<Buffer> {
  let received = 0;
  try {
    for await (const chunk of body) {
      const buffer = chunk as Buffer;
      received += buffer.length;
      if (received > maxBytes) throw new BodyTooLargeError();
      yield buffer;
    }
  } catch (error) {
    onFailure(error);
    throw error;
  }
}
