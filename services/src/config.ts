import path from 'node:path';

/** The repository's root: services/src/../.. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const defaults = {
  servicesPort: 4100,
  postgresPort: 5433,
  smtpPort: 2525,
  dataDir: path.join(REPO_ROOT, '.data'),
  mailFrom: 'RollCall <no-reply@rollcall.local>',
  shellUrl: 'http://localhost:3000',
} as const;

/** The sign-in page of the shell, as written into credentials mails. */
export function loginUrlFor(shellUrl: string): string {
  return `${shellUrl.replace(/\/+$/, '')}/login`;
}

/** Google sign-in is configured when both of its settings are set, as the gateway reads them. */
export function googleSignInFrom(env: Record<string, string | undefined>): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${name} must be a port number, got ${value}`);
  return port;
}
