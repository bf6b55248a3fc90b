import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { frontendNames, frontends, PRERENDERED_PAGE, REMOTE_ENTRY, type FrontendName } from './frontends';
import { prerenderedRoute } from './prerendered';
import { distDir, frontendDir, repoRoot } from './paths';

/** Workspace sources every frontend is built from besides its own folder. */
const SHARED_SOURCES = [
  'ui-kit/src',
  'attendance-ui/src',
  'contracts/src',
  'api-client/src',
  'i18n/src',
  'federation/src',
  'package-lock.json',
];

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

/** When the build was made: its oldest output (a remote's page, its remoteEntry and its prerendered page are built separately). */
function builtAt(name: FrontendName, root: string): number {
  const outputs = frontends[name].kind === 'host' ? ['index.html'] : ['index.html', REMOTE_ENTRY];
  if (name === prerenderedRoute.remote) outputs.push(PRERENDERED_PAGE);
  return Math.min(
    ...outputs.map((file) => path.join(distDir(name, root), file)).map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
  );
}

/** The frontends whose production build is missing or older than any of their sources. */
export function staleFrontends(root = repoRoot): FrontendName[] {
  const shared = Math.max(...SHARED_SOURCES.map((entry) => newestChange(path.join(root, entry))));
  return frontendNames.filter((name) => {
    const folder = frontendDir(name, root);
    const sources = Math.max(
      shared,
      newestChange(path.join(folder, 'src')),
      newestChange(path.join(folder, 'rspack.config.ts')),
      newestChange(path.join(folder, 'package.json')),
    );
    return builtAt(name, root) < sources;
  });
}
