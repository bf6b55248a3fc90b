/**
 * Compiles the gateway once into gateway/dist/main.cjs, so production (and the API benchmark) runs plain
 * JavaScript instead of transpiling through tsx at start-up:
 *
 *   npm run build -w @rollcall/gateway      then   NODE_ENV=production npm start -w @rollcall/gateway
 *
 * Workspace packages (@rollcall/*, shipped as TypeScript) are compiled in; every other package stays a
 * require() of node_modules, unless npm installed it only inside a workspace. `buildEntry` is reused by the
 * benchmark for its services process.
 */
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const REPO_ROOT = path.resolve(__dirname, '..');

/** The package a bare import names: `@scope/name` or `name`, without a sub-path. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Whether Node, running a file in `folder`, finds the package in a node_modules of that folder or one above it. */
function reachableFrom(folder: string, name: string): boolean {
  for (let at = folder; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'node_modules', name))) return true;
    if (path.dirname(at) === at) return false;
  }
}

/**
 * Bare imports stay external, except the TypeScript workspace packages and a package the output could not find:
 * one npm installed only in a workspace's own node_modules (as it does with zod-openapi for contracts).
 */
const nodeModulesExternal = (outDir: string): Plugin => ({
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@rollcall/')) return undefined;
      const external = isBuiltin(args.path) || reachableFrom(outDir, packageOf(args.path));
      return external ? { path: args.path, external: true } : undefined;
    });
  },
});

/** Files that find data next to themselves (migrations, .env) keep their own folder once bundled. */
const keepDirname: Plugin = {
  name: 'keep-dirname',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      return { contents: source.replace(/\b__dirname\b/g, JSON.stringify(path.dirname(args.path))), loader: 'ts' };
    });
  },
};

/** Bundles one TypeScript entry of this repository into a CommonJS file with a source map. */
export async function buildEntry(entry: string, outfile: string): Promise<string> {
  const output = path.resolve(REPO_ROOT, outfile);
  await build({
    entryPoints: [path.resolve(REPO_ROOT, entry)],
    outfile: output,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [nodeModulesExternal(path.dirname(output)), keepDirname],
  });
  return output;
}

/** gateway/dist/main.cjs: the standalone gateway configured by the environment (src/env.ts). */
export function buildGateway(): Promise<string> {
  return buildEntry('gateway/src/main.ts', 'gateway/dist/main.cjs');
}

if (require.main === module) {
  buildGateway().then(
    (file) => console.log(`Built ${path.relative(process.cwd(), file)}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
