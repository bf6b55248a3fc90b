import type { Readable } from 'node:stream';

export class BodyTooLargeError extends Error {
  constructor() {
    super('body too large');
    this.name = 'BodyTooLargeError';
  }
}

/** The request body as it arrives, failing as soon as it grows past the cap (chunked bodies have no length). */
export async function* cappedBody(body: Readable, maxBytes: number, onTooLarge: () => void): AsyncGenerator<Buffer> {
  let received = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    received += buffer.length;
    if (received > maxBytes) {
      onTooLarge();
      throw new BodyTooLargeError();
    }
    yield buffer;
  }
}
