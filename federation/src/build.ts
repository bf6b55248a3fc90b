import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Configuration } from '@rspack/core';
import { compile } from './compile';
import { writeDefaultRemotesFile } from './default-remotes-file';
import { frontendNames, type FrontendName } from './frontends';
import { distDir, frontendDir, repoRoot } from './paths';
import { prerenderRemote } from './prerender-build';
import { prerenderedRoute } from './prerendered';
import { REMOTES_FILE } from './remotes-file';
import { frontendBuilds } from './rspack-config';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface BuildOptions {
  /** Which frontends; default all five. */
  names?: FrontendName[];
  /** Builds running at once; default 2 (these machines have 2 cores). */
  concurrency?: number;
  root?: string;
  /** apiBase written into the default shell/dist/remotes.json; serveFrontends answers its own. */
  apiBase?: string;
  log?: (line: string) => void;
}

export interface BuildResult {
  name: FrontendName;
  ms: number;
}

/** Loads <folder>/rspack.config.ts (needs a TypeScript-aware runtime such as tsx): every build it makes. */
export function loadConfig(name: FrontendName, root = repoRoot): Configuration[] {
  const file = path.join(frontendDir(name, root), 'rspack.config.ts');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(file) as { default?: Configuration };
  if (!loaded.default) throw new Error(`${file} has no default export`);
  return frontendBuilds(loaded.default);
}

/**
 * Writes a .br and a .gz beside every text asset, each at its best compression (done once here, not per request), so
 * the static server sends Brotli to a browser that accepts it and gzip to one that does not.
 */
async function precompress(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name !== REMOTES_FILE && /\.(js|css|html|json|svg)$/.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const body = await fs.readFile(file);
        const [brotli, gzipped] = await Promise.all([
          brotliAsync(body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
          gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, brotli), fs.writeFile(`${file}.gz`, gzipped)]);
      }),
  );
}

/** Production builds of the shell and the remotes, two at a time by default. */
export async function buildFrontends(options: BuildOptions = {}): Promise<BuildResult[]> {
  const root = options.root ?? repoRoot;
  const names = options.names ?? [...frontendNames];
  const log = options.log ?? (() => {});
  const queue = [...names];
  const results: BuildResult[] = [];

  async function worker(): Promise<void> {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const started = Date.now();
      // A remote's two builds share dist/, so neither may clean it: start from an empty folder here.
      await fs.rm(distDir(name, root), { recursive: true, force: true });
      const configs = loadConfig(name, root);
      const stats = await compile(configs);
      // The page the shell serves at '/' is rendered from the remote's own build, so deploying it needs no shell build.
      if (name === prerenderedRoute.remote) await prerenderRemote(configs[0]!, stats, distDir(name, root));
      // remotes.json stays uncompressed: deployers edit it in place.
      if (name === 'shell') await writeDefaultRemotesFile(root, process.env, options.apiBase);
      await precompress(distDir(name, root));
      const ms = Date.now() - started;
      results.push({ name, ms });
      log(`built ${name} in ${ms} ms`);
    }
  }

  const workers = Math.max(1, Math.min(options.concurrency ?? 2, names.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}
