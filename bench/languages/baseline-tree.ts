import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readlink, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface BaselineTree {
  root: string;
  remove(): Promise<void>;
}

/**
 * The repository as it was at `rev`, in a temporary folder, using this checkout's installed packages: every
 * package links to this checkout's node_modules except the workspaces, which link to the old tree's own folders.
 * Packages added since are simply unused; none of the old ones was removed or changed its version.
 */
export async function baselineTree(repoRoot: string, rev: string): Promise<BaselineTree> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-baseline-tree-'));
  execSync(`git -C '${repoRoot}' archive --format=tar ${rev} | tar -x -C '${root}'`, { stdio: 'inherit' });
  const modules = path.join(repoRoot, 'node_modules');
  await mkdir(path.join(root, 'node_modules', '@rollcall'), { recursive: true });
  for (const entry of await readdir(modules)) {
    if (entry === '@rollcall') continue;
    await symlink(path.join(modules, entry), path.join(root, 'node_modules', entry));
  }
  for (const workspace of await readdir(path.join(modules, '@rollcall'))) {
    const folder = path.basename(await readlink(path.join(modules, '@rollcall', workspace)));
    if (existsSync(path.join(root, folder))) {
      await symlink(path.join(root, folder), path.join(root, 'node_modules', '@rollcall', workspace));
    }
    const own = path.join(repoRoot, folder, 'node_modules');
    if (existsSync(own) && existsSync(path.join(root, folder))) await symlink(own, path.join(root, folder, 'node_modules'));
  }
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Production builds of these frontends in the old tree, with its own build code. */
export function buildIn(tree: BaselineTree, names: readonly string[]): void {
  execFileSync('npx', ['tsx', 'federation/src/cli.ts', 'build', ...names], { cwd: tree.root, stdio: 'inherit' });
}
