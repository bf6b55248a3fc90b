/**
 * The frontends of RollCall: the shell (host) and the remotes of the table of areas, with their folders,
 * default ports and the environment variables that move them. Browser-safe: no Node imports here.
 */
import { type RemoteInfo, type RemoteName, remotes } from '@rollcall/contracts/areas';

export type { RemoteName };
export type FrontendName = 'shell' | RemoteName;

// The browser needs only remoteNames of this file: the pure marks let its build drop the rest.
export const remoteNames: readonly RemoteName[] = remotes.map((remote) => remote.name);
export const frontendNames: readonly FrontendName[] = /* @__PURE__ */ (() => ['shell' as const, ...remoteNames])();

/** Where a frontend lives and listens by default, as the table of areas gives it for a remote. */
export type FrontendInfo = Omit<RemoteInfo, 'name'> & { kind: 'host' | 'remote' };

export const frontends: Record<FrontendName, FrontendInfo> = /* @__PURE__ */ (() => ({
  shell: { folder: 'shell', port: 3000, portEnv: 'SHELL_PORT', kind: 'host' as const },
  ...(Object.fromEntries(
    remotes.map(({ name, ...where }) => [name, { ...where, kind: 'remote' } satisfies FrontendInfo]),
  ) as Record<RemoteName, FrontendInfo>),
}))();

/** A frontend's port from its environment variable (SHELL_PORT, AUTH_PORT, ...), else its default. */
export function frontendPort(name: FrontendName, env: Record<string, string | undefined> = {}): number {
  const raw = env[frontends[name].portEnv];
  const port = raw ? Number(raw) : NaN;
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : frontends[name].port;
}

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (remoteNames as readonly string[]).includes(value);
}

/** The file name of every remote's container entry. */
export const REMOTE_ENTRY = 'remoteEntry.js';

/** The Module Federation manifest every remote publishes beside its entry (what it exposes and shares). */
export const REMOTE_MANIFEST = 'mf-manifest.json';

/**
 * The file beside a remote's `remoteEntry.js` that holds its prerendered page (see prerendered.ts): written
 * by the remote's build, read by whatever serves the shell's page at run time.
 */
export const PRERENDERED_PAGE = 'prerendered.html';
