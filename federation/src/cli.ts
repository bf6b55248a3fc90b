/**
 * npm run build:frontends -w @rollcall/federation [-- shell auth ...]   production builds (2 at a time)
 * npm run serve:frontends -w @rollcall/federation                       serves them on their ports
 * npm run dev -w @rollcall/federation -- auth                           rebuilds one frontend on change and serves it standalone
 */
import { rm } from 'node:fs/promises';
import { rspack } from '@rspack/core';
import { buildFrontends, loadConfig } from './build';
import { localApiBase } from './default-remotes-file';
import { frontendNames, frontendPort, type FrontendName } from './frontends';
import { distDir } from './paths';
import { frontendPublicUrls } from './public-urls';
import { serveFrontends } from './serve';

function parseNames(args: string[]): FrontendName[] | undefined {
  if (args.length === 0) return undefined;
  for (const arg of args) {
    if (!(frontendNames as readonly string[]).includes(arg)) {
      throw new Error(`Unknown frontend "${arg}": one of ${frontendNames.join(', ')}`);
    }
  }
  return args as FrontendName[];
}

const apiBase = () => process.env.API_URL ?? localApiBase(process.env);
const host = () => process.env.FRONTEND_HOST || '127.0.0.1';

async function serve(names: FrontendName[]) {
  const ports = Object.fromEntries(names.map((name) => [name, frontendPort(name, process.env)]));
  const served = await serveFrontends({ host: host(), ports, api: apiBase(), publicUrls: frontendPublicUrls(process.env) });
  for (const [name, url] of Object.entries(served.urls)) console.log(`${name.padEnd(11)} ${url}`);
  const close = () => void served.close().then(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

async function dev(name: FrontendName) {
  process.env.NODE_ENV ??= 'development';
  await rm(distDir(name), { recursive: true, force: true });
  const config = loadConfig(name);
  const compiler = rspack(config);
  let served: Awaited<ReturnType<typeof serveFrontends>> | null = null;
  compiler.watch({}, async (error, stats) => {
    if (error) return console.error(error);
    console.log(stats?.toString({ preset: 'errors-warnings', colors: true }) || `${name} rebuilt`);
    // The static server reads the file list once: restart it after each build.
    await served?.close();
    served = await serveFrontends({ host: host(), ports: { [name]: frontendPort(name, process.env) }, api: apiBase() });
    console.log(`${name} standalone at ${served.urls[name]}`);
  });
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'build') {
    await buildFrontends({ names: parseNames(args), log: console.log });
  } else if (command === 'serve') {
    await serve(parseNames(args) ?? [...frontendNames]);
  } else if (command === 'dev') {
    const [name] = parseNames(args) ?? [];
    if (!name) throw new Error('Which frontend? e.g. npm run dev -w @rollcall/federation -- auth');
    await dev(name);
  } else {
    throw new Error('Usage: cli.ts build [names...] | serve [names...] | dev <name>');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
