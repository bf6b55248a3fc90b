import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { createHttpServer } from '@rollcall/server-kit/http-server';
import { watchAnswer } from './answer-watch';
import { frontendNames, PRERENDERED_PAGE, REMOTE_ENTRY, REMOTE_MANIFEST, remoteNames, type FrontendName } from './frontends';
import { listensEverywhere } from './public-urls';
import { distDir, repoRoot } from './paths';
import { prerenderedRoute } from './prerendered';
import { prerenderedSource } from './prerendered-source';
import { REMOTES_FILE, remotesFile } from './remotes-file';
import { shellPageResponder } from './shell-page';

export interface ServeOptions {
  /** Interface to listen on, e.g. '127.0.0.1' or '0.0.0.0'. */
  host: string;
  /** Port per frontend; 0 picks a free one (tests). Frontends left out are not served. */
  ports: Partial<Record<FrontendName, number>>;
  /**
   * The gateway's public base URL, written into remotes.json for the shell's API client. A function is read
   * on every request for remotes.json, so the gateway may start after the frontends (tests: any free port).
   */
  api: string | (() => string);
  /** Public origin per frontend when it differs from http://<host>:<port> (proxy, another host name). */
  publicUrls?: Partial<Record<FrontendName, string>>;
  /** Repository root holding the <folder>/dist builds; default this checkout. */
  root?: string;
  /**
   * Whether '/' is served with the landing remote's prerendered HTML inside the shell's page (default true).
   * False serves the shell's empty page, which renders in the browser only: the baseline of bench/bundle.
   * The page is fetched from the landing's public URL and rechecked every `prerenderTtlMs` (default 2000), so
   * a new landing deploy shows without a restart; a landing that is down or has none gives the empty page.
   */
  prerender?: boolean;
  prerenderTtlMs?: number;
  /** Gets a line for each client that hung up or sent what could not be read; default the console. */
  log?: (message: string) => void;
}

export interface ServedFrontends {
  /** Public origin of each served frontend, e.g. { shell: 'http://127.0.0.1:3000', ... }. */
  urls: Partial<Record<FrontendName, string>>;
  close(): Promise<void>;
}

const YEAR = 60 * 60 * 24 * 365;
/** Names Rspack gives content-hashed files: `assets/<name>.<10 hex>.js`. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
/** Files that name other files: always revalidated so a redeploy is picked up at once. */
const ALWAYS_FRESH = new Set([REMOTE_ENTRY, REMOTE_MANIFEST, PRERENDERED_PAGE, REMOTES_FILE, 'index.html']);

function cacheControl(pathname: string): string {
  const file = path.posix.basename(pathname);
  if (ALWAYS_FRESH.has(file) || file === '') return 'no-cache';
  if (HASHED.test(file)) return `public, max-age=${YEAR}, immutable`;
  return 'no-cache';
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function shut(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Serves the production builds (<folder>/dist) of the shell and the remotes, each on its own port:
 * CORS for the other frontends' origins, a year of cache for hashed assets, no-cache for the files that
 * name them, precompressed Brotli or gzip as the browser accepts, `/remotes.json` written from these settings,
 * and each frontend's index.html for any other page address (client-side routes). The shell answers '/'
 * with the landing's prerendered page inside its index.html (see prerendered.ts).
 */
export async function serveFrontends(options: ServeOptions): Promise<ServedFrontends> {
  const root = options.root ?? repoRoot;
  const names = frontendNames.filter((name) => options.ports[name] !== undefined);
  const servers = new Map<FrontendName, Server>();
  const urls: Partial<Record<FrontendName, string>> = {};
  const displayHost = listensEverywhere(options.host) ? 'localhost' : options.host;
  const log = options.log ?? ((message: string) => console.log(`[frontends] ${message}`));

  function remotesJson(): string {
    const origins = Object.fromEntries(
      remoteNames.map((name) => [name, urls[name] ?? `http://${displayHost}:${options.ports[name] ?? 0}`]),
    ) as Record<(typeof remoteNames)[number], string>;
    return JSON.stringify(remotesFile(typeof options.api === 'function' ? options.api() : options.api, origins));
  }

  const prerendered = prerenderedSource({
    origin: () => urls[prerenderedRoute.remote] ?? options.publicUrls?.[prerenderedRoute.remote],
    ttlMs: options.prerenderTtlMs,
  });

  function allowedOrigin(origin: string | undefined): string | null {
    if (!origin) return null;
    return Object.values(urls).some((url) => url === origin) ? origin : null;
  }

  function handler(name: FrontendName) {
    const dir = distDir(name, root);
    if (!existsSync(path.join(dir, 'index.html'))) {
      throw new Error(`${name} has no production build in ${dir}: run the frontends' build first`);
    }
    const files = sirv(dir, {
      dev: false,
      etag: true,
      brotli: true,
      gzip: true,
      setHeaders: (res, pathname) => {
        res.setHeader('Cache-Control', cacheControl(pathname));
        res.setHeader('Vary', 'Origin, Accept-Encoding');
      },
    });
    const page = name === 'shell' && options.prerender !== false ? shellPageResponder(dir, prerendered) : null;

    return async (req: IncomingMessage, res: ServerResponse) => {
      watchAnswer(req, res, log);
      const origin = allowedOrigin(req.headers.origin);
      if (origin) {
        res.setHeader('Access-Control-Allow-Origin', origin);
      }
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.statusCode = 204;
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.statusCode = 405;
        res.setHeader('Allow', 'GET, HEAD, OPTIONS');
        return res.end();
      }
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      if (name === 'shell' && pathname === `/${REMOTES_FILE}`) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        return res.end(req.method === 'HEAD' ? undefined : remotesJson());
      }
      if (page && pathname === prerenderedRoute.path && (await page(req, res).catch(() => false))) return;
      files(req, res, () => {
        // Client-side routes (no file extension) get the frontend's index.html (the shell, or a remote's
        // standalone page); anything else is missing.
        if (!path.posix.extname(pathname)) {
          req.url = '/index.html';
          return files(req, res, () => notFound(res));
        }
        notFound(res);
      });
    };
  }

  async function start(name: FrontendName): Promise<void> {
    const server = createHttpServer(handler(name), { log });
    const port = await listen(server, options.ports[name] ?? 0, options.host);
    servers.set(name, server);
    urls[name] = options.publicUrls?.[name]?.replace(/\/+$/, '') ?? `http://${displayHost}:${port}`;
  }

  try {
    for (const name of names) await start(name);
  } catch (error) {
    await Promise.all([...servers.values()].map(shut));
    throw error;
  }

  return {
    urls,
    close: async () => {
      await Promise.all([...servers.values()].map(shut));
    },
  };
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end('Not found');
}
