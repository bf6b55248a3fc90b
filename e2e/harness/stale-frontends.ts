import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { frontendNames, frontends, type FrontendName } from '../../federation/src/frontends';

/** Workspace sources every frontend is built from besides its own folder. */
const SHARED_SOURCES = ['ui-kit/src', 'contracts/src', 'api-client/src', 'federation/src', 'package-lock.json'];
/** What a frontend's build produces; the oldest of these dates the build. */
const BUILD_OUTPUTS = ['index.html', 'remoteEntry.js'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

function builtAt(dist: string, kind: 'host' | 'remote'): number {
  const outputs = kind === 'host' ? ['index.html'] : BUILD_OUTPUTS;
  const times = outputs.map((file) => path.join(dist, file)).map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0));
  return Math.min(...times);
}

/** The frontends whose production build is missing or older than any of their sources. */
export function staleFrontends(root: string): FrontendName[] {
  const shared = Math.max(...SHARED_SOURCES.map((entry) => newestChange(path.join(root, entry))));
  return frontendNames.filter((name) => {
    const folder = path.join(root, frontends[name].folder);
    const sources = Math.max(
      shared,
      newestChange(path.join(folder, 'src')),
      newestChange(path.join(folder, 'rspack.config.ts')),
      newestChange(path.join(folder, 'package.json')),
    );
    return builtAt(path.join(folder, 'dist'), frontends[name].kind) < sources;
  });
}
