import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { shellPageWith, type PrerenderedPage } from './prerendered-page';
import type { PrerenderedSource } from './prerendered-source';

interface Composed {
  page: PrerenderedPage;
  plain: Buffer;
  /** The page in each encoding a browser may accept, best first. */
  encoded: Array<{ encoding: 'br' | 'gzip'; body: Buffer }>;
}

/**
 * Answers '/' with the shell's index.html holding the current prerendered page; answers false, sending
 * nothing, when there is none. The index is read once, like the rest of the shell's build, which the static
 * server lists when it starts; the page is composed again only when the prerendered page changes.
 */
export function shellPageResponder(dir: string, source: PrerenderedSource) {
  let index: Promise<string> | undefined;
  let last: Composed | null = null;

  async function composed(page: PrerenderedPage): Promise<Composed> {
    index ??= readFile(path.join(dir, 'index.html'), 'utf8');
    if (last?.page !== page) {
      const plain = Buffer.from(shellPageWith(await index, page));
      const encoded = [
        { encoding: 'br' as const, body: brotliCompressSync(plain) },
        { encoding: 'gzip' as const, body: gzipSync(plain) },
      ];
      last = { page, plain, encoded };
    }
    return last;
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const page = await source.current();
    if (!page) return false;
    const { plain, encoded } = await composed(page);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const chosen = encoded.find(({ encoding }) => new RegExp(`\\b${encoding}\\b`).test(accepted));
    const body = chosen?.body ?? plain;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Origin, Accept-Encoding');
    if (chosen) res.setHeader('Content-Encoding', chosen.encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
