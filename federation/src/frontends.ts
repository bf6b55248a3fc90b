/**
 * The frontends of RollCall: the shell (host) and its remotes, their folders, default ports and the
 * environment variables that move them (DESIGN §3). Browser-safe: no Node imports here.
 */
export const frontendNames = ['shell', 'landing', 'auth', 'superadmin', 'admin'] as const;
export type FrontendName = (typeof frontendNames)[number];

export const remoteNames = ['landing', 'auth', 'superadmin', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

export interface FrontendInfo {
  /** Workspace folder, relative to the repository root. */
  folder: string;
  defaultPort: number;
  portEnv: string;
  kind: 'host' | 'remote';
}

export const frontends: Record<FrontendName, FrontendInfo> = {
  shell: { folder: 'shell', defaultPort: 3000, portEnv: 'SHELL_PORT', kind: 'host' },
  landing: { folder: 'mfe-landing', defaultPort: 3001, portEnv: 'LANDING_PORT', kind: 'remote' },
  auth: { folder: 'mfe-auth', defaultPort: 3002, portEnv: 'AUTH_PORT', kind: 'remote' },
  superadmin: { folder: 'mfe-superadmin', defaultPort: 3003, portEnv: 'SUPERADMIN_PORT', kind: 'remote' },
  admin: { folder: 'mfe-admin', defaultPort: 3004, portEnv: 'ADMIN_PORT', kind: 'remote' },
};

export const defaultPorts: Record<FrontendName, number> = Object.fromEntries(
  frontendNames.map((name) => [name, frontends[name].defaultPort]),
) as Record<FrontendName, number>;

/** A frontend's port from its environment variable (SHELL_PORT, AUTH_PORT, ...), else its default. */
export function frontendPort(name: FrontendName, env: Record<string, string | undefined> = {}): number {
  const raw = env[frontends[name].portEnv];
  const port = raw ? Number(raw) : NaN;
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : frontends[name].defaultPort;
}

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (remoteNames as readonly string[]).includes(value);
}

/** The file name of every remote's container entry. */
export const REMOTE_ENTRY = 'remoteEntry.js';
