import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, unzipSync } from 'node:zlib';

export interface WatchedBody {
  /** Stops keeping the bytes; call it once the reader is done, however it ended. */
  stop(): void;
  /**
   * Whether the body, once decoded as its Content-Encoding says, is UTF-8. `text` is what the reader made of it:
   * only a text holding U+FFFD (which a loose reader writes for each invalid sequence) needs its bytes checked.
   */
  wasUtf8(text: string, contentEncoding: string): boolean;
}

/**
 * Keeps the bytes of a request body as they arrive, beside the reader that consumes them. The JSON reader turns
 * invalid UTF-8 into U+FFFD without a word, and only the bytes can tell that apart from a U+FFFD the client sent.
 * It listens only once the reader does: a body the reader refuses unread stays paused on the socket. At most
 * `maxBytes` are kept; a body that was longer and still read cannot be vouched for.
 */
export function watchBody(req: IncomingMessage, maxBytes: number): WatchedBody {
  const chunks: Buffer[] = [];
  let size = 0;
  const keep = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  };
  const listenAlong = (event: string | symbol) => {
    if (event !== 'data') return;
    req.off('newListener', listenAlong);
    req.on('data', keep);
  };
  req.on('newListener', listenAlong);
  return {
    stop() {
      req.off('newListener', listenAlong);
      req.off('data', keep);
    },
    wasUtf8(text, contentEncoding) {
      if (!text.includes('\uFFFD')) return true;
      if (size > maxBytes) return false;
      const wire = Buffer.concat(chunks);
      const encoding = contentEncoding.trim().toLowerCase();
      if (encoding === 'gzip' || encoding === 'deflate') return isUtf8(unzipSync(wire));
      if (encoding === 'br') return isUtf8(brotliDecompressSync(wire));
      return isUtf8(wire);
    },
  };
}
