import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { prerenderedDocument } from '../src/prerendered-page';
import { serveFrontends, type ServedFrontends, type ServeOptions } from '../src/serve';

const INDEX =
  '<!doctype html><html><head><title>shell</title></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

/** A landing deployment the test controls: its prerendered page, or down, slow or without one. */
class FakeLanding {
  page = prerenderedDocument('.hero{color:red}', '<h1 class="hero">Attendance That Cares</h1>');
  mode: 'up' | 'slow' | 'missing' = 'up';
  requests: Array<{ url: string; ifNoneMatch?: string }> = [];
  private server: Server = http.createServer((req, res) => {
    this.requests.push({ url: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] });
    if (this.mode === 'slow') return; // never answers
    if (this.mode === 'missing' || req.url !== '/prerendered.html') {
      res.statusCode = 404;
      return res.end('Not found');
    }
    const etag = `"${this.page.length}-${Buffer.from(this.page).toString('base64').slice(-12)}"`;
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      return res.end();
    }
    res.setHeader('ETag', etag);
    res.end(this.page);
  });
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let root: string;
let landing: FakeLanding;
const opened: ServedFrontends[] = [];

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'rollcall-prerendered-'));
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
  landing = new FakeLanding();
  await landing.start();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((served) => served.close()));
  await landing.stop();
  await rm(root, { recursive: true, force: true });
});

/** The shell alone, finding the landing at its public URL. */
async function shell(options: Partial<ServeOptions> = {}): Promise<string> {
  const served = await serveFrontends({
    host: '127.0.0.1',
    ports: { shell: 0 },
    api: 'http://127.0.0.1:4999',
    publicUrls: { landing: landing.url },
    root,
    ...options,
  });
  opened.push(served);
  return served.urls.shell!;
}

const pageOf = async (url: string, init?: RequestInit) => (await fetch(url, init)).text();

describe("the shell's page at '/'", () => {
  it('holds the landing’s prerendered markup inside the root, marked for hydration, with its CSS in the head', async () => {
    const response = await fetch(`${await shell()}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const page = await response.text();
    expect(page).toContain('<style>.hero{color:red}</style></head>');
    expect(page).toContain(
      '<div id="root" data-prerendered="landing/LandingPage"><h1 class="hero">Attendance That Cares</h1></div>',
    );
    expect(page).not.toContain('<noscript>');
  });

  it('is Brotli or gzip as the browser accepts, and answers HEAD with the headers alone', async () => {
    const url = `${await shell()}/`;
    const fetchEncoded = (accepted: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(url, { headers: { 'Accept-Encoding': accepted } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const zipped = await fetchEncoded('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toContain('Attendance That Cares');
    const brotli = await fetchEncoded('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toContain('Attendance That Cares');

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(INDEX.length);
    expect(await head.text()).toBe('');
  });

  it('leaves every other client route the plain index.html', async () => {
    const base = await shell();
    for (const route of ['/login', '/admin/dashboard', '/index.html']) expect(await pageOf(`${base}${route}`)).toBe(INDEX);
  });

  it('is the plain page with prerender: false, without asking the landing', async () => {
    expect(await pageOf(`${await shell({ prerender: false })}/`)).toBe(INDEX);
    expect(landing.requests).toEqual([]);
  });

  it('shows a new landing deploy without a restart, revalidating with the ETag in between', async () => {
    const base = await shell({ prerenderTtlMs: 0 });
    expect(await pageOf(`${base}/`)).toContain('Attendance That Cares');
    expect(await pageOf(`${base}/`)).toContain('Attendance That Cares');
    expect(landing.requests[1]?.ifNoneMatch).toMatch(/^"/);

    landing.page = prerenderedDocument('', '<h1>Roll call, redesigned</h1>');
    expect(await pageOf(`${base}/`)).toContain(
      '<div id="root" data-prerendered="landing/LandingPage"><h1>Roll call, redesigned</h1></div>',
    );
  });

  it('asks the landing at most once per TTL', async () => {
    const base = await shell({ prerenderTtlMs: 60_000 });
    await Promise.all([pageOf(`${base}/`), pageOf(`${base}/`), pageOf(`${base}/`)]);
    await pageOf(`${base}/`);
    expect(landing.requests).toHaveLength(1);
  });

  it('is the plain page, at once, when the landing has no prerendered page or is down', async () => {
    const base = await shell({ prerenderTtlMs: 0 });
    landing.mode = 'missing';
    expect(await pageOf(`${base}/`)).toBe(INDEX);

    await landing.stop();
    const started = Date.now();
    expect(await pageOf(`${base}/`)).toBe(INDEX);
    expect(Date.now() - started).toBeLessThan(300);
  });

  it('does not wait long for a landing that does not answer', async () => {
    const base = await shell({ prerenderTtlMs: 0 });
    landing.mode = 'slow';
    const started = Date.now();
    expect(await pageOf(`${base}/`)).toBe(INDEX);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
