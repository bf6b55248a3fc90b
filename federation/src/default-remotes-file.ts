import { promises as fs } from 'node:fs';
import path from 'node:path';
import { frontendPort, remoteNames, type RemoteName } from './frontends';
import { distDir, repoRoot } from './paths';
import { remotesFile, REMOTES_FILE } from './remotes-file';

/** The gateway on this machine: GATEWAY_PORT, else its default port 4000. */
export function localApiBase(env: Record<string, string | undefined> = process.env): string {
  return `http://localhost:${env.GATEWAY_PORT ?? 4000}`;
}

/** The default remotes.json for plain static hosting on the default (or env) ports of this machine. */
export async function writeDefaultRemotesFile(root = repoRoot, env = process.env, apiBase?: string): Promise<void> {
  const origin = (name: RemoteName) => `http://localhost:${frontendPort(name, env)}`;
  const origins = Object.fromEntries(remoteNames.map((name) => [name, origin(name)])) as Record<RemoteName, string>;
  const api = apiBase ?? localApiBase(env);
  await fs.writeFile(path.join(distDir('shell', root), REMOTES_FILE), JSON.stringify(remotesFile(api, origins), null, 2));
}
