import path from 'node:path';
import { frontends, type FrontendName } from './frontends';

export const repoRoot = path.resolve(__dirname, '..', '..');

export function frontendDir(name: FrontendName, root = repoRoot): string {
  return path.join(root, frontends[name].folder);
}

export function distDir(name: FrontendName, root = repoRoot): string {
  return path.join(frontendDir(name, root), 'dist');
}
