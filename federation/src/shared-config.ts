import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';
import { sharedSingletons } from './shared';

function installedVersion(request: string): string {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
  // Read the file directly: workspace packages do not export ./package.json.
  const file = path.join(repoRoot, 'node_modules', packageName, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Singletons with the installed version and a compatible range, so a mismatch shows up in the console. */
export function sharedConfig() {
  return Object.fromEntries(
    sharedSingletons.map((request) => {
      const version = installedVersion(request);
      const major = version.split('.')[0];
      // ^0.x ranges only match their own minor: the workspace packages (0.1.0) require exactly their series.
      const requiredVersion = major === '0' ? `^${version}` : `^${major}.0.0`;
      return [request, { singleton: true, version, requiredVersion, strictVersion: false }];
    }),
  );
}
