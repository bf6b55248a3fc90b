import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { shellPageWith, type PrerenderedPage } from './prerendered-page';
import type { PrerenderedSource } from './prerendered-source';

interface Composed {
  index: string;
  page: PrerenderedPage;
  plain: Buffer;
  gzipped: Buffer;
}

/**
 * Answers '/' with the shell's index.html (read from `dir` on each request, so a new shell build is served
 * at once) holding the current prerendered page; answers false, sending nothing, when there is none.
 */
export function shellPageResponder(dir: string, source: PrerenderedSource) {
  let last: Composed | null = null;

  async function composed(page: PrerenderedPage): Promise<Composed> {
    const index = await readFile(path.join(dir, 'index.html'), 'utf8');
    if (last?.index !== index || last.page !== page) {
      const plain = Buffer.from(shellPageWith(index, page));
      last = { index, page, plain, gzipped: gzipSync(plain) };
    }
    return last;
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const page = await source.current();
    if (!page) return false;
    const { plain, gzipped } = await composed(page);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? gzipped : plain;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Origin, Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
